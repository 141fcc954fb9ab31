import PlusCore
import PlusStore

/// `plusmd check`: lints the whole journal like a compiler.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", abstract: "Check every file of the journal and list the problems.",
        discussion: """
            Prints one line per finding, `PATH:LINE:COL: error|warning: message`, then what to do.
            Finds YAML that does not parse, missing or bad keys, unknown keys, set lines that do not
            parse, ticked AMRAP sets without a rep count, loads the plates cannot make, two files for
            one (cycle, week, lift), weeks out of order, dates in the future, sync-conflict copies,
            git conflict markers and YAML 1.1/1.2-ambiguous values. Nothing is changed.
            --strict also lists what is read fine but not written as plusmd writes it (quoted
            numbers such as `week: "1"`).
            Exit status: 0 when there are no errors (warnings allowed; --strict counts them too),
            3 when there are findings that count.
            """,
        options: [OptionSpec(["--strict"], help: "Also show style warnings (such as quoted numbers); exit 3 on warnings as well as errors.")],
        examples: ["check", "check --json", "check --strict"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("check takes no arguments") }
        let root = try JournalLocator.locate(
            explicit: arguments.option("journal"), environment: context.environment,
            workingDirectory: context.workingDirectory)
        let loaded = try JournalLoader.load(root: root)
        let strict = arguments.flag("strict")
        // Strict-only findings (quoted numbers, say) are warnings under --strict, else not shown.
        let findings = JournalContext.replayAndCheck(loaded, today: context.today).1.shown(strict: strict)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let files = loaded.listing.markdown.count + 1
        let failed = errors > 0 || (strict && warnings > 0)
        if arguments.flag("json") {
            context.writeOut(
                JSONOutput.text([
                    "version": 1, "files": files, "errors": errors, "warnings": warnings,
                    "findings": findings.map { finding in
                        [
                            "path": finding.location.path, "line": finding.location.line ?? JSONOutput.null,
                            "column": finding.location.column ?? JSONOutput.null,
                            "severity": finding.severity.rawValue, "message": finding.message, "hint": finding.hint,
                        ] as [String: Any]
                    },
                ] as [String: Any]))
            return failed ? .findings : .ok
        }
        let style = Style(isTerminal: context.stdoutIsTerminal, environment: context.environment, noColorFlag: arguments.flag("no-color"))
        for finding in findings { context.writeOut(JournalContext.format(finding, root: root, style: style, context)) }
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        context.writeError(
            findings.isEmpty
                ? "\(plural(files, "file")) checked: no problems.\n"
                : "\(plural(files, "file")) checked: \(plural(errors, "error")), \(plural(warnings, "warning")).\n")
        return failed ? .findings : .ok
    }
}
