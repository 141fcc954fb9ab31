/// A plusmd subcommand: its spec (for parsing and help) and what it does.
protocol Command {
    /// The name the command line gives (`next`): what a run looks its command up by, so that
    /// only that command's spec is built. The spec's `name` is this.
    static var name: String { get }
    static var spec: CommandSpec { get }
    /// Runs the command. Output goes through `context`; errors are thrown as `CommandFailure`,
    /// `UsageError` or `StoreError` and turned into a message and status by `PlusCLI.run`.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus
}

/// Every command, in the order `plusmd help` lists them: the one table parsing, help and docs read.
enum CommandRegistry {
    /// A run finds its command by `Command.name` and builds that spec alone: every spec, help
    /// texts and all, is much work for a run that needs one.
    static var commands: [any Command.Type] {
        [
        InitCommand.self, NextCommand.self, LogCommand.self, TimerCommand.self, WatchCommand.self,
        StatusCommand.self, TrainingMaxCommand.self, PlanCommand.self, PlatesCommand.self,
        CalendarCommand.self, ShowCommand.self, EditCommand.self, PersonalRecordsCommand.self,
        SkipCommand.self, RemoveCommand.self, ResetCommand.self, ExportCommand.self, ReportCommand.self, PrintCommand.self, ConfigCommand.self, CheckCommand.self,
        SyncCommand.self, LspCommand.self, CompletionsCommand.self, ManCommand.self, AboutCommand.self,
        CompleteCommand.self,
        HelpCommand.self,
        ]
    }
    static var specs: [CommandSpec] { commands.map { $0.spec } }
    static var names: [String] { commands.map { $0.name } }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}
