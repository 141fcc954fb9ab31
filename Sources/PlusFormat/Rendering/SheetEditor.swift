import PlusCore

/// Changes a sheet's text in place, line by line, for commands that record results (`log`).
///
/// Only the lines an edit must change are touched: every other byte, including line endings
/// (LF or CRLF), a BOM, the presence or absence of a final newline, unknown front matter keys,
/// comments, remarks after a set and extra sections, stays exactly as it was, so a git diff
/// shows just the sets that were logged.
package struct SheetEditor: Sendable {
    /// The text being edited.
    package private(set) var text: String

    package init(_ text: String) { self.text = text }

    /// Why an edit cannot be made.
    package enum EditError: Error, Equatable, CustomStringConvertible {
        case noSuchLine(Int)
        case notASetLine(Int)

        package var description: String {
            switch self {
            case .noSuchLine(let line): "line \(line) does not exist"
            case .notASetLine(let line): "line \(line) is not a set line `- [ ] WEIGHT x REPS`"
            }
        }
    }

    /// Rewrites the set on `line` (1-based): its box, and its weight and reps.
    ///
    /// - Parameters:
    ///   - isDone: tick (`[x]`) or untick (`[ ]`) the box.
    ///   - weight: the weight to write.
    ///   - reps: the reps to write; `plus` adds the AMRAP `+` (for an unticked target such as `5+`).
    /// Remarks after the reps are kept, except that the plates the line names (` — … per side`,
    /// ` — empty bar`, as `SetLineRemark` reads them, with plusmd's note on a capped or unloadable
    /// weight) are replaced by `plates` when given, so a changed weight never keeps the old
    /// weight's plates or cap; a lifter's words after the plates stay.
    package mutating func setSet(
        line: Int, isDone: Bool, weight: Weight, reps: Int, plus: Bool = false, plates: String? = nil
    ) throws(EditError) {
        try editLine(line) { (content) throws(EditError) -> String in
            guard let open = content.firstIndex(of: "[") else { throw .notASetLine(line) }
            let item = String(content[open...])
            guard case .success(let parsed) = SetLineParser.parse(item) else { throw .notASetLine(line) }
            let head = content[..<open]
            var rest = String(decoding: item.utf8.dropFirst(parsed.tokenEnd), as: UTF8.self)
            if let plates, weight != parsed.weight, let replaced = Self.replacingPlates(in: rest, with: plates) { rest = replaced }
            let unit = parsed.unit.map { " \($0.rawValue)" } ?? ""
            return "\(head)[\(isDone ? "x" : " ")] \(weight)\(unit) x \(reps)\(plus ? "+" : "")\(rest)"
        }
    }

    /// Rewrites the plates the set on `line` (1-based) names (`— 45 35 5 per side`, as
    /// `SetLineRemark` reads them) to `plates`; what follows them stays, but for plusmd's own
    /// note on the old plates (`(the plates make …)`, `(capped: …)`). A line naming no plates
    /// stays as it is.
    package mutating func setPlates(line: Int, _ plates: String) throws(EditError) {
        try editLine(line) { (content) throws(EditError) -> String in
            guard let open = content.firstIndex(of: "[") else { throw .notASetLine(line) }
            let item = String(content[open...])
            guard case .success(let parsed) = SetLineParser.parse(item) else { throw .notASetLine(line) }
            let token = String(decoding: item.utf8.prefix(parsed.tokenEnd), as: UTF8.self)
            let rest = String(decoding: item.utf8.dropFirst(parsed.tokenEnd), as: UTF8.self)
            guard let replaced = Self.replacingPlates(in: rest, with: plates) else { return content }
            return "\(content[..<open])\(token)\(replaced)"
        }
    }

    /// `rest` (what follows a set's weight and reps) with the plates it names replaced by
    /// `plates`: plusmd's note on the old plates (`(the plates make …)`, `(capped: …)`) goes with
    /// them, anything else after them stays. Nil when `rest` names no plates.
    private static func replacingPlates(in rest: String, with plates: String) -> String? {
        guard let named = SetLineRemark.named(rest) else { return nil }
        let tail = named.tail.hasPrefix(" (the plates make ") || named.tail.hasPrefix(" (capped: ") ? "" : named.tail
        return " — \(plates)\(tail)"
    }

    /// Rewrites only the box of the set on `line` (1-based): `[x]`, `[-]` (skipped) or `[ ]`. The
    /// weight, reps and remarks stay as written.
    package mutating func setStatus(line: Int, _ status: PerformedSet.Status) throws(EditError) {
        try editLine(line) { (content) throws(EditError) -> String in
            guard let open = content.firstIndex(of: "[") else { throw .notASetLine(line) }
            let item = String(content[open...])
            guard case .success(let parsed) = SetLineParser.parse(item) else { throw .notASetLine(line) }
            let box = switch status {
            case .done: "[x]"
            case .skipped: "[-]"
            case .open: "[ ]"
            }
            return String(content[..<open]) + box + String(decoding: item.utf8.dropFirst(parsed.boxEnd), as: UTF8.self)
        }
    }

    /// Replaces the text under `## Notes` (up to the next level-1 or level-2 heading) with `notes`,
    /// adding the section at the end when the sheet has none.
    ///
    /// Notes are text, never structure: each line is written as `inertNotesLine` gives it, so a
    /// typed `## Working` or `- [x] 999 x 99` cannot start a section or add a set.
    package mutating func setNotes(_ notes: String) {
        var lines = TextLines(text)
        let trimmed = notes.trimmingWhitespace()
        let body =
            trimmed.isEmpty ? [] : trimmed.split(separator: "\n", omittingEmptySubsequences: false).map { Self.inertNotesLine(String($0)) }
        guard let bounds = NotesSection.bounds(in: lines.contents.map { Array($0.utf8)[...] }) else {
            lines.ensureFinalNewline()
            if let last = lines.contents.last, !last.isEmpty { lines.append("") }
            lines.append("## Notes")
            lines.append("")
            for line in body { lines.append(line) }
            text = lines.joined()
            return
        }
        let (heading, end) = bounds
        var replacement = [""] + body
        if end < lines.contents.count { replacement.append("") }
        lines.replace(lines: (heading + 1)..<end, with: replacement)
        text = lines.joined()
    }

    /// `line` of notes with a backslash before the character that would make it Markdown
    /// structure, so that it reads as the text typed (a backslash before ASCII punctuation is
    /// Markdown's escape, and renders as the character alone): an ATX heading (`## Working` →
    /// `\## Working`), a list item (`- `, `* `, `+ `, `1. `, `1) `), a thematic break or
    /// front-matter fence (`---`, `***`, `___`), a setext underline (`===`), a block quote or
    /// callout (`>`), a code fence (three backticks or `~~~`) and an HTML block (`<`), each after up to
    /// three spaces (from four on, a line is indented text). Any other line, and a line escaped
    /// already, is returned as it is: writing notes read back from a sheet changes nothing.
    package static func inertNotesLine(_ line: String) -> String {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return line }
        let rest = line[indent.endIndex...]
        guard let first = rest.first else { return line }
        let escaped = String(indent) + "\\" + rest
        /// True when `text` is empty or starts with a space or a tab.
        func endsMarker(_ text: Substring) -> Bool { text.first.map { $0 == " " || $0 == "\t" } ?? true }
        switch first {
        case "#":
            let hashes = rest.prefix { $0 == "#" }
            return hashes.count <= 6 && endsMarker(rest[hashes.endIndex...]) ? escaped : line
        case "-", "*", "+", "_", "=":
            // A list item (`-`, `*`, `+` then a space); a thematic break (three or more of `-`, `*`
            // or `_`, spaces between allowed); a setext underline (`===`, `---`).
            if first != "_" && first != "=" && endsMarker(rest.dropFirst()) { return escaped }
            let marks = rest.filter { $0 != " " && $0 != "\t" }
            let isRule = marks.allSatisfy { $0 == first } && (first == "=" || marks.count >= 3)
            return isRule ? escaped : line
        case ">", "<": return escaped
        case "`", "~": return rest.hasPrefix(String(repeating: first, count: 3)) ? escaped : line
        case "0"..."9":
            // An ordered list item: up to nine digits, then `.` or `)`, then a space or nothing.
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest[digits.endIndex...]
            guard digits.count <= 9, let mark = after.first, mark == "." || mark == ")", endsMarker(after.dropFirst()) else {
                return line
            }
            return String(indent) + digits + "\\" + after
        default: return line
        }
    }

    /// Sets the front matter's `date:` line to `day`, keeping every other byte: only a plain
    /// one-line `date: VALUE` inside the leading `---` block is changed (plusmd writes it so); a
    /// sheet without one is left as it is, and false is returned.
    @discardableResult
    package mutating func setDate(_ day: Day) -> Bool {
        var lines = TextLines(text)
        guard lines.contents.first?.trimmingWhitespace() == "---" else { return false }
        for index in lines.contents.indices.dropFirst() {
            let line = lines.contents[index]
            if line.trimmingWhitespace() == "---" || line.trimmingWhitespace() == "..." { return false }
            guard line.hasPrefix("date:") else { continue }
            let value = line.dropFirst(5).trimmingWhitespace()
            guard !value.isEmpty, !value.contains("#"), !value.hasPrefix("|"), !value.hasPrefix(">") else { return false }
            lines.contents[index] = "date: \(day)"
            text = lines.joined()
            return true
        }
        return false
    }

    private mutating func editLine(_ line: Int, _ change: (String) throws(EditError) -> String) throws(EditError) {
        var lines = TextLines(text)
        guard line >= 1 && line <= lines.contents.count else { throw .noSuchLine(line) }
        lines.contents[line - 1] = try change(lines.contents[line - 1])
        text = lines.joined()
    }
}

