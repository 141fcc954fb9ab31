import Foundation
import PlusCore
import PlusTestSupport
import Testing

@testable import PlusFormat

/// `cal`, `show`, `edit`, `prs` and `next`'s PR line, on the example journal and fresh ones.
@Suite struct HistoryCommandTests {
    @Test func calendarMarksWorkoutDaysAndListsSeveralOnOneDay() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let result = plusmd(["cal", "2026-11"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("    November 2026\nMo Tu We Th Fr Sa Su\n                   1\n 2* 3* 4  5* 6* 7  8\n"))
        #expect(result.out.contains("\n23*24*25 26 27 28 29\n30\n"))
        #expect(result.out.contains("  Fri 2026-11-06  deadlift  cycle 2 week 4  done\n  Fri 2026-11-06  press     cycle 2 week 4  done\n"))
        #expect(!result.out.contains("\u{1B}["), "no escape sequences off a terminal")
        let sunday = plusmd(["cal", "2026-11", "--sunday"], in: journal)
        #expect(sunday.out.contains("Su Mo Tu We Th Fr Sa\n 1  2* 3* 4  5* 6* 7\n"))
        let coloured = plusmd(["cal", "2026-11"], in: journal, stdoutIsTerminal: true)
        #expect(coloured.out.contains("\u{1B}[31m 6\u{1B}[0m*"), "workout days are red and still marked")
        #expect(coloured.out.contains("\u{1B}[7m30\u{1B}[0m"), "today is highlighted")
        let json = plusmd(["cal", "2026-11", "--json"], in: journal)
        #expect(json.out.contains("\"2026-11-06\""))
        #expect(json.out.contains("\"month\" : \"2026-11\""))
        let year = plusmd(["cal", "2026", "--year"], in: journal)
        #expect(year.status == 0)
        #expect(year.out.contains("September 2026"))
        #expect(year.out.contains("34 workouts on 33 days in 2026"))
        #expect(plusmd(["cal", "2026-13"], in: journal).status == 2)
    }

    @Test func showPrintsEverySetAgainstItsTargetWithE1RMAndPR() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let latest = plusmd(["show"], in: journal)
        #expect(latest.status == 0, "\(latest.err)")
        #expect(latest.out.hasPrefix("Bench press · cycle 3 · week 1 (5s) · 2026-11-24\n"))
        #expect(latest.out.contains("  Working  [x] 200 × 9    target 200 × 5+   e1RM 260\n"))
        #expect(latest.out.contains("  BBB      [ ] not done   target 120 × 10\n"))
        #expect(latest.out.contains("    Thanksgiving Thursday"))
        let record = plusmd(["show", "2026-10-19"], in: journal)
        #expect(record.out.contains("e1RM 370   PR\n"))
        let twoLifts = plusmd(["show", "2026-11-06", "--json"], in: journal)
        #expect(twoLifts.out.contains("\"lift\" : \"deadlift\""))
        #expect(twoLifts.out.contains("\"lift\" : \"press\""))
        let none = plusmd(["show", "2026-11-25"], in: journal)
        #expect(none.status == 1)
        #expect(none.err.contains("no workout on 2026-11-25; the last one before is on 2026-11-24"))
    }

    @Test func prsListsBestsHistoryRepsAndCharts() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let result = plusmd(["prs", "--all", "--svg", "chart.svg"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("  squat     e1RM 370      300 × 7  2026-10-19  2026/2026-10-19-squat.md:21\n"))
        #expect(result.out.contains("  2026-09-01  squat     e1RM 342      270 × 8  (first AMRAP set)\n"))
        #expect(result.out.contains("  2026-09-17  squat     e1RM 350      300 × 5  (up from 342)\n"))
        #expect(result.out.contains("  squat     300 × 7 · 285 × 8 · 270 × 9"))
        #expect(result.out.contains("  squat     ▁▁▃▃▃█▅  342 → 361"))
        let svg = try String(contentsOfFile: journal + "/chart.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<polyline"))
        let again = plusmd(["prs", "--svg", "chart.svg"], in: journal)
        #expect(again.status == 4, "an existing file is never overwritten")
        let json = plusmd(["prs", "--lift", "press", "--json"], in: journal)
        #expect(json.out.contains("\"e1rm\" : 157.5"))
        #expect(!json.out.contains("\"squat\""))
    }

    @Test func nextCelebratesAPRFromTheLastSession() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let journal = folder.path + "/j"
        _ = plusmd(["next", "--date", "2026-11-30"], in: journal)
        try folder.write("j/2026/2026-11-30-squat.md", try folder.read("j/2026/2026-11-30-squat.md").ticked(amrap: 9))
        let next = plusmd(["next", "--date", "2026-12-01"], in: journal)
        #expect(next.out.hasPrefix("New PR! Squat: e1RM 351 lb from 270 x 9 on 2026-11-30, your first. Well lifted.\n\n"))
        try folder.write("j/2026/2026-12-01-bench.md", try folder.read("j/2026/2026-12-01-bench.md").ticked(amrap: 5))
        let third = plusmd(["next", "--date", "2026-12-02", "--json"], in: journal)
        #expect(third.out.contains("\"personal_records\" : [\n    {\n      \"cycle\" : 1,\n      \"date\" : \"2026-12-01\""))
        #expect(!third.out.contains("\"lift\" : \"squat\""), "only the last session's PRs")
    }

    @Test func editRunsTheEditorWithThePathAsItsOwnArgument() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "my journal", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let journal = folder.path + "/my journal"
        _ = plusmd(["next"], in: journal)
        let script = folder.path + "/editor.sh"
        try "#!/bin/sh\nfor a in \"$@\"; do printf '<%s>\\n' \"$a\"; done > \"\(folder.path)/args.txt\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let result = plusmd(["edit"], in: journal, environment: ["VISUAL": "\(script) --wait", "EDITOR": "nano"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.read("args.txt") == "<--wait>\n<\(journal)/2026/2026-11-30-squat.md>\n")
        let fallback = plusmd(["edit", "2026-11-30"], in: journal, environment: ["EDITOR": script])
        #expect(fallback.status == 0)
        #expect(try folder.read("args.txt") == "<\(journal)/2026/2026-11-30-squat.md>\n")
        #expect(EditCommandProbe.editor([:]) == "vi")
        #expect(plusmd(["edit", "2026-11-29"], in: journal, environment: ["EDITOR": script]).status == 1)
    }
}
