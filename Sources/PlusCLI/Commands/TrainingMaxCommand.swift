import PlusCore
import PlusFormat
import PlusStore

/// `plusmd tm`: the training maxes in force, pending ones, their history; `tm set` records one.
enum TrainingMaxCommand: Command {
    static let spec = CommandSpec(
        name: "tm", abstract: "Show training maxes (current, pending, history) or set one by hand.",
        discussion: """
            Without arguments: the TMs in force this week and, once week 3 is done, the TMs the next
            cycle will use. `tm set LIFT WEIGHT` records a TM from --date (default today) on, as a new
            dated entry; later cycles progress from it. `tm --history` lists every change and its cause.
            """,
        arguments: [
            ArgumentSpec("LIFT", help: "With set: the lift; with --history: only this lift."),
            ArgumentSpec("WEIGHT", help: "With set: the new training max."),
        ],
        options: [
            OptionSpec(["--history"], help: "List every TM change with its cause."),
            OptionSpec(["--date"], value: "YYYY-MM-DD", help: "With set: the day the TM holds from (default today)."),
        ],
        examples: ["tm", "tm --json", "tm set press 140", "tm --history squat"],
        subcommands: ["set"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if arguments.positionals.first == "set" { return try set(arguments, context) }
        if arguments.flag("history") { return try history(arguments, context) }
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'; did you mean `tm set`?") }
        let journal = try JournalContext.open(arguments, context)
        let state = journal.state
        let order = journal.settings.order
        let units = journal.settings.units.rawValue
        if arguments.flag("json") {
            var pending: [Lift: Weight] = [:]
            for progression in state.pending { pending[progression.lift] = progression.next }
            context.writeOut(
                JSONOutput.text([
                    "training_max": JSONOutput.byLift(state.trainingMax, order: order),
                    "pending": JSONOutput.byLift(pending, order: order), "units": units,
                ] as [String: Any]))
            return .ok
        }
        let width = order.map(\.rawValue.count).max() ?? 0
        var text = "Training maxes (\(units)), cycle \(state.position.cycle) week \(state.position.week)\n"
        for lift in order {
            text += "  \(lift.rawValue.padding(to: width))  \(state.trainingMax[lift]?.description ?? "none")\n"
        }
        if !state.pending.isEmpty {
            text += "\nCycle \(state.position.cycle + 1) will use (from week 3's AMRAP sets, \(journal.settings.tmPercent) % of e1RM):\n"
            text += NextCommand.progressionTable(state.pending, trainingMax: state.trainingMax, order: order)
        }
        context.writeOut(text)
        return .ok
    }

    static func set(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 3 else { throw UsageError("tm set takes LIFT WEIGHT, e.g. `tm set press 140`") }
        let lift = try ArgumentValues.lift(arguments.positionals[1])
        guard let weight = Weight(parsing: arguments.positionals[2]), weight > .zero else {
            throw UsageError("'\(arguments.positionals[2])' is not a weight")
        }
        let date = try arguments.option("date").map(ArgumentValues.date) ?? context.today
        let journal = try JournalContext.open(arguments, context, writer: "plusmd tm set")
        guard journal.settings.order.contains(lift) else {
            throw CommandFailure("\(lift.rawValue) is not in the program's order (plusmd.yaml)")
        }
        try checkPlausible(weight, lift: lift, settings: journal.settings)
        if let current = journal.state.trainingMax[lift], weight * 2 > current * 3 || weight * 2 < current {
            let ratio = weight > current ? "more than 1.5 times" : "less than half"
            context.writeError("plusmd tm: warning: \(weight) is \(ratio) the \(lift.rawValue) training max of \(current); recorded anyway — `plusmd rm` the entry if it was a typo\n")
        }
        let base = "\(date.year)/\(date)-training-max-\(lift.rawValue)"
        let path = JournalPath.free(base: base, existing: Set(journal.loaded.paths))
        let text = TrainingMaxEntryRenderer.markdown(
            date: date, cause: .manual, values: [(lift, weight)], units: journal.settings.units,
            note: "Training max set by hand with `plusmd tm set`; it holds from \(date) on.")
        try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
        journal.didWrite(paths: [path], context)
        let previous = journal.state.trainingMax[lift]?.description ?? "none"
        context.writeOut("\(lift.rawValue) training max \(previous) → \(weight) \(journal.settings.units.rawValue) from \(date)\n")
        context.writeError("Wrote \(displayPath(path, root: journal.root, context))\n")
        return .ok
    }

    static func history(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let only = try arguments.positionals.first.map(ArgumentValues.lift)
        let journal = try JournalContext.open(arguments, context)
        let changes = journal.state.history.filter { only == nil || $0.lift == only }
        if arguments.flag("json") {
            context.writeOut(JSONOutput.text(["units": journal.settings.units.rawValue, "history": changes.map(json)] as [String: Any]))
            return .ok
        }
        let values = changes.map { change in (change.from.map { "\($0) → " } ?? "") + change.to.description }
        let width = values.map(\.count).max() ?? 0
        for (change, value) in zip(changes, values) {
            context.writeOut("\(change.date)  cycle \(change.cycle)  \(change.lift.rawValue.padding(to: 8)) \(value.padding(to: width))   \(describe(change.cause))\n")
        }
        return .ok
    }

    static func describe(_ cause: TrainingMaxCause) -> String {
        switch cause {
        case .start(let path, let line): "start (\(path):\(line))"
        case .manual(let path, let line): "set by hand (\(path):\(line))"
        case .amrap(let path, let line, let weight, let reps, let e1RM): "week-3 AMRAP \(weight) x \(reps), e1RM \(e1RM) (\(path):\(line))"
        }
    }

    static func json(_ change: TrainingMaxChange) -> [String: Any] {
        var object: [String: Any] = [
            "date": change.date.description, "cycle": change.cycle, "lift": change.lift.rawValue,
            "from": change.from.map(JSONOutput.number) ?? JSONOutput.null, "to": JSONOutput.number(change.to),
        ]
        switch change.cause {
        case .start(let path, let line): object["cause"] = ["kind": "start", "path": path, "line": line] as [String: Any]
        case .manual(let path, let line): object["cause"] = ["kind": "manual", "path": path, "line": line] as [String: Any]
        case .amrap(let path, let line, let weight, let reps, let e1RM):
            object["cause"] = ["kind": "amrap", "path": path, "line": line, "weight": JSONOutput.number(weight), "reps": reps, "e1rm": JSONOutput.number(e1RM)] as [String: Any]
        }
        return object
    }

    /// A training max must be heavier than the empty bar: every set below the bar is the bar.
    ///
    /// - Throws: `UsageError` naming the bar.
    static func checkPlausible(_ weight: Weight, lift: Lift, settings: Settings) throws {
        guard weight > settings.bar else {
            throw UsageError(
                "a \(lift.rawValue) training max of \(weight) is below the \(settings.bar) \(settings.units.rawValue) bar; "
                    + "every set would be the empty bar")
        }
    }
}
