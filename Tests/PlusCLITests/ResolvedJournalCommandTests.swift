import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Issue "one truth": errors stop only what they affect, stale numbers are said, downstream changes
/// are printed, and text from files never reaches the terminal raw.
@Suite struct ResolvedJournalCommandTests {
    let folder = TemporaryFolder()
    let journal: String

    init() throws { journal = try folder.copy(fixture: "examples/journal") }

    @Test func anErrorInAnOldWeekOneSheetStopsNeitherReportsNorNext() throws {
        let sheet = "journal/2026/2026-09-01-squat.md"
        try folder.write(sheet, try folder.read(sheet).replacingFirst("- [x] 270 x", with: "- [x] 270 xx"))
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 3)
        #expect(status.out.hasPrefix("Cycle 3, week 1"))
        #expect(status.err.hasPrefix("2026/2026-09-01-squat.md:"))
        let next = plusmd(["next"], in: journal)
        #expect(next.status == 0, "an old week-1 sheet cannot change cycle 3's deadlift sheet: \(next.err)")
        #expect(FileManager.default.fileExists(atPath: journal + "/2026/2026-11-30-deadlift.md"))
        // An error in a week-3 sheet, even cycle 1's, feeds the TMs: next refuses and names it.
        let weekThree = "journal/2026/2026-09-17-squat.md"
        try folder.write(weekThree, try folder.read(weekThree).replacingFirst("- [x] 300 x", with: "- [x] 300 xx"))
        let refused = plusmd(["next", "--lift", "press"], in: journal)
        #expect(refused.status == 1)
        #expect(refused.err.contains("2026/2026-09-17-squat.md has an error that could change this sheet"))
    }

    @Test func aConflictCopyFromAnOlderCycleIsNamedByEveryCommandThatWouldUseIt() throws {
        let copy = "2026/2026-10-22-press.sync-conflict-20261023-101500-ABCDEF7.md"
        try folder.write("journal/" + copy, try folder.read("journal/2026/2026-10-22-press.md"))
        for command in [["status"], ["tm"], ["prs"], ["next", "--dry-run"]] {
            let result = plusmd(command, in: journal)
            #expect(result.err.contains(copy + ": warning: Syncthing conflict copy; not counted"), "\(command)")
        }
    }

    @Test func aDryRunRefusesForTheErrorsNextWouldRefuseFor() throws {
        let weekThree = "journal/2026/2026-10-19-squat.md"
        try folder.write(weekThree, try folder.read(weekThree).replacingFirst("- [x] 300 x", with: "- [x] 300 xx"))
        let dry = plusmd(["next", "--dry-run"], in: journal)
        #expect(dry.status == 1 && dry.out.isEmpty)
        #expect(dry.err.contains("2026/2026-10-19-squat.md has an error that could change this sheet"))
    }

    @Test func settingTheSameTrainingMaxWritesNothing() throws {
        let before = folder.files(under: "journal")
        let result = plusmd(["tm", "set", "press", "141.75"], in: journal)
        #expect(result.status == 0 && result.out == "press training max is already 141.75 lb; nothing was written\n")
        #expect(folder.files(under: "journal") == before)
    }

    @Test func olderCyclesWarningsAreLeftToCheck() throws {
        let sheet = "journal/2026/2026-09-03-bench.md"
        try folder.write(sheet, try folder.read(sheet).replacingFirst("units: lb\n", with: "units: lb\nmood: good\n"))
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 0)
        #expect(!status.err.contains("unknown key 'mood'"))
        #expect(status.err.contains("1 older warning not shown; `plusmd check` lists every finding"))
        #expect(plusmd(["check"], in: journal).out.contains("2026/2026-09-03-bench.md:8:1: warning: unknown key 'mood'"))
    }

    /// A sync copy's own warnings (its unknown key, its odd boxes) are noise beside "not counted":
    /// ordinary commands name the copy and count the rest; `check` lists them.
    @Test func warningsInsideACopyThatIsNotCountedAreLeftToCheck() throws {
        let copy = "journal/2026/2026-11-23-squat (conflicted copy 2026-11-24).md"
        try folder.write(copy, try folder.read("journal/2026/2026-11-23-squat.md").replacingFirst("units: lb\n", with: "units: lb\nmood: good\n"))
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 0)
        #expect(status.err.contains("2026/2026-11-23-squat (conflicted copy 2026-11-24).md: warning: Nextcloud conflict copy; not counted [conflict-copy]")
            || status.err.contains("conflict copy; not counted"), "\(status.err)")
        #expect(!status.err.contains("unknown key 'mood'"), "\(status.err)")
        #expect(status.err.contains("1 warning in uncounted files not shown; `plusmd check` lists every finding"), "\(status.err)")
        #expect(plusmd(["check"], in: journal).out.contains("unknown key 'mood'"))
    }

    @Test func bothKindsOfHiddenWarningsAreNamedInOneLine() throws {
        let sheet = "journal/2026/2026-09-03-bench.md"
        try folder.write(sheet, try folder.read(sheet).replacingFirst("units: lb\n", with: "units: lb\nmood: good\n"))
        let copy = "journal/2026/2026-11-23-squat (conflicted copy 2026-11-24).md"
        try folder.write(copy, try folder.read("journal/2026/2026-11-23-squat.md").replacingFirst("units: lb\n", with: "units: lb\nmood: good\n"))
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 0)
        #expect(status.err.contains(
            "plusmd: 1 older warning and 1 warning in uncounted files not shown; `plusmd check` lists every finding\n"), "\(status.err)")
    }

    @Test func removingAWeekThreeSheetSaysWhichTrainingMaxesFallBackAndWhy() throws {
        let result = plusmd(["rm", "2026/2026-10-19-squat.md", "--yes"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Now at cycle 3, week 1; next: deadlift\n"))
        #expect(result.out.contains("  squat TM 333 → 315 lb: the week-3 progression from 2026/2026-10-19-squat.md no longer applies (week 3 of cycle 2 is no longer complete, so cycle 3's TMs fall back)\n"))
        // Cycle 3's ticked sheets were computed from the old TMs: said, old → new, never rewritten.
        let status = plusmd(["status"], in: journal)
        #expect(status.err.contains("2026/2026-11-23-squat.md: warning: computed from a squat training max of 333; the journal now gives 315 (333 → 315) [stale-sheet]"))
    }

    @Test func aStaleUntouchedSheetIsRewrittenAndATouchedOneNever() throws {
        let first = plusmd(["next"], in: journal)
        #expect(first.status == 0)
        let path = "journal/2026/2026-11-30-deadlift.md"
        let written = try folder.read(path)
        #expect(plusmd(["tm", "set", "deadlift", "450"], in: journal).status == 0)
        let again = plusmd(["next", "--json"], in: journal)
        let report = try ReportJSON.decode(NextReport.self, from: again.out)
        #expect(report.status == .rewritten)
        #expect(report.trainingMax == Weight(450))
        #expect(again.err.contains("was computed from a training max of 415.8; the journal now gives 450 (415.8 → 450)"))
        let rewritten = try folder.read(path)
        #expect(rewritten != written && rewritten.contains("training_max: 450\n"))
        // Tick one set, then change the TM again: the sheet is left alone and the change is said.
        try folder.write(path, rewritten.replacingFirst("- [ ] ", with: "- [x] "))
        let touched = try folder.read(path)
        #expect(plusmd(["tm", "set", "deadlift", "460"], in: journal).status == 0)
        let shown = try ReportJSON.decode(NextReport.self, from: plusmd(["next", "--json"], in: journal).out)
        #expect(shown.status == .unfinished)
        #expect(try folder.read(path) == touched)
        #expect(plusmd(["status"], in: journal).err.contains("[stale-sheet]"))
    }

    @Test func nextWarnsAboutADateBeforeTheLastSheetOrFarAhead() {
        let early = plusmd(["next", "--date", "2026-11-01", "--dry-run"], in: journal)
        #expect(early.err.contains("warning: 2026-11-01 is before the last counted sheet (2026/2026-11-24-bench.md, 2026-11-24); is --date right?"))
        let late = plusmd(["next", "--date", "2027-03-01", "--dry-run"], in: journal)
        #expect(late.err.contains("warning: 2027-03-01 is 91 days after today (2026-11-30); is --date right?"))
        #expect(!plusmd(["next", "--dry-run"], in: journal).err.contains("is --date right?"))
    }

    @Test func showEscapesANotesTerminalSequences() throws {
        let sheet = "journal/2026/2026-11-24-bench.md"
        try folder.write(sheet, try folder.read(sheet) + "\u{1B}]0;pwned\u{07}\u{1B}[2J cleared\n")
        for command in [["show", "2026-11-24"], ["export", "-o", "-"], ["prs"], ["status"], ["check"]] {
            let result = plusmd(command, in: journal)
            #expect(!result.out.contains("\u{1B}") || command == ["export", "-o", "-"], "\(command) prints no raw escape")
            #expect(!result.err.contains("\u{1B}"), "\(command)")
        }
        #expect(plusmd(["show", "2026-11-24"], in: journal).out.contains("\\e]0;pwned\\u{7}\\e[2J cleared"))
    }

    @Test func hostileFileNamesNeverReachTheTerminalRaw() throws {
        let bench = try folder.read("journal/2026/2026-11-24-bench.md")
        try folder.write("journal/2026/2026-11-24-bench\u{1B}]0;pwn\u{07} (1).md", bench)
        try folder.write("journal/2026/2026-11-28-x\u{1B}[2J.md", "---\nlift: squat\n---\n")
        let commands = [
            ["status"], ["tm"], ["tm", "--history"], ["prs", "--all"], ["show"], ["show", "2026-11-24"], ["cal", "2026-11"],
            ["cal", "--year"], ["check"], ["check", "--format", "short"], ["next", "--dry-run"], ["export", "-o", "-"],
            ["export", "--format", "csv", "-o", "-"], ["config"], ["sync", "--status"], ["skip"], ["rm", "2026-11-24"],
        ]
        for command in commands {
            let result = plusmd(command, in: journal)
            #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}"), "\(command) printed a raw escape")
        }
    }

    /// A week-3 sheet's name is quoted by `tm --history` and the progression tables; notes by the
    /// Markdown and CSV exports on a terminal (piped, they stay as written).
    @Test func hostileNamesOfProgressionSourcesAndNotesInExportsAreEscapedOnATerminal() throws {
        let source = "journal/2026/2026-10-19-squat.md"
        let text = try folder.read(source) + "\u{1B}[2J notes\n"
        try FileManager.default.removeItem(atPath: folder.path + "/" + source)
        try folder.write("journal/2026/2026-10-19-squat\u{1B}]0;pwn\u{07}.md", text)
        for command in [["tm", "--history"], ["export", "-o", "-"], ["export", "--format", "csv", "-o", "-"]] {
            let result = plusmd(command, in: journal, stdoutIsTerminal: true)
            #expect(result.status == 0, "\(command): \(result.err)")
            #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}"), "\(command) printed a raw escape")
        }
        #expect(plusmd(["tm", "--history"], in: journal).out.contains("2026-10-19-squat\\e]0;pwn\\u{7}.md:21"))
        #expect(plusmd(["export", "-o", "-"], in: journal).out.contains("\u{1B}[2J notes"), "piped, the export is the data as written")
    }

    @Test func exportJSONCarriesItsUTCOffset() throws {
        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        #expect(export.generated == "2026-11-30T18:45:02Z")
        #expect(LocalTime(day: Day(parsing: "2026-11-30")!, hour: 18, minute: 45, second: 2, utcOffsetSeconds: -5 * 3600 - 1800).rfc3339 == "2026-11-30T18:45:02-05:30")
    }
}
