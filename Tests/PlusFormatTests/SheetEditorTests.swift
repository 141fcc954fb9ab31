import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

@Suite struct SheetEditorTests {
    @Test func setStatusRewritesOnlyTheBox() throws {
        var editor = SheetEditor("## Working\r\n  - [ ] 270 x 5+ — 45 45 per side\r\n> - [x] 235 x 5\r\n")
        try editor.setStatus(line: 2, .skipped)
        try editor.setStatus(line: 3, .open)
        #expect(editor.text == "## Working\r\n  - [-] 270 x 5+ — 45 45 per side\r\n> - [ ] 235 x 5\r\n")
        try editor.setStatus(line: 2, .done)
        #expect(editor.text.contains("  - [x] 270 x 5+ — 45 45 per side\r\n"))
        #expect(throws: SheetEditor.EditError.notASetLine(1)) { try editor.setStatus(line: 1, .skipped) }
    }

    let sheet = "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 1\nmood: good # mine\n---\n## Working\n- [ ] 205 x 5 — 45 35 per side\n- [ ] 270 x 5+ — 45 45 10 10 2.5 per side\n\n## Extra\nkeep me\n\n## Notes\nold note\n"

    @Test func tickingChangesOnlyThatLine() throws {
        var editor = SheetEditor(sheet)
        try editor.setSet(line: 10, isDone: true, weight: Weight(265), reps: 9)
        #expect(editor.text == sheet.replacingFirst("- [ ] 270 x 5+ — 45", with: "- [x] 265 x 9 — 45"))
        try editor.setSet(line: 10, isDone: false, weight: Weight(270), reps: 5, plus: true)
        #expect(editor.text == sheet, "undo restores the target byte for byte")
    }

    @Test func crlfBOMAndMissingFinalNewlineSurvive() throws {
        let text = "\u{FEFF}" + sheet.replacingOccurrences("\n", "\r\n").dropLast(1)
        var editor = SheetEditor(String(text))
        try editor.setSet(line: 9, isDone: true, weight: Weight(205), reps: 5)
        #expect(editor.text == String(text).replacingFirst("- [ ] 205 x 5 —", with: "- [x] 205 x 5 —"))
        #expect(editor.text.hasPrefix("\u{FEFF}---\r\n"))
        #expect(editor.text.hasSuffix("old note"))
    }

    @Test func notesAreReplacedInPlaceOrAdded() {
        var editor = SheetEditor(sheet)
        editor.setNotes("Fast today.\nNew belt.")
        #expect(editor.text == sheet.replacingFirst("## Notes\nold note\n", with: "## Notes\n\nFast today.\nNew belt.\n"))
        var bare = SheetEditor("---\ndate: 2026-11-30\n---\n## Working\n- [x] 205 x 5")
        bare.setNotes("Done.")
        #expect(bare.text == "---\ndate: 2026-11-30\n---\n## Working\n- [x] 205 x 5\n\n## Notes\n\nDone.\n")
        var middle = SheetEditor("## Notes\nold\n## After\ntext\n")
        middle.setNotes("new")
        #expect(middle.text == "## Notes\n\nnew\n\n## After\ntext\n")
    }

