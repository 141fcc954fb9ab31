import PlusCore
import PlusFormat
import PlusStore

/// `plusmd tm`: the training maxes in force, pending ones, their history; `tm set` records one.
enum TrainingMaxCommand: Command {
    static let name = "tm"
    static let spec = CommandSpec(
        name: name, abstract: "Show training maxes (current, pending, history) or set one by hand.",
        discussion: """
            Without arguments: the TMs in force this week and, once week 3 is done, the TMs the next
            cycle will use. `tm set LIFT WEIGHT` records a TM from --date (default today) on, as a new
            dated entry; later cycles progress from it. A week-3 AMRAP set that would raise a TM by
            more than 20 % in one cycle (usually a typo) is held, not applied: fix the line, or
            confirm it with `tm accept LIFT`, which records the held TM as `tm set` would.
            `tm --history` lists every change and its cause. A testing day for a coach's roster:
            `tm set --roster PATH --from FILE.csv` reads rows of athlete,lift,weight[,date] (a
            header line first; weights in each athlete's unit; the date, else --date, else today,
            is the day each TM holds from), lists every bad row with its line and writes nothing,
            else shows each athlete's entry and asks before writing them (--yes without a terminal).
            """,
        arguments: [
            ArgumentSpec("LIFT", help: "With set or accept: the lift; with --history: only this lift."),
            ArgumentSpec("WEIGHT", help: "With set: the new training max."),
        ],
        options: [history, date, roster, from],
        examples: ["tm", "tm --json", "tm set press 140", "tm accept squat", "tm --history squat", "tm set --roster team/ --from testing-day.csv"],
        subcommands: ["set", "accept"])

    static let history = OptionSpec(["--history"], help: "List every TM change with its cause.")
    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "With set or accept: the day the TM holds from (default today).")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if arguments.value(roster) != nil || arguments.value(from) != nil {
            guard arguments.positionals.first == "set" else { throw UsageError("--roster and --from go with `tm set`: tm set --roster PATH --from FILE.csv") }
            return try setRoster(arguments, context)
        }
        if arguments.positionals.first == "set" { return try set(arguments, context) }
        if arguments.positionals.first == "accept" { return try accept(arguments, context) }
        if arguments.flag(history) { return try history(arguments, context) }
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'; did you mean `tm set`?") }
        let journal = try JournalContext.open(arguments, context)
        let report = TrainingMaxReport(journal.resolved)
        context.writeOut(
            arguments.flag(GlobalOptions.json)
                ? ReportJSON.text(report) : TrainingMaxReportText.text(report, order: journal.settings.order))
        return journal.reportStatus
    }

    static func set(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 3 else { throw UsageError("tm set takes LIFT WEIGHT, e.g. `tm set press 140`") }
        let lift = try ArgumentValues.lift(arguments.positionals[1])
        guard let weight = Weight(parsing: arguments.positionals[2]), weight > .zero else {
            throw UsageError("'\(arguments.positionals[2])' is not a weight")
        }
        let day = try arguments.value(date).map(ArgumentValues.date) ?? context.today
        let journal = try JournalContext.open(arguments, context, writer: "plusmd tm set")
        try ArgumentValues.trained(lift, settings: journal.settings)
        guard journal.settings.order.contains(lift) else {
            throw CommandFailure("\(lift.rawValue) is not in the program's order (plusmd.yaml)")
        }
        try checkPlausible(weight, lift: lift, settings: journal.settings)
        if journal.state.trainingMax[lift] == weight {
            context.writeOut("\(lift.rawValue) training max is already \(weight) \(journal.settings.units.rawValue); nothing was written\n")
            return .ok
        }
        if let current = journal.state.trainingMax[lift], let ratio = TrainingMaxChange.unusualJump(from: current, to: weight) {
            context.writeError("plusmd tm: warning: \(weight) is \(ratio) the \(lift.rawValue) training max of \(current); recorded anyway — `plusmd rm` the entry if it was a typo\n")
        }
        return try record(
            lift, weight, from: day, note: "Training max set by hand with `plusmd tm set`; it holds from \(day) on.",
            journal: journal, context)
    }

    /// `tm accept LIFT`: the rise held for `LIFT` (more than 20 % in one cycle), recorded as a TM
    /// set by hand, with the AMRAP line it came from in the entry's note.
    static func accept(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 2 else { throw UsageError("tm accept takes LIFT, e.g. `tm accept squat`") }
        let lift = try ArgumentValues.lift(arguments.positionals[1])
        let journal = try JournalContext.open(arguments, context, writer: "plusmd tm accept")
        try ArgumentValues.trained(lift, settings: journal.settings)
        guard let held = journal.state.held.first(where: { $0.lift == lift }) else {
            throw CommandFailure("no \(lift.rawValue) training max is held; `plusmd tm` shows the TMs and any held rise")
        }
        // A rise held when its cycle began holds from that day, for the whole cycle; one the next
        // cycle would hold, from today.
        let day = try arguments.value(date).map(ArgumentValues.date) ?? journal.state.heldSince[lift] ?? context.today
        let written = held.set.written.map { "\($0.weight) \($0.unit.rawValue)" } ?? "\(held.set.weight) \(journal.settings.units.rawValue)"
        let source = "\(written) x \(held.set.reps) (\(held.path), line \(held.set.line))"
        return try record(
            lift, held.next, from: day,
            note: "A rise of more than 20 % from \(source), confirmed with `plusmd tm accept`; it holds from \(day) on.",
            journal: journal, context)
    }

    /// Writes a TM entry of cause `manual` for `lift` from `day` and says what changed.
    static func record(
        _ lift: Lift, _ weight: Weight, from day: Day, note: String, journal: JournalContext, _ context: CommandContext
    ) throws -> ExitStatus {
        let base = "\(day.year)/\(day)-training-max-\(lift.fileNameComponent)"
        let path = JournalPath.free(base: base, exists: journal.loaded.hasPath)
        let text = TrainingMaxEntryRenderer.markdown(
            date: day, cause: .manual, values: [(lift, weight)], units: journal.settings.units, note: note)
        try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
        journal.didWrite(paths: [path], context)
        let previous = journal.state.trainingMax[lift]?.description ?? "none"
        context.writeOut("\(lift.rawValue) training max \(previous) → \(weight) \(journal.settings.units.rawValue) from \(day)\n")
        if case .trainingMax(let entry) = EntryDecoder.decode(path: path, text: text, zone: context.zone).entry {
            let after = ResolvedJournal(journal.resolved.journal.adding(entry))
            let change = DownstreamChange(before: journal.resolved, after: after)
            if !change.shifts.isEmpty { context.writeOut(DownstreamChangeText.text(change, units: journal.settings.units)) }
        }
        context.writeError("Wrote \(displayPath(path, root: journal.root, context))\n")
        return .ok
    }

    static func history(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let only = try arguments.positionals.first.map(ArgumentValues.lift)
        let journal = try JournalContext.open(arguments, context)
        try ArgumentValues.trained(only, settings: journal.settings)
        let report = TrainingMaxHistoryReport(journal.resolved, only: only)
        context.writeOut(arguments.flag(GlobalOptions.json) ? ReportJSON.text(report) : TrainingMaxReportText.history(report))
        return journal.reportStatus
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
