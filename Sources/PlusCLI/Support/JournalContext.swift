import Dispatch
import PlusCore
import PlusFormat
import PlusStore

/// A journal loaded and replayed for a command, with its diagnostics already reported.
struct JournalContext {
    var loaded: LoadedJournal
    var state: TrainingState
    /// Held from before reading until the command ends, when the command writes.
    var lock: JournalLock? = nil
    var settings: Settings { loaded.journal.settings }
    var root: String { loaded.root }

    /// Finds, reads and replays the journal the command line and environment point at. Warnings
    /// are printed to stderr; errors are printed too and end the command (exit 1), because every
    /// result derived from a broken file could be wrong.
    ///
    /// - Parameter writer: for a command that will write, its name (`plusmd next`): the journal's
    ///   lock is taken before reading, so two processes never decide from the same old state.
    static func open(
        _ arguments: ParsedArguments, _ context: CommandContext, writer: String? = nil
    ) throws -> JournalContext {
        let root = try JournalLocator.locate(
            explicit: arguments.option("journal"), environment: context.environment,
            workingDirectory: context.workingDirectory)
        let timeout = JournalLock.timeout(context.environment)
        let lock = try writer.map {
            try JournalLock.acquire(root: root, holder: $0, environment: context.environment, timeout: timeout)
        }
        let loaded = try JournalLoader.load(root: root, keepTexts: writer != nil)
        // Holding the lock, no other plusmd is writing: any temp file of ours is a kill's leftover.
        if lock != nil { AtomicFile.removeLeftovers(root: root, paths: loaded.listing.leftovers) }
        let (state, diagnostics) = replayAndCheck(loaded, today: context.today)
        report(diagnostics, root: root, arguments, context)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            throw CommandFailure(
                "the journal has \(errors) error\(errors == 1 ? "" : "s"); fix \(errors == 1 ? "it" : "them") and run again "
                    + "(nothing was written)")
        }
        return JournalContext(loaded: loaded, state: state, lock: lock)
    }

    /// The replay and every finding about the journal: each file's, the replay's, the
    /// whole-journal checks' and the file names'. The same set for every command, so `check` and
    /// `next` never disagree. The replay and the checks are independent and run side by side.
    static func replayAndCheck(_ loaded: LoadedJournal, today: Day) -> (TrainingState, [Diagnostic]) {
        let results = PairSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                results.state = Replay.run(loaded.journal)
            } else {
                results.checks = journalWideFindings(loaded, today: today)
            }
        }
        guard let state = results.state else { preconditionFailure("the replay did not run") }
        return (state, merged(loaded, state, checks: results.checks))
    }

    static func journalWideFindings(_ loaded: LoadedJournal, today: Day) -> [Diagnostic] {
        let workoutPaths = Set(loaded.journal.workouts.map(\.path))
        let names = ListingFindings.conflictCopies(
            in: loaded.listing.markdown + loaded.listing.other, excluding: workoutPaths)
        return JournalChecks.run(loaded.journal, today: today) + names
    }

    static func merged(_ loaded: LoadedJournal, _ state: TrainingState, checks: [Diagnostic]) -> [Diagnostic] {
        Array(Set(loaded.diagnostics + state.diagnostics + checks)).sorted()
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
        for diagnostic in diagnostics.shown(strict: false) {
            context.writeError(format(diagnostic, root: root, style: style, context))
        }
    }

    /// `path:line:col: error: message`, then the hint indented on the next line; text from files
    /// escaped for the terminal.
    static func format(_ diagnostic: Diagnostic, root: String, style: Style, _ context: CommandContext) -> String {
        let label =
            diagnostic.severity == .error
            ? style.red(style.bold("error:")) : style.yellow(style.bold("warning:"))
        var location = diagnostic.location
        location.path = TerminalText.escaped(displayPath(location.path, root: root, context))
        var text = "\(location): \(label) \(TerminalText.escaped(diagnostic.message))\n"
        if !diagnostic.hint.isEmpty { text += "  \(TerminalText.escaped(diagnostic.hint))\n" }
        return text
    }
}

/// A journal-relative path as the lifter should see it from the working directory.
func displayPath(_ path: String, root: String, _ context: CommandContext) -> String {
    let cwd = JournalLocator.absolute(context.workingDirectory, from: "/")
    if cwd == root { return path }
    if root.hasPrefix(cwd + "/") { return String(root.dropFirst(cwd.count + 1)) + "/" + path }
    return root + "/" + path
}

/// Two results written by the two workers of `replayAndCheck`, one each, read after both end.
private final class PairSlots: @unchecked Sendable {
    var state: TrainingState?
    var checks: [Diagnostic] = []
}
