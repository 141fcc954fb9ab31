import Testing

@testable import PlusCore
@testable import PlusFormat

/// The bounds on one sheet's work: deep quotes, deep indentation, too many lines or sets are an
/// error at the line past the bound, and the file is not read as a sheet; a normal sheet near
/// none of them reads as before.
@Suite struct SheetBoundsTests {
    let head = "---\ndate: 2026-09-01\nlift: squat\ncycle: 1\nweek: 1\n---\n## Working\n"

    func decode(_ body: String) -> DecodedFile { EntryDecoder.decode(path: "s.md", text: head + body) }

    func expectRefused(_ body: String, line: Int, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let decoded = decode(body)
        #expect(decoded.entry == nil, sourceLocation: sourceLocation)
        let error = decoded.diagnostics.first { $0.id == "sheet-too-complex" }
        #expect(error?.location.line == line, "\(decoded.diagnostics)", sourceLocation: sourceLocation)
        #expect(error?.message.contains(message) == true, "\(decoded.diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func quotesNestedPastTheBound() {
        // Lines 8…: N quotes and a list item, N + 1 levels; 32 quotes and the item (33) is on line 8 + 31 = 39.
        let body = (1...100).map { String(repeating: ">", count: $0) + " - [x] 100 x 5\n" }.joined()
        expectRefused(body, line: 39, "quotes (`>`) or lists nested more than 32 deep")
        // 32 deep is read (as quoted set lines, which the sheet reads in callouts).
        #expect(decode(String(repeating: "> ", count: 31) + "- [x] 205 x 5\n").diagnostics.allSatisfy { $0.id != "sheet-too-complex" })
    }

    /// Lists nested by their markers on one line (`- - - …`, `1. 1. …`) cost the parser as quotes do.
    @Test func listMarkersNestedPastTheBound() {
        expectRefused(String(repeating: "- ", count: 40) + "x\n", line: 8, "or lists nested more than 32 deep")
        expectRefused(String(repeating: "1. ", count: 40) + "x\n", line: 8, "or lists nested more than 32 deep")
        expectRefused("- [x] 205 x 5\n" + String(repeating: "* + ", count: 20) + "x\n", line: 9, "or lists nested more than 32 deep")
        // Text that starts like a marker is not one: `-5 lb`, `--`, `1.5`, `**bold**`.
        for text in ["-5 lb felt heavy", "-- a dash", "1.5 kg plates", "**bold**", "- [x] 205 x 5"] {
            #expect(decode("- [x] 205 x 5\n\n## Notes\n" + text + "\n").diagnostics.allSatisfy { $0.id != "sheet-too-complex" }, "\(text)")
        }
    }

    @Test func indentationPastTheBound() {
        expectRefused("- [x] 205 x 5\n" + String(repeating: " ", count: 257) + "- [x] 1 x 1\n", line: 9, "indented more than 256 columns")
    }

    @Test func linesPastTheBound() {
        let body = String(repeating: "a note line\n", count: 10_500)
        expectRefused(body, line: 7 + 10_000, "more than 10,000 lines")
        // Exactly 10,000 lines (`## Working` on line 7 and 9,999 more, and a final line end) are read.
        #expect(decode(String(repeating: "a note line\n", count: 9_999)).diagnostics.allSatisfy { $0.id != "sheet-too-complex" })
        // A lone carriage return ends a line as CommonMark reads it.
        expectRefused(String(repeating: "a note line\r", count: 10_500), line: 7 + 10_000, "more than 10,000 lines")
    }

    @Test func setsPastTheBound() {
        // 1,001 set lines: the 1,001st, on line 8 + 1,000, is past the bound.
        let body = String(repeating: "- [x] 205 x 5\n", count: 1_001)
        expectRefused(body, line: 8 + 1_000, "1001 sets, more than 1000")
    }

    @Test func aNormalSheetIsWithinEveryBound() {
        let body = "- [x] 205 x 5\n- [x] 235 x 5\n- [x] 270 x 8\n\n## Notes\n" + String(repeating: "A long note.\n", count: 500)
        let decoded = decode(body)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        guard case .workout(let workout) = decoded.entry else { Issue.record("not a sheet"); return }
        #expect(workout.sets.count == 3)
    }
}
