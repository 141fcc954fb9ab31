import PlusCore
import PlusFormat
import PlusStore

/// `plusmd export`: the whole journal in one file, for a coach, an AI assistant or a spreadsheet.
enum ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export", abstract: "Export the whole journal as one Markdown, JSON or CSV file.",
        discussion: """
            Markdown (the default) and JSON hold the program, the settings, the current TMs and their
            history, the cycle position, the PRs, and every workout oldest to newest with target and
            done sets, the TM in force and the notes. CSV is one row per set: date, lift, cycle,
            week, kind, set, target_weight, target_reps, weight, reps, amrap, e1rm, unit, notes.
            The file is named plusmd-export-YYYYMMDD-HHMMSS.EXT (local time) in the current folder
            unless -o FILE says otherwise (`-o -` for stdout). An existing file is never overwritten.
            """,
        options: [
            OptionSpec(["--output", "-o"], value: "FILE", help: "Where to write (`-` for stdout)."),
            OptionSpec(["--format"], value: "md|json|csv", help: "The format (default md)."),
        ],
        examples: ["export", "export --format csv -o sets.csv", "export -o - | less"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("export takes no arguments; use -o FILE") }
        let format = arguments.option("format") ?? "md"
        guard ["md", "json", "csv"].contains(format) else { throw UsageError("--format takes md, json or csv, not '\(format)'") }
        let journal = try JournalContext.open(arguments, context)
        let summary = JournalSummary(journal.loaded.journal)
        let text: String
        switch format {
        case "json": text = JSONOutput.text(json(summary, context))
        case "csv": text = ExportCSV.render(summary)
        default: text = ExportMarkdown.render(summary, generated: context.now, version: plusmdVersion)
        }
        let file = arguments.option("output") ?? "plusmd-export-\(context.now.compactStamp).\(format)"
        if file == "-" {
            context.writeOut(text)
            return .ok
        }
        try AtomicFile.createExclusively(JournalLocator.absolute(file, from: context.workingDirectory), contents: text)
        context.writeError("Wrote \(file): \(summary.workouts.count) workouts\n")
        return .ok
    }

    static func json(_ summary: JournalSummary, _ context: CommandContext) -> [String: Any] {
        let settings = summary.settings
        let state = summary.state
        var settingsObject: [String: Any] = [:]
        for key in SettingKey.all { if let value = key.value(settings) { settingsObject[key.name] = value } }
        var pending: [Lift: Weight] = [:]
        for progression in state.pending { pending[progression.lift] = progression.next }
        let records = PersonalRecordsCommand.json(summary.records, lifts: settings.order, units: settings.units.rawValue)
        return [
            "generated": "\(context.now.day)T\(ExportMarkdown.clock(context.now))", "plusmd_version": plusmdVersion,
            "units": settings.units.rawValue,
            "program": [
                "name": "Wendler 5/3/1 with Boring But Big",
                "weeks": Program.weeks.map { week in
                    Program.workingSets(week: week).map { ["percent": JSONOutput.number(Weight(hundredths: $0.percent.basisPoints)), "reps": $0.reps, "amrap": $0.isAMRAP] as [String: Any] }
                },
            ] as [String: Any],
            "settings": settingsObject,
            "position": [
                "cycle": state.position.cycle, "week": state.position.week, "done": state.done.map(\.rawValue),
                "open": state.open.map(\.rawValue), "suggested": state.suggested?.rawValue ?? JSONOutput.null,
            ] as [String: Any],
            "training_max": JSONOutput.byLift(state.trainingMax, order: settings.order),
            "pending_training_max": JSONOutput.byLift(pending, order: settings.order),
            "training_max_history": state.history.map(TrainingMaxCommand.json),
            "resets": summary.resets.map { ["date": $0.date.description, "cycle": $0.cycle, "path": $0.path] as [String: Any] },
            "personal_records": records,
            "workouts": summary.workouts.map(ReviewOutput.json),
        ]
    }
}
