import PlusCore
import PlusFormat
import PlusStore

/// `plusmd rm DATE|PATH`: deletes one workout (or entry) file after showing it and asking.
enum RemoveCommand: Command {
    static let name = "rm"
    static let spec = CommandSpec(
        name: name, abstract: "Delete a workout (or a TM or reset entry), after confirmation.",
        discussion: """
            Shows what will be removed and asks for confirmation; without a terminal it refuses
            unless --yes is given. A DATE with several workouts is refused with the list: add --lift
            or give the PATH. Everything is derived again from the files, so deleting the most recent
            workout rewinds the cycle position. In a git journal, says how to get the file back.
            """,
        arguments: [ArgumentSpec("DATE|PATH", help: "The workout's day (YYYY-MM-DD) or the file's path.", optional: false)],
        options: [lift, Confirmation.option],
        examples: ["rm 2026-11-24", "rm 2026-11-06 --lift press --yes", "rm 2026/2026-10-20-training-max-press.md"])

    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "With DATE: the lift whose workout to remove.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 1 else { throw UsageError("rm takes one DATE or PATH") }
        let target = arguments.positionals[0]
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let journal = try JournalContext.open(arguments, context, writer: "plusmd rm")
        let path = try resolve(target, lift: only, journal, context)
        let shown = displayPath(path, root: journal.root, context)
        context.writeError("Will remove \(shown): \(describe(path, journal))\n")
        guard try Confirmation.ask("Remove it?", arguments, context) else {
            context.writeError("Nothing was removed.\n")
            return .ok
        }
        let wasTracked = GitRepository.isTracked(path, root: journal.root)
        try AtomicFile.remove(root: journal.root, relativePath: path, expectedOriginal: journal.loaded.texts[path])
        journal.didWrite(paths: [path], context)
        context.writeOut("Removed \(shown)\n")
        if wasTracked {
            let restore = journal.settings.gitAutocommit ? "git restore --source=HEAD~1 -- \(shown)" : "git restore \(shown)"
            context.writeError("It is still in git: `\(restore)` brings it back.\n")
        }
        let after = ResolvedJournal(journal.resolved.journal.removing([path]))
        context.writeOut(DownstreamChangeText.text(DownstreamChange(before: journal.resolved, after: after), units: journal.settings.units))
        return .ok
    }

    /// The journal-relative path of the one file `target` names.
    static func resolve(_ target: String, lift: Lift?, _ journal: JournalContext, _ context: CommandContext) throws -> String {
        let all = journal.resolved.journal
        if let date = Day(parsing: target) {
            let matches = all.workouts.filter { $0.date == date && (lift == nil || $0.lift == lift) }
            guard !matches.isEmpty else {
                throw CommandFailure("no workout on \(date)\(lift.map { " for \($0.rawValue)" } ?? ""); give a PATH to remove an entry")
            }
            guard matches.count == 1 else {
                let list = matches.map { "  \(displayPath($0.path, root: journal.root, context))  \($0.lift.rawValue), cycle \($0.cycle) week \($0.week)" }
                throw CommandFailure(
                    "\(date) matches \(matches.count) workouts; nothing was removed. Add --lift LIFT or give the PATH:\n" + list.joined(separator: "\n"),
                    status: .refused)
            }
            return matches[0].path
        }
        let absolute = JournalLocator.absolute(target, from: context.workingDirectory)
        let candidates = [absolute.hasPrefix(journal.root + "/") ? String(absolute.dropFirst(journal.root.count + 1)) : nil, target]
        let entries = Set(all.workouts.map(\.path) + all.trainingMaxEntries.map(\.path) + all.resets.map(\.path))
        guard let path = candidates.compactMap({ $0 }).first(where: entries.contains) else {
            throw CommandFailure("\(target) is not a workout, TM or reset entry of the journal at \(journal.root); nothing was removed")
        }
        return path
    }

    static func describe(_ path: String, _ journal: JournalContext) -> String {
        let all = journal.resolved.journal
        if let workout = all.workouts.first(where: { $0.path == path }) {
            let progress = workout.progress
            return "\(SheetRenderer.title(workout.lift, workout.position)) on \(workout.date), \(progress.done) of \(progress.total) sets ticked"
        }
        if let entry = all.trainingMaxEntries.first(where: { $0.path == path }) {
            let values = entry.values.keys.sorted().compactMap { lift in entry.values[lift].map { "\(lift.rawValue) \($0.weight)" } }
            return "training max entry (\(entry.cause.rawValue)) of \(entry.date): \(values.joined(separator: ", "))"
        }
        if let reset = all.resets.first(where: { $0.path == path }) {
            return "reset of \(reset.date) that started cycle \(reset.cycle)"
        }
        return "a journal file"
    }
}
