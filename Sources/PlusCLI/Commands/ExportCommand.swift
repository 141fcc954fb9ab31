import PlusCore
import PlusFormat
import PlusStore

/// `plusmd export`: the whole journal in one file, for a coach, an AI assistant or a spreadsheet.
enum ExportCommand: Command {
    static let output = OptionSpec(["--output", "-o"], value: "FILE", help: "Where to write (`-` for stdout).")
    static let format = OptionSpec(["--format"], value: "md|json|csv", help: "The format (default md).")

    static let name = "export"
    static let spec = CommandSpec(
        name: name, abstract: "Export the whole journal as one Markdown, JSON or CSV file.",
        discussion: """
            Markdown (the default) and JSON hold the program, the settings, the current TMs and their
            history, the cycle position, the PRs, and every counted workout oldest to newest with
            target and done sets, the TM in force and the notes (never a sync tool's conflict copy).
            CSV is one row per set: date, lift, cycle, week, kind, set, target_weight, target_reps,
            weight, reps, amrap, e1rm, unit, written_weight, written_unit, notes, supplemental (on a
            supplemental set, whose kind is bbb: bbb, fsl, ssl, bbs or widowmaker). The file is named
            plusmd-export-YYYYMMDD-HHMMSS.EXT (local time) in the current folder, or in your home
            folder when the current folder is inside the journal (an export is not a journal file and
            must not be synced as one); -o FILE says otherwise (`-o -` for stdout). An existing file
            is never overwritten.
            """,
        options: [output, format],
        examples: ["export", "export --format csv -o sets.csv", "export -o - | less"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("export takes no arguments; use -o FILE") }
        let kind = try arguments.choice(format, among: ["md", "json", "csv"]) ?? "md"
        let journal = try JournalContext.open(arguments, context)
        guard let file = arguments.value(output) ?? defaultFile("plusmd-export-\(context.now.compactStamp).\(kind)", journal: journal, context) else {
            throw UsageError("the current folder is inside the journal, and an export must not be synced as a journal file; give -o FILE (or -o - for stdout)")
        }
        // A file that cannot be written is refused before the work, not after it.
        if file != "-" { try AtomicFile.checkCreatable(JournalLocator.absolute(file, from: context.workingDirectory)) }
        let report = ExportReport(journal.resolved, generated: context.now.rfc3339, plusmdVersion: plusmdVersion)
        let text: String
        switch kind {
        case "json": text = ReportJSON.text(report)
        case "csv": text = ExportCSV.render(report)
        default: text = ExportMarkdown.render(report, settings: journal.settings, generated: context.now)
        }
        if file == "-" {
            // Markdown and CSV carry notes and file names as written; on a terminal they are
            // escaped (JSON escapes control characters itself), piped they stay as data.
            context.writeOut(context.stdoutIsTerminal && kind != "json" ? terminalSafe(text) : text)
            return journal.reportStatus
        }
        try AtomicFile.createExclusively(JournalLocator.absolute(file, from: context.workingDirectory), contents: text)
        context.writeError("Wrote \(file): \(report.workouts.count) workouts\n")
        return journal.reportStatus
    }

    /// `name` in the working directory, or in `$HOME` when the working directory is inside the
    /// journal, so that an export never lands in the synced folder unless `-o` says so; nil when
    /// there is no such place.
    static func defaultFile(_ name: String, journal: JournalContext, _ context: CommandContext) -> String? {
        let isInside = { (folder: String) in folder == journal.root || folder.hasPrefix(journal.root + "/") }
        guard isInside(JournalLocator.absolute(context.workingDirectory, from: "/")) else { return name }
        guard let home = context.environment["HOME"], !home.isEmpty else { return nil }
        let homeDirectory = JournalLocator.absolute(home, from: "/")
        return isInside(homeDirectory) ? nil : homeDirectory + "/" + name
    }

    /// `text` with control characters escaped line by line, keeping line ends (CSV's CRLF too).
    static func terminalSafe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? TerminalSafe.escaped(String(line.dropLast())) + "\r" : TerminalSafe.escaped(String(line))
        }.joined(separator: "\n")
    }
}
