import PlusCore
import PlusFormat
import PlusStore

/// `plusmd reset`: starts a fresh cycle at week 1 with the TMs in force, as a dated entry.
enum ResetCommand: Command {
    static let spec = CommandSpec(
        name: "reset", abstract: "Start a fresh cycle at week 1 with the current training maxes.",
        discussion: """
            Records a dated reset entry (YYYY/YYYY-MM-DD-reset.md, `entry: reset`): from that day the
            next cycle number starts at week 1 with the TMs in force; pending week-3 progressions are
            dropped. Earlier sheets stay as they are, so history is intact and cycle numbers keep
            counting up. An unfinished sheet of this week with no set ticked is removed; one with
            ticked sets is kept as a partial workout. Asks for confirmation (--yes to skip).
            """,
        options: [
            OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The day the fresh cycle starts (default today)."),
            Confirmation.option,
        ],
        examples: ["reset", "reset --yes", "reset --date 2026-12-01"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("reset takes no arguments") }
        let date = try arguments.option("date").map { try ArgumentValues.day($0, "--date") } ?? context.today
        let journal = try JournalContext.open(arguments, context, writer: "plusmd reset")
        let state = journal.state
        let all = journal.loaded.journal
        let untouched = state.unfinished.filter { $0.progress.done == 0 }
        let partial = state.unfinished.filter { $0.progress.done > 0 }
        // What the journal says once the untouched sheets are gone: if that is already a fresh
        // cycle, there is nothing to reset.
        let remaining = all.removing(Set(untouched.map(\.path)))
        let without = Replay.run(remaining)
        if remaining.workouts.isEmpty || without.isNewCycle {
            throw CommandFailure("nothing to reset: you are at week 1 of cycle \(without.position.cycle) with no workout of it yet")
        }
        let cycle = without.position.cycle + 1
        let order = journal.settings.order
        let tms = order.map { "\($0.rawValue) \(state.trainingMax[$0]?.description ?? "none")" }.joined(separator: ", ")
        var plan = "Reset on \(date): cycle \(cycle) starts at week 1 with the training maxes in force (\(tms) \(journal.settings.units.rawValue)); cycle \(without.position.cycle) ends at week \(without.position.week).\n"
        if !state.pending.isEmpty { plan += "  The pending week-3 progressions are dropped.\n" }
        for sheet in untouched { plan += "  Remove \(displayPath(sheet.path, root: journal.root, context)) (no set ticked).\n" }
        for sheet in partial {
            let progress = sheet.progress
            plan += "  Keep \(displayPath(sheet.path, root: journal.root, context)) as a partial workout (\(progress.done) of \(progress.total) sets ticked).\n"
        }
        context.writeError(plan)
        guard try Confirmation.ask("Reset?", arguments, context) else {
            context.writeError("Nothing was changed.\n")
            return .ok
        }
        let base = "\(date.year)/\(date)-reset"
        let path = JournalPath.free(base: base, existing: Set(journal.loaded.paths))
        let note = "A fresh start recorded by `plusmd reset`: cycle \(cycle) begins at week 1 with the training maxes in force (\(tms)). Cycle \(without.position.cycle) ended at week \(without.position.week)."
        try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: ResetEntryRenderer.markdown(date: date, cycle: cycle, note: note))
        for sheet in untouched {
            try AtomicFile.remove(root: journal.root, relativePath: sheet.path, expectedOriginal: journal.loaded.texts[sheet.path])
        }
        journal.didWrite(paths: [path] + untouched.map(\.path), context)
        context.writeError("Wrote \(displayPath(path, root: journal.root, context))\n")
        let after = Replay.run(remaining.adding(ResetEntry(path: path, date: date, cycle: cycle)))
        context.writeOut("Cycle \(after.position.cycle), week \(after.position.week) (\(Program.weekName(after.position.week))); next: \(after.suggested?.rawValue ?? "none")\n")
        return .ok
    }
}
