import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal in raw mode with the alternate screen, for `log`, `timer` and
/// `watch`. Owns the saved termios settings; `restore()` puts everything back and is safe to
/// call more than once, so every exit path (normal, error, Ctrl-C, SIGTERM, SIGHUP) calls it.
package final class RawTerminal {
    package let input: Int32
    package let output: Int32
    /// Whether full-screen drawing (cursor moves, alternate screen) is used; false for TERM=dumb.
    package let isFullScreen: Bool
    private var saved = termios()
    private var isRaw = false

    /// Nil unless both `input` and `output` are terminals.
    package init?(input: Int32 = 0, output: Int32 = 1, environment: [String: String]) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.input = input
        self.output = output
        isFullScreen = environment["TERM"] != "dumb"
    }

    deinit { restore() }

    /// Raw input (no echo, no line editing, keys such as Ctrl-C arrive as bytes), the alternate
    /// screen and a hidden cursor.
    package func enter() {
        guard !isRaw, tcgetattr(input, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSADRAIN, &raw)
        isRaw = true
        if isFullScreen { write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J") }
    }

    /// Puts the terminal back as it was: cursor shown, main screen, saved settings.
    package func restore() {
        guard isRaw else { return }
        isRaw = false
        if isFullScreen { write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l") }
        tcsetattr(input, TCSADRAIN, &saved)
    }

    /// Rows and columns; 24 × 80 when the terminal does not say.
    package func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes `text` to the terminal; errors (a hung-up terminal) are ignored.
    package func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Stops the process as Ctrl-Z would, with the terminal restored meanwhile, and re-enters raw
    /// mode when it continues.
    package func suspend() {
        restore()
        kill(getpid(), SIGSTOP)
        enter()
    }
}