    @Test func notesCannotCreateStructure() throws {
        var editor = SheetEditor(sheet)
        editor.setNotes("## Working\n- [x] 999 x 99\n# Title\n---\n===\n* item\n+ item\n1. first\n2) second\n> quote\n```\n~~~\n<!--\n   ### deep\n#tag and 5+ reps\n-5 lb next time\n***\n___")
        #expect(editor.text.hasSuffix(
            "## Notes\n\n\\## Working\n\\- [x] 999 x 99\n\\# Title\n\\---\n\\===\n\\* item\n\\+ item\n1\\. first\n2\\) second\n"
                + "\\> quote\n\\```\n\\~~~\n\\<!--\n   \\### deep\n#tag and 5+ reps\n-5 lb next time\n\\***\n\\___\n"))
        let before = try #require(Self.workout(sheet))
        let after = try #require(Self.workout(editor.text))
        #expect(after.sets == before.sets, "the sheet decodes the same sets after saving a note")
        var again = SheetEditor(editor.text)
        again.setNotes(after.notes)
        #expect(again.text == editor.text, "escaped notes are written back unchanged")
    }

    @Test func aWorkingHeadingTypedInNotesAddsNoSet() throws {
        let text = "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 1\n---\n## Working\n- [x] 205 x 5\n- [x] 235 x 5\n- [x] 265 x 8\n\n## Notes\n\nold\n"
        var editor = SheetEditor(text)
        editor.setNotes("## Working\n- [x] 999 x 99")
        let before = try #require(Self.workout(text))
        let decoded = EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: editor.text)
        guard case .workout(let after) = decoded.entry else {
            Issue.record("not a workout")
            return
        }
        #expect(after.sets == before.sets)
        #expect(!after.sets.contains { $0.weight == Weight(999) })
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    }

    static func workout(_ text: String) -> Workout? {
        guard case .workout(let workout) = EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: text).entry else { return nil }
        return workout
    }

    @Test func editedSheetStillDecodes() throws {
        var editor = SheetEditor(sheet)
        try editor.setSet(line: 9, isDone: true, weight: Weight(205), reps: 5)
        try editor.setSet(line: 10, isDone: true, weight: Weight(270), reps: 11)
        guard case .workout(let workout) = EntryDecoder.decode(path: "a.md", text: editor.text).entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.isComplete)
        #expect(workout.topAMRAPSet?.reps == 11)
    }

    @Test func refusesLinesThatAreNotSets() {
        var editor = SheetEditor(sheet)
        #expect(throws: SheetEditor.EditError.notASetLine(13)) { try editor.setSet(line: 13, isDone: true, weight: Weight(1), reps: 1) }
        #expect(throws: SheetEditor.EditError.noSuchLine(99)) { try editor.setSet(line: 99, isDone: true, weight: Weight(1), reps: 1) }
    }

    /// `setPlates` rewrites the plates a line names, keeps what a lifter wrote after them, drops
    /// plusmd's note on the old plates, and leaves a line naming none alone.
    @Test func setPlatesRewritesOnlyThePlates() throws {
        var editor = SheetEditor(
            "- [ ] 170 x 5 — 45 10 5 per side, easy\n- [ ] 291 x 5 — 45 45 25 5 2.5 per side (the plates make 290, not 291)\n- [x] 135 x 5 - 45 per side\n- [x] 140 x 5 — felt light\n")
        try editor.setPlates(line: 1, "35 25 2.5 per side")
        try editor.setPlates(line: 2, "45 45 35 per side")
        try editor.setPlates(line: 3, "35 10 per side")
        try editor.setPlates(line: 4, "45 2.5 per side")
        #expect(
            editor.text
                == "- [ ] 170 x 5 — 35 25 2.5 per side, easy\n- [ ] 291 x 5 — 45 45 35 per side\n- [x] 135 x 5 — 35 10 per side\n- [x] 140 x 5 — felt light\n")
    }

    /// A weight changed by `log` replaces the plates the line names however its dash is written,
    /// and keeps the lifter's words after them.
    @Test func setSetReplacesThePlatesTheLineNames() throws {
        var editor = SheetEditor("- [ ] 170 x 5 - 45 10 5 per side, easy\n- [ ] 170 x 5 — felt light\n")
        try editor.setSet(line: 1, isDone: true, weight: Weight(175), reps: 5, plates: "35 25 5 per side")
        try editor.setSet(line: 2, isDone: true, weight: Weight(175), reps: 5, plates: "35 25 5 per side")
        #expect(editor.text == "- [x] 175 x 5 — 35 25 5 per side, easy\n- [x] 175 x 5 — felt light\n")
    }
}

