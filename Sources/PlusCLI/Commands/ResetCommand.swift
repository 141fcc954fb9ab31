import PlusCore
import PlusFormat
import PlusStore

/// `plusmd reset`: starts a fresh cycle at week 1 with the TMs in force, as a dated entry.
enum ResetCommand: Command {
    static let name = "reset"
    static let spec = CommandSpec(
        name: name, abstract: "Start a fresh cycle at week 1 with the current training maxes.",
        discussion: """
            Records a dated reset entry (YYYY/YYYY-MM-DD-reset.md, `entry: reset`): from that day the
            next cycle number starts at week 1 with the TMs in force; pending week-3 progressions are
            dropped. Earlier sheets stay as they are, so history is intact and cycle numbers keep
            counting up. An unfinished sheet of this week with no set ticked is removed; one with
            ticked sets is kept as a partial workout. Asks for confirmation (--yes to skip).
            """,
        options: [date, Confirmation.option],
        examples: ["reset", "reset --yes", "reset --date 2026-12-01"])

    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The day the fresh cycle starts (default today).")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("reset takes no arguments") }
        let day = try arguments.value(date).map { try ArgumentValues.day($0, "--date") } ?? context.today
        let journal = try JournalContext.open(arguments, context, writer: "plusmd reset")
        try journal.requireNoErrorsAffectingNextSheet()
        let plan: ResetPlan
        do {
            // Only a sheet still exactly as plusmd wrote it goes: a note or a changed weight keeps it.
            plan = try ResetPlan(journal.resolved) { sheet in
                guard let written = sheet.trainingMax, let text = journal.loaded.texts[sheet.path] else { return false }
                return SheetRenderer.isUntouched(text, sheet: sheet, trainingMax: written, settings: journal.settings)
            }
        } catch {
            throw CommandFailure(error.description)
        }
        let units = journal.settings.units.rawValue
        let tms = journal.settings.order.map { "\($0.rawValue) \(journal.state.trainingMax[$0]?.description ?? "none")" }.joined(separator: ", ")
        var text = "Reset on \(day): cycle \(plan.cycle) starts at week 1 with the training maxes in force (\(tms) \(units)); cycle \(plan.ending.cycle) ends at week \(plan.ending.week).\n"
        if !plan.droppedProgressions.isEmpty { text += "  The pending week-3 progressions are dropped.\n" }
        for sheet in plan.removed { text += "  Remove \(displayPath(sheet.path, root: journal.root, context)) (no set ticked).\n" }
        for sheet in plan.kept {
            let progress = sheet.progress
            text +=
                progress.done == 0
                ? "  Keep \(displayPath(sheet.path, root: journal.root, context)) (nothing ticked, but its text differs from what plusmd would write now: a note, a weight, an older plusmd).\n"
                : "  Keep \(displayPath(sheet.path, root: journal.root, context)) as a partial workout (\(progress.done) of \(progress.total) sets ticked).\n"
        }
        context.writeError(text)
        guard try Confirmation.ask("Reset?", arguments, context) else {
            context.writeError("Nothing was changed.\n")
            return .ok
        }
        let path = JournalPath.free(base: "\(day.year)/\(day)-reset", exists: journal.loaded.hasPath)
        let note = "A fresh start recorded by `plusmd reset`: cycle \(plan.cycle) begins at week 1 with the training maxes in force (\(tms)). Cycle \(plan.ending.cycle) ended at week \(plan.ending.week)."
        try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: ResetEntryRenderer.markdown(date: day, cycle: plan.cycle, note: note))
        for sheet in plan.removed {
            try AtomicFile.remove(root: journal.root, relativePath: sheet.path, expectedOriginal: journal.loaded.texts[sheet.path])
        }
        journal.didWrite(paths: [path] + plan.removed.map(\.path), context)
        context.writeError("Wrote \(displayPath(path, root: journal.root, context))\n")
        let after = plan.applied(to: journal.resolved, path: path, date: day)
        context.writeOut(DownstreamChangeText.text(DownstreamChange(before: journal.resolved, after: after), units: journal.settings.units))
        return .ok
    }
}
