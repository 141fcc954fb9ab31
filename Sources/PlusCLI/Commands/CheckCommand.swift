import PlusCore
import PlusFormat
import PlusStore

/// `plusmd check`: lints the whole journal like a compiler.
enum CheckCommand: Command {
    static let strict = OptionSpec(["--strict"], help: "Exit 3 on warnings as well as errors (and show strict-only warnings).")
    static let format = OptionSpec(["--format"], value: "full|short", help: "full (default): each finding with its source line and a caret; short: one line each, for editors.")
    static let explain = OptionSpec(["--explain"], value: "ID", help: "Explain a kind of finding by its id (shown in brackets) and exit.")

    static let name = "check"
    static let spec = CommandSpec(
        name: name, abstract: "Check every file of the journal and list the problems.",
        discussion: """
            Prints each finding like a compiler: `PATH:LINE:COL: error|warning: message [id]`, the
            source line with a caret under the column, then what to do. Finds YAML that does not
            parse, missing or bad keys, unknown keys, set lines that do not parse, ticked AMRAP sets
            without a rep count, loads the plates cannot make, two files for one (cycle, week, lift),
            weeks out of order, dates in the future, sync-conflict copies, git conflict markers and
            YAML 1.1/1.2-ambiguous values, in every cycle (other commands repeat only the current
            cycle's warnings). --strict also lists what is read fine but not written as plusmd
            writes it (quoted numbers such as `week: "1"`). Nothing is changed.
            Exit status: 0 when there are no errors (warnings allowed; --strict counts them too),
            3 when there are findings that count.
            """,
        options: [strict, format, explain],
        examples: ["check", "check --json", "check --strict", "check --format short", "check --explain conflict-copy"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("check takes no arguments") }
        if let id = arguments.value(explain) {
            guard let entry = DiagnosticCatalog.entry(id) else {
                throw UsageError("no finding has the id '\(id)'; ids: \(DiagnosticCatalog.entries.map(\.id).joined(separator: ", "))")
            }
            context.writeOut(DiagnosticCatalog.text(entry))
            return .ok
        }
        let style = try arguments.choice(format, among: ["full", "short"]) ?? "full"
        let journal = try JournalContext.load(arguments, context, strict: arguments.flag(strict))
        let report = CheckReport(journal.findings, files: journal.loaded.listing.markdown.count + 1, strict: arguments.flag(strict))
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
            return report.failed ? .findings : .ok
        }
        let printer = JournalContext.printer(root: journal.root, isTerminal: context.stdoutIsTerminal, arguments, context)
        var sources = SourceLines(root: journal.root)
        for finding in journal.findings.all {
            context.writeOut(style == "short" ? printer.short(finding) : printer.full(finding, sourceLine: sources.line(finding.location)))
        }
        context.writeError(CheckReportText.summary(report))
        return report.failed ? .findings : .ok
    }
}
