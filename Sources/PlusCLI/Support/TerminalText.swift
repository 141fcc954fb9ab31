/// Makes text from files safe to print: control characters and escape sequences are shown
/// escaped (`\e[31m`, `\u{7}`), so a file cannot move the cursor, change colours or ring the bell.
enum TerminalText {
    static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: output.unicodeScalars.append(scalar)
            case 0x09: output += "\\t"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x1B: output += "\\e"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                output += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
