/// The most work one sheet may ask of the decoder. A sheet is about 30 lines and 20 sets; a
/// hostile or broken file (a 4 MB sheet of `> > > …` quotes, 285,000 set lines) would otherwise
/// cost seconds and hundreds of megabytes in every command. Past a bound the file is an error
/// naming the line, and is not read as a sheet.
enum SheetBounds {
    /// Lines of a sheet's body (after the front matter).
    static let maxLines = 10_000
    /// Block quotes (`>`) and list markers (`- `, `* `, `+ `, `1. `) nested at the start of one line.
    static let maxQuoteDepth = 32
    /// Columns of indentation before a line's text (lists nested by indentation).
    static let maxIndent = 256
    /// Set lines in one sheet.
    static let maxSets = 1_000

    /// The first bound `body` passes, as (line of the file, message); nil within bounds. One pass
    /// over the bytes, before the Markdown parser sees them.
    static func excess(of body: String, firstLine: Int) -> (line: Int, message: String)? {
        var line = 0  // lines ended so far (0-based index of the current line)
        var atStart = true
        var nesting = 0
        var indent = 0
        var marker = false  // a list marker just read (`-`, `*`, `+`, or digits then `.` or `)`)
        var digits = false
        var afterCarriageReturn = false
        for byte in body.utf8 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // `\r\n` is one line end; a lone `\r` is one too, as CommonMark reads it.
                if !(byte == UInt8(ascii: "\n") && afterCarriageReturn) { line += 1 }
                afterCarriageReturn = byte == UInt8(ascii: "\r")
                atStart = true
                nesting = 0
                indent = 0
                marker = false
                digits = false
                continue
            }
            afterCarriageReturn = false
            if line >= maxLines {
                return (firstLine + line, "the sheet has more than \(maxLines.formatted) lines (a sheet has about 30); the file is not read as a sheet")
            }
            guard atStart else { continue }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // A list marker followed by a space or tab opens a level (a quote needs none).
                if marker { nesting += 1 }
                marker = false
                digits = false
                indent += byte == UInt8(ascii: "\t") ? 4 : 1
            case UInt8(ascii: ">"):
                nesting += 1
                marker = false
                digits = false
            case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
                if marker || digits { atStart = false } else { marker = true }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if marker { atStart = false } else { digits = true }
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                if digits && !marker { marker = true } else { atStart = false }
                digits = false
            default:
                atStart = false
            }
            if nesting > maxQuoteDepth {
                return (firstLine + line, "quotes (`>`) or lists nested more than \(maxQuoteDepth) deep on one line; the file is not read as a sheet")
            }
            if indent > maxIndent {
                return (firstLine + line, "a line indented more than \(maxIndent) columns; the file is not read as a sheet")
            }
        }
        return nil
    }
}

extension Int {
    /// `10,000`: digits grouped by thousands, for messages.
    fileprivate var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
