import PlusCore
import PlusFormat
import PlusStore

/// `plusmd edit [DATE]`: opens a sheet in the lifter's editor.
enum EditCommand: Command {
    static let spec = CommandSpec(
        name: "edit", abstract: "Open a sheet in your editor ($VISUAL, then $EDITOR, then vi).",
        discussion: """
            Opens the unfinished sheet, or the sheet of DATE, in $VISUAL, else $EDITOR, else vi. The
            editor runs directly (no shell); its words are split on spaces and the sheet's path is
            passed as its own argument. After the editor exits, the sheet is read again and any
            problem in it is reported.
            """,
        arguments: [ArgumentSpec("DATE", help: "The sheet's day, YYYY-MM-DD (default: the unfinished sheet).")],
        options: [OptionSpec(["--lift"], value: "LIFT", help: "The lift, when DATE has several sheets.")],
        examples: ["edit", "edit 2026-11-24", "edit 2026-11-06 --lift press"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("edit takes one DATE") }
        let date = try arguments.positionals.first.map { try ArgumentValues.day($0) }
        let lift = try ArgumentValues.lift(arguments)
        let journal = try JournalContext.open(arguments, context)
        let sheet: Workout
        if let date {
            let matches = journal.loaded.journal.workouts.filter { $0.date == date && (lift == nil || $0.lift == lift) }
            guard let first = matches.first else { throw CommandFailure("no sheet on \(date)\(lift.map { " for \($0.rawValue)" } ?? "")") }
            guard matches.count == 1 else {
                throw UsageError("\(date) has \(matches.count) sheets (\(matches.map(\.lift.rawValue).joined(separator: ", "))); add --lift LIFT")
            }
            sheet = first
        } else {
            guard let unfinished = journal.state.unfinished.first(where: { lift == nil || $0.lift == lift }) else {
                throw CommandFailure("no unfinished sheet; give a DATE (`plusmd edit YYYY-MM-DD`) or write one with `plusmd next`")
            }
            sheet = unfinished
        }
        let editor = editorCommand(context.environment)
        let path = journal.root + "/" + sheet.path
        context.writeError("Opening \(displayPath(sheet.path, root: journal.root, context)) with \(editor.joined(separator: " "))\n")
        let result = try ExternalProgram.run(editor + [path])
        guard result.status == 0 else {
            throw CommandFailure("the editor (\(editor[0])) exited with status \(result.status)")
        }
        let decoded = EntryDecoder.decode(path: sheet.path, text: try JournalFolder(root: journal.root).read(sheet.path))
        JournalContext.report(decoded.diagnostics, root: journal.root, arguments, context)
        return decoded.diagnostics.hasErrors ? .failure : .ok
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`, split into words (no shell: quotes are not special).
    static func editorCommand(_ environment: [String: String]) -> [String] {
        for name in ["VISUAL", "EDITOR"] {
            let words = (environment[name] ?? "").split(separator: " ").map(String.init)
            if !words.isEmpty { return words }
        }
        return ["vi"]
    }
}
