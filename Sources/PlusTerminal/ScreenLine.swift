import PlusCore

/// A run of text with one look.
package struct Span {
    /// How a span looks on a colour terminal; dropped entirely in plain mode.
    package enum Look: Equatable {
        case plain, bold, dim, reverse, green, yellow, orange, red, cyan
        case boldGreen, boldYellow, boldRed, boldCyan

        /// The SGR parameters.
        var code: String {
            switch self {
            case .plain: ""
            case .bold: "1"
            case .dim: "2"
            case .reverse: "7"
            case .green: "32"
            case .yellow: "33"
            case .orange: "38;5;208"
            case .red: "31"
            case .cyan: "36"
            case .boldGreen: "1;32"
            case .boldYellow: "1;33"
            case .boldRed: "1;31"
            case .boldCyan: "1;36"
            }
        }
    }

    package var text: String
    package var look: Look

    package init(_ text: String, _ look: Look = .plain) {
        self.text = text
        self.look = look
    }
}

/// One row of a full-screen display: spans, cut to the terminal's width when drawn.
package struct ScreenLine {
    package var spans: [Span]

    package init(_ spans: [Span] = []) { self.spans = spans }
    package init(_ text: String, _ look: Span.Look = .plain) { spans = [Span(text, look)] }

    /// The text without looks.
    package var plainText: String { spans.map(\.text).joined() }

    /// Adds a span.
    package static func + (line: ScreenLine, span: Span) -> ScreenLine { ScreenLine(line.spans + [span]) }

    /// The line cut to `width` characters, with SGR codes when `colors` is on.
    package func rendered(width: Int, colors: Bool) -> String {
        var left = width
        var output = ""
        for span in spans where left > 0 {
            let text = String(span.text.prefix(left))
            left -= text.count
            if colors && span.look != .plain {
                output += "\u{1B}[\(span.look.code)m\(text)\u{1B}[0m"
            } else {
                output += text
            }
        }
        return output
    }
}
