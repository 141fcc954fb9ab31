import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names and text from files that a lifter or another program may produce: renamed sheets
/// that look like conflict copies, names that are not UTF-8, names and notes with control
/// characters, bidi controls and invisible characters.
@Suite struct NamesAndTextTests {
    let folder = TemporaryFolder()

    /// Renames `from` to the raw bytes `to` (both relative to `root`), as a C string: `to` need
    /// not be UTF-8.
    func rename(_ from: String, toBytes to: [UInt8], in root: String) {
        let target = (Array((root + "/").utf8) + to).map { CChar(bitPattern: $0) } + [0]
        #expect(Glibc.rename(root + "/" + from, target) == 0)
    }

    /// Writes `text` to the raw path `bytes` (relative to `root`).
    func write(_ text: String, toBytes bytes: [UInt8], in root: String) {
        let target = (Array((root + "/").utf8) + bytes).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    // MARK: - Renamed sheets that look like conflict copies

    @Test func aSheetRenamedLikeAOneDriveCopyCountsWhenNoOriginalExists() throws {
        let journal = newJournal(in: folder)
        let next = try nextTicked([], in: journal, amrap: 8)
        #expect(next.path == "2026/2026-11-30-squat.md")
        var previous = next.path
        for name in ["2026/2026-11-30-squat-Heavy.md", "2026/2026-11-30-squat-Gym2.md"] {
            try FileManager.default.moveItem(atPath: journal + "/" + previous, toPath: journal + "/" + name)
            previous = name
            let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
            #expect(status.done == [.squat], "\(name) is the lifter's own sheet: it counts")
            let check = try plusmdReport(CheckReport.self, ["check"], in: journal)
            #expect(!check.findings.contains { $0.id == "conflict-copy" }, "\(name)")
            let export = try plusmdReport(ExportReport.self, ["export", "--format", "json", "-o", "-"], in: journal)
            #expect(export.setAside.isEmpty)
            #expect(export.workouts.map(\.path) == [name])
        }
        // With the original beside it, the same name is a copy again and never counts.
        let original = try String(contentsOfFile: journal + "/2026/2026-11-30-squat-Gym2.md", encoding: .utf8)
        try original.replacingOccurrences(of: "[x]", with: "[ ]").write(toFile: journal + "/2026/2026-11-30-squat.md", atomically: true, encoding: .utf8)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.done.isEmpty)
        let export = try plusmdReport(ExportReport.self, ["export", "--format", "json", "-o", "-"], in: journal)
        #expect(export.setAside == [SetAsideFile(path: "2026/2026-11-30-squat-Gym2.md", reason: .conflictCopy(service: "OneDrive"), countedInstead: "2026/2026-11-30-squat.md")])
    }

