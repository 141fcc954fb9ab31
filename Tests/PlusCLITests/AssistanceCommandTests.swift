import PlusTestSupport
import Foundation
import PlusCore
import PlusFormat
import Testing

/// `assistance:` through the commands: `next` writes the task list, `show`, `export` list it
/// done or not, `check` is clean, and the TMs are those of the same journal without it.
@Suite struct AssistanceCommandTests {
    /// 5/3/1 for Beginners' assistance: push, pull and single-leg/core, 50–100 reps each a day.
    /// Squat and bench on one day, each sheet with its own exercises, logged as lifters write them.
    @Test func aDaysRepsPerCategoryAgainstTheTarget() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let settingsPath = journal + "/plusmd.yaml"
        let before = try String(contentsOfFile: settingsPath, encoding: .utf8)
        try (before + """

            assistance:
              squat: ["Dip 5 x 10", "Chin-up 5 x 10"]
              bench: ["Lunge 3 x 10", "Ab wheel 3 x 10"]
              categories:
                push: [Dip, Push-up]
                pull: [Chin-up, Row]
                single-leg/core: [Lunge, Ab wheel]
              target: 50-100

            """).write(toFile: settingsPath, atomically: false, encoding: .utf8)
        for lift in ["squat", "bench"] {
            let next = try nextTicked(["--lift", lift, "--date", "2026-09-01"], in: journal, amrap: 8)
            let path = journal + "/" + next.path
            var text = try String(contentsOfFile: path, encoding: .utf8)
            // As logged: dips with a belt, chin-ups set by set, lunges done, the ab wheel skipped.
            text = text.replacingOccurrences(of: "- [x] Dip 5 x 10", with: "- [x] Dip +25 lb: 5 x 12")
                .replacingOccurrences(of: "- [x] Chin-up 5 x 10", with: "- [x] Chin-ups: 10, 8, 8, 6")
                .replacingOccurrences(of: "- [x] Ab wheel 3 x 10", with: "- [-] Ab wheel 3 x 10")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        let day = try plusmdReport(DayReport.self, ["show", "2026-09-01"], in: journal)
        // Push: 5 × 12 = 60; pull: 10 + 8 + 8 + 6 = 32; single-leg/core: lunges 3 × 10 = 30 (the ab wheel skipped).
        let reps = try #require(day.assistanceReps)
        #expect(reps.map(\.category) == ["push", "pull", "single-leg/core"])
        #expect(reps.map(\.reps) == [60, 32, 30])
        #expect(reps.allSatisfy { $0.targetMin == 50 && $0.targetMax == 100 })
        let text = plusmd(["show", "2026-09-01"], in: journal).out
        #expect(text.contains("Assistance reps on the day: push 60 (in 50–100), pull 32 (18 short of 50), single-leg/core 30 (20 short of 50)\n"), "\(text)")
        #expect(text.contains("[x] Dip +25 lb: 5 x 12   60 reps"), "\(text)")
        // Assistance never counts for TMs or PRs: the same numbers as without it.
        let check = try plusmdReport(CheckReport.self, ["check"], in: journal)
        #expect(!check.findings.contains { $0.severity == "error" }, "\(check.findings)")
        let prs = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(prs.amrapSets[.squat]?.map(\.reps) == [8])
        // The report: the week's reps per category, and each exercise's best set.
        let page = plusmd(["report", "-o", "-"], in: journal).out
        let week = ReportSeamTests.points("assistance-week", in: page)
        #expect(week.map { $0["category"] ?? "" } == ["push", "pull", "single-leg/core"], "\(week)")
        #expect(week.map { $0["reps"] ?? "" } == ["60", "32", "30"])
        #expect(week.allSatisfy { $0["week"] == "2026-08-31" }, "the Monday of 2026-09-01")
        let best = Dictionary(uniqueKeysWithValues: ReportSeamTests.points("assistance-best", in: page).map { ($0["exercise"] ?? "", $0["reps"] ?? "") })
        #expect(best == ["Chin-ups": "10", "Dip": "12", "Lunge": "10"], "\(best)")
        #expect(page.contains("Dip +25 lb</td>"))
        // The export: the day's reps per category, in JSON and Markdown.
        let export = try plusmdReport(ExportReport.self, ["export", "--format", "json", "-o", "-"], in: journal)
        #expect(export.assistanceDays.map(\.date) == [Day(parsing: "2026-09-01")!])
        #expect(export.assistanceDays.first?.categories == reps)
        let markdown = plusmd(["export", "-o", "-"], in: journal).out
        #expect(markdown.contains("## Assistance reps per day\n\n- 2026-09-01: push 60 (in 50–100), pull 32 (18 short of 50), single-leg/core 30 (20 short of 50)\n"), "\(markdown.suffix(400))")
        // A bad target is an error at its line.
        try (before + "\nassistance:\n  target: lots\n").write(toFile: settingsPath, atomically: false, encoding: .utf8)
        let bad = plusmd(["check"], in: journal)
        #expect(bad.out.contains("assistance target 'lots' is not a range of reps such as 50-100"), "\(bad.out)")
    }

