import PlusCore

/// The man page, `plusmd.1`, generated from the command table in roff (man(7) macros), so that
/// it always says what `plusmd help` says.
enum ManPage {
    /// The date on the page: the release's, not today's, so the output is reproducible.
    static let releaseDate = "2026-11-30"

    static func roff(specs: [CommandSpec]) -> String {
        var page = """
            .TH PLUSMD 1 "\(releaseDate)" "plusmd \(plusmdVersion)" "User Commands"
            .SH NAME
            plusmd \\- a Wendler 5/3/1 + Boring But Big training journal in plain Markdown files
            .SH SYNOPSIS
            .B plusmd
            .I COMMAND
            .RI [ OPTIONS ]
            .SH DESCRIPTION

            """
        page += paragraph(AboutCommand.summary)
        page += ".SH COMMANDS\n"
        for spec in specs where !spec.isHidden {
            page += ".SS \(escape(HelpCommand.usageLine(spec)))\n"
            page += paragraph(spec.abstract)
            if !spec.discussion.isEmpty { page += ".PP\n" + paragraph(spec.discussion) }
            for option in spec.options {
                page += ".TP\n.B \(escape(option.names.joined(separator: ", ")))\(option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "")\n"
                page += paragraph(option.help)
            }
            for example in spec.examples {
                page += ".PP\n.RS\n.EX\nplusmd \(escape(example))\n.EE\n.RE\n"
            }
        }
        page += ".SH GLOBAL OPTIONS\n"
        for option in GlobalOptions.all + [OptionSpec(["--version"], help: "Print the version.")] {
            page += ".TP\n.B \(escape(option.names.joined(separator: ", ")))\(option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "")\n"
            page += paragraph(option.help)
        }
        page += """
            .SH ENVIRONMENT
            .TP
            .B PLUSMD_JOURNAL
            The journal folder, when \\-\\-journal is not given.
            .TP
            .B NO_COLOR
            When set and not empty, no colour (as with \\-\\-no\\-color or TERM=dumb).
            .TP
            .B VISUAL, EDITOR
            The editor for \\fBplusmd edit\\fR (then vi).
            .TP
            .B TZ
            The time zone that decides which day is today.
            .TP
            .B XDG_RUNTIME_DIR, XDG_STATE_HOME
            Where the journal lock and the rest timer's state are kept, outside the synced journal.
            .SH FILES
            .TP
            .I plusmd.yaml
            The journal's settings, at its root; it marks the folder as a journal.
            .TP
            .I YYYY/YYYY\\-MM\\-DD\\-LIFT.md
            A workout sheet: YAML front matter (date, lift, cycle, week, training_max, units) and task
            lists under Warmup, Working and BBB, then Notes. LIFT is squat, bench, deadlift, press or any
            other lift named in the settings' order, as its id with \\- between words (front\\-squat).
            .TP
            .I YYYY/YYYY\\-MM\\-DD\\-training\\-max.md
            A dated training\\-max entry (the starting TMs, or one set by hand).
            .SH EXIT STATUS
            0 ok; 1 error; 2 usage error; 3 \\fBcheck\\fR found problems; 4 refused to protect data;
            130 interrupted.
            .SH SEE ALSO
            The journal format: docs/format.md in the source tree.

            """
        return wrapped(page)
    }

    /// Text as plain-ASCII roff: backslashes and hyphens escaped, and every other character
    /// written as a roff glyph name (`×` as `\(mu`, `–` as `\(en`, `→` as `\(->`, else
    /// `\[uXXXX]`), so groff renders the page without preconv and mandoc without warnings.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.replacingAll("\\", with: "\\\\").replacingAll("-", with: "\\-").unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if let glyph = glyphs[scalar] {
                result += glyph
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }

    /// The roff for the non-ASCII characters plusmd's help uses: glyph names (`\(mu` for ×).
    static let glyphs: [Unicode.Scalar: String] = [
        "×": "\\(mu", "–": "\\(en", "—": "\\(em", "→": "\\(->", "←": "\\(<-", "≤": "\\(<=", "≥": "\\(>=",
        "±": "\\(+-", "≈": "\\(~~", "°": "\\(de", "·": "\\(pc", "‘": "\\(oq", "’": "\\(cq", "“": "\\(lq",
        "”": "\\(rq", "…": "...", "\u{00A0}": "\\~",
    ]

    /// `page` with every text line longer than 80 bytes broken at spaces (filled text reads the
    /// same), as man pages keep them; example blocks (`.EX`…`.EE`) and macro lines stay whole.
    static func wrapped(_ page: String) -> String {
        var lines: [String] = []
        var inExample = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(".EX") { inExample = true }
            if line.hasPrefix(".EE") { inExample = false }
            guard !inExample, !line.hasPrefix("."), line.utf8.count > 80 else {
                lines.append(line)
                continue
            }
            var rest = Substring(line)
            while rest.utf8.count > 80 {
                let head = rest.prefix(81)
                guard let space = head.lastIndex(of: " ") ?? rest.dropFirst(81).firstIndex(of: " "), space > rest.startIndex
                else { break }
                lines.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
                if rest.hasPrefix(".") || rest.hasPrefix("'") { rest = Substring("\\&" + rest) }
            }
            lines.append(String(rest))
        }
        return lines.joined(separator: "\n")
    }

    static func paragraph(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                let escaped = escape(line.trimmingWhitespace())
                return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
            }
            .filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