    /// Every tool's copy name follows the same rule: a Syncthing or Dropbox copy whose original
    /// is gone (the lifter kept that version) counts; beside its original it is set aside.
    @Test func aCopyWhoseOriginalIsGoneCounts() throws {
        let journal = newJournal(in: folder)
        let next = try nextTicked([], in: journal, amrap: 8)
        let copy = "2026/2026-11-30-squat.sync-conflict-20261201-080000-ABCDEF7.md"
        try FileManager.default.moveItem(atPath: journal + "/" + next.path, toPath: journal + "/" + copy)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.done == [.squat], "the only squat sheet counts")
        #expect(status.sync.conflictCopies.isEmpty, "never named as a copy to delete: \(status.sync.conflictCopies)")
        #expect(!plusmd(["status"], in: journal).out.contains("delete"))
        // A reset kept under Dropbox's copy name, alone: it starts its cycle.
        try "---\nentry: reset\ndate: 2026-12-01\ncycle: 2\n---\n".write(
            toFile: journal + "/2026/2026-12-01-reset (Ann's conflicted copy 2026-12-02).md", atomically: true, encoding: .utf8)
        #expect(try plusmdReport(StatusReport.self, ["status"], in: journal).cycle == 2)
        // Beside its original, the reset copy is set aside (the original counts, once).
        try "---\nentry: reset\ndate: 2026-12-01\ncycle: 2\n---\n".write(
            toFile: journal + "/2026/2026-12-01-reset.md", atomically: true, encoding: .utf8)
        let export = try plusmdReport(ExportReport.self, ["export", "--format", "json", "-o", "-"], in: journal)
        #expect(export.setAside.map(\.path) == ["2026/2026-12-01-reset (Ann's conflicted copy 2026-12-02).md"])
        #expect(try plusmdReport(StatusReport.self, ["status"], in: journal).sync.conflictCopies == ["2026/2026-12-01-reset (Ann's conflicted copy 2026-12-02).md"])
        #expect(export.resets.map(\.path) == ["2026/2026-12-01-reset.md"])
    }

    @Test func aTrainingMaxEntryRenamedLikeACopyCountsWhenNoEntryOfThatDayExists() throws {
        let journal = newJournal(in: folder)
        #expect(plusmd(["tm", "set", "press", "140", "--date", "2026-11-20"], in: journal).status == 0)
        try FileManager.default.moveItem(
            atPath: journal + "/2026/2026-11-20-training-max-press.md", toPath: journal + "/2026/2026-11-20-training-max-press-Gym2.md")
        let tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.trainingMax[.press] == Weight(140))
    }

    // MARK: - File names that are not UTF-8

    @Test func aFileNameThatIsNotUTF8IsReadAndShownEscaped() throws {
        let journal = newJournal(in: folder)
        // A note in Latin-1 (`café.md`), and a sheet renamed with a stray byte.
        write("# Gym\n\nNew bar at the café \u{FFFD}\n", toBytes: Array("2026/caf".utf8) + [0xE9] + Array(".md".utf8), in: journal)
        try nextTicked([], in: journal, amrap: 8)
        rename("2026/2026-11-30-squat.md", toBytes: Array("2026/squat".utf8) + [0xFF] + Array(".md".utf8), in: journal)
        let check = plusmd(["check"], in: journal)
        #expect(!check.err.contains("No such file") && !check.out.contains("No such file"), "\(check.err)")
        #expect((check.out + check.err).contains("2026/caf\\xe9.md"), "the name is shown escaped: \(check.out)\(check.err)")
        #expect(!(check.out + check.err).contains("\u{FFFD}.md"))
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.done == [.squat], "the sheet is read by its bytes")
        let next = plusmd(["next", "--dry-run"], in: journal)
        #expect(next.status == 0, "\(next.err)")
    }

    // MARK: - Names in commit messages

    @Test func aFileNameWithANewlineForgesNoTrailerInTheSyncCommit() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        #expect(plusmd(["sync"], in: a).status == 0)
        // Sorted last, the forged name ends the message: its last paragraph would be a trailer.
        try git.write(a + "/\u{1B}[31mred.txt", "hello\n")
        try git.write(a + "/x\n\nCo-authored-by: Mallory <mallory@example.com>", "hello\n")
        let result = plusmd(["sync"], in: a)
        #expect(result.status == 0, "\(result.err)")
        let message = try git.git(["log", "-1", "--format=%B", "main"], in: a)
        let trailers = try git.git(["log", "-1", "--format=%(trailers)", "main"], in: a)
        #expect(trailers.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "no trailer: \(message)")
        #expect(!message.contains("\u{1B}"))
        #expect(message.hasSuffix("- added \\e[31mred.txt\n- added x\\n\\nCo-authored-by: Mallory <mallory@example.com>\n\n"), "\(message)")
        #expect(!message.split(separator: "\n").contains { $0.hasPrefix("Co-authored-by") })
    }

    // MARK: - Bidi controls, invisible characters and C1 controls

    /// A journal with one ticked squat sheet whose notes are `notes`.
    func journal(notes: String) throws -> String {
        let journal = newJournal(in: folder)
        try nextTicked([], in: journal, amrap: 8)
        let path = journal + "/2026/2026-11-30-squat.md"
        var editor = SheetEditor(try String(contentsOfFile: path, encoding: .utf8))
        editor.setNotes(notes)
        try editor.text.write(toFile: path, atomically: true, encoding: .utf8)
        return journal
    }

    @Test func bidiControlsAndLineSeparatorsAreEscapedInTextViews() throws {
        let hostile = "ok \u{202E}drow\u{202C} \u{2066}a\u{2069} \u{200E}\u{200F}\u{061C} line\u{2028}para\u{2029}end"
        let journal = try journal(notes: hostile)
        let show = plusmd(["show", "2026-11-30"], in: journal)
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("ok \\u{202e}drow"), "\(show.out)")
        for scalar in ["\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}"] {
            #expect(!show.out.unicodeScalars.contains(scalar.unicodeScalars.first!), "U+\(String(scalar.unicodeScalars.first!.value, radix: 16)) in show")
        }
    }

    @Test func jsonOnATerminalEscapesC1ControlsAndDelete() throws {
        let hostile = "a\u{7F}b\u{85}c\u{9B}31md\u{202E}e"
        let journal = try journal(notes: hostile)
        let shown = plusmd(["show", "2026-11-30", "--json"], in: journal, stdoutIsTerminal: true)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(!shown.out.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }, "\(shown.out)")
        #expect(shown.out.contains("a\\u007fb\\u0085c\\u009b31md\\u202ee"))
        let day = try ReportJSON.decode(DayReport.self, from: shown.out)
        #expect(day.workouts.first?.notes == hostile, "the data is the same")
        let exported = plusmd(["export", "--format", "json", "-o", "-"], in: journal, stdoutIsTerminal: true)
        #expect(!exported.out.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    }

    @Test func csvNotesStartingWithAnInvisibleCharacterBeforeAFormulaAreNeutralised() throws {
        for start in ["\u{FEFF}", "\u{200B}", "\u{FEFF}\u{200B}", " "] {
            for formula in ["=1+1", "+1", "-1", "@SUM(A1)"] {
                #expect(ExportCSV.neutralised(start + formula) == "'" + start + formula)
            }
        }
        #expect(ExportCSV.neutralised("\u{200B}fine") == "\u{200B}fine")
        let journal = try journal(notes: "\u{FEFF}=HYPERLINK(\"http://x\")")
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal)
        #expect(csv.status == 0)
        #expect(csv.out.contains(",\"'\u{FEFF}=HYPERLINK(\"\"http://x\"\")\","), "\(csv.out)")
    }
}
