import PlusTestSupport
import PlusCore
import PlusFormat
import Testing

/// Wendler's 10 % reset after a week-3 AMRAP set below its minimum reps: `tm` and `next` suggest
/// the command, in text and JSON; the TM is never lowered by plusmd itself.
@Suite struct ResetSuggestionTests {
    /// Cycle 1 with a failed week-3 squat AMRAP (`x 0` on `1+`).
    func failedWeekThree(settings: Settings = Settings()) throws -> JournalBuilder {
        var builder = JournalBuilder(settings: settings)
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.week(from: "2026-09-15", amraps: [.squat: 0])
        return builder
    }

    @Test func aFailedWeekThreeAMRAPSuggestsTheResetInTmAndNext() throws {
        let builder = try failedWeekThree()
        let resolved = ResolvedJournal(builder.journal().0)
        #expect(resolved.state.trainingMax[.squat] == Weight(315))
        let suggestion = try #require(resolved.state.resetSuggestions.first)
        #expect(resolved.state.resetSuggestions.count == 1)
        #expect(suggestion.lift == .squat && suggestion.reps == 0 && suggestion.minimumReps == 1 && suggestion.cycle == 1)
        #expect(suggestion.suggested == Weight(hundredths: 28350))
        #expect(suggestion.command == "plusmd tm set squat 283.5")

        let report = TrainingMaxReport(resolved)
        let text = TrainingMaxReportText.text(report, order: Settings().order)
        #expect(text.contains("  plusmd tm set squat 283.5\n"))
        #expect(text.contains("got 0 of 1+ reps"))
        let json = ReportJSON.text(report)
        #expect(json.contains("\"reset_suggestions\""))
        #expect(json.contains("\"command\" : \"plusmd tm set squat 283.5\""))
        #expect(json.contains("\"minimum_reps\" : 1"))

        let plan = try Planner.plan(state: resolved.state, settings: resolved.settings, date: day("2026-09-22"))
        let next = NextReport(plan: plan, path: "x.md", status: .dryRun, journal: resolved)
        #expect(next.resetSuggestions.map(\.command) == ["plusmd tm set squat 283.5"])
        #expect(NextReportText.text(next, order: Settings().order, style: Style(isTerminal: false, environment: [:], noColorFlag: true)).contains("plusmd tm set squat 283.5"))
        #expect(ReportJSON.text(next).contains("\"reset_suggestions\""))
    }

    @Test func theTrainingMaxIsNeverLoweredByItself() throws {
        var builder = try failedWeekThree()
        try builder.week(from: "2026-09-22")
        try builder.week(from: "2026-10-01")
        let state = builder.state()
        // The next cycle starts with squat unchanged; the suggestion still stands, from the TM in force.
        #expect(state.position.cycle == 2)
        #expect(state.trainingMax[.squat] == Weight(315))
        #expect(state.resetSuggestions.map(\.command) == ["plusmd tm set squat 283.5"])
    }

    @Test func fixedProgressionSuggestsItToo() throws {
        var settings = Settings()
        settings.program = ProgramDescription(
            blocks: [ProgramBlock(name: "Leader", kind: .cycles(count: 2, weeks: 4, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .bbb), jokers: false))],
            progression: .fixed)
        let builder = try failedWeekThree(settings: settings)
        let state = builder.state()
        #expect(state.resetSuggestions.map(\.lift) == [.squat])
        // A failed lift earns no fixed increment (`plusmd skip`'s rule); plusmd only suggests the reset.
        #expect(!state.pending.contains { $0.lift == .squat })
        #expect(state.keptTrainingMax[.squat] == .amrapFailed)
        #expect(state.pending.first { $0.lift == .bench }?.next == Weight(230))
    }

    @Test func aHandSetTrainingMaxOrAGoodWeekThreeEndsIt() throws {
        var builder = try failedWeekThree()
        builder.add(
            "2026/2026-09-20-training-max-squat.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-09-20"), cause: .manual, values: [(.squat, Weight(hundredths: 28350))], units: .lb, note: ""))
        #expect(builder.state().resetSuggestions.isEmpty)
        #expect(builder.state().trainingMax[.squat] == Weight(hundredths: 28350))

        var again = try failedWeekThree()
        for start in ["2026-09-22", "2026-10-01", "2026-10-06", "2026-10-13"] { try again.week(from: start) }
        #expect(again.state().resetSuggestions.isEmpty)
    }

    @Test func aMadeAMRAPSuggestsNothing() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start) }
        #expect(builder.state().resetSuggestions.isEmpty)
        let report = TrainingMaxReport(ResolvedJournal(builder.journal().0))
        #expect(!TrainingMaxReportText.text(report, order: Settings().order).contains("plusmd tm set"))
    }
}

/// The TM changes that open a cycle stay pending, with their cause, until its first sheet.
@Suite struct PendingUntilFirstSheetTests {
    @Test func afterTheDeloadTheRaisesArePendingUntilCycleTwoHasASheet() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.week(from: "2026-09-15", amraps: [.squat: 8])
        try builder.week(from: "2026-09-22")
        let resolved = ResolvedJournal(builder.journal().0)
        #expect(resolved.state.position == CyclePosition(cycle: 2, week: 1))
        let report = TrainingMaxReport(resolved)
        let squat = try #require(resolved.state.openingProgression.first { $0.lift == .squat })
        #expect(squat.isRaise)
        #expect(report.trainingMax[.squat] == Weight(315))
        #expect(report.pending[.squat] == squat.next)
        #expect(report.pendingCycle == 2)
        #expect(report.pendingChanges.contains { $0.lift == .squat })
        let text = TrainingMaxReportText.text(report, order: Settings().order)
        #expect(text.contains("Cycle 2 will use"))
        // The first sheet of cycle 2 is planned at the new TM, and then it is in force.
        let plan = try builder.session(.squat, on: "2026-10-01")
        #expect(plan.trainingMax == squat.next)
        let after = TrainingMaxReport(ResolvedJournal(builder.journal().0))
        #expect(after.trainingMax[.squat] == squat.next)
        #expect(after.pending.isEmpty && after.pendingCycle == nil)
    }
}
