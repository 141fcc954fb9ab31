import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// Fixture journals built session by session, replayed, and checked against Wendler's rules.
@Suite struct ReplayTests {
    @Test func freshJournalStartsAtCycleOneWeekOneWithSquat() {
        let state = JournalBuilder().state()
        #expect(state.position == .start)
        #expect(state.suggested == .squat)
        #expect(state.trainingMax == [.squat: Weight(315), .bench: Weight(225), .deadlift: Weight(405), .press: Weight(135)])
    }

    @Test func wholeCycleWithProgression() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        #expect(builder.state().position == CyclePosition(cycle: 1, week: 3))
        // Week 3 top sets: squat 300 × 8 (e1RM 380 → TM 342, the worked example); bench 215 × 5
        // (e1RM 250.83 → 225.75); deadlift 385 × 3 (→ 381.15, below 405: stays); press 130 × 1 (stays).
        try builder.week(from: "2026-09-15", amraps: [.squat: 8, .bench: 5, .deadlift: 3, .press: 1])
        let afterWeek3 = builder.state()
        #expect(afterWeek3.position == CyclePosition(cycle: 1, week: 4))
        #expect(afterWeek3.trainingMax[.squat] == Weight(315), "the deload still uses the old TMs")
        let pending = Dictionary(uniqueKeysWithValues: afterWeek3.pending.map { ($0.lift, $0) })
        #expect(pending[.squat]?.estimatedOneRepMax == Weight(380))
        #expect(pending[.squat]?.next == Weight(342))
        #expect(pending[.bench]?.next == Weight(hundredths: 22575))
        #expect(pending[.deadlift]?.next == Weight(405))
        #expect(pending[.deadlift]?.isRaise == false)
        #expect(pending[.press]?.next == Weight(135))
        let deload = try builder.session(on: "2026-09-22")
        #expect(deload.position.week == 4)
        #expect(deload.trainingMax == Weight(315))
        #expect(deload.sets.map(\.weight.description) == ["125", "160", "190"])
        #expect(!deload.sets.contains { $0.isAMRAP || $0.kind != .working })
        try builder.session(on: "2026-09-23")
        try builder.session(on: "2026-09-24")
        try builder.session(on: "2026-09-25")
        let cycle2 = builder.state()
        #expect(cycle2.position == CyclePosition(cycle: 2, week: 1))
        #expect(cycle2.isNewCycle)
        #expect(cycle2.trainingMax == [.squat: Weight(342), .bench: Weight(hundredths: 22575), .deadlift: Weight(405), .press: Weight(135)])
        #expect(cycle2.openingProgression.filter(\.isRaise).map(\.lift) == [.squat, .bench])
        let squat = try builder.session(on: "2026-09-28")
        #expect(squat.trainingMax == Weight(342))
        #expect(squat.position == CyclePosition(cycle: 2, week: 1))
        #expect(!builder.state().isNewCycle)
        let raises = builder.state().history.filter { if case .amrap = $0.cause { true } else { false } }
        #expect(raises.map(\.lift) == [.squat, .bench])
        #expect(raises.allSatisfy { $0.cycle == 2 })
    }

    @Test func aTieIsNotARise() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        // 300 × 5 gives a candidate of exactly 315.
        try builder.week(from: "2026-09-15", amraps: [.squat: 5])
        let squat = builder.state().pending.first { $0.lift == .squat }
        #expect(squat?.candidate == Weight(315))
        #expect(squat?.isRaise == false)
    }

    @Test func liftsOutOfOrderAndTwoOnOneDay() throws {
        var builder = JournalBuilder()
        try builder.session(.press, on: "2026-09-01")
        #expect(builder.state().suggested == .squat)
        try builder.session(.deadlift, on: "2026-09-03")
        try builder.session(.bench, on: "2026-09-03")
        let state = builder.state()
        #expect(state.done == [.bench, .deadlift, .press])
        #expect(state.open == [.squat])
        #expect(throws: PlanningError.liftAlreadyDone(.press, open: [.squat])) {
            try Planner.plan(.press, state: state, settings: builder.settings, date: day("2026-09-04"))
        }
        try builder.session(on: "2026-09-04")
        #expect(builder.state().position == CyclePosition(cycle: 1, week: 2))
        #expect(builder.state().done.isEmpty)
    }

    @Test func handEditedWeightIsWhatCounts() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        try builder.session(.squat, on: "2026-09-15", amrap: 8, editTopWeight: 295)
        try builder.session(on: "2026-09-16")
        try builder.session(on: "2026-09-17")
        try builder.session(on: "2026-09-18")
        let squat = try #require(builder.state().pending.first { $0.lift == .squat })
        #expect(squat.set.weight == Weight(295))
        // 295 × (1 + 8/30) = 373.67; 90 % of 295 × 38/30 = 336.3.
        #expect(squat.estimatedOneRepMax == Weight(hundredths: 37367))
        #expect(squat.next == Weight(hundredths: 33630))
    }

    @Test func unfinishedSheetIsNotDone() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", tickWorking: 2)
        let state = builder.state()
        #expect(state.done.isEmpty)
        #expect(state.unfinished.map(\.lift) == [.squat])
        #expect(state.suggested == .squat)
    }

    @Test func handSetTrainingMaxHoldsFromItsDate() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01")
        builder.add(
            "2026/2026-09-02-training-max-bench.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-09-02"), cause: .manual, values: [(.bench, Weight(200))], units: .lb, note: ""))
        let bench = try builder.session(.bench, on: "2026-09-03")
        #expect(bench.trainingMax == Weight(200))
        let history = builder.state().history.filter { $0.lift == .bench }
        #expect(history.map(\.to) == [Weight(225), Weight(200)])
    }

    @Test func handSetAfterWeekThreeReplacesTheCandidate() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.week(from: "2026-09-15", amraps: [.squat: 8])
        builder.add(
            "2026/2026-09-20-training-max-squat.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-09-20"), cause: .manual, values: [(.squat, Weight(330))], units: .lb, note: ""))
        #expect(!builder.state().pending.contains { $0.lift == .squat })
        #expect(builder.state().trainingMax[.squat] == Weight(330))
        // Text and JSON of `tm` agree: the hand-set lift is in `pending` with the TM it keeps.
        let report = TrainingMaxReport(ResolvedJournal(builder.journal().0))
        #expect(report.pending[.squat] == Weight(330))
        #expect(report.pending.entries.map(\.lift) == [.squat, .bench, .deadlift, .press])
        #expect(!report.pendingChanges.contains { $0.lift == .squat })
        let text = TrainingMaxReportText.text(report, order: [.squat, .bench, .deadlift, .press])
        #expect(text.contains("  squat     330"))
        #expect(text.contains("no week-3 result (set by hand, or no ticked AMRAP set)"))
        try builder.week(from: "2026-09-21")
        #expect(builder.state().trainingMax[.squat] == Weight(330))
    }

    @Test func duplicateSheetCountsOnceWithAWarning() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01")
        let copy = builder.files.last!
        builder.add("2026/2026-09-01-squat-2.md", copy.text)
        let state = builder.state()
        #expect(state.done == [.squat])
        #expect(state.diagnostics.contains { $0.message.contains("second sheet for squat") })
    }

    @Test func conflictCopyIsNeverCountedEvenWhenItIsTheCompleteOne() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", tickWorking: 1)
        let original = builder.files.last!
        var done = JournalBuilder()
        try done.session(.squat, on: "2026-09-01")
        builder.add("2026/2026-09-01-squat (1).md", done.files.last!.text)
        let resolved = ResolvedJournal(builder.journal().0)
        #expect(resolved.state.done.isEmpty, "the copy's ticks never finish the lift")
        #expect(resolved.sheets.map(\.path) == [original.path])
        #expect(resolved.records.results.isEmpty, "the copy's AMRAP is no PR")
        #expect(resolved.setAside == [SetAsideFile(path: "2026/2026-09-01-squat (1).md", reason: .conflictCopy(service: "Google Drive"), countedInstead: original.path)])
        #expect(resolved.diagnostics.contains { $0.id == "conflict-copy" && $0.message.contains("not counted") })
    }

    @Test func fileOrderNeverChangesTheResult() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.session(.bench, on: "2026-09-08")
        var generator = SeededGenerator(seed: 5)
        let (journal, _) = builder.journal()
        let reference = Replay.run(journal)
        for _ in 0..<20 {
            builder.files.shuffle(using: &generator)
            let state = builder.state()
            #expect(state.position == reference.position)
            #expect(state.done == reference.done)
            #expect(state.trainingMax == reference.trainingMax)
        }
    }

    @Test func aSheetInAnotherUnitIsNoErrorAndCountsConverted() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01")
        builder.files[builder.files.count - 1].text = builder.files.last!.text.replacingFirst("units: lb", with: "units: kg")
        #expect(!builder.state().diagnostics.hasErrors)
        let (journal, _) = builder.journal()
        let sheet = try #require(ResolvedJournal(journal).sheets.last)
        #expect(sheet.writtenUnits == .kg && sheet.units == .lb)
        #expect(sheet.sets.allSatisfy { $0.written?.unit == .kg && $0.weight == $0.written!.weight.converted(from: .kg, to: .lb) })
    }
}


