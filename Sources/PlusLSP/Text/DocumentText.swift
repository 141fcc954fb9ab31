/// How a `Position`'s `character` counts: the protocol's default UTF-16 code units, or, when the
/// client offers them in `general.positionEncodings`, UTF-8 bytes or Unicode scalars.
package enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The units `scalar` takes.
    func width(_ scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: scalar.utf8.count
        case .utf16: scalar.utf16.count
        case .utf32: 1
        }
    }

    /// The encoding to use: the first of the client's offers the server knows, UTF-16 when it
    /// offers none (the protocol's rule: UTF-16 is always supported).
    package static func chosen(offered: [String]?) -> PositionEncoding {
        for name in offered ?? [] {
            if let encoding = PositionEncoding(rawValue: name.lowercased()) { return encoding }
        }
        return .utf16
    }
}

/// A document's text with its lines indexed, to turn protocol positions into offsets of the text
/// and back. Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol counts them.
///
/// Every position is clamped, never refused: a line past the end is the document's end, a
/// character past a line's end is that line's end (before its terminator), and an offset inside
/// a character's code units (half a surrogate pair) is that character's start.
package struct DocumentText: Sendable {
    package let text: String
    /// The UTF-8 offset where each line starts; the first is 0.
    private let lineStarts: [Int]
    /// The UTF-8 bytes of the text (shared with `text` when it is native).
    private let bytes: [UInt8]

    package init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                starts.append(index + 1)
            } else if byte == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        self.bytes = bytes
    }

    /// How many lines the text has (a final line terminator starts one more, empty line).
    package var lineCount: Int { lineStarts.count }

    /// The UTF-8 range of line `line` (0-based, clamped), without its terminator.
    private func lineBytes(_ line: Int) -> Swift.Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 10 { end -= 1 }
        if end > start, bytes[end - 1] == 13 { end -= 1 }
        return start..<end
    }

    /// Line `line` (0-based) without its terminator; empty past the end.
    package func line(_ line: Int) -> String {
        guard line >= 0, line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineBytes(line)], as: UTF8.self)
    }

    /// The UTF-8 offset in the text of `position`, clamped to the text.
    package func offset(of position: Position, encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let range = lineBytes(position.line)
        var units = 0
        var offset = range.lowerBound
        let wanted = max(position.character, 0)
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            let width = encoding.width(scalar)
            if units + width > wanted { break }
            units += width
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The position of the UTF-8 `offset` (clamped to the text; inside a character: its start).
    package func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineStarts.partitionPointIndex { $0 > offset } - 1
        let range = lineBytes(line)
        var units = 0
        var at = range.lowerBound
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            let next = at + scalar.utf8.count
            if next > offset { break }
            at = next
            units += encoding.width(scalar)
        }
        return Position(line: line, character: units)
    }

    /// The position of a 1-based `column` counted in Characters (grapheme clusters, as a
    /// diagnostic's `SourceLocation` counts) on 0-based `line`; past the line's end, its end.
    package func position(line: Int, characterColumn column: Int, encoding: PositionEncoding) -> Position {
        let text = self.line(line)
        let characters = text.prefix(max(column - 1, 0))
        let units = characters.unicodeScalars.reduce(0) { $0 + encoding.width($1) }
        return Position(line: min(max(line, 0), lineStarts.count - 1), character: units)
    }

    /// The position at the end of line `line` (0-based, clamped), before its terminator.
    package func endOfLine(_ line: Int, encoding: PositionEncoding) -> Position {
        let clamped = min(max(line, 0), lineStarts.count - 1)
        let range = lineBytes(clamped)
        return position(ofOffset: range.upperBound, encoding: encoding)
    }

    /// The position at the end of the text.
    package func end(encoding: PositionEncoding) -> Position { position(ofOffset: bytes.count, encoding: encoding) }

    /// The text with `range` (clamped) replaced by `replacement`: an incremental change.
    package func replacing(_ range: Range, with replacement: String, encoding: PositionEncoding) -> String {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        var result = [UInt8]()
        result.reserveCapacity(bytes.count - (end - start) + replacement.utf8.count)
        result += bytes[0..<start]
        result += replacement.utf8
        result += bytes[end...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension Array where Element == Int {
    /// The first index whose element satisfies `isAfter` (the elements ascending), `count` when none.
    fileprivate func partitionPointIndex(_ isAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
