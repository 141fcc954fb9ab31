/// A plusmd subcommand: its spec (for parsing and help) and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    /// Runs the command. Output goes through `context`; errors are thrown as `CommandFailure`,
    /// `UsageError` or `StoreError` and turned into a message and status by `PlusCLI.run`.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus
}

/// Every command, in the order `plusmd help` lists them: the one table parsing, help and docs read.
enum CommandRegistry {
    /// Each command with its name (the name its spec gives; `CommandRegistryTests` holds them
    /// equal). A run looks its command up by name and builds that spec alone: building every
    /// spec, help texts and all, was about a twentieth of a 200-file run (issue 14).
    static var table: [(name: String, command: any Command.Type)] {
        [
        ("init", InitCommand.self), ("next", NextCommand.self), ("log", LogCommand.self),
        ("timer", TimerCommand.self), ("watch", WatchCommand.self), ("status", StatusCommand.self),
        ("tm", TrainingMaxCommand.self), ("plan", PlanCommand.self), ("plates", PlatesCommand.self),
        ("cal", CalendarCommand.self), ("show", ShowCommand.self), ("edit", EditCommand.self),
        ("prs", PersonalRecordsCommand.self), ("skip", SkipCommand.self), ("rm", RemoveCommand.self),
        ("reset", ResetCommand.self), ("export", ExportCommand.self), ("report", ReportCommand.self),
        ("config", ConfigCommand.self), ("check", CheckCommand.self), ("sync", SyncCommand.self),
        ("completions", CompletionsCommand.self), ("man", ManCommand.self), ("about", AboutCommand.self),
        ("__complete", CompleteCommand.self), ("help", HelpCommand.self),
        ]
    }
    static var commands: [any Command.Type] { table.map(\.command) }
    static var specs: [CommandSpec] { commands.map { $0.spec } }
    static var names: [String] { table.map(\.name) }

    static func command(named name: String) -> (any Command.Type)? {
        table.first { $0.name == name }?.command
    }
}
