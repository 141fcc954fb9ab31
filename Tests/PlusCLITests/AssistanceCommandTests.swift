import PlusTestSupport
import Foundation
import PlusCore
import PlusFormat
import Testing

/// `assistance:` through the commands: `next` writes the task list, `show`, `export` list it
/// done or not, `check` is clean, and the TMs are those of the same journal without it.
@Suite struct AssistanceCommandTests {
    @Test func nextWritesItAndShowAndExportReadItBack() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let settingsPath = journal + "/plusmd.yaml"
        let before = try String(contentsOfFile: settingsPath, encoding: .utf8)
        try (before + "\nassistance:\n  squat: [\"Chin-up 5 x 10\", \"Hanging leg raise 3 x 10\"]\n")
            .write(toFile: settingsPath, atomically: false, encoding: .utf8)
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
