import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// `TrainingState.isNewCycle`: the current week opens its cycle and no sheet of that cycle is
/// written yet. The replay answers it from the highest cycle it saw while indexing the sheets; a
/// sheet numbered past the current cycle (here one the replay sets aside) makes it look at the
/// sheets again, with the same answer.
@Suite struct NewCycleTests {
    /// What `isNewCycle` means, worked out from the sheets (original 5/3/1: cycles open at week 1).
    private func isNewCycleByDefinition(_ builder: JournalBuilder) -> Bool {
        let (journal, _) = builder.journal(allowingDiagnostics: true)
        let position = builder.state().position
        return position.week == 1 && !journal.workouts.contains { $0.cycle == position.cycle }
    }

    /// A sheet of a lift outside `order` (the replay sets it aside) in week 1 of `cycle`.
    private func addSetAsideSheet(to builder: inout JournalBuilder, cycle: Int) {
        builder.add(
            "2026/2026-09-02-front-squat.md",
            "---\ndate: 2026-09-02\nlift: front squat\ncycle: \(cycle)\nweek: 1\n---\n\n## Working\n\n- [x] 95 x 5\n")
    }

    @Test(arguments: [false, true])
    func isNewCycleAfterEveryWeekOfTwoCycles(withSheetOfALaterCycle: Bool) throws {
        var builder = JournalBuilder()
        if withSheetOfALaterCycle { addSetAsideSheet(to: &builder, cycle: 9) }
        #expect(builder.state().isNewCycle == isNewCycleByDefinition(builder))
        var seen: [Bool] = []
        for start in ["2026-09-01", "2026-09-08", "2026-09-15", "2026-09-22", "2026-10-01", "2026-10-08"] {
            try builder.week(from: start)
            let state = builder.state()
            #expect(state.isNewCycle == isNewCycleByDefinition(builder), "after the week of \(start)")
            seen.append(state.isNewCycle)
        }
        #expect(seen == [false, false, false, true, false, false], "cycle 2 opens after the deload")
    }

    /// The first sheet of a cycle ends its being new, though the week stays the first.
    @Test(arguments: [false, true])
    func theFirstSheetOfACycleEndsIt(withSetAsideSheet: Bool) throws {
        var builder = JournalBuilder()
        if withSetAsideSheet { addSetAsideSheet(to: &builder, cycle: 2) }
        for start in ["2026-09-01", "2026-09-08", "2026-09-15", "2026-09-22"] { try builder.week(from: start) }
        // A sheet of the new cycle set aside (a lift outside `order`) is still one of its sheets.
        #expect(builder.state().isNewCycle == !withSetAsideSheet)
        try builder.session(on: "2026-09-29")
        let state = builder.state()
        #expect(state.position == CyclePosition(cycle: 2, week: 1))
        #expect(!state.isNewCycle)
        #expect(state.isNewCycle == isNewCycleByDefinition(builder))
    }
}
