import PlusCore

/// Prints diagnostics like a compiler (hledger's error standard in the shape of swiftc's):
///
/// ```text
/// 2026/2026-09-01-squat.md:14:4: error: unknown lift 'sqaut' [unknown-lift]
///    14 | ## sqaut
///       |    ^
///   Known lifts are squat, bench, deadlift, press.
/// ```
///
/// The first line suits grep and editors' problem matchers; excerpt lines start with a space so
/// tools can skip them; the hint says what to do. Text from files is escaped for the terminal.
package struct DiagnosticPrinter: Sendable {
    /// How the first line is coloured: `error:` / `warning:` labels.
    package var label: @Sendable (Diagnostic.Severity) -> String
    /// The path as the lifter should see it from the working directory.
    package var displayPath: @Sendable (String) -> String

    package init(
        label: @escaping @Sendable (Diagnostic.Severity) -> String = { "\($0.rawValue):" },
        displayPath: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.label = label
        self.displayPath = displayPath
    }

    /// The one-line form, `path:line:col: error: message [id]`, for `check --format short`.
    package func short(_ diagnostic: Diagnostic) -> String {
        var location = diagnostic.location
        location.path = TerminalSafe.escaped(displayPath(location.path))
        let id = diagnostic.id.isEmpty ? "" : " [\(diagnostic.id)]"
        return "\(location): \(label(diagnostic.severity)) \(TerminalSafe.escaped(diagnostic.message))\(id)\n"
    }

    /// The full form: the one line, the source line with a caret under the column (when
    /// `sourceLine` is the text of the diagnostic's line), then the hint.
    package func full(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
        var text = short(diagnostic)
        if let line = diagnostic.location.line, let source = sourceLine {
            let number = String(line)
            let gutter = String(repeating: " ", count: number.count)
            let shown = TerminalSafe.escaped(source)
            text += " \(number) | \(shown)\n"
            if let column = diagnostic.location.column, column >= 1 {
                // Tabs stay tabs under the caret so it lines up in any terminal.
                let lead = source.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                text += " \(gutter) | \(lead)^\n"
            }
        }
        if !diagnostic.hint.isEmpty { text += "  \(TerminalSafe.escaped(diagnostic.hint))\n" }
        return text
    }
}

/// Makes text from files safe to print: control characters and escape sequences are shown
/// escaped (`\e[31m`, `\u{7}`), so a file cannot move the cursor, change colours, retitle the
/// window or ring the bell; bidi controls and the Unicode line and paragraph separators are
/// shown escaped too (`\u{202e}`), so a file cannot reorder or split what is printed after it.
package enum TerminalSafe {
    /// `text` with every C0/C1 control character, DEL, bidi control (`isBidiOrSeparator`) and
    /// U+2028/U+2029 escaped; newlines kept only when `keepNewlines` (for multi-line notes).
    package static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
        // Almost all text has nothing to escape: it is returned as it is, without a copy.
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !(keepNewlines && $0 == "\n") }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: output.unicodeScalars.append(scalar)
            case 0x09: output += "\\t"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x1B: output += "\\e"
            case _ where needsEscape(scalar):
                output += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// True for what `escaped` never prints as it is: C0 and C1 controls, DEL, and
    /// `isBidiOrSeparator`.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: true
        default: isBidiOrSeparator(scalar)
        }
    }

    /// True for the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which
    /// reorder the text after them, and the line and paragraph separators U+2028 and U+2029,
    /// which some terminals and editors show as line breaks.
    package static func isBidiOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
