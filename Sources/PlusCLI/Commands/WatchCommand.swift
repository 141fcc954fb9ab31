import PlusTerminal
import PlusCore

/// `plusmd watch`: a display-only companion for a second pane or a small screen by the rack.
enum WatchCommand: Command {
    static let name = "watch"
    static let spec = CommandSpec(
        name: name, abstract: "Show the workout in progress and its rest countdown (display only; q quits).",
        discussion: """
            Follows the sheet being logged (by `plusmd log` anywhere on this device, or an
            unfinished sheet ticked in an editor) and the rest timer: the current set with its
            plates, progress, and during a rest the countdown (orange at 30 s, red at 10 s) with
            the set after it. Idle when no workout is in progress; a summary when one is finished.
            Redraws within a second of either file changing. Needs a terminal.
            """,
        examples: ["watch"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("watch takes no arguments") }
        guard context.stdinIsTerminal && context.stdoutIsTerminal,
            let screen = TerminalScreen(environment: context.environment, noColorFlag: arguments.flag(GlobalOptions.noColor))
        else {
            throw CommandFailure("watch needs a terminal to draw on; for scripts use `plusmd status --json`")
        }
        let (root, settings) = try TimerCommand.journalSettings(arguments, context)
        guard let root else {
            throw CommandFailure("no plusmd journal here; pass --journal DIR or run watch inside the journal")
        }
        var quiet = context
        quiet.writeError = { _ in }
        let model = WatchModel(root: root, settings: settings, environment: context.environment) {
            (try? JournalContext.load(arguments, quiet))?.resolved
        }
        model.refresh()
        return screen.run(
            timeout: { 200 },
            frame: { rows, columns in model.frame(rows: rows, columns: columns, live: !screen.isPlain) },
            handle: { key in
                switch key {
                case .character("q"), .character("Q"), .endOfInput: .ok
                case .interrupt: .interrupted
                default: nil
                }
            },
            tick: {
                model.refresh()
                return nil
            }, interrupted: ExitStatus.interrupted)
    }
}