    @Test func nextWritesItAndShowAndExportReadItBack() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let settingsPath = journal + "/plusmd.yaml"
        let before = try String(contentsOfFile: settingsPath, encoding: .utf8)
        try (before + "\nassistance:\n  squat: [\"Chin-up 5 x 10\", \"Hanging leg raise 3 x 10\"]\n")
            .write(toFile: settingsPath, atomically: false, encoding: .utf8)
        // The text says the exercises written (dry run), as the sheet will hold them.
        let shown = plusmd(["next", "--lift", "squat", "--date", "2026-09-01", "--dry-run"], in: journal)
        #expect(shown.out.contains("  Assistance: Chin-up 5 x 10 · Hanging leg raise 3 x 10\n"), "\(shown.out)")
        let next = plusmd(["next", "--lift", "squat", "--date", "2026-09-01", "--json"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        let report = try ReportJSON.decode(NextReport.self, from: next.out)
        let path = journal + "/" + report.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("## Assistance\n- [ ] Chin-up 5 x 10\n- [ ] Hanging leg raise 3 x 10\n\n## Notes\n"))
        // Sets done, one assistance exercise ticked.
        let ticked = text.components(separatedBy: "## Assistance")
        try (ticked[0].ticked(amrap: 8) + "## Assistance" + ticked[1].replacingOccurrences(of: "- [ ] Chin-up", with: "- [x] Chin-up"))
            .write(toFile: path, atomically: false, encoding: .utf8)

        let show = plusmd(["show", "2026-09-01"], in: journal)
        #expect(show.out.contains("  Assistance:\n    [x] Chin-up 5 x 10   50 reps\n    [ ] Hanging leg raise 3 x 10\n"), "\(show.out)")
        #expect(show.out.contains(" · done ("))
        let day = try ReportJSON.decode(DayReport.self, from: plusmd(["show", "2026-09-01", "--json"], in: journal).out)
        #expect(day.workouts.first?.assistance?.map(\.done) == [true, false])
        let export = plusmd(["export", "-o", "-"], in: journal).out
        #expect(export.contains("#### Assistance\n\n- [x] Chin-up 5 x 10\n- [ ] Hanging leg raise 3 x 10\n"))
        let json = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        #expect(json.workouts.first?.assistance?.count == 2)
        #expect(plusmd(["check"], in: journal).status == 0)
        let status = try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: journal).out)
        #expect(status.trainingMax[.squat] == Weight(315))
        // Bench has no assistance: its sheet has no section.
        let bench = try ReportJSON.decode(NextReport.self, from: plusmd(["next", "--lift", "bench", "--date", "2026-09-02", "--json"], in: journal).out)
        #expect(!(try String(contentsOfFile: journal + "/" + bench.path, encoding: .utf8)).contains("Assistance"))
    }
}
