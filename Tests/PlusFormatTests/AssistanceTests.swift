import PlusTestSupport
import PlusCore
import PlusFormat
import Testing

/// Assistance (`assistance:` in plusmd.yaml): written under `## Assistance` as a task list, read
/// back done or not, never counted for done-ness, TMs or PRs.
@Suite struct AssistanceTests {
    static let yaml = """
        assistance:
          all: Ab wheel 3 x 10
          squat: ["Chin-up 5 x 10", "Back extension 3 x 15"]
          bench press: [Dumbbell row 5 x 10]
        """

    func settings() -> Settings {
        let (settings, diagnostics) = SettingsDecoder.decode(Self.yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return settings
    }

    @Test func theKeyIsReadPerLiftAndForEveryDay() {
        let settings = settings()
        #expect(settings.assistance.exercises(for: .squat) == ["Ab wheel 3 x 10", "Chin-up 5 x 10", "Back extension 3 x 15"])
        #expect(settings.assistance.exercises(for: .bench) == ["Ab wheel 3 x 10", "Dumbbell row 5 x 10"])
        #expect(settings.assistance.exercises(for: .press) == ["Ab wheel 3 x 10"])
        #expect(Settings().assistance.isEmpty)
    }

    @Test func aWrongValueIsSaidAtItsLine() {
        let (_, diagnostics) = SettingsDecoder.decode("assistance:\n  squat: {a: 1}\n  curls: [x]\n")
        #expect(diagnostics.contains { $0.severity == .error && $0.location.line == 2 })
        // Any lift name is read; one `order` does not train is a finding of the resolved journal.
        #expect(!diagnostics.contains { $0.message.contains("curls") })
        let (settings, _) = SettingsDecoder.decode("assistance:\n  curls: [x]\n")
        let resolved = ResolvedJournal(Journal(settings: settings, workouts: [], trainingMaxEntries: []))
        #expect(resolved.diagnostics.contains { $0.severity == .warning && $0.message.contains("curls under assistance is not in the settings' order") && $0.location.line == 2 })
        #expect(!SettingsDecoder.decode("assistance: [a]\n").1.isEmpty)
    }

    @Test func newSheetsCarryTheTaskListAndReadItBack() throws {
        var builder = JournalBuilder(settings: settings())
        let plan = try Planner.plan(.squat, state: builder.state(), settings: builder.settings, date: day("2026-09-01"))
        let text = SheetRenderer.markdown(plan)
        #expect(text.contains("\n## Assistance\n- [ ] Ab wheel 3 x 10\n- [ ] Chin-up 5 x 10\n- [ ] Back extension 3 x 15\n\n## Notes\n"))
        let decoded = EntryDecoder.decode(path: "2026/2026-09-01-squat.md", text: text)
        #expect(decoded.diagnostics.isEmpty)
        guard case .workout(let workout) = decoded.entry else { Issue.record("not a sheet"); return }
        #expect(workout.assistance.map(\.name) == plan.assistance)
        #expect(workout.assistance.allSatisfy { $0.status == .open })
        #expect(workout.sets.count == plan.sets.count)
        // What plusmd wrote reads back as untouched.
        #expect(SheetRenderer.isUntouched(text, sheet: workout, trainingMax: Weight(315), settings: builder.settings))
        builder.add("2026/2026-09-01-squat.md", text)
        #expect(builder.state().open.contains(.squat))
    }

    @Test func ticksAreReadAndNeverCountForDoneness() throws {
        let text = """
            ---
            date: 2026-09-01
            lift: squat
            cycle: 1
            week: 1
            ---
            ## Working
            - [ ] 205 x 5
            - [ ] 235 x 5
            - [ ] 270 x 5+

            ## Assistance
            - [x] Chin-up 5 x 10
              - felt easy
            - [-] Back extension 3 x 15
            - [ ] Ab wheel 3 x 10
            - a remark without a box
            - [x] 100 x 10

            ## Notes
            - [ ] not a task
            """
        let decoded = EntryDecoder.decode(path: "s.md", text: text)
        // A line of numbers without an exercise is kept as a task, and warned about.
        #expect(decoded.diagnostics.map(\.id) == ["assistance-line"], "\(decoded.diagnostics)")
        #expect(decoded.diagnostics.first?.location.line == 18)
        guard case .workout(let workout) = decoded.entry else { Issue.record("not a sheet"); return }
        #expect(workout.assistance.map(\.name) == ["Chin-up 5 x 10", "Back extension 3 x 15", "Ab wheel 3 x 10", "100 x 10"])
        #expect(workout.assistance.map { $0.work?.reps } == [50, 45, 30, nil])
        #expect(workout.assistance.map(\.status) == [.done, .skipped, .open, .done])
        #expect(workout.assistance.map(\.line) == [13, 15, 16, 18])
        #expect(workout.sets.count == 3)
        #expect(!workout.isComplete)
        #expect(workout.progress == (0, 3))
    }

    @Test func aFinishedLiftIsDoneWithItsAssistanceOpenAndTheMathIsUnchanged() throws {
        var plain = JournalBuilder()
        var with = JournalBuilder(settings: settings())
        for start in ["2026-09-01", "2026-09-08", "2026-09-15", "2026-09-22"] {
            try plain.week(from: start, amraps: [.squat: 9])
            try with.week(from: start, amraps: [.squat: 9])
        }
        #expect(with.files.contains { $0.text.contains("## Assistance\n- [x] Ab wheel") })
        let a = ResolvedJournal(plain.journal().0)
        let b = ResolvedJournal(with.journal().0)
        #expect(b.state.position == a.state.position)
        #expect(b.state.history.map(\.to) == a.state.history.map(\.to))
        #expect(RecordsReport(b) == RecordsReport(a))
    }

    @Test func showAndExportListIt() throws {
        var builder = JournalBuilder(settings: settings())
        try builder.session(.squat, on: "2026-09-01")
        let index = builder.files.count - 1
        // The builder ticks every box; the lifter did only the chin-ups and skipped the back extensions.
        builder.files[index].text = builder.files[index].text.replacingFirst("- [x] Ab wheel", with: "- [ ] Ab wheel")
            .replacingFirst("- [x] Back extension", with: "- [-] Back extension")
        let resolved = ResolvedJournal(builder.journal().0)
        let report = try DayReport(resolved, date: day("2026-09-01"), only: nil)
        let row = try #require(report.workouts.first)
        #expect(row.assistance?.map(\.name) == ["Ab wheel 3 x 10", "Chin-up 5 x 10", "Back extension 3 x 15"])
        #expect(row.assistance?.map(\.done) == [false, true, false])
        #expect(row.assistance?.map(\.status) == [.open, .done, .skipped])
        #expect(row.complete)
        let style = Style(isTerminal: false, environment: [:], noColorFlag: true)
        let text = DayReportText.text(report, style: style, displayPath: { $0 })
        #expect(text.contains("  Assistance:\n    [ ] Ab wheel 3 x 10\n    [x] Chin-up 5 x 10   50 reps\n"), "\(text)")
        #expect(row.assistance?.map(\.reps) == [30, 50, 45])
        #expect(row.assistance?[1].exercise == "Chin-up" && row.assistance?[1].sets.count == 5)
        let json = ReportJSON.text(report)
        #expect(json.contains("\"assistance\""))
        let export = ExportReport(resolved, generated: "2026-09-02T08:00:00", plusmdVersion: "test")
        let markdown = ExportMarkdown.render(export, settings: resolved.settings, generated: LocalTime(day: day("2026-09-02"), hour: 8, minute: 0, second: 0))
        #expect(markdown.contains("#### Assistance\n\n- [ ] Ab wheel 3 x 10\n- [x] Chin-up 5 x 10\n"))
    }

    @Test func aSheetWithoutAssistanceHasNoKeyInJSON() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01")
        let plan = try Planner.plan(.bench, state: builder.state(), settings: Settings(), date: day("2026-09-02"))
        #expect(!SheetRenderer.markdown(plan).contains("Assistance"))
        let report = try DayReport(ResolvedJournal(builder.journal().0), date: day("2026-09-01"), only: nil)
        #expect(report.workouts.first?.assistance == nil)
        #expect(!ReportJSON.text(report).contains("assistance"))
    }
}
