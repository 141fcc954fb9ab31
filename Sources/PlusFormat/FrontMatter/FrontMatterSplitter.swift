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
        var copy = text
        self = copy.withUTF8 { Self(utf8: $0, text: text) }
    }

    /// Splits the UTF-8 of `text` in place: only the fences are looked at, and the YAML and the
    /// body are the only copies made (none for a file without BOM or front matter).
    private init(utf8 all: UnsafeBufferPointer<UInt8>, text: String) {
        let hasBOM = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF
        let bytes = hasBOM ? UnsafeBufferPointer(rebasing: all[3...]) : all
        // `text` is valid UTF-8 and every cut falls after a newline (or the BOM), so the pieces
        // are copied from it as they are, without validating them again.
        let shift = hasBOM ? 3 : 0
        func string(_ range: Range<Int>) -> String {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound + shift)
            let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound + shift)
            return String(Substring(utf8[start..<end]))
        }
        var lineCount = 0
        var firstIsFence = false
        var firstLineEnd = 0  // the first line's end, without its terminator
        var secondLineStart = 0
        var lastLineStart = 0
        var closed = false
        var index = 0
        // Only the fences matter: stop at the first line if it is not one, or at the closing one.
        while index < bytes.count {
            let start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            var end = index
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lineCount += 1
            lastLineStart = start
            index += 1
            let line = bytes[start..<end]
            if lineCount == 1 {
                firstLineEnd = end
                firstIsFence = Self.isFence(line)
                if !firstIsFence { break }
            } else {
                if lineCount == 2 { secondLineStart = start }
                if Self.isFence(line) || Self.isDots(line) {
                    closed = true
                    break
                }
            }
        }
        yamlFirstLine = 2
        isUnterminated = false
        guard firstIsFence else {
            yaml = nil
            body = hasBOM ? string(0..<bytes.count) : text
            bodyFirstLine = 1
            return
        }
        guard closed else {
            yaml = string(min(bytes.count, firstLineEnd + 1)..<bytes.count)
            body = ""
            bodyFirstLine = lineCount + 1
            isUnterminated = true
            return
        }
        yaml = string(secondLineStart..<lastLineStart)
        // Scanning stopped at the closing fence; the body starts right after its newline.
        body = string(min(index, bytes.count)..<bytes.count)
        bodyFirstLine = lineCount + 1
    }

    private static func isFence(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        trimmedTrailingSpace(line).elementsEqual("---".utf8)
    }

    private static func isDots(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        trimmedTrailingSpace(line).elementsEqual("...".utf8)
    }

    private static func trimmedTrailingSpace(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var end = line.endIndex
        while end > line.startIndex
            && (line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t"))
        {
            end -= 1
        }
        return line[line.startIndex..<end]
    }
}
