import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// A journal as other editors leave it (Fixtures/editors): a date-time `date:` in three forms,
/// quoted numbers, a nested AMRAP line, tab-indented sets, a callout, Logseq's layout, a `[-]`
/// set and notes without front matter under date-like names. Every command reads it alike.
@Suite struct EditorLayoutCommandTests {
    @Test func everyCommandReadsTheSameNumbers() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "editors")
        let check = plusmd(["check"], in: journal)
        #expect(check.status == 0)
        #expect(check.out.isEmpty)
        #expect(check.err == "8 files checked: no problems.\n")
        let strict = plusmd(["check", "--strict"], in: journal)
        #expect(strict.status == 3)
        #expect(strict.out.contains("2026/2026-08-31-training-max.md:6:8: warning: squat '315' is quoted text; read as the number 315"))
        #expect(strict.out.contains("2026/2026-09-04-press.md:5:7: warning: week '1' is quoted text; read as the number 1"))
        #expect(strict.err == "8 files checked: 0 errors, 3 warnings.\n")
        let strictJSON = plusmd(["check", "--strict", "--json"], in: journal)
        #expect(try ReportJSON.decode(CheckReport.self, from: strictJSON.out).warnings == 3)
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 0, "\(status.err)")
        #expect(status.err.isEmpty, "strict-only warnings stay out of ordinary commands: \(status.err)")
        #expect(status.out.hasPrefix("Cycle 1, week 2 (3s)\n"), "every lift of week 1 is done")
        let prs = plusmd(["prs"], in: journal)
        #expect(prs.out.contains("squat     e1RM 342      270 × 8  2026-09-01  2026/2026-09-01-squat.md:13"))
        #expect(prs.out.contains("bench     e1RM 253.33   190 × 10  2026-09-02  2026/2026-09-02-bench.md:13"))
        #expect(prs.out.contains("deadlift  e1RM 414      345 × 6  2026-09-03  2026/2026-09-03-deadlift.md:14"))
        #expect(prs.out.contains("press     e1RM 145.67   115 × 8  2026-09-04  2026/2026-09-04-press.md:12"))
        let show = plusmd(["show", "2026-09-02"], in: journal)
        #expect(show.out.contains("BBB      [-] skipped"), "\(show.out)")
        let next = plusmd(["next", "--dry-run"], in: journal)
        #expect(next.status == 0)
        #expect(next.out.contains("cycle 1 · week 2"))
    }

    @Test func skipWritesTheLiftsSheetWithEverySetSkipped() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let result = plusmd(["skip", "deadlift", "--reason", "tweaked my back", "--date", "2026-09-01"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Skipped Deadlift, cycle 1, week 1: 11 sets marked `[-]` in 2026/2026-09-01-deadlift.md\n")
        let sheet = try folder.read("j/2026/2026-09-01-deadlift.md")
        #expect(sheet.contains("## Working\n- [-] 265 x 5 — "))
        #expect(!sheet.contains("- [ ]"))
        #expect(sheet.hasSuffix("## Notes\n\nSkipped: tweaked my back\n"))
        let status = plusmd(["status"], in: journal)
        #expect(status.out.contains("Done:        deadlift"), "\(status.out)")
        #expect(plusmd(["check"], in: journal).status == 0)
        let json = plusmd(["skip", "press", "--json", "--date", "2026-09-02"], in: journal)
        #expect(json.status == 0, "\(json.err)")
        let skipped = try ReportJSON.decode(SkipReport.self, from: json.out)
        #expect(skipped.path == "2026/2026-09-02-press.md")
        #expect(skipped.status == "skipped")
        #expect(skipped.notes == "Skipped.")
    }

    @Test func skipMarksTheUntouchedSheetOfTheWeekAndRefusesATickedOne() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        #expect(plusmd(["next", "--date", "2026-09-01"], in: journal).status == 0)
        let path = "j/2026/2026-09-01-squat.md"
        let written = try folder.read(path)
        // Without a lift, skip names the suggested one and asks: no terminal, no --yes, nothing written.
        let unasked = plusmd(["skip"], in: journal)
        #expect(unasked.status != 0 && unasked.err.contains("pass --yes"), "\(unasked.err)")
        #expect(try folder.read(path) == written)
        let declined = plusmd(["skip"], in: journal, terminalInput: ["n"])
        #expect(declined.status != 0 && declined.err.contains("Skip Squat for cycle 1, week 1"), "\(declined.err)")
        #expect(try folder.read(path) == written)
        let skipped = plusmd(["skip", "--yes"], in: journal)
        #expect(skipped.status == 0, "\(skipped.err)")
        #expect(skipped.out.contains("Skipped Squat, cycle 1, week 1"))
        let after = try folder.read(path)
        #expect(after == written.replacingOccurrences(of: "- [ ] ", with: "- [-] ") + "Skipped.\n")
        #expect(plusmd(["status"], in: journal).out.contains("Suggested:   bench"))
        // A skipped lift says so wherever it appears.
        #expect(plusmd(["status"], in: journal).out.contains("Done:        squat (skipped)"))
        #expect(try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: journal).out).skipped == [.squat])
        #expect(plusmd(["show", "2026-09-01"], in: journal).out.contains("· skipped ("))
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out.components(separatedBy: "\r\n")
        #expect(csv.filter { $0.hasPrefix("2026-09-01,squat,") }.allSatisfy { $0.hasSuffix(",skipped") })
        let calendar = plusmd(["cal", "2026-09"], in: journal).out
        #expect(calendar.contains("squat     cycle 1 week 1  skipped"), "\(calendar)")
        #expect(try ReportJSON.decode(CalendarReport.self, from: plusmd(["cal", "2026-09", "--json"], in: journal).out).days.isEmpty, "no training day")
        let plan = try ReportJSON.decode(PlanReport.self, from: plusmd(["plan", "--json"], in: journal).out)
        #expect(plan.weeks.first?.sessions.first { $0.lift == .squat }?.status == "skipped")
        #expect(plan.weeks.first?.sessions.first { $0.lift == .bench }?.status == nil)
        #expect(plusmd(["plan"], in: journal).out.contains("(skipped)"))
        // A sheet with a ticked set is the lifter's: skip refuses and writes nothing.
        #expect(plusmd(["next", "--date", "2026-09-02"], in: journal).status == 0)
        let bench = "j/2026/2026-09-02-bench.md"
        let ticked = try folder.read(bench).replacingFirst("- [ ] ", with: "- [x] ")
        try folder.write(bench, ticked)
        let refused = plusmd(["skip", "bench"], in: journal)
        #expect(refused.status == 1)
        #expect(refused.err.contains("2026/2026-09-02-bench.md has ticked sets"))
        #expect(try folder.read(bench) == ticked)
    }
}
