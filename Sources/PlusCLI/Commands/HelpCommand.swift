import PlusCore

/// `plusmd help [COMMAND]`: the overview, or one command's full help.
enum HelpCommand: Command {
    static let name = "help"
    static let spec = CommandSpec(
        name: name, abstract: "Show help for plusmd or for one command.",
        arguments: [ArgumentSpec("COMMAND", help: "The command to explain.")],
        examples: ["help", "help next"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let name = arguments.positionals.first else {
            context.writeOut(overview())
            return .ok
        }
        guard let command = CommandRegistry.command(named: name) else {
            throw UsageError("unknown command '\(name)'")
        }
        context.writeOut(help(for: command.spec))
        return .ok
    }

    /// `plusmd` with no command, and `plusmd help`.
    static func overview() -> String {
        var text = """
            plusmd \(plusmdVersion): a Wendler 5/3/1 + Boring But Big training journal in plain Markdown files.

            USAGE: plusmd COMMAND [OPTIONS]

            COMMANDS:

            """
        let width = (CommandRegistry.specs.filter { !$0.isHidden }.map(\.name.count).max() ?? 0) + 2
        for spec in CommandRegistry.specs where !spec.isHidden {
            text += "  \(spec.name.padding(to: width))\(spec.abstract)\n"
        }
        text += "\nGLOBAL OPTIONS:\n"
        text += optionLines(GlobalOptions.all + [OptionSpec(["--version"], help: "Print the version.")])
        text += """

            EXIT STATUS: 0 ok, 1 error, 2 usage, 3 check findings, 4 refused to protect data, 130 interrupted.

            Start with `plusmd init DIR --tm squat=315 --tm bench=225 --tm deadlift=405 --tm press=135`,
            then `plusmd next` in DIR. See `plusmd help COMMAND` for one command.

            """
        return text
    }

    /// `plusmd next [--lift LIFT] [--date YYYY-MM-DD] [--dry-run]`.
    static func usageLine(_ spec: CommandSpec) -> String {
        var parts = ["plusmd", spec.name]
        if !spec.subcommands.isEmpty { parts.append("[" + spec.subcommands.joined(separator: "|") + "]") }
        for argument in spec.arguments {
            parts.append(argument.isOptional ? "[\(argument.name)]" : argument.name)
        }
        for option in spec.options {
            let value = option.valueName.map { " \($0)" } ?? ""
            parts.append("[\(option.names[0])\(value)]")
        }
        return parts.joined(separator: " ")
    }

    /// The full help of one command: overview, usage, arguments, options, examples.
    static func help(for spec: CommandSpec) -> String {
        var text = "OVERVIEW: \(spec.abstract)\n"
        if !spec.discussion.isEmpty { text += "\n\(spec.discussion)\n" }
        text += "\nUSAGE: \(usageLine(spec))\n"
        if !spec.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            let width = (spec.arguments.map(\.name.count).max() ?? 0) + 2
            for argument in spec.arguments {
                text += "  \(argument.name.padding(to: width))\(argument.help)\n"
            }
        }
        // A command may repeat a global option (such as --yes) to document it; list it once.
        let globals = GlobalOptions.all.filter { global in !spec.options.contains { $0.names == global.names } }
        text += "\nOPTIONS:\n" + optionLines(spec.options + globals)
        if !spec.examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in spec.examples { text += "  plusmd \(example)\n" }
        }
        return text
    }

    static func optionLines(_ options: [OptionSpec]) -> String {
        let labels = options.map { option in
            option.names.joined(separator: ", ") + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { "  \($0.padding(to: width))\($1.help)\n" }.joined()
    }
}
