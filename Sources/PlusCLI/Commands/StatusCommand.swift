import PlusCore
import PlusStore

/// `plusmd status`: where the lifter stands this week.
enum StatusCommand: Command {
    static let spec = CommandSpec(
        name: "status", abstract: "Show the cycle, week, lifts done and open, any unfinished sheet, and the git sync state.",
        examples: ["status", "status --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("status takes no arguments") }
        let journal = try JournalContext.open(arguments, context)
        let state = journal.state
        let unfinished = state.unfinished.first
        let sync = SyncState.read(root: journal.root)
        if arguments.flag("json") {
            context.writeOut(
                JSONOutput.text([
                    "cycle": state.position.cycle, "week": state.position.week,
                    "done": state.done.map(\.rawValue), "open": state.open.map(\.rawValue),
                    "suggested": state.suggested?.rawValue ?? JSONOutput.null,
                    "unfinished": unfinished?.path ?? JSONOutput.null,
                    "training_max": JSONOutput.byLift(state.trainingMax, order: journal.settings.order),
                    "units": journal.settings.units.rawValue,
                    "sync": SyncStateReport.json(sync),
                ] as [String: Any]))
            return .ok
        }
        let names = { (lifts: [Lift]) in lifts.isEmpty ? "none" : lifts.map(\.rawValue).joined(separator: ", ") }
        var text = "Cycle \(state.position.cycle), week \(state.position.week) (\(Program.weekName(state.position.week)))\n"
        text += "  Done:        \(names(state.done))\n"
        text += "  Open:        \(names(state.open))\n"
        text += "  Suggested:   \(state.suggested?.rawValue ?? "none")\n"
        if let unfinished {
            let progress = unfinished.progress
            text += "  Unfinished:  \(displayPath(unfinished.path, root: journal.root, context)) (\(progress.done) of \(progress.total) sets ticked)\n"
        }
        let tms = journal.settings.order.map { lift in "\(lift.rawValue) \(state.trainingMax[lift]?.description ?? "none")" }
        text += "  " + "TM (\(journal.settings.units.rawValue)):".padding(to: 13) + tms.joined(separator: ", ") + "\n"
        if !state.pending.isEmpty {
            let next = journal.settings.order.map { lift in
                state.pending.first { $0.lift == lift }.map { "\(lift.rawValue) \($0.next)" }
                    ?? "\(lift.rawValue) \(state.trainingMax[lift]?.description ?? "none") (set by hand)"
            }
            text += "  Next cycle:  " + next.joined(separator: ", ") + " (see `plusmd tm`)\n"
        }
        text += "  Sync:        \(SyncStateReport.summary(sync))\n"
        context.writeOut(text)
        return .ok
    }
}