/// A text as lines plus the exact terminator of each, so that joining gives the text back.
struct TextLines {
    var bom: Bool
    var contents: [String]
    var terminators: [String]

    init(_ text: String) {
        var bytes = Array(text.utf8)
        bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if bom { bytes.removeFirst(3) }
        contents = []
        terminators = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                let isCRLF = index > start && bytes[index - 1] == UInt8(ascii: "\r")
                contents.append(String(decoding: bytes[start..<(isCRLF ? index - 1 : index)], as: UTF8.self))
                terminators.append(isCRLF ? "\r\n" : "\n")
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count {
            contents.append(String(decoding: bytes[start...], as: UTF8.self))
            terminators.append("")
        }
    }

    /// The terminator new lines get: the file's first one (CRLF files stay CRLF).
    var newline: String { terminators.first { !$0.isEmpty } ?? "\n" }

    mutating func ensureFinalNewline() {
        if let last = terminators.indices.last, terminators[last].isEmpty { terminators[last] = newline }
    }

    mutating func append(_ line: String) {
        contents.append(line)
        terminators.append(newline)
    }

    mutating func replace(lines range: Range<Int>, with replacement: [String]) {
        let keepsFinal = range.upperBound < terminators.count || (terminators.last.map { !$0.isEmpty } ?? true)
        contents.replaceSubrange(range, with: replacement)
        terminators.replaceSubrange(range, with: Array(repeating: newline, count: replacement.count))
        if !keepsFinal, let last = terminators.indices.last { terminators[last] = "" }
    }

    func joined() -> String {
        var text = bom ? "\u{FEFF}" : ""
        for (content, terminator) in zip(contents, terminators) { text += content + terminator }
        return text
    }
}
