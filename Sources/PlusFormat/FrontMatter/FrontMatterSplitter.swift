/// A file's text cut into its YAML front matter and its Markdown body.
///
/// Front matter is the block between a first line `---` and the next line `---` (or `...`), as
/// Jekyll, Hugo and Obsidian read it. A leading UTF-8 BOM and CRLF line endings are accepted.
package struct FrontMatterSplit: Sendable, Equatable {
    /// The YAML between the fences; nil when the file has no front matter.
    package var yaml: String?
    /// The 1-based line of the file on which the YAML text begins (the line after `---`).
    package var yamlFirstLine: Int
    /// Everything after the closing fence (the whole text without front matter).
    package var body: String
    /// The 1-based line of the file on which `body` begins.
    package var bodyFirstLine: Int
    /// True when the opening fence was found but no closing one.
    package var isUnterminated: Bool

    /// Splits `text`. Never fails: a file without an opening `---` is all body.
    package init(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines: [Range<Int>] = []  // each line without its terminator
        var starts: [Int] = []
        var index = 0
        // Only the fences matter: stop at the first line if it is not one, or at the closing one.
        while index < bytes.count {
            let start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            var end = index
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(start..<end)
            starts.append(start)
            index += 1
            let line = bytes[start..<end]
            if lines.count == 1 && !Self.isFence(line) { break }
            if lines.count > 1 && (Self.isFence(line) || Self.isDots(line)) { break }
        }
        func isFence(_ number: Int, closing: Bool) -> Bool {
            let line = bytes[lines[number]]
            return Self.isFence(line) || (closing && Self.isDots(line))
        }
        yamlFirstLine = 2
        isUnterminated = false
        guard !lines.isEmpty, isFence(0, closing: false) else {
            yaml = nil
            body = String(decoding: bytes, as: UTF8.self)
            bodyFirstLine = 1
            return
        }
        guard let closing = (1..<max(1, lines.count)).first(where: { isFence($0, closing: true) })
        else {
            yaml = String(decoding: bytes[min(bytes.count, lines[0].upperBound + 1)...], as: UTF8.self)
            body = ""
            bodyFirstLine = lines.count + 1
            isUnterminated = true
            return
        }
        let yamlStart = starts[1]
        yaml = String(decoding: bytes[yamlStart..<starts[closing]], as: UTF8.self)
        // Scanning stopped at the closing fence; the body starts right after its newline.
        let bodyStart = closing + 1 < starts.count ? starts[closing + 1] : min(index, bytes.count)
        body = String(decoding: bytes[bodyStart...], as: UTF8.self)
        bodyFirstLine = closing + 2
    }

    private static func isFence(_ line: ArraySlice<UInt8>) -> Bool {
        trimmedTrailingSpace(line).elementsEqual("---".utf8)
    }

    private static func isDots(_ line: ArraySlice<UInt8>) -> Bool {
        trimmedTrailingSpace(line).elementsEqual("...".utf8)
    }

    private static func trimmedTrailingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex
            && (line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t"))
        {
            end -= 1
        }
        return line[line.startIndex..<end]
    }
}
