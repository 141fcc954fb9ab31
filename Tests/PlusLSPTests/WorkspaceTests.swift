import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

@testable import PlusLSP

/// What an edit re-resolves, and that whatever it keeps is what resolving the journal with the
/// buffer's text on disk gives: one truth.
@Suite struct WorkspaceTests {
    let sheetPath = "2026/2026-11-23-squat.md"

    /// `check`'s findings and the counted sheet, worked out from the disk with `text` at
    /// `sheetPath` (in a copy of the example journal).
    func fromDisk(_ text: String, tmText: String? = nil) throws -> (findings: [Diagnostic], sheet: Workout?) {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        try text.write(toFile: root + "/" + sheetPath, atomically: true, encoding: .utf8)
        if let tmText { try tmText.write(toFile: root + "/2026/2026-10-20-training-max-press.md", atomically: true, encoding: .utf8) }
        let (journal, findings) = try JournalLoader.load(root: root).resolve(today: TestClient.today)
        return (findings.all, journal.sheet(at: sheetPath))
    }

    /// An edit the decoding does not see (the intro line) keeps the resolution; one of the notes
    /// alone keeps the findings (published without resolving) and resolves when the journal is
    /// asked for; one of a set's reps resolves again. After each, the findings and the sheet are
    /// those of the journal read from disk with that text.
    @Test func anEditReResolvesOnlyWhatItMust() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        // A load the plates cannot make: a finding on this sheet, which every step keeps.
        let base = saved.replacingOccurrences(of: "- [x] 135 x 5", with: "- [x] 136 x 5")
        let workspace = try JournalWorkspace(root: root, environment: ["PLUSMD_NO_CACHE": "1"], zone: .asWritten, today: { TestClient.today })
        workspace.setText(base, path: sheetPath)
        let first = workspace.findings.all
        #expect(workspace.resolveCount == 1)
        #expect(first == (try fromDisk(base).findings))
        #expect(first.contains { $0.location.path == sheetPath && $0.id == "unloadable" })

        let intro = base.replacingOccurrences(of: "Tick each set when done", with: "Tick each set when it is done")
        workspace.setText(intro, path: sheetPath)
        #expect(workspace.findings.all == first)
        #expect(workspace.resolveCount == 1)

        let notes = intro.replacingOccurrences(of: "Legs sore already.", with: "Legs sore already. Knees fine.")
        workspace.setText(notes, path: sheetPath)
        #expect(workspace.findings.all == first)
        #expect(workspace.resolveCount == 1)
        let (diskFindings, diskSheet) = try fromDisk(notes)
        #expect(diskFindings == first)
        // Asked for the journal, it resolves: the sheet is the buffer's, notes and all.
        #expect(workspace.resolved.journal.sheet(at: sheetPath) == diskSheet)
        #expect(workspace.resolved.journal.sheet(at: sheetPath)?.notes.hasSuffix("Knees fine.") == true)
        #expect(workspace.resolveCount == 2)

        let reps = notes.replacingOccurrences(of: "- [x] 285 x 8", with: "- [x] 285 x 12")
        workspace.setText(reps, path: sheetPath)
        let afterReps = workspace.findings.all
        #expect(workspace.resolveCount == 3)
        let (repsFindings, repsSheet) = try fromDisk(reps)
        #expect(afterReps == repsFindings)
        #expect(workspace.resolved.journal.sheet(at: sheetPath) == repsSheet)
        #expect(workspace.resolved.journal.records.results.contains { $0.path == sheetPath && $0.isPersonalRecord })

        // Notes again, then the lift: the kept findings go with the second edit.
        workspace.setText(reps + "\nMore notes.\n", path: sheetPath)
        let typo = (reps + "\nMore notes.\n").replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
        workspace.setText(typo, path: sheetPath)
        let afterTypo = workspace.findings.all
        #expect(afterTypo == (try fromDisk(typo).findings))
        #expect(afterTypo.contains { $0.id == "unknown-lift" })
    }

    /// A check of the disk that finds it as it was keeps the resolution; a file another tool
    /// changed is read and the journal resolved again, the open buffer still over it.
    @Test func aDiskThatReadsAsBeforeKeepsTheResolution() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let buffer = saved.replacingOccurrences(of: "- [x] 285 x 8", with: "- [x] 285 x 12")
        let workspace = try JournalWorkspace(root: root, environment: ["PLUSMD_NO_CACHE": "1"], zone: .asWritten, today: { TestClient.today })
        workspace.setText(buffer, path: sheetPath)
        let before = workspace.findings.all
        #expect(workspace.resolveCount == 1)
        try workspace.refreshFromDisk()
        #expect(workspace.findings.all == before)
        #expect(workspace.resolveCount == 1)

        let tmPath = "2026/2026-10-20-training-max-press.md"
        let tm = try String(contentsOfFile: root + "/" + tmPath, encoding: .utf8)
        try tm.replacingOccurrences(of: "press: 140", with: "press: 150").write(toFile: root + "/" + tmPath, atomically: true, encoding: .utf8)
        try workspace.refreshFromDisk()
        let after = workspace.resolved.journal
        #expect(workspace.resolveCount == 2)
        #expect(after.trainingMaxEntries.first { $0.path == tmPath }?.values[.press]?.weight == Weight(150))
        #expect(after.sheet(at: sheetPath)?.sets.contains { $0.reps == 12 } == true)
        #expect(workspace.findings.all == (try fromDisk(buffer, tmText: tm.replacingOccurrences(of: "press: 140", with: "press: 150")).findings))
    }

    /// No finding reads a sheet's notes, which is what lets a notes edit keep the findings:
    /// every sheet of the example journal given other notes (one that looks like a set line,
    /// a heading, a date) leaves `check`'s findings as they were.
    @Test func noFindingReadsNotes() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let loaded = try JournalLoader.load(root: root)
        let before = loaded.resolve(today: TestClient.today).1.all
        var changed = loaded
        for sheet in loaded.journal.workouts {
            var other = sheet
            other.notes = "- [x] 999 x 1\n## Working\ndate: 2030-01-01 \u{1F3CB}"
            changed.journal.replaceEntries(ofFile: sheet.path, with: .workout(other))
        }
        #expect(changed.journal.workouts.map(\.notes).allSatisfy { $0.hasPrefix("- [x] 999") })
        #expect(changed.resolve(today: TestClient.today).1.all == before)
    }
}
