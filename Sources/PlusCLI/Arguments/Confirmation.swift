/// Asks the lifter to confirm something that removes or changes files: on a terminal a `[y/N]`
/// question on stderr; with `--yes` no question; without a terminal and without `--yes`, a refusal
/// (exit 4), since nobody can answer.
enum Confirmation {
    /// True when confirmed; false when the lifter answered no.
    ///
    /// - Throws: `CommandFailure` (refused) when there is no terminal to ask on and no `--yes`.
    static func ask(_ question: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> Bool {
        if arguments.flag(GlobalOptions.yes) { return true }
        guard context.stdinIsTerminal else {
            throw CommandFailure("not a terminal, so nobody can confirm; nothing was changed (pass --yes to go ahead)", status: .refused)
        }
        context.writeError("\(question) [y/N] ")
        let answer = (context.readLine() ?? "").trimmingWhitespace().lowercased()
        return answer == "y" || answer == "yes"
    }

    /// The `--yes`/`-y` option of commands that confirm.
    static let option = OptionSpec(["--yes", "-y"], help: "Do not ask for confirmation (needed without a terminal).")
}
