import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

@testable import PlusStore

/// `LoadedJournal.replace` (an editor's buffer swapped into the journal in memory, without
/// sorting the rest again) gives what reading the journal from disk with that text gives.
@Suite struct OverlayTests {
    static let today = Day(year: 2026, month: 12, day: 1)!

    /// Each edit, in memory and on disk: the same sheets, TM and reset entries in the same order,
    /// the same diagnostics, paths and cycles, the same findings.
    @Test(arguments: [
        // A sheet moved months back: its place in lifting order changes.
        ("2026/2026-11-23-squat.md", "date: 2026-11-23", "date: 2026-09-01"),
        // A sheet's cycle changed.
        ("2026/2026-11-23-squat.md", "cycle: 3", "cycle: 2"),
        // A sheet that becomes a note.
        ("2026/2026-11-23-squat.md", "lift: squat", "title: squat"),
        // A TM entry moved and changed.
        ("2026/2026-10-20-training-max-press.md", "date: 2026-10-20\ncause: manual", "date: 2026-11-25\ncause: manual"),
        // A TM entry that becomes a reset entry.
        ("2026/2026-10-20-training-max-press.md", "entry: training_max", "entry: reset\ncycle: 4"),
        // A file the listing lacks: a new sheet.
        ("2026/2026-11-30-deadlift.md", "", ""),
    ])
    func replacingInMemoryIsReadingFromDisk(path: String, find: String, replace: String) throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let source = find.isEmpty ? "2026/2026-11-23-squat.md" : path
        var text = try String(contentsOfFile: root + "/" + source, encoding: .utf8)
        if find.isEmpty {
            text = text.replacingOccurrences(of: "date: 2026-11-23\nlift: squat", with: "date: 2026-11-30\nlift: deadlift")
        } else {
            #expect(text.contains(find))
            text = text.replacingOccurrences(of: find, with: replace)
        }
        let loaded = try JournalLoader.load(root: root, zone: .asWritten)
        var memory = loaded
        memory.replace(EntryDecoder.decode(path: path, text: text, zone: .asWritten))
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        let disk = try JournalLoader.load(root: root, zone: .asWritten)

        #expect(memory.journal.workouts == disk.journal.workouts)
        #expect(memory.journal.trainingMaxEntries == disk.journal.trainingMaxEntries)
        #expect(memory.journal.resets == disk.journal.resets)
        #expect(memory.diagnostics == disk.diagnostics)
        #expect(memory.paths == disk.paths)
        for file in disk.paths {
            #expect(memory.cycleOfFile.cycle(of: file) == disk.cycleOfFile.cycle(of: file), "\(file)")
        }
        #expect(memory.resolve(today: Self.today).1.all == disk.resolve(today: Self.today).1.all)
        // The journal it was made from is unchanged (a value, its arrays copied on write).
        let untouched = TemporaryFolder()
        #expect(loaded.journal.workouts == (try JournalLoader.load(root: untouched.copy(fixture: "examples/journal"), zone: .asWritten)).journal.workouts)
    }
}
