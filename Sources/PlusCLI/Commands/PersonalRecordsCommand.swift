import PlusCore
import PlusFormat
import PlusStore

/// `plusmd prs`: best e1RM per lift, the PR history, best reps at each weight, and a chart.
enum PersonalRecordsCommand: Command {
    static let spec = CommandSpec(
        name: "prs", abstract: "Show personal records: best e1RM per lift, reps at each weight, a chart.",
        discussion: """
            A PR is a new best e1RM (Epley: weight × (1 + reps/30)) for a lift from a ticked AMRAP set
            of weeks 1–3, strictly higher than every earlier one; a lift's first AMRAP set is its first
            PR. Deload, warmup, BBB and other working sets never count. Also lists the most reps done
            at each weight (every ticked working set) and charts each lift's e1RM over time: a
            sparkline here, an SVG file with --svg.
            """,
        options: [
            OptionSpec(["--lift"], value: "LIFT", help: "Only this lift."),
            OptionSpec(["--all"], help: "List every PR, not only the current best."),
            OptionSpec(["--svg"], value: "FILE", help: "Also write the e1RM chart as an SVG file (never over an existing file)."),
        ],
        examples: ["prs", "prs --lift squat --all", "prs --json", "prs --svg e1rm.svg"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("prs takes no arguments; use --lift LIFT") }
        let only = try ArgumentValues.lift(arguments)
        let journal = try JournalContext.open(arguments, context)
        let records = PersonalRecords(workouts: journal.loaded.journal.workouts)
        let lifts = journal.settings.order.filter { only == nil || $0 == only }
        let units = journal.settings.units.rawValue
        if let file = arguments.option("svg") {
            let series = lifts.map { lift in RecordChart.Series(lift: lift, points: records.results.filter { $0.lift == lift }) }
            let path = JournalLocator.absolute(file, from: context.workingDirectory)
            try AtomicFile.createExclusively(path, contents: RecordChart.svg(series, units: journal.settings.units))
            context.writeError("Wrote \(file)\n")
        }
        if arguments.flag("json") {
            context.writeOut(JSONOutput.text(json(records, lifts: lifts, units: units)))
            return .ok
        }
        let style = Style(isTerminal: context.stdoutIsTerminal, environment: context.environment, noColorFlag: arguments.flag("no-color"))
        let width = lifts.map(\.rawValue.count).max() ?? 0
        var text = style.bold("Personal records (\(units)): best e1RM, from AMRAP sets of weeks 1–3") + "\n"
        let best = records.best
        for lift in lifts {
            guard let record = best[lift] else {
                text += "  \(lift.rawValue.padding(to: width))  none yet\n"
                continue
            }
            text += "  \(lift.rawValue.padding(to: width))  e1RM \(record.estimatedOneRepMax.description.padding(to: 7))  \(record.set.weight) × \(record.set.reps)  \(record.date)  \(displayPath(record.path, root: journal.root, context)):\(record.set.line)\n"
        }
        if arguments.flag("all") {
            text += "\n" + style.bold("Every PR, oldest first") + "\n"
            for record in records.history where lifts.contains(record.lift) {
                let previous = record.previousBest.map { "up from \($0)" } ?? "first AMRAP set"
                text += "  \(record.date)  \(record.lift.rawValue.padding(to: width))  e1RM \(record.estimatedOneRepMax.description.padding(to: 7))  \(record.set.weight) × \(record.set.reps)  (\(previous))\n"
            }
        }
        text += "\n" + style.bold("Best reps at each weight") + "\n"
        for lift in lifts {
            let reps = (records.repRecords[lift] ?? []).map { "\($0.weight) × \($0.reps)" }
            text += "  \(lift.rawValue.padding(to: width))  \(reps.isEmpty ? "none yet" : reps.joined(separator: " · "))\n"
        }
        text += "\n" + style.bold("e1RM over time (each AMRAP set, oldest first)") + "\n"
        for lift in lifts {
            let points = records.results.filter { $0.lift == lift }
            guard let first = points.first, let last = points.last else {
                text += "  \(lift.rawValue.padding(to: width))  no AMRAP sets yet\n"
                continue
            }
            let low = points.map(\.estimatedOneRepMax).min() ?? first.estimatedOneRepMax
            let high = points.map(\.estimatedOneRepMax).max() ?? first.estimatedOneRepMax
            text += "  \(lift.rawValue.padding(to: width))  \(RecordChart.sparkline(points))  \(first.estimatedOneRepMax) → \(last.estimatedOneRepMax) (low \(low), high \(high); \(first.date) to \(last.date))\n"
        }
        context.writeOut(text)
        return .ok
    }

    static func recordJSON(_ record: AMRAPResult) -> [String: Any] {
        [
            "lift": record.lift.rawValue, "date": record.date.description, "cycle": record.cycle, "week": record.week,
            "path": record.path, "line": record.set.line, "weight": JSONOutput.number(record.set.weight),
            "reps": record.set.reps, "e1rm": JSONOutput.number(record.estimatedOneRepMax), "pr": record.isPersonalRecord,
            "previous_best": record.previousBest.map(JSONOutput.number) ?? JSONOutput.null,
        ]
    }

    static func json(_ records: PersonalRecords, lifts: [Lift], units: String) -> [String: Any] {
        var best: [String: Any] = [:]
        var reps: [String: Any] = [:]
        var series: [String: Any] = [:]
        let current = records.best
        for lift in lifts {
            best[lift.rawValue] = current[lift].map(recordJSON) ?? JSONOutput.null
            reps[lift.rawValue] = (records.repRecords[lift] ?? []).map {
                ["weight": JSONOutput.number($0.weight), "reps": $0.reps, "date": $0.date.description, "path": $0.path, "line": $0.line] as [String: Any]
            }
            series[lift.rawValue] = records.results.filter { $0.lift == lift }.map(recordJSON)
        }
        return [
            "units": units, "best": best, "history": records.history.filter { lifts.contains($0.lift) }.map(recordJSON),
            "best_reps": reps, "amrap_sets": series,
        ]
    }
}
