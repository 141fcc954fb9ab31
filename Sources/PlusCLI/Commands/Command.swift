/// A plusmd subcommand: its spec (for parsing and help) and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    /// Runs the command. Output goes through `context`; errors are thrown as `CommandFailure`,
    /// `UsageError` or `StoreError` and turned into a message and status by `PlusCLI.run`.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus
}

/// Every command, in the order `plusmd help` lists them: the one table parsing, help and docs read.
enum CommandRegistry {
    static var commands: [any Command.Type] {
        [
        InitCommand.self, NextCommand.self, LogCommand.self, TimerCommand.self, WatchCommand.self,
        StatusCommand.self, TrainingMaxCommand.self, PlanCommand.self, PlatesCommand.self,
        CalendarCommand.self, ShowCommand.self, EditCommand.self, PersonalRecordsCommand.self,
        SkipCommand.self, RemoveCommand.self, ResetCommand.self, ExportCommand.self, ReportCommand.self, ConfigCommand.self, CheckCommand.self,
        SyncCommand.self, CompletionsCommand.self, ManCommand.self, AboutCommand.self,
        CompleteCommand.self,
        HelpCommand.self,
        ]
    }
    static var specs: [CommandSpec] { commands.map { $0.spec } }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }
}
