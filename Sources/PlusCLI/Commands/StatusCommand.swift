import PlusCore
import PlusFormat
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
        let sync = SyncState.read(root: journal.root, listing: journal.loaded.listing)
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
                ].merging(live(journal, context), uniquingKeysWith: { $1 }) as [String: Any]))
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
        if let sheet = unfinished {
            let session = LoggingSession(workout: sheet, plan: nil, best: nil)
            if let next = session.next {
                let plates = PlateMath(settings: journal.settings).loadout(for: next.weight)
                text += "  Next set:    \(next.number) of \(session.items.count): \(next.kind.heading) \(next.weight) × \(next.reps)\(next.isAMRAP ? "+" : "") — \(SheetRenderer.platesText(plates))\n"
            }
        }
        let clock = SessionClock(environment: context.environment)
        if let timer = TimerStateFile.read(root: journal.root, environment: context.environment)?.timer,
            !timer.isOver(at: clock.now())
        {
            text += "  Rest:        \(RestDuration.text(timer.remainingSeconds(at: clock.now()))) left of \(RestDuration.text(timer.duration))\n"
        }
        text += "  Sync:        \(SyncStateReport.summary(sync))\n"
        context.writeOut(text)
        return .ok
    }

    /// `current_set`, `progress` and `timer` for status bars: the unfinished sheet's next set,
    /// its ticked and total sets, and the rest in progress (from the timer state file).
    static func live(_ journal: JournalContext, _ context: CommandContext) -> [String: Any] {
        var object: [String: Any] = ["current_set": JSONOutput.null, "progress": JSONOutput.null, "timer": JSONOutput.null]
        let clock = SessionClock(environment: context.environment)
        let now = clock.now()
        let state = TimerStateFile.read(root: journal.root, environment: context.environment)
        let unfinished = journal.state.unfinished
        let sheet = unfinished.first { $0.path == state?.sheet } ?? unfinished.first
        if let sheet {
            let session = LoggingSession(workout: sheet, plan: nil, best: nil)
            let progress = session.progress
            object["progress"] = ["done": progress.done, "total": progress.total, "path": sheet.path] as [String: Any]
            if let next = session.next {
                let plates = PlateMath(settings: journal.settings).loadout(for: next.weight)
                var set = NextCommand.setJSON(kind: next.kind, weight: next.weight, reps: next.reps, amrap: next.isAMRAP, loadout: plates, done: false)
                set["number"] = next.number
                object["current_set"] = set
            }
        }
        if let state, let timer = state.timer, !timer.isOver(at: now), state.sheet == nil || state.sheet == sheet?.path
        {
            object["timer"] = [
                "remaining": timer.remainingSeconds(at: now), "duration": timer.duration,
                "kind": timer.kind?.rawValue ?? JSONOutput.null, "ends_at_ms": timer.endsAt,
            ] as [String: Any]
        }
        return object
    }
}
