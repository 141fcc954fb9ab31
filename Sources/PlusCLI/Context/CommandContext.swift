import PlusFormat
import PlusCore

/// What a command may use of the outside world, passed in so that tests can run commands
/// in-process: environment variables, the working directory, today's date, the streams.
package struct CommandContext: Sendable {
    package var environment: [String: String]
    package var workingDirectory: String
    /// The lifter's local calendar day (the CLI computes it once, honouring `TZ`).
    package var today: Day
    /// The local wall-clock time when the command started (for export file names).
    package var now: LocalTime
    /// The lifter's time zone: which local day a `date:` written with an offset falls on.
    package var zone: LocalZone
    package var stdinIsTerminal: Bool
    package var stdoutIsTerminal: Bool
    package var stderrIsTerminal: Bool
    /// Writes to standard output.
    package var writeOut: @Sendable (String) -> Void
    /// Writes to standard error.
    package var writeError: @Sendable (String) -> Void
    /// Reads one line from standard input (nil at end of input).
    package var readLine: @Sendable () -> String?

    package init(
        environment: [String: String], workingDirectory: String, today: Day, now: LocalTime? = nil,
        zone: LocalZone = .system, stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String? = { nil }
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.today = today
        self.now = now ?? LocalTime(day: today)
        self.zone = zone
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.writeOut = writeOut
        self.writeError = writeError
        self.readLine = readLine
    }
}

extension CommandContext {
    /// Styling for standard output: colour only on a terminal, unless `NO_COLOR`, `TERM=dumb` or
    /// `--no-color` says otherwise.
    func style(_ arguments: ParsedArguments) -> Style {
        Style(isTerminal: stdoutIsTerminal, environment: environment, noColorFlag: arguments.flag(GlobalOptions.noColor))
    }
}
