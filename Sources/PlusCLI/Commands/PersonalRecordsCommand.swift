import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd prs`: best e1RM per lift, the PR history, best reps at each weight, and a chart.
enum PersonalRecordsCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Only this lift.")
    static let all = OptionSpec(["--all"], help: "List every PR, not only the current best.")
    static let svg = OptionSpec(["--svg"], value: "FILE", help: "Also write the e1RM chart as an SVG file (never over an existing file).")

    static let name = "prs"
    static let spec = CommandSpec(
        name: name, abstract: "Show personal records: best e1RM per lift, reps at each weight, a chart.",
        discussion: """
            A PR is a new best e1RM (Epley: weight × (1 + reps/30)) for a lift from a ticked AMRAP set
            of weeks 1–3, strictly higher than every earlier one; a lift's first AMRAP set is its first
            PR. Deload, warmup, BBB and other working sets never count, nor do skipped or failed (0-rep)
            sets or a sync tool's conflict copy. Also lists the most reps done at each weight (every
            ticked working set) and charts each lift's e1RM over time: a sparkline here, an SVG file
            with --svg.
            """,
        options: [lift, all, svg],
        examples: ["prs", "prs --lift squat --all", "prs --json", "prs --svg e1rm.svg"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("prs takes no arguments; use --lift LIFT") }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let journal = try JournalContext.open(arguments, context)
        try ArgumentValues.trained(only, settings: journal.settings)
        let report = RecordsReport(journal.resolved, only: only)
        if let file = arguments.value(svg) {
            let series = report.lifts.map { RecordChart.Series(lift: $0, points: report.amrapSets[$0] ?? []) }
            let path = JournalLocator.absolute(file, from: context.workingDirectory)
            try AtomicFile.createExclusively(path, contents: RecordChart.svg(series, units: report.units))
            context.writeError("Wrote \(file)\n")
        }
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
        } else {
            let style = context.style(arguments)
            context.writeOut(
                RecordsReportText.text(report, all: arguments.flag(all), style: style) {
                    TerminalText.escaped(displayPath($0, root: journal.root, context))
                })
        }
        return journal.reportStatus
    }
}
