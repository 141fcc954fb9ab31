import PlusCore

/// Draws frames (lists of `ScreenLine`) on a `RawTerminal`.
///
/// Full screen: each frame overwrites the last in place (cursor home, each row cleared to its
/// end), so nothing flickers. On `TERM=dumb`, where the cursor cannot move, a frame is printed
/// below the last one, and only when its text changed.
package final class ScreenWriter {
    package let terminal: RawTerminal
    /// Colour and other looks (off for `NO_COLOR`, `TERM=dumb`, `--no-color`).
    package let colors: Bool
    private var lastPlain: String?

    package init(terminal: RawTerminal, colors: Bool) {
        self.terminal = terminal
        self.colors = colors
    }

    package func draw(_ lines: [ScreenLine]) {
        let size = terminal.size()
        guard terminal.isFullScreen else {
            let text = lines.map { $0.rendered(width: size.columns, colors: false) }.joined(separator: "\n")
            guard text != lastPlain else { return }
            lastPlain = text
            terminal.write("\n" + text.replacingNewlines() + "\r\n")
            return
        }
        var output = "\u{1B}[H"
        let shown = lines.prefix(size.rows)
        for (index, line) in shown.enumerated() {
            output += line.rendered(width: size.columns, colors: colors) + "\u{1B}[K"
            if index < shown.count - 1 { output += "\r\n" }
        }
        output += "\u{1B}[J"
        terminal.write(output)
    }

    /// Forgets the last frame, so the next one is drawn whatever it holds.
    package func invalidate() {
        lastPlain = nil
        if terminal.isFullScreen { terminal.write("\u{1B}[2J") }
    }
}

extension String {
    /// `\n` as `\r\n`, for a terminal without output processing.
    package func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }
}
