import PlusFormat
import PlusCore

/// A full-screen terminal program's frame: raw mode, signals, the event loop and drawing, with
/// the terminal restored on every way out (return, thrown error, Ctrl-C, SIGTERM, SIGHUP).
package final class TerminalScreen {
    package let terminal: RawTerminal
    package let writer: ScreenWriter
    private let signals: SignalWatcher

    /// Nil when standard input or output is not a terminal.
    package init?(environment: [String: String], noColorFlag: Bool) {
        guard let terminal = RawTerminal(environment: environment) else { return nil }
        self.terminal = terminal
        let style = Style(isTerminal: true, environment: environment, noColorFlag: noColorFlag)
        writer = ScreenWriter(terminal: terminal, colors: style.isEnabled)
        signals = SignalWatcher()
    }

    /// True when looks (colour, reverse video) are drawn.
    package var colors: Bool { writer.colors }
    /// True on `TERM=dumb`: no live countdown, frames only when something changes.
    package var isPlain: Bool { !terminal.isFullScreen }

    /// Runs the loop until `handle` or `tick` returns a result: draw, wait up to `timeout()`
    /// real milliseconds for keys or signals, handle them, tick. A signal from outside or a
    /// closed terminal ends it with `interrupted`.
    package func run<Result>(
        timeout: () -> Int, frame: (Int, Int) -> [ScreenLine],
        handle: (Key) throws -> Result?, tick: () throws -> Result?, interrupted: Result
    ) rethrows -> Result {
        terminal.enter()
        defer { terminal.restore() }
        while true {
            let size = terminal.size()
            writer.draw(frame(size.rows, size.columns))
            for event in TerminalEvents(terminal: terminal, signals: signals).wait(timeout: timeout()) {
                switch event {
                case .key(.suspend):
                    terminal.suspend()
                    writer.invalidate()
                case .key(.redraw), .resized:
                    writer.invalidate()
                case .key(let key):
                    if let status = try handle(key) { return status }
                case .terminated, .hangUp:
                    return interrupted
                }
            }
            if let status = try tick() { return status }
        }
    }

    /// Rings the terminal bell.
    package func bell() { terminal.write("\u{7}") }
}
