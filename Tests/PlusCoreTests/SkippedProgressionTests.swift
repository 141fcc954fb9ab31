import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// A skipped (`[-]`) or failed (0 reps) lift tells nothing about its TM: `plusmd skip`'s rule holds
/// for every progression. A skipped 7th-week TM test never cuts the TM, and with
/// `progression: fixed` a week 3 skipped or failed earns no increment.
@Suite struct SkippedProgressionTests {
    static let leader = ProgramBlock(
        name: "Leader", kind: .cycles(count: 2, weeks: 3, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .bbb), jokers: false))

    func builder(_ blocks: [ProgramBlock]) -> JournalBuilder {
        var settings = Settings()
        settings.order = [.squat, .bench]
        settings.program = ProgramDescription(blocks: blocks, progression: .fixed)
        return JournalBuilder(settings: settings, start: [.squat: 315, .bench: 225])
    }

    /// The last file written, with its top working set (planned as `plan`) skipped: `- [-]`.
    func skipTopSet(_ builder: inout JournalBuilder, _ plan: SessionPlan) {
        let top = plan.sets.last { $0.kind == .working }!
        let last = builder.files.count - 1
        builder.files[last].text = builder.files[last].text.replacingFirst(
            "- [ ] \(top.weight) x \(top.reps)\(top.isAMRAP ? "+" : "")", with: "- [-] \(top.weight) x \(top.reps)\(top.isAMRAP ? "+" : "")")
    }

    @Test func aWeekThreeSkippedOrFailedEarnsNoFixedIncrement() throws {
        var builder = builder([Self.leader])
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        let squat = try builder.session(.squat, on: "2026-09-15", tickWorking: 2)
        skipTopSet(&builder, squat)
        try builder.session(.bench, on: "2026-09-16", amrap: 0)
        let state = builder.state()
        #expect(state.pending.isEmpty, "\(state.pending)")
        #expect(state.keptTrainingMax[.squat] == .amrapSkipped && state.keptTrainingMax[.bench] == .amrapFailed)
        // The next cycle opens with the same TMs.
        try builder.session(.squat, on: "2026-09-22")
        #expect(builder.state().trainingMax == [.squat: Weight(315), .bench: Weight(225)])
    }

    @Test func aWeekThreeDoneEarnsTheIncrementBesideASkippedLift() throws {
        var builder = builder([Self.leader])
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        let squat = try builder.session(.squat, on: "2026-09-15", tickWorking: 2)
        skipTopSet(&builder, squat)
        try builder.session(.bench, on: "2026-09-16", amrap: 4)
        try builder.session(.squat, on: "2026-09-22")
        #expect(builder.state().trainingMax == [.squat: Weight(315), .bench: Weight(230)])
    }

    /// Writes the 7th-week TM test sheet of `lift`, every set ticked, `top` reps over the `3+`;
    /// nil skips the top set (`- [-]`).
    func trainingMaxTest(_ builder: inout JournalBuilder, _ lift: Lift, on date: String, top: Int?) throws {
        let plan = try Planner.plan(lift, state: builder.state(), settings: builder.settings, date: day(date))
        let weight = plan.sets.last { $0.kind == .working }!.weight
        var text = SheetRenderer.markdown(plan)
        text = text.replacingFirst("- [ ] \(weight) x 3+", with: top.map { "- [x] \(weight) x \($0)" } ?? "- [-] \(weight) x 3+")
        while text.range(of: "- [ ] ") != nil { text = text.replacingFirst("- [ ] ", with: "- [x] ") }
        builder.add("\(plan.date.year)/\(plan.date)-\(lift.rawValue).md", text)
    }

    @Test func aSkippedTrainingMaxTestNeverCutsTheTM() throws {
        var builder = builder([
            ProgramBlock(name: "Leader", kind: .cycles(count: 1, weeks: 3, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .bbb), jokers: false)),
            ProgramBlock(name: "7th week", kind: .seventhWeek(.tmTest)),
        ])
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start) }
        #expect(builder.state().trainingMax == [.squat: Weight(325), .bench: Weight(230)])
        // The TM test: squat skipped, bench 2 reps at 100 % (short of 3: cut 10 %).
        try trainingMaxTest(&builder, .squat, on: "2026-09-22", top: nil)
        try trainingMaxTest(&builder, .bench, on: "2026-09-23", top: 2)
        let state = builder.state()
        #expect(!state.pending.contains { $0.lift == .squat }, "\(state.pending)")
        #expect(state.keptTrainingMax[.squat] == .trainingMaxTestSkipped)
        // Bench's cut is pending, or applied once the next cycle began.
        let benchCut =
            state.pending.first { $0.lift == .bench }?.next
            ?? state.history.last { if case .trainingMaxTest = $0.cause { $0.lift == .bench } else { false } }?.to
        #expect(benchCut == Percentage(90).of(Weight(230)))
        #expect(!state.history.contains { if case .trainingMaxTest = $0.cause { $0.lift == .squat } else { false } })
        #expect(state.trainingMax[.squat] == Weight(325))
    }
}

/// The held-rise rule (`Progression.isHeld`): an e1RM rise of more than 20 % over the TM in force
/// is held; 20 % exactly, a first TM, fixed increments and TM-test cuts never are.
@Suite struct HeldRiseRuleTests {
    func progression(previous: Weight?, next: Weight, rule: Progression.Rule = .estimatedOneRepMax) -> Progression {
        Progression(
            lift: .squat, previous: previous, candidate: next, next: next, estimatedOneRepMax: next, path: "a.md",
            set: PerformedSet(kind: .working, weight: next, reps: 1, isAMRAP: true, isDone: true, line: 1), rule: rule)
    }

    @Test func onlyAnEstimatedRiseOfMoreThanTwentyPercentIsHeld() {
        #expect(!progression(previous: Weight(300), next: Weight(360)).isHeld)
        #expect(progression(previous: Weight(300), next: Weight(hundredths: 36001)).isHeld)
        #expect(!progression(previous: nil, next: Weight(3510)).isHeld)
        #expect(!progression(previous: Weight(300), next: Weight(400), rule: .fixed(increment: Weight(100))).isHeld)
        #expect(!progression(previous: Weight(300), next: Weight(270), rule: .trainingMaxTest).isHeld)
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<1_000 {
            let previous = Weight(hundredths: Int.random(in: 100...100_000, using: &generator))
            let next = Weight(hundredths: Int.random(in: previous.hundredths...(previous.hundredths * 3), using: &generator))
            #expect(progression(previous: previous, next: next).isHeld == (next.hundredths * 10 > previous.hundredths * 12))
        }
    }
}
