import PlusFormat

/// Text from files made safe for the terminal: see `TerminalSafe`.
package enum TerminalText {
    package static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
        TerminalSafe.escaped(text, keepNewlines: keepNewlines)
    }
}
