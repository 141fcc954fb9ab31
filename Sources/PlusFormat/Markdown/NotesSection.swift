#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a sheet's `## Notes` section is: the one rule both the decoder (reading notes) and the
/// sheet editor (rewriting them) use, so an edit can never cut or double a lifter's notes.
///
/// The section starts at an ATX heading of level 2 whose text starts with "note" (any case, up to
/// three spaces of indent, as CommonMark allows) and runs to the next ATX heading of level 1 or 2
/// (also indented up to three spaces, and including an empty `#` or `##`), or to the end.
enum NotesSection {
    /// 0-based indexes of the heading line and of the first line after the section's body.
    /// Lines are given without their terminators.
    static func bounds(in lines: [ArraySlice<UInt8>]) -> (heading: Int, end: Int)? {
        guard let heading = lines.firstIndex(where: { level(of: $0) == 2 && isNotes($0) }) else { return nil }
        var end = heading + 1
        while end < lines.count, level(of: lines[end]).map({ $0 > 2 }) ?? true { end += 1 }
        return (heading, end)
    }

    /// The level (1–6) of an ATX heading line, or nil for any other line.
    static func level<Line: RandomAccessCollection<UInt8>>(of line: Line) -> Int? where Line.Index == Int {
        var index = line.startIndex
        var indent = 0
        while index < line.endIndex, line[index] == 0x20, indent < 4 {
            index += 1
            indent += 1
        }
        guard indent <= 3 else { return nil }
        var hashes = 0
        while index < line.endIndex, line[index] == 0x23 {
            hashes += 1
            index += 1
        }
        guard (1...6).contains(hashes) else { return nil }
        guard index == line.endIndex || line[index] == 0x20 || line[index] == 0x09 || line[index] == 0x0D else { return nil }
        return hashes
    }

    /// True for a heading whose text starts with "note".
    static func isNotes<Line: RandomAccessCollection<UInt8>>(_ line: Line) -> Bool where Line.Index == Int {
        let text = line.drop { $0 == 0x20 || $0 == 0x23 || $0 == 0x09 }
        return text.count >= 4 && text.prefix(4).lazy.map { $0 | 0x20 }.elementsEqual("note".utf8)
    }

    /// The notes' text as a byte range of `bytes` (from the line after the heading to the end of
    /// the section's last line), found in one pass without splitting the text into lines.
    static func body(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = 0
        var inNotes = false
        var bodyStart = 0
        var bodyEnd = 0
        while start < bytes.count {
            let end = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start)
                .map { bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            // Only lines that start like a heading need a closer look.
            var first = start
            while first < end && first - start < 4 && bytes[first] == 0x20 { first += 1 }
            if first < end && bytes[first] == 0x23 {
                let line = bytes[start..<end]
                let level = level(of: line)
                if inNotes, let level, level <= 2 { return bodyStart..<bodyEnd }
                if !inNotes, level == 2, isNotes(line) {
                    inNotes = true
                    bodyStart = min(end + 1, bytes.count)
                    bodyEnd = bodyStart
                    start = end + 1
                    continue
                }
            }
            if inNotes { bodyEnd = end }
            start = end + 1
        }
        return inNotes ? bodyStart..<max(bodyStart, bodyEnd) : nil
    }
}
