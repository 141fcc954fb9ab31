import PlusCore
import PlusStore

/// `plusmd man`: prints the man page (roff), generated from the command table.
enum ManCommand: Command {
    static let name = "man"
    static let spec = CommandSpec(
        name: name, abstract: "Print the man page (roff) for installing as plusmd.1.",
        examples: ["man > plusmd.1 && man ./plusmd.1"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        context.writeOut(ManPage.roff(specs: CommandRegistry.specs))
        return .ok
    }
}

/// `plusmd completions SHELL`: prints a completion script for bash, zsh or fish.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let spec = CommandSpec(
        name: name, abstract: "Print shell completions for bash, zsh or fish.",
        discussion: """
            Completes commands, flags, lift names, the dates that have sheets, and after `config set`
            its keys and their values. Install with
            `plusmd completions bash > ~/.local/share/bash-completion/completions/plusmd`,
            `plusmd completions zsh > ~/.zfunc/_plusmd` (with ~/.zfunc in fpath) or
            `plusmd completions fish > ~/.config/fish/completions/plusmd.fish`.
            """,
        arguments: [ArgumentSpec("bash|zsh|fish", help: "The shell.", optional: false)],
        examples: ["completions bash", "completions fish > ~/.config/fish/completions/plusmd.fish"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let shell = arguments.positionals.first, arguments.positionals.count == 1,
            let script = Completions.script(for: shell)
        else { throw UsageError("completions takes one shell: bash, zsh or fish") }
        context.writeOut(script)
        return .ok
    }
}

/// `plusmd __complete WORDS… CURRENT`: the candidates the completion scripts ask for (hidden),
/// one a line. Dates and lifts come from the journal `-C DIR`/`--journal DIR` among WORDS names
/// (else the usual one). For a path: `:dir` or `:file`, then CURRENT without its quotes.
enum CompleteCommand: Command {
    static let name = "__complete"
    static let spec = CommandSpec(name: name, abstract: "Completion candidates (for the shell scripts).", isHidden: true)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        var words = arguments.positionals
        let current = words.popLast() ?? ""
        var lifts = Lift.bigFour.map(\.rawValue)
        var dates: [String] = []
        let explicit = Completions.journalOption(in: words, home: context.environment["HOME"])
        if let root = try? JournalLocator.locate(
            explicit: explicit, environment: context.environment, workingDirectory: context.workingDirectory),
            let loaded = try? JournalLoader.load(root: root, zone: context.zone)
        {
            lifts = loaded.journal.settings.order.map(\.rawValue)
            dates = Array(Set(loaded.journal.workouts.map(\.date))).sorted(by: >).map(\.description)
        }
        let candidates = Completions.candidates(
            words: words, current: current, specs: CommandRegistry.specs, lifts: lifts, dates: dates)
        if candidates == [":dir"] || candidates == [":file"] {
            // The shell completes paths itself; bash needs the word without its quotes.
            context.writeOut(candidates[0] + "\n" + Completions.dequoted(current, home: context.environment["HOME"]) + "\n")
            return .ok
        }
        context.writeOut(candidates.map { $0 + "\n" }.joined())
        return .ok
    }
}

/// `plusmd about`: the program and its philosophy on one screen.
enum AboutCommand: Command {
    static let name = "about"
    static let spec = CommandSpec(
        name: name, abstract: "Explain plusmd and its philosophy on one screen.", examples: ["about"])

    static let summary = """
        plusmd keeps a Wendler 5/3/1 + Boring But Big training journal as plain Markdown files with
        YAML front matter, one dated file per workout, in a folder you sync however you like. `plusmd
        next` reads the whole folder, works out the cycle, the week, the lifts done and the training
        maxes, and writes today's sheet: every set with its weight, reps and the plates per side.
        Tick the sets in any editor; every number is derived again from the files on the next run.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        context.writeOut("""
            plusmd \(plusmdVersion)

            \(summary)

            The program (Jim Wendler, 5/3/1, 2nd ed. 2011; Boring But Big from Beyond 5/3/1, 2013):
              week 1  65/75/85 % × 5/5/5+     week 3  75/85/95 % × 5/3/1+
              week 2  70/80/90 % × 3/3/3+     week 4  deload 40/50/60 % × 5
              warmups 40/50/60 % × 5/5/3; BBB 5 × 10 at 50 % of the training max (TM).
              After week 3 the Epley e1RM of each AMRAP set sets next cycle's TM at 90 % of it,
              never lower than the TM you had.

            The philosophy:
              - The files are the only truth. No database: the cache of decoded files (outside the
                journal) and the rest timer's state are rebuilt from the files or thrown away; delete
                a file and plusmd rewinds; edit a number and everything follows.
              - Plain text you own. Readable in any editor, diffable in git, at home in Obsidian.
              - Correct to the pound. Exact arithmetic, plates that really make the weight.
              - Never lose a lifter's data. Atomic writes, no overwriting of edits, conflicts named.

            Start: plusmd init DIR --tm squat=315 --tm bench=225 --tm deadlift=405 --tm press=135

            """)
        return .ok
    }
}
