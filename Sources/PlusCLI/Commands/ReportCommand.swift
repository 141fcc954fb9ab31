import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd report`: the journal as one self-contained HTML page of charts and tables.
enum ReportCommand: Command {
    static let output = OptionSpec(["--output", "-o"], value: "FILE", help: "Where to write (`-` for stdout).")
    static let open = OptionSpec(["--open"], help: "Open the page with the desktop's opener (xdg-open, open).")
    static let since = OptionSpec(["--since"], value: "YYYY-MM-DD", help: "Only what happened from this day on.")
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Only this lift.")

    static let name = "report"
    static let spec = CommandSpec(
        name: name, abstract: "Write an HTML report of your training: charts, records, calendar.",
        discussion: """
            One self-contained HTML file (inline CSS and SVG, nothing fetched from the network) that
            works offline, prints on A4 or Letter and reads on a phone, light or dark: per lift, the
            e1RM of every AMRAP set and the training max over time with cycle starts, PRs, resets and
            hand-set or imported TMs; AMRAP reps against the minimum; weekly volume by set type; a
            calendar of training days; the PR table and best reps at each weight; where you stand.
            Every number is the one `prs --json`, `tm --history --json` and `export --format json`
            give. The file is named plusmd-report-YYYYMMDD-HHMMSS.html in the current folder, or in
            your home folder when the current folder is inside the journal; -o FILE says otherwise
            (`-o -` for stdout). An existing file is never overwritten. --open opens it; without an
            opener the path is printed.
            """,
        options: [output, open, since, lift],
        examples: ["report --open", "report -o progress.html --since 2026-01-01", "report --lift squat -o -"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("report takes no arguments; use -o FILE") }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let from = try arguments.value(since).map { try ArgumentValues.day($0, "--since") }
        let journal = try JournalContext.open(arguments, context)
        try ArgumentValues.trained(only, settings: journal.settings)
        guard let file = arguments.value(output)
            ?? ExportCommand.defaultFile("plusmd-report-\(context.now.compactStamp).html", journal: journal, context)
        else {
            throw UsageError("the current folder is inside the journal, and a report must not be synced as a journal file; give -o FILE (or -o - for stdout)")
        }
        if file != "-" { try AtomicFile.checkCreatable(JournalLocator.absolute(file, from: context.workingDirectory)) }
        let report = ProgressReport(journal.resolved, generated: context.now.rfc3339, since: from, only: only)
        let html = HTMLReport.render(report)
        if file == "-" {
            context.writeOut(html)
            return journal.reportStatus
        }
        let path = JournalLocator.absolute(file, from: context.workingDirectory)
        try AtomicFile.createExclusively(path, contents: html)
        context.writeError("Wrote \(TerminalText.escaped(file))\n")
        if arguments.flag(open), !DesktopOpener.open(path, searchPath: context.environment["PATH"]) {
            context.writeError("No opener (xdg-open, open) could open it; open this file in a browser:\n")
            context.writeOut(path + "\n")
        }
        return journal.reportStatus
    }
}
