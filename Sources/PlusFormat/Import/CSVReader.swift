/// A reader of comma-separated values as RFC 4180 writes them: fields separated by a delimiter
/// (`,` by default), records by CRLF or LF, a field in double quotes may hold delimiters, line
/// breaks and `""` for a quote. A UTF-8 byte order mark at the start is ignored, and so is a last
/// empty line.
///
/// Format plumbing for `plusmd init --from` (other apps' exports); there is no CSV package to use.
package enum CSVReader {
    /// One record with the 1-based line of the file it starts on.
    package struct Record: Sendable, Equatable {
        package var line: Int
        package var fields: [String]
    }

    /// Text that is not CSV: a quote left open, or text right after a closing quote.
    package struct Failure: Error, Sendable, Equatable {
        package var line: Int
        package var message: String
    }

    /// The records of `text`.
    ///
    /// - Throws: `Failure` at the first malformed record (unterminated quoted field, or characters
    ///   between a closing quote and the next delimiter).
    package static func records(_ text: String, delimiter: Character = ",") throws(Failure) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var afterQuote = false
        var quoteLine = 1
        var characters = Substring(text)
        if characters.first == "\u{FEFF}" { characters = characters.dropFirst() }
        var index = characters.startIndex
        func endRecord() {
            fields.append(field)
            records.append(Record(line: recordLine, fields: fields))
            fields = []
            field = ""
        }
        while index < characters.endIndex {
            let character = characters[index]
            index = characters.index(after: index)
            if inQuotes {
                if character == "\"" {
                    if index < characters.endIndex && characters[index] == "\"" {
                        field.append("\"")
                        index = characters.index(after: index)
                    } else {
                        inQuotes = false
                        afterQuote = true
                    }
                } else {
                    // Swift reads CRLF as one Character; either way it is one line break.
                    if character == "\n" || character == "\r\n" || character == "\r" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case delimiter:
                fields.append(field)
                field = ""
                afterQuote = false
            case "\n", "\r\n", "\r":
                endRecord()
                afterQuote = false
                line += 1
                recordLine = line
            case "\"" where field.isEmpty && !afterQuote:
                inQuotes = true
                quoteLine = line
            default:
                if afterQuote {
                    throw Failure(line: line, message: "text after a closing quote; a quote inside a quoted field is written \"\"")
                }
                if character == "\"" {
                    throw Failure(line: line, message: "a quote inside an unquoted field; quote the whole field and write the quote as \"\"")
                }
                field.append(character)
            }
        }
        if inQuotes { throw Failure(line: quoteLine, message: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty || afterQuote { endRecord() }
        return records
    }
}
