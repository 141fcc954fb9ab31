/// The most work one sheet may ask of the decoder. A sheet is about 30 lines and 20 sets; a
/// hostile or broken file (a 4 MB sheet of `> > > …` quotes, 285,000 set lines) would otherwise
/// cost seconds and hundreds of megabytes in every command. Past a bound the file is an error
/// naming the line, and is not read as a sheet.
enum SheetBounds {
    /// Lines of a sheet's body (after the front matter).
    static let maxLines = 10_000
    /// Block quotes (`>`) nested at the start of one line.
    static let maxQuoteDepth = 32
    /// Columns of indentation before a line's text (lists nested by indentation).
    static let maxIndent = 256
    /// Set lines in one sheet.
    static let maxSets = 1_000

    /// The first bound `body` passes, as (line of the file, message); nil within bounds. One pass
    /// over the bytes, before the Markdown parser sees them.
    static func excess(of body: String, firstLine: Int) -> (line: Int, message: String)? {
        var line = 0
        var atStart = true
        var quotes = 0
        var indent = 0
        for byte in body.utf8 {
            if atStart {
                switch byte {
                case UInt8(ascii: " "): indent += 1
                case UInt8(ascii: "\t"): indent += 4
                case UInt8(ascii: ">"):
                    quotes += 1
                    if quotes > maxQuoteDepth {
                        return (firstLine + line, "quotes (`>`) nested more than \(maxQuoteDepth) deep; the file is not read as a sheet")
                    }
                case UInt8(ascii: "\n"): break
                default: atStart = false
                }
                if indent > maxIndent {
                    return (firstLine + line, "a line indented more than \(maxIndent) columns; the file is not read as a sheet")
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                if line >= maxLines {
                    return (firstLine + line, "the sheet has more than \(maxLines.formatted) lines (a sheet has about 30); the file is not read as a sheet")
                }
                atStart = true
                quotes = 0
                indent = 0
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
