/// Terminal styling: colour only when the stream is a terminal and neither `NO_COLOR` (non-empty),
/// `TERM=dumb` nor `--no-color` says otherwise (clig.dev, no-color.org).
package struct Style: Sendable {
    package var isEnabled: Bool

    package init(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        isEnabled = isTerminal && !noColor && environment["TERM"] != "dumb" && !noColorFlag
    }

    package func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func red(_ text: String) -> String { wrap(text, "31") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    package func green(_ text: String) -> String { wrap(text, "32") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    /// Reverse video: the highlight for today in `cal`.
    package func reverse(_ text: String) -> String { wrap(text, "7") }
}
