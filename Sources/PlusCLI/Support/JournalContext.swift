import PlusCore
import PlusFormat
import PlusStore

/// A journal loaded and replayed for a command, with its diagnostics already reported.
struct JournalContext {
    var loaded: LoadedJournal
    var state: TrainingState
    var settings: Settings { loaded.journal.settings }
    var root: String { loaded.root }

    /// Finds, reads and replays the journal the command line and environment point at. Warnings
    /// are printed to stderr; errors are printed too and end the command (exit 1), because every
    /// result derived from a broken file could be wrong.
    static func open(_ arguments: ParsedArguments, _ context: CommandContext) throws -> JournalContext {
        let root = try JournalLocator.locate(
            explicit: arguments.option("journal"), environment: context.environment,
            workingDirectory: context.workingDirectory)
        let loaded = try JournalLoader.load(root: root)
        let state = Replay.run(loaded.journal)
        let diagnostics = (loaded.diagnostics + state.diagnostics).sorted()
        report(diagnostics, root: root, arguments, context)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure(
                "the journal has \(errors) error\(errors == 1 ? "" : "s"); fix \(errors == 1 ? "it" : "them") and run again "
                    + "(nothing was written)")
        }
        return JournalContext(loaded: loaded, state: state)
    }

    /// Prints diagnostics to stderr in the compiler-like shape `path:line:col: error: message`.
    /// Paths are shown relative to the working directory when it is the journal root, else absolute,
    /// so that an editor or terminal can open them.
    static func report(
        _ diagnostics: [Diagnostic], root: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) {
        let style = Style(
            isTerminal: context.stderrIsTerminal, environment: context.environment,
            noColorFlag: arguments.flag("no-color"))
        for diagnostic in diagnostics {
            let label =
                diagnostic.severity == .error
                ? style.red(style.bold("error:")) : style.yellow(style.bold("warning:"))
            var location = diagnostic.location
            location.path = displayPath(location.path, root: root, context)
            var text = "\(location): \(label) \(diagnostic.message)\n"
            if !diagnostic.hint.isEmpty { text += "  \(diagnostic.hint)\n" }
            context.writeError(text)
        }
    }
}

/// A journal-relative path as the lifter should see it from the working directory.
func displayPath(_ path: String, root: String, _ context: CommandContext) -> String {
    let cwd = JournalLocator.absolute(context.workingDirectory, from: "/")
    if cwd == root { return path }
    if root.hasPrefix(cwd + "/") { return String(root.dropFirst(cwd.count + 1)) + "/" + path }
    return root + "/" + path
}
