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
        #expect(text.contains("  squat     330           set by hand: keeps its TM\n"))
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

    /// Of two complete sheets for one (cycle, week, lift), the original counts, not the sync
    /// tool's copy, whichever replay meets first (sheets are replayed by day, then path: a copy
    /// whose date was edited to the day before comes first); the copy gets the warning.
    @Test(arguments: [false, true])
    func theOriginalCountsOverASyncCopyInEitherLoadOrder(copyFirst: Bool) throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        try builder.session(.squat, on: "2026-09-15", amrap: 8)
        let original = try #require(builder.files.last)
        #expect(original.path == "2026/2026-09-15-squat.md")
        let copyPath = "2026/2026-09-15-squat.sync-conflict-20260915-183012-ABCDEF7.md"
        var copyText = original.text.replacingFirst("- [x] 300 x 8", with: "- [x] 300 x 5")
        if copyFirst { copyText = copyText.replacingFirst("date: 2026-09-15", with: "date: 2026-09-14") }
        builder.add(copyPath, copyText)
        let (journal, _) = builder.journal()
        #expect(journal.workouts.filter { $0.position.week == 3 }.map(\.path).first == (copyFirst ? copyPath : original.path))
        for (lift, date) in [(Lift.bench, "2026-09-16"), (.deadlift, "2026-09-17"), (.press, "2026-09-18")] {
            try builder.session(lift, on: date, amrap: 6)
        }
        let state = builder.state()
        let squat = try #require(state.pending.first { $0.lift == .squat })
        #expect(squat.path == original.path)
        #expect(squat.set.reps == 8)
        #expect(squat.candidate == Weight(342))
        let warning = try #require(state.diagnostics.first { $0.id == "conflict-copy" })
        #expect(warning.location.path == copyPath)
        #expect(warning.message == "Syncthing conflict copy; not counted")
        #expect(warning.hint.contains("Compare it with \(original.path)"))
    }

    /// Of a finished and an unfinished sheet for one (cycle, week, lift), the finished one counts,
    /// whichever replay meets first (a second ordinary file, not a sync copy: a copy never counts).
    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func theFinishedSheetCountsOverAnUnfinishedOne(copyIsFinished: Bool, copyFirst: Bool) throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", tickWorking: copyIsFinished ? 2 : 3)
        let original = try #require(builder.files.last)
        let copyPath = "2026/2026-09-01-squat-2.md"
        var copyText =
            copyIsFinished
            ? original.text.replacingFirst("- [ ] 270 x 5+ —", with: "- [x] 270 x 8 —")
            : original.text.replacingFirst("- [x] 270 x 5 —", with: "- [ ] 270 x 5+ —")
        if copyFirst { copyText = copyText.replacingFirst("date: 2026-09-01", with: "date: 2026-08-31") }
        builder.add(copyPath, copyText)
        let state = builder.state()
        #expect(state.done == [.squat])
        // A sync copy, finished or not, never counts: the same two sheets with the copy's name leave
        // squat open when the original is the unfinished one.
        var copied = JournalBuilder()
        try copied.session(.squat, on: "2026-09-01", tickWorking: copyIsFinished ? 2 : 3)
        copied.add("2026/2026-09-01-squat.sync-conflict-20260901-183012-ABCDEF7.md", copyText)
        #expect(copied.state().done == (copyIsFinished ? [] : [.squat]))
        let warning = try #require(state.diagnostics.first { $0.message.contains("second sheet for squat") })
        let counted = copyIsFinished ? copyPath : original.path
        #expect(warning.message.contains("(\(counted) is counted)"), "\(warning.message)")
    }

    /// `tm_percent` at 85 %: 255 × 5 (e1RM 297.5) gives 252.875, rounded half up to 252.88; bench
    /// 215 × 10 (e1RM 286.67) gives 243.67, a raise over 225 that the next cycle starts with.
    @Test func progressionAtEightyFivePercentRoundsTheCandidateOnce() throws {
        var settings = Settings()
        settings.tmPercent = Percentage(85)
        var builder = JournalBuilder(settings: settings, start: [.squat: 270, .bench: 225, .deadlift: 405, .press: 135])
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        try builder.week(from: "2026-09-15", amraps: [.squat: 5, .bench: 10, .deadlift: 3, .press: 1])
        let pending = Dictionary(uniqueKeysWithValues: builder.state().pending.map { ($0.lift, $0) })
        #expect(pending[.squat]?.set.weight == Weight(255))
        #expect(pending[.squat]?.estimatedOneRepMax == Weight(hundredths: 29_750))
        #expect(pending[.squat]?.candidate == Weight(hundredths: 25_288))
        #expect(pending[.squat]?.isRaise == false)
        #expect(pending[.bench]?.set.weight == Weight(215))
        #expect(pending[.bench]?.candidate == Weight(hundredths: 24_367))
        for date in ["2026-09-22", "2026-09-23", "2026-09-24", "2026-09-25"] { try builder.session(on: date) }
        let cycle2 = builder.state()
        #expect(cycle2.position == CyclePosition(cycle: 2, week: 1))
        #expect(cycle2.trainingMax[.bench] == Weight(hundredths: 24_367))
        #expect(cycle2.trainingMax[.squat] == Weight(270))
    }

    /// `tm_percent` at 87.5 %: bench 215 × 10 (e1RM 286.666…) gives 250.8333…, so 250.83, rounded
    /// once (87.5 % of the rounded e1RM 286.67 would be 250.84); squat 300 × 9 (e1RM 390) gives
    /// 341.25. Both are raises the next cycle starts with.
    @Test func progressionAtEightySevenAndAHalfPercent() throws {
        var settings = Settings()
        settings.tmPercent = Percentage(basisPoints: 8_750)
        var builder = JournalBuilder(settings: settings)
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        try builder.week(from: "2026-09-15", amraps: [.squat: 9, .bench: 10, .deadlift: 3, .press: 1])
        let pending = Dictionary(uniqueKeysWithValues: builder.state().pending.map { ($0.lift, $0) })
        #expect(pending[.bench]?.estimatedOneRepMax == Weight(hundredths: 28_667))
        #expect(pending[.bench]?.candidate == Weight(hundredths: 25_083))
        #expect(pending[.squat]?.candidate == Weight(hundredths: 34_125))
        for date in ["2026-09-22", "2026-09-23", "2026-09-24", "2026-09-25"] { try builder.session(on: date) }
        let squat = try builder.session(on: "2026-09-28")
        #expect(squat.lift == .squat)
        #expect(squat.trainingMax == Weight(hundredths: 34_125))
        #expect(builder.state().trainingMax[.bench] == Weight(hundredths: 25_083))
        // 65 % of 341.25 = 221.81 → 220 on the 45 + 5k grid.
        #expect(squat.sets.first { $0.kind == .working }?.weight == Weight(220))
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
        guard case .workout(let again) = EntryDecoder.decode(path: "a.md", text: editor.text).entry else {
            Issue.record("the rewritten sheet is not a workout")
            return
        }
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
