import PlusTerminal
import PlusCore
import PlusFormat

/// `plusmd show [DATE]`: every workout of a day, set by set against its targets.
enum ShowCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Only this lift's workout.")

    static let name = "show"
    static let spec = CommandSpec(
        name: name, abstract: "Show a day's workouts: sets done against targets, e1RM, PRs, notes.",
        discussion: """
            Prints every workout of DATE in sequence (default: the most recent day with a logged
            workout): lift, cycle and week, the TM in force, each set with the weight and reps done
            against the target, the e1RM of the AMRAP set and a PR mark, and the notes.
            """,
        arguments: [ArgumentSpec("DATE", help: "The day, YYYY-MM-DD (default: the last day with a workout).")],
        options: [lift],
        examples: ["show", "show 2026-11-24", "show 2026-11-06 --lift press --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("show takes one DATE") }
        let date = try arguments.positionals.first.map { try ArgumentValues.day($0) }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let journal = try JournalContext.open(arguments, context)
        try ArgumentValues.trained(only, settings: journal.settings)
        let report: DayReport
        do {
            report = try DayReport(journal.resolved, date: date, only: only)
        } catch {
            throw CommandFailure(error.description)
        }
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
        } else {
            context.writeOut(
                DayReportText.text(report, style: context.style(arguments)) {
                    TerminalText.escaped(displayPath($0, root: journal.root, context))
                })
        }
        return journal.reportStatus
    }
}