/// Regressions from the review: same-day hand TMs, units on entries and set lines, resets.
@Suite struct ReviewRegressionTests {
    @Test func handSetOnTheDayWeekThreeEndsReplacesTheCandidate() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.week(from: "2026-09-15", amraps: [.squat: 8])
        // Week 3 ended on 2026-09-18 (press); the lifter sets squat by hand that same day.
        builder.add(
            "2026/2026-09-18-training-max-squat.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-09-18"), cause: .manual, values: [(.squat, Weight(320))], units: .lb, note: ""))
        #expect(!builder.state().pending.contains { $0.lift == .squat })
        try builder.week(from: "2026-09-21")
        #expect(builder.state().trainingMax[.squat] == Weight(320))
    }

    @Test func entriesAndSetLinesInAnotherUnitAreConvertedExactly() throws {
        var builder = JournalBuilder()
        builder.add("2026/2026-09-02-training-max-squat.md", "---\nentry: training_max\ndate: 2026-09-02\nunits: kg\nsquat: 140\n---\n")
        builder.add("2026/2026-09-03-bench.md", "---\ndate: 2026-09-03\nlift: bench\ncycle: 1\nweek: 1\n---\n## Working\n- [x] 100 kg x 5\n- [x] 170 x 5\n- [x] 190 x 8\n")
        let (journal, _) = builder.journal()
        let resolved = ResolvedJournal(journal)
        #expect(resolved.state.diagnostics.filter { $0.severity == .error }.isEmpty)
        // 140 kg = 308.647… lb; 100 kg = 220.462… lb, kept as written beside.
        #expect(resolved.trainingMaxEntries.first { $0.path.hasSuffix("squat.md") }?.values[.squat]?.weight == Weight(hundredths: 30865))
        let set = try #require(resolved.sheets.first?.sets.first)
        #expect(set.weight == Weight(hundredths: 22046))
        #expect(set.written == WrittenWeight(Weight(100), .kg))
    }

    @Test func aResetStartsACycleWithoutAnOutOfOrderWarning() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", amrap: 6)
        builder.add("2026/2026-09-02-reset.md", "---\nentry: reset\ndate: 2026-09-02\ncycle: 2\n---\n")
        try builder.session(.squat, on: "2026-09-03", amrap: 6)
        let (journal, diagnostics) = builder.journal()
        #expect(diagnostics.isEmpty)
        #expect(JournalChecks.run(journal, today: day("2026-11-30")).isEmpty)
        #expect(Replay.run(journal).position == CyclePosition(cycle: 2, week: 1))
    }

    @Test func notesWithIndentedOrBareHeadingsAreReadAndRewrittenAlike() throws {
        let sheet = "---\ndate: 2026-09-01\nlift: squat\ncycle: 1\nweek: 1\n---\n## Working\n- [ ] 205 x 5\n\n## Notes\nfirst\n  # Cues\nkeep this\n#\nafter\n"
        guard case .workout(let workout) = EntryDecoder.decode(path: "a.md", text: sheet).entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.notes == "first")
        var editor = SheetEditor(sheet)
        editor.setNotes(workout.notes)
        #expect(editor.text == sheet.replacingFirst("## Notes\nfirst\n", with: "## Notes\n\nfirst\n\n"), "nothing after the section's end is touched")
        guard case .workout(let again) = EntryDecoder.decode(path: "a.md", text: editor.text).entry else { return }
        #expect(again.notes == "first")
    }
}

@Suite struct JournalCheckTests {
    @Test func anAMRAPShortOfTheMinimumIsPointedOut() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", amrap: 3)
        let findings = JournalChecks.run(builder.journal().0, today: day("2026-11-30"))
        #expect(findings.map(\.message) == ["AMRAP set of 3 reps, short of the 5 prescribed"])
        #expect(findings.first?.location.line == 21)
    }

    @Test func anAbsurdWeightIsReportedQuickly() {
        let start = ContinuousClock.now
        let loadout = PlateMath(bar: Weight(45), plates: [Weight(25), Weight(hundredths: 25)]).loadout(for: Weight(9_999_999))
        #expect(!loadout.isExact)
        #expect(ContinuousClock.now - start < .milliseconds(200))
    }
}
