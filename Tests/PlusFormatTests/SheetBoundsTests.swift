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
        // Lines 8…: depth 1, 2, …; depth 33 is on line 8 + 32 = 40.
        let body = (1...100).map { String(repeating: ">", count: $0) + " - [x] 100 x 5\n" }.joined()
        expectRefused(body, line: 40, "quotes (`>`) nested more than 32 deep")
        // 32 deep is read (as quoted set lines, which the sheet reads in callouts).
        #expect(decode(String(repeating: "> ", count: 32) + "- [x] 205 x 5\n").diagnostics.allSatisfy { $0.id != "sheet-too-complex" })
    }

    @Test func indentationPastTheBound() {
        expectRefused("- [x] 205 x 5\n" + String(repeating: " ", count: 257) + "- [x] 1 x 1\n", line: 9, "indented more than 256 columns")
    }

    @Test func linesPastTheBound() {
        let body = String(repeating: "a note line\n", count: 10_500)
        expectRefused(body, line: 7 + 10_000, "more than 10,000 lines")
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
