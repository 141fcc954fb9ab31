import PlusCore
import PlusFormat
import PlusStore

/// `plusmd edit [DATE|PATH]`: opens a sheet, or any file of the journal, in the lifter's editor.
enum EditCommand: Command {
    static let name = "edit"
    static let spec = CommandSpec(
        name: name, abstract: "Open a sheet in your editor ($VISUAL, then $EDITOR, then vi).",
        discussion: """
            Opens the unfinished sheet, the sheet of DATE, or the journal's file at PATH in $VISUAL,
            else $EDITOR, else vi. The editor is run as git runs it, through the shell
            (`sh -c '$EDITOR "$@"'`), so it may carry options and quotes (EDITOR='"/opt/My Editor/ed"
            --wait'); the file's path is passed as its own argument. A file that does not read (bad
            front matter, a broken set line) opens all the same, by DATE or by PATH, whatever errors
            the journal has: that is how it gets fixed. After the editor exits, the file is read
            again and its problems are reported (exit status 1 while it has an error).
            """,
        arguments: [ArgumentSpec("DATE|PATH", help: "The sheet's day, YYYY-MM-DD, or a file of the journal (default: the unfinished sheet).")],
        options: [lift],
        examples: ["edit", "edit 2026-11-24", "edit 2026-11-06 --lift press", "edit 2026/2026-11-24-squat.md"])

    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "The lift, when DATE has several sheets.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("edit takes one DATE or PATH") }
        let lift = try arguments.value(Self.lift).map(ArgumentValues.lift)
        // Never refuses for the journal's errors, and leaves them to `check`: only the edited
        // file's problems are reported, after the editor.
        let journal = try JournalContext.load(arguments, context)
        let path = try file(arguments.positionals.first, lift: lift, in: journal, context)
        // As the writers refuse: a file reached through a link (or a linked folder) that leads
        // outside the journal is not the journal's.
        guard JournalFolder(root: journal.root).leadsInside(path) else { throw StoreError.outsideJournal(journal.root + "/" + path) }
        let editor = editorCommand(context.environment)
        context.writeError("Opening \(displayPath(path, root: journal.root, context)) with \(editor)\n")
        let status = try ExternalProgram.runShellCommand(editor, arguments: [journal.root + "/" + path])
        guard status == 0 else { throw CommandFailure("the editor (\(editor)) exited with status \(status)") }
        let text = try JournalFolder(root: journal.root).read(path)
        let diagnostics =
            path == SettingsDecoder.fileName
            ? SettingsDecoder.decode(text).1
            : path.hasSuffix(".md") ? EntryDecoder.decode(path: path, text: text, zone: context.zone).diagnostics : []
        JournalContext.report(diagnostics, root: journal.root, arguments, context)
        return diagnostics.hasErrors ? .failure : .ok
    }

    /// The journal-relative path of the file to open: the unfinished sheet, the sheet of a date
    /// (a file named `YYYY-MM-DD-….md` when no sheet of that day decodes), or a path relative to
    /// the working folder or to the journal.
    ///
    /// - Throws: `CommandFailure` when there is no such file, `UsageError` when a date has several.
    static func file(_ target: String?, lift: Lift?, in journal: JournalContext, _ context: CommandContext) throws -> String {
        guard let target else {
            guard let unfinished = journal.state.unfinished.first(where: { lift == nil || $0.lift == lift }) else {
                throw CommandFailure("no unfinished sheet; give a DATE or PATH (`plusmd edit YYYY-MM-DD`) or write one with `plusmd next`")
            }
            return unfinished.path
        }
        let looksLikeDate = target.count == 10 && !target.contains("/") && target.first?.isNumber == true
        guard looksLikeDate else { return try path(target, in: journal, context) }
        let date = try ArgumentValues.day(target)
        let sheets = journal.loaded.journal.workouts.filter { $0.date == date && (lift == nil || $0.lift == lift) }.map(\.path)
        var matches = sheets
        if sheets.isEmpty {
            // A sheet that does not decode is found by its name.
            matches = journal.loaded.listing.markdown.filter { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard name.hasPrefix("\(date)-"), name.hasSuffix(".md") else { return false }
                guard let lift else { return true }
                return Lift(parsing: name.dropFirst(11).dropLast(3)) == lift
            }
        }
        guard let first = matches.first else {
            throw CommandFailure("no sheet on \(date)\(lift.map { " for \($0.rawValue)" } ?? "")")
        }
        guard matches.count == 1 else {
            // Two sheets of one lift on one day (a week caught up): only a path tells them apart.
            let hint = lift == nil ? "add --lift LIFT or give the PATH" : "give the PATH"
            throw UsageError("\(date) has \(matches.count) files (\(matches.joined(separator: ", "))); \(hint)")
        }
        return first
    }

    /// `target` as a path of the journal: relative to the working folder, else to the journal root.
    ///
    /// - Throws: `CommandFailure` when it names no file of the journal.
    static func path(_ target: String, in journal: JournalContext, _ context: CommandContext) throws -> String {
        let folder = JournalFolder(root: journal.root)
        let absolute = JournalLocator.absolute(target, from: JournalLocator.absolute(context.workingDirectory, from: "/"))
        if absolute.hasPrefix(journal.root + "/") {
            let relative = String(absolute.dropFirst(journal.root.count + 1))
            if folder.exists(relative) { return relative }
        }
        if !target.hasPrefix("/") {
            let relative = JournalLocator.absolute(target, from: journal.root)
            if relative.hasPrefix(journal.root + "/"), folder.exists(String(relative.dropFirst(journal.root.count + 1))) {
                return String(relative.dropFirst(journal.root.count + 1))
            }
        }
        throw CommandFailure("no file \(target) in the journal (\(journal.root)); give a DATE or a path such as 2026/2026-11-24-squat.md")
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`: a shell command line, run as git runs it
    /// (`sh -c 'EDITOR "$@"' EDITOR PATH`), so quotes and options in it work.
    static func editorCommand(_ environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            let command = (environment[name] ?? "").trimmingWhitespace()
            if !command.isEmpty { return command }
        }
        return "vi"
    }
}
