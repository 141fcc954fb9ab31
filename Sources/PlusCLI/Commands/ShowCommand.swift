import PlusCore

/// `plusmd show [DATE]`: every workout of a day, set by set against its targets.
enum ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show", abstract: "Show a day's workouts: sets done against targets, e1RM, PRs, notes.",
        discussion: """
            Prints every workout of DATE in sequence (default: the most recent day with a logged
            workout): lift, cycle and week, the TM in force, each set with the weight and reps done
            against the target, the e1RM of the AMRAP set and a PR mark, and the notes.
            """,
        arguments: [ArgumentSpec("DATE", help: "The day, YYYY-MM-DD (default: the last day with a workout).")],
        options: [OptionSpec(["--lift"], value: "LIFT", help: "Only this lift's workout.")],
        examples: ["show", "show 2026-11-24", "show 2026-11-06 --lift press --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("show takes one DATE") }
        let date = try arguments.positionals.first.map { try ArgumentValues.day($0) }
        let lift = try ArgumentValues.lift(arguments)
        let journal = try JournalContext.open(arguments, context)
        let summary = JournalSummary(journal.loaded.journal)
        let candidates = summary.workouts.filter { lift == nil || $0.workout.lift == lift }
        guard let day = date ?? candidates.last(where: { $0.workout.progress.done > 0 })?.workout.date ?? candidates.last?.workout.date else {
            throw CommandFailure("no workouts yet; `plusmd next` writes the first sheet")
        }
        let reviews = candidates.filter { $0.workout.date == day }
        guard !reviews.isEmpty else {
            let before = candidates.last { $0.workout.date < day }.map { "; the last one before is on \($0.workout.date)" } ?? ""
            throw CommandFailure("no workout on \(day)\(before)")
        }
        let units = journal.settings.units
        if arguments.flag("json") {
            context.writeOut(JSONOutput.text(["date": day.description, "units": units.rawValue, "workouts": reviews.map(ReviewOutput.json)] as [String: Any]))
            return .ok
        }
        let style = Style(isTerminal: context.stdoutIsTerminal, environment: context.environment, noColorFlag: arguments.flag("no-color"))
        let texts = reviews.map {
            ReviewOutput.text($0, units: units, path: displayPath($0.workout.path, root: journal.root, context), style: style)
        }
        context.writeOut(texts.joined(separator: "\n"))
        return .ok
    }
}
