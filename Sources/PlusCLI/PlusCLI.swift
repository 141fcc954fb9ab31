// PlusCLI: the thin command-line layer. Parses arguments against the command table, finds the
// journal, calls PlusStore, PlusFormat and PlusCore, and prints. Returns an exit status instead of
// exiting, so that tests run commands in-process.
import PlusFormat
import PlusStore
import PlusTemplates

/// The program's version, printed by `plusmd --version`.
package let plusmdVersion = "0.1.0"

/// Entry point of the command-line interface.
package enum PlusCLI {
    /// Runs `plusmd` with `arguments` (without the program name) and returns the exit status.
    package static func run(_ arguments: [String], _ context: CommandContext) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments.parse(arguments, names: CommandRegistry.names) { CommandRegistry.command(named: $0)?.spec }
        } catch {
            context.writeError("plusmd: \(error.message)\n")
            context.writeError("Usage: plusmd COMMAND [OPTIONS]; see `plusmd help`.\n")
            return ExitStatus.usage.rawValue
        }
        if parsed.flag(GlobalOptions.version) {
            context.writeOut("plusmd \(plusmdVersion) (\(Templates.buildInfo))\n")
            return ExitStatus.ok.rawValue
        }
        guard let name = parsed.command, let command = CommandRegistry.command(named: name) else {
            context.writeOut(HelpCommand.overview())
            return parsed.positionals.isEmpty && parsed.command == nil && !parsed.flag(GlobalOptions.help)
                ? ExitStatus.usage.rawValue : ExitStatus.ok.rawValue
        }
        if parsed.flag(GlobalOptions.help) {
            context.writeOut(HelpCommand.help(for: command.spec))
            return ExitStatus.ok.rawValue
        }
        do {
            return try command.run(parsed, context).rawValue
        } catch let error as UsageError {
            context.writeError("plusmd \(name): \(TerminalSafe.escaped(error.message, keepNewlines: true))\n")
            context.writeError("Usage: \(HelpCommand.usageLine(command.spec)); see `plusmd \(name) --help`.\n")
            return ExitStatus.usage.rawValue
        } catch let error as CommandFailure {
            // Messages may quote file names and lines: text from outside, escaped.
            context.writeError("plusmd \(name): \(TerminalSafe.escaped(error.message, keepNewlines: true))\n")
            return error.status.rawValue
        } catch let error as StoreError {
            context.writeError("plusmd \(name): \(TerminalSafe.escaped(error.description, keepNewlines: true))\n")
            if error.isRefusal { return ExitStatus.refused.rawValue }
            return ExitStatus.failure.rawValue
        } catch {
            context.writeError("plusmd \(name): \(TerminalSafe.escaped("\(error)", keepNewlines: true))\n")
            return ExitStatus.failure.rawValue
        }
    }
}
