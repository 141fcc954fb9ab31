import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// A skipped (`[-]`) or failed (0 reps) lift tells nothing about its TM: `plusmd skip`'s rule holds
/// for every progression. A skipped 7th-week TM test never cuts the TM, and with
/// `progression: fixed` a week 3 skipped or failed earns no increment.
@Suite struct SkippedProgressionTests {
    static let leader = ProgramBlock.cycles(count: 2, weeks: 3)

    func builder(_ blocks: [ProgramBlock]) -> JournalBuilder {
        JournalBuilder(settings: .program(blocks, progression: .fixed), start: [.squat: 315, .bench: 225])
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
            .cycles(count: 1, weeks: 3),
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

    /// A rise held at cycle 2's start and never confirmed gives way to cycle 2's own week-3
    /// verdict: it is no longer held, and the new rise is pending as usual.
    @Test func aLaterWeekThreeReplacesAnOldHeldRise() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.session(.squat, on: "2026-09-15", amrap: 6, editTopWeight: 3250)
        for (offset, lift) in [Lift.bench, .deadlift, .press].enumerated() { try builder.session(lift, on: "2026-09-1\(6 + offset)", amrap: 6) }
        try builder.week(from: "2026-09-22")
        try builder.week(from: "2026-10-01")
        #expect(builder.state().held.map(\.lift) == [.squat])
        #expect(builder.state().heldSince[.squat] == day("2026-10-01"))
        try builder.week(from: "2026-10-08")
        try builder.week(from: "2026-10-15")
        let state = builder.state()
        #expect(state.held.isEmpty, "\(state.held)")
        #expect(state.trainingMax[.squat] == Weight(315))
        #expect(state.pending.contains { $0.lift == .squat && $0.isRaise && !$0.isHeld })
    }
}

/// `implausible-weight` questions a typo, never an ordinary heavy day: a deload done at the TM, a
/// joker 40 % over the top set, a set in its own unit on a sheet of the other.
@Suite struct ImplausibleWeightTests {
    func sheet(week: Int, units: WeightUnit = .lb, trainingMax: Weight = Weight(300), _ sets: [PerformedSet]) -> Workout {
        Workout(path: "2026/2026-09-15-squat.md", date: day("2026-09-15"), lift: .squat, cycle: 1, week: week, trainingMax: trainingMax, units: units, sets: sets)
    }

    func set(_ kind: SetKind, _ weight: Weight, unit: WeightUnit? = nil, line: Int) -> PerformedSet {
        PerformedSet(kind: kind, weight: weight, reps: 3, isAMRAP: false, isDone: true, line: line, unit: unit)
    }

    func findings(_ workout: Workout) -> [Diagnostic] {
        var known: [(scheme: Scheme, week: Int, percent: Percentage?)] = []
        return JournalChecks.implausibleWeights(workout, heaviest: &known)
    }

    @Test func aTypoIsQuestionedAtItsLine() {
        // Week 3 of TM 300: the top set is 285; 3250 is a typo, 360 (26 % above) too many.
        let found = findings(sheet(week: 3, [set(.working, Weight(3250), line: 12), set(.working, Weight(300), line: 13), set(.working, Weight(360), line: 14)]))
        #expect(found.map(\.location.line) == [12, 14])
        #expect(found.first?.message == "3250 lb is more than 25 % above the heaviest set the sheet prescribes (285 lb, 95 % of the 300 training max); a typo?")
    }

    @Test func ordinaryHeavyDaysAreNot() {
        // A deload done at the TM (the deload's top is 60 %, 180): no typo.
        #expect(findings(sheet(week: 4, [set(.working, Weight(300), line: 10)])).isEmpty)
        // A joker 40 % over the 285 top set.
        #expect(findings(sheet(week: 3, [set(.joker, Weight(395), line: 15)])).isEmpty)
        // 135 lb on a kg sheet of TM 140 kg (top 133 kg): 61.23 kg.
        #expect(findings(sheet(week: 3, units: .kg, trainingMax: Weight(140), [set(.working, Weight(135), unit: .lb, line: 12)])).isEmpty)
        // No `training_max:`: nothing to judge against.
        var noTM = sheet(week: 3, [set(.working, Weight(3250), line: 12)])
        noTM.trainingMax = nil
        #expect(findings(noTM).isEmpty)
    }
}

/// In a three-week program the next cycle opens right after week 3: `tm` still shows week 3's
/// verdicts when nothing rises, as it does during a deload.
@Suite struct ThreeWeekVerdictTests {
    @Test func theVerdictsShowWhenNothingRises() throws {
        let settings = Settings.program([.cycles(count: 2, weeks: 3)], progression: .estimatedOneRepMax)
        var builder = JournalBuilder(settings: settings, start: [.squat: 315, .bench: 225])
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        // Week 3 at the minimum reps: 300 x 1 and 215 x 1 give candidates below the TMs.
        try builder.session(.squat, on: "2026-09-15", amrap: 1)
        try builder.session(.bench, on: "2026-09-16", amrap: 1)
        let report = TrainingMaxReport(ResolvedJournal(builder.journal().0))
        #expect(report.pendingChanges.map(\.lift) == [.squat, .bench], "\(report.pendingChanges)")
        #expect(report.pendingChanges.allSatisfy { $0.to == $0.from && !$0.isRaise })
        #expect(report.trainingMax[.squat] == Weight(315))
    }
}

/// The HTML report with `program:`: each AMRAP set is judged against its own sheet's scheme (3/5/1
/// asks 3+ in week 1) and the week is named as the program names it.
@Suite struct ProgressReportProgramTests {
    @Test func aThreeFiveOneWeekOneAsksThreePlus() throws {
        let settings = Settings.program([.cycles(count: 2, weeks: 3, scheme: .threeFiveOne)], progression: .estimatedOneRepMax)
        var builder = JournalBuilder(settings: settings, start: [.squat: 315, .bench: 225])
        try builder.week(from: "2026-09-01", amraps: [.squat: 4, .bench: 4])
        let resolved = ResolvedJournal(builder.journal().0)
        let report = ProgressReport(resolved, generated: "2026-11-30T18:00:00Z")
        #expect(report.amrapReps.map(\.minimum) == [3, 3], "\(report.amrapReps)")
        #expect(report.week == 2 && report.weekName == Scheme.threeFiveOne.weekName(2))
    }
}
