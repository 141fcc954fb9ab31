import PlusFormat

/// Text from files made safe for the terminal: see `TerminalSafe`.
enum TerminalText {
    static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
        TerminalSafe.escaped(text, keepNewlines: keepNewlines)
    }
}
