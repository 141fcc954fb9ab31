import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// `progression: fixed` across `config set units kg`: a cycle trained in lb earns the
/// lb increment, converted exactly, never the kg one; a failed TM test cuts 10 % of the TM in
/// force, exactly, in the journal's unit.
@Suite struct FixedProgressionUnitSwitchTests {
    static let leader = ProgramBlock.cycles(count: 2, weeks: 3)

    func settings(_ blocks: [ProgramBlock]) -> Settings { .program(blocks, progression: .fixed) }

    func switchToKilograms(_ builder: inout JournalBuilder) {
        builder.settings.units = .kg
        builder.settings.bar = WeightUnit.kg.defaultBar
        builder.settings.plates = WeightUnit.kg.defaultPlates
    }

    /// The increments that opened cycle 2, by lift.
    func increments(_ state: TrainingState) -> [Lift: Weight] {
        var amounts: [Lift: Weight] = [:]
        for change in state.history where change.cycle == 2 {
            if case .increment(_, _, let amount) = change.cause { amounts[change.lift] = amount }
        }
        return amounts
    }

    @Test func aCycleTrainedInLbEarnsTheLbIncrementConvertedExactly() throws {
        var builder = JournalBuilder(settings: settings([Self.leader]), start: [.squat: 315, .bench: 225])
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start) }
        #expect(builder.state().trainingMax == [.squat: Weight(325), .bench: Weight(230)])
        switchToKilograms(&builder)
        let state = builder.state()
        // 315 lb = 142.88 kg, +10 lb = +4.54 kg (not the kg journal's +5 kg);
        // 225 lb = 102.06 kg, +5 lb = +2.27 kg (not +2.5 kg).
        #expect(increments(state) == [.squat: Weight(hundredths: 454), .bench: Weight(hundredths: 227)])
        #expect(state.trainingMax[.squat] == Weight(hundredths: 14288 + 454))
        #expect(state.trainingMax[.bench] == Weight(hundredths: 10206 + 227))
    }

    @Test func aCycleTrainedInKgAfterTheSwitchEarnsTheKgIncrement() throws {
        var builder = JournalBuilder(settings: settings([Self.leader]), start: [.squat: 315, .bench: 225])
        switchToKilograms(&builder)
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start) }
        let state = builder.state()
        #expect(increments(state) == [.squat: Weight(5), .bench: Weight(hundredths: 250)])
        #expect(state.trainingMax[.squat] == Weight(hundredths: 14288 + 500))
    }

    /// Writes the 7th-week TM test sheet of `lift`, every set ticked, `reps` over the `3+`.
    func trainingMaxTest(_ builder: inout JournalBuilder, _ lift: Lift, on date: String, reps: Int) throws {
        let plan = try Planner.plan(lift, state: builder.state(), settings: builder.settings, date: day(date))
        var text = SheetRenderer.markdown(plan)
        while text.range(of: "- [ ] ") != nil { text = text.replacingFirst("- [ ] ", with: "- [x] ") }
        text = text.replacingFirst(" x 3+", with: " x \(reps)")
        builder.add("\(plan.date.year)/\(plan.date)-\(lift.rawValue).md", text)
    }

    @Test func aFailedTrainingMaxTestCutsTenPercentOfTheTMInForceInTheJournalsUnit() throws {
        let blocks = [
            .cycles(count: 1, weeks: 3),
            ProgramBlock(name: "7th week", kind: .seventhWeek(.tmTest)),
        ]
        var builder = JournalBuilder(settings: settings(blocks), start: [.squat: 315, .bench: 225])
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start) }
        // The TM test, in lb, from TMs 325 and 230: squat 2 reps at 100 % (short), bench 3 (passes).
        try trainingMaxTest(&builder, .squat, on: "2026-09-22", reps: 2)
        try trainingMaxTest(&builder, .bench, on: "2026-09-23", reps: 3)
        func cut(_ state: TrainingState) -> Weight? {
            state.pending.first { $0.lift == .squat && $0.rule == .trainingMaxTest }?.next
                ?? state.history.last { if case .trainingMaxTest = $0.cause { $0.lift == .squat } else { false } }?.to
        }
        #expect(cut(builder.state()) == Weight(hundredths: 29250))
        switchToKilograms(&builder)
        let state = builder.state()
        // TM in force: 325 lb = 147.42 kg (315 lb = 142.88 kg, + 10 lb = 4.54 kg);
        // 90 % of it is 132.678 = 132.68 kg.
        let inForce = Weight(hundredths: 14742)
        #expect(cut(state) == Percentage(90).of(inForce))
        #expect(cut(state) == Weight(hundredths: 13268))
        #expect(!state.pending.contains { $0.lift == .bench } && !state.history.contains { $0.lift == .bench && $0.to < Weight(100) })
    }
}
