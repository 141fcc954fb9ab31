import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd check` and the hostile or broken files every command must survive.
@Suite struct CheckTests {
    @Test func cleanJournalPassesQuietly() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let result = plusmd(["check"], in: journal)
        #expect(result.status == 0)
        #expect(result.out.isEmpty)
        #expect(result.err == "37 files checked: no problems.\n")
    }

    @Test func messyJournalListsEveryProblemWhereItIs() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "messy")
        let result = plusmd(["check"], in: journal)
        #expect(result.status == 3)
        let expected = [
            "2026/2026-09-01-squat.md:21:3: warning: ticked AMRAP set still shows `5+`; counted as 5 reps [amrap-without-reps]",
            "2026/2026-09-02-bench.sync-conflict-20260903-101500-ABCDEF7.md: warning: Syncthing conflict copy; not counted [conflict-copy]",
            "2026/2026-09-03-deadlift.md:8:1: warning: unknown key 'mood' [unknown-key]",
            "2026/2026-09-03-deadlift.md:8:7: warning: 'no' is read as a boolean by YAML 1.1 tools but as text by YAML 1.2 ones [yaml-ambiguous]",
            "2026/2026-09-03-deadlift.md:26: warning: the plates cannot make 207; the nearest lower load is 205 [unloadable]",
            "2026/2026-09-09-squat.md:3:7: error: unknown lift 'squat\\e[31m' [unknown-lift]",
            "2026/2026-09-20-squat.md:8:1: error: git conflict markers (<<<<<<< … >>>>>>>) in the file; nothing in it counts until the merge is resolved [git-conflict-markers]",
            "2026/2026-12-25-bench.md: warning: dated 2026-12-25, after today (2026-11-30) [future-date]",
            "plusmd (Ann's conflicted copy 2026-09-03).yaml: warning: Dropbox conflict copy; not counted [conflict-copy]",
        ]
        for line in expected { #expect(result.out.contains(line + "\n"), "missing: \(line)") }
        #expect(!result.out.contains("\u{1B}"), "escape sequences from files are shown escaped")
        // The broken 2026-09-20 sheet brings no train of consequential warnings (weeks out of order).
        #expect(!result.out.contains("2026/2026-09-20-squat.md: warning"))
        #expect(result.err == "10 files checked: 2 errors, 8 warnings.\n")
        // The file left mid-merge is no sheet for any command: not in the export, and `show` of
        // its day finds no workout.
        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        #expect(!export.workouts.contains { $0.path == "2026/2026-09-20-squat.md" })
        let shown = plusmd(["show", "2026-09-20"], in: journal)
        #expect(!shown.out.contains("2026-09-20-squat"), "\(shown.out)")
        let json = plusmd(["check", "--json"], in: journal)
        #expect(json.status == 3)
        let report = try ReportJSON.decode(CheckReport.self, from: json.out)
        #expect(report.errors == 2)
        #expect(report.findings.contains { $0.severity == "warning" })
        // The conflict copy is never counted twice: bench is done once, week 1 is complete.
        let status = plusmd(["status", "--json"], in: journal)
        #expect(status.status == 3, "status prints what it can and exits 3")
        #expect(status.err.contains("Syncthing conflict copy"))
    }

    @Test func warningsOnlyExitZeroUnlessStrict() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        try "copy".write(toFile: journal + "/plusmd.sync-conflict-20261130-101010-ABCDEF7.yaml", atomically: false, encoding: .utf8)
        #expect(plusmd(["check"], in: journal).status == 0)
        #expect(plusmd(["check", "--strict"], in: journal).status == 3)
        let next = plusmd(["next", "--dry-run"], in: journal)
        #expect(next.status == 0)
        #expect(next.err.contains("plusmd.sync-conflict-20261130-101010-ABCDEF7.yaml: warning: Syncthing conflict copy"))
    }
}

@Suite struct HostileFileTests {
    @Test func binaryLargeAndEmptyFilesAreReportedAndTheRestStillWorks() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1]).write(to: URL(fileURLWithPath: root + "/2026/2026-09-01-squat.md"))
        try Data(repeating: 0x61, count: 50 << 20).write(to: URL(fileURLWithPath: root + "/huge.md"))
        try "".write(toFile: root + "/empty.md", atomically: false, encoding: .utf8)
        try "---".write(toFile: root + "/2026/2026-09-02-bench.md", atomically: false, encoding: .utf8)
        let start = Date()
        let result = plusmd(["check"], in: root)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(result.out.contains("2026/2026-09-01-squat.md: error: the file is binary (it contains NUL bytes), not Markdown"))
        #expect(result.out.contains("huge.md: error: the file is 51200 KiB; a journal file is a few KiB, so plusmd does not read it"))
        #expect(result.out.contains("2026/2026-09-02-bench.md:1:1: error: front matter has no closing `---`"))
        #expect(!result.out.contains("empty.md"))
        try FileManager.default.removeItem(atPath: root + "/huge.md")
        try FileManager.default.removeItem(atPath: root + "/2026/2026-09-01-squat.md")
        try FileManager.default.removeItem(atPath: root + "/2026/2026-09-02-bench.md")
        #expect(plusmd(["next", "--dry-run"], in: root).status == 0)
    }

    @Test func symlinksOutsideTheJournalOrInALoopAreNotFollowed() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try "---\ndate: 2026-09-01\nlift: squat\ncycle: 1\nweek: 1\n---\n".write(toFile: folder.path + "/elsewhere/2026-09-01-squat.md", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/outside", withDestinationPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/2026/loop", withDestinationPath: root)
        let result = plusmd(["check"], in: root)
        #expect(result.status == 0)
        #expect(result.out.contains("outside: warning: symbolic link leads outside the journal or in a loop; not followed"))
        #expect(result.out.contains("2026/loop: warning: symbolic link leads outside the journal or in a loop; not followed"))
    }

    @Test func aSymlinkedYearFolderThatPointsOutsideIsNeverWrittenThrough() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/2027", withDestinationPath: folder.path + "/elsewhere")
        let result = plusmd(["next", "--date", "2027-01-04"], in: root)
        #expect(result.status == 4)
        #expect(result.err.contains("outside the journal"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere").isEmpty)
    }
}
