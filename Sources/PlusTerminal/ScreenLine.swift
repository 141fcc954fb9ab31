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

    /// The line's width in characters.
    package var width: Int { spans.reduce(0) { $0 + $1.text.count } }

    /// The line broken into lines of at most `width` characters, between words (at spaces), each
    /// span keeping its look; a line after the first starts with `indent` spaces. A word longer
    /// than a line is cut where the line ends. For narrow terminals (a phone in portrait): text
    /// that would be cut at the edge goes on the next line instead.
    package func wrapped(width: Int, indent: Int = 2) -> [ScreenLine] {
        guard width > 0, self.width > width else { return [self] }
        let indent = min(indent, max(0, width / 2))
        // Words with the spaces before them, as runs of (character, look).
        var words: [[(Character, Span.Look)]] = []
        var current: [(Character, Span.Look)] = []
        var inSpaces = true
        for span in spans {
            for character in span.text {
                if character == " " {
                    if !inSpaces && !current.isEmpty {
                        words.append(current)
                        current = []
                    }
                    inSpaces = true
                } else {
                    inSpaces = false
                }
                current.append((character, span.look))
            }
        }
        if !current.isEmpty { words.append(current) }
        var lines: [[(Character, Span.Look)]] = [[]]
        for var word in words {
            let room = width - lines[lines.count - 1].count
            if word.count <= room {
                lines[lines.count - 1] += word
                continue
            }
            // Spaces where a line breaks are dropped (trailing ones make no empty line).
            if word.allSatisfy({ $0.0 == " " }) { continue }
            if !lines[lines.count - 1].isEmpty {
                // A new line, without the spaces that separated the word from the last one.
                while let first = word.first, first.0 == " " { word.removeFirst() }
                lines.append(Array(repeating: (" ", .plain), count: indent))
            }
            while word.count > width - lines[lines.count - 1].count {
                let cut = width - lines[lines.count - 1].count
                lines[lines.count - 1] += word.prefix(cut)
                word.removeFirst(cut)
                lines.append(Array(repeating: (" ", .plain), count: indent))
            }
            lines[lines.count - 1] += word
        }
        return lines.map { characters in
            var spans: [Span] = []
            for (character, look) in characters {
                if let last = spans.last, last.look == look {
                    spans[spans.count - 1].text.append(character)
                } else {
                    spans.append(Span(String(character), look))
                }
            }
            return ScreenLine(spans)
        }
    }

    /// `wrapped(width:indent:)` kept to at most `maxLines` lines, the last ending in `…` when
    /// text was left out: for lines that must not push the rest off a small screen (notes).
    package func wrapped(width: Int, indent: Int = 2, maxLines: Int) -> [ScreenLine] {
        let lines = wrapped(width: width, indent: indent)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        var last = kept[maxLines - 1]
        while last.width >= width, var span = last.spans.popLast() {
            if !span.text.isEmpty { span.text.removeLast() }
            if !span.text.isEmpty { last.spans.append(span) }
        }
        last.spans.append(Span("…", last.spans.last?.look ?? .plain))
        kept[maxLines - 1] = last
        return kept
    }

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
