import Testing

@testable import PlusLSP

@Suite struct PositionTests {
    // "🏋️" is U+1F3CB U+FE0F: 2 + 1 UTF-16 units, 4 + 3 UTF-8 bytes, one Character.
    // "é" written as e + U+0301 (a combining mark): 2 units, one Character.
    let text = DocumentText("a🏋️b\ne\u{301}x\r\nlast")

    @Test func utf16PositionsCountSurrogatePairsAsTwo() {
        // After "a🏋️": 1 + 2 + 1 = 4 UTF-16 units, 1 + 4 + 3 = 8 bytes.
        #expect(text.offset(of: Position(line: 0, character: 4), encoding: .utf16) == 8)
        #expect(text.position(ofOffset: 8, encoding: .utf16) == Position(line: 0, character: 4))
        #expect(text.position(ofOffset: 8, encoding: .utf8) == Position(line: 0, character: 8))
        #expect(text.position(ofOffset: 8, encoding: .utf32) == Position(line: 0, character: 3))
    }

    /// A position inside a surrogate pair is the start of its character.
    @Test func halfASurrogatePairIsItsCharactersStart() {
        #expect(text.offset(of: Position(line: 0, character: 2), encoding: .utf16) == 1)
    }

    /// Combining marks are their own code units: column 2 (Characters) of "éx" is 2 units in.
    @Test func combiningMarksAreCountedInUnits() {
        #expect(text.position(line: 1, characterColumn: 2, encoding: .utf16) == Position(line: 1, character: 2))
        // Column 3 of "a🏋️b" is before the b: the emoji and its variation selector are 3 units.
        #expect(text.position(line: 0, characterColumn: 3, encoding: .utf16) == Position(line: 0, character: 4))
        #expect(text.position(line: 0, characterColumn: 4, encoding: .utf16) == Position(line: 0, character: 5))
        #expect(text.line(1) == "e\u{301}x")
    }

    /// Past a line's end: its end, before `\r\n`; past the last line: the document's end.
    @Test func positionsAreClamped() {
        #expect(text.offset(of: Position(line: 1, character: 99), encoding: .utf16) == text.offset(of: Position(line: 1, character: 3), encoding: .utf16))
        #expect(text.endOfLine(1, encoding: .utf16) == Position(line: 1, character: 3))
        #expect(text.offset(of: Position(line: 40, character: 0), encoding: .utf16) == Array(text.text.utf8).count)
        #expect(text.offset(of: Position(line: -3, character: -1), encoding: .utf16) == 0)
        #expect(text.position(line: 9, characterColumn: 1, encoding: .utf16) == Position(line: 2, character: 0))
        #expect(text.end(encoding: .utf16) == Position(line: 2, character: 4))
    }

    @Test func lineEndsAreLFCRLFAndLoneCR() {
        let mixed = DocumentText("a\nb\r\nc\rd")
        #expect(mixed.lineCount == 4)
        #expect((0..<4).map(mixed.line) == ["a", "b", "c", "d"])
    }

    /// An incremental change replaces exactly its UTF-16 range.
    @Test func incrementalChangesReplaceTheirRange() {
        let changed = text.replacing(
            Range(start: Position(line: 0, character: 1), end: Position(line: 0, character: 4)), with: "💪", encoding: .utf16)
        #expect(changed == "a💪b\ne\u{301}x\r\nlast")
    }

    @Test func theClientsOfferChoosesTheEncoding() {
        #expect(PositionEncoding.chosen(offered: nil) == .utf16)
        #expect(PositionEncoding.chosen(offered: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.chosen(offered: ["latin-1"]) == .utf16)
    }
}
