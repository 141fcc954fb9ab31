import Foundation
import Dispatch
import PlusCore
import PlusFormat
import PlusStore

/// A journal found, read, resolved once and checked for a command, with its findings printed.
///
/// Every command reads the journal through this one door, so all of them count the same files
/// the same way (`ResolvedJournal`) and show the same findings (`JournalFindings`).
struct JournalContext {
    var loaded: LoadedJournal
    var resolved: ResolvedJournal
    var findings: JournalFindings
    /// Held from before reading until the command ends, when the command writes.
    var lock: JournalLock? = nil
    var state: TrainingState { resolved.state }
    var settings: Settings { resolved.settings }
    var root: String { loaded.root }

    /// The status of a read-only report: 0, or 3 when the journal has errors (the report shows
    /// what it could, the errors were listed first).
    var reportStatus: ExitStatus { findings.errors.isEmpty ? .ok : .findings }

    /// Finds, reads and resolves the journal the command line and environment point at, and
    /// prints its findings to stderr, errors first (warnings of older cycles are left to `check`).
    ///
    /// - Parameter writer: for a command that will write, its name (`plusmd next`): the journal's
    ///   lock is taken before reading, so two processes never decide from the same old state.
    /// - Throws: `StoreError` when the journal cannot be found or listed.
    static func open(
        _ arguments: ParsedArguments, _ context: CommandContext, writer: String? = nil
    ) throws -> JournalContext {
        let journal = try load(arguments, context, writer: writer)
        let (shown, older, insideSetAside, elsewhere) = journal.findings.shown(in: journal.resolved, command: arguments.command)
        journal.report(shown.filter { $0.severity == .error } + shown.filter { $0.severity == .warning }, arguments, context)
        var hidden: [String] = []
        if older > 0 { hidden.append("\(older) older warning\(older == 1 ? "" : "s")") }
        if insideSetAside > 0 {
            hidden.append("\(insideSetAside) warning\(insideSetAside == 1 ? "" : "s") in uncounted files")
        }
        if elsewhere > 0 {
            hidden.append("\(elsewhere) warning\(elsewhere == 1 ? "" : "s") about your progress (`plusmd status` says them)")
        }
        if !hidden.isEmpty {
            context.writeError("plusmd: \(hidden.joined(separator: " and ")) not shown; `plusmd check` lists every finding\n")
        }
        return journal
    }

    /// Finds, reads, resolves and checks the journal without printing anything.
    static func load(
        _ arguments: ParsedArguments, _ context: CommandContext, writer: String? = nil, strict: Bool = false
    ) throws -> JournalContext {
        ParallelLoop.startHelpers()  // while the journal is found
        let root = try JournalLocator.locate(
            explicit: arguments.value(GlobalOptions.journal), environment: context.environment,
            workingDirectory: context.workingDirectory)
        let timeout = JournalLock.timeout(context.environment)
        let lock = try writer.map {
            try JournalLock.acquire(root: root, holder: $0, environment: context.environment, timeout: timeout)
        }
        let cache = JournalCache.forJournal(  // `check` reads every file; it only refreshes the cache
            root: root, environment: context.environment, disabled: arguments.flag(GlobalOptions.noCache), trustEntries: arguments.command != "check",
            zone: context.zone)
        let loaded = try JournalLoader.load(root: root, keepTexts: writer != nil, cache: cache, zone: context.zone)
        // Holding the lock, no other plusmd is writing: any temp file of ours is a kill's leftover.
        // A reader takes the lock for that only when it is free at once (it never waits).
        if !loaded.listing.leftovers.isEmpty {
            if lock != nil {
                AtomicFile.removeLeftovers(root: root, paths: loaded.listing.leftovers)
            } else if let free = try? JournalLock.acquire(root: root, holder: "plusmd \(arguments.command ?? "")", environment: context.environment, timeout: 0) {
                AtomicFile.removeLeftovers(root: root, paths: loaded.listing.leftovers)
                withExtendedLifetime(free) {}
            }
        }
        let (resolved, findings) = resolve(loaded, today: context.today, strict: strict)
        let journal = JournalContext(loaded: loaded, resolved: resolved, findings: findings, lock: lock)
        KeptUntilExit.keep(journal)
        return journal
    }

    /// The resolved journal and every finding about it (`LoadedJournal.resolve`, shared with the
    /// language server).
    static func resolve(_ loaded: LoadedJournal, today: Day, strict: Bool = false) -> (ResolvedJournal, JournalFindings) {
        loaded.resolve(today: today, strict: strict)
    }

    /// Refuses to go on while an error could change the sheet a writer would write.
    ///
    /// - Throws: `CommandFailure` naming the files.
    func requireNoErrorsAffectingNextSheet() throws {
        let blocking = findings.blockingNextSheet(in: resolved)
        guard !blocking.isEmpty else { return }
        let paths = Array(Set(blocking.map(\.location.path))).sorted()
        throw CommandFailure(
            "\(paths.joined(separator: ", ")) \(paths.count == 1 ? "has an error" : "have errors") that could change "
                + "this sheet; fix \(paths.count == 1 ? "it" : "them") and run again (nothing was written)")
    }

    /// Prints `diagnostics` to stderr like a compiler: the located line, the source line with a
    /// caret, the hint.
    func report(_ diagnostics: [Diagnostic], _ arguments: ParsedArguments, _ context: CommandContext) {
        Self.report(diagnostics, root: root, arguments, context)
    }

    static func report(
        _ diagnostics: [Diagnostic], root: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) {
        let printer = printer(root: root, isTerminal: context.stderrIsTerminal, arguments, context)
        var sources = SourceLines(root: root)
        for diagnostic in diagnostics.shown(strict: false) {
            context.writeError(printer.full(diagnostic, sourceLine: sources.line(diagnostic.location)))
        }
    }

    static func printer(root: String, isTerminal: Bool, _ arguments: ParsedArguments, _ context: CommandContext) -> DiagnosticPrinter {
        let style = Style(isTerminal: isTerminal, environment: context.environment, noColorFlag: arguments.flag(GlobalOptions.noColor))
        return DiagnosticPrinter(
            label: { severity in
                severity == .error ? style.red(style.bold("error:")) : style.yellow(style.bold("warning:"))
            },
            displayPath: { displayPath($0, root: root, context) })
    }
}

/// The lines of journal files that diagnostics point at, each file read once.
struct SourceLines {
    let root: String
    private var files: [String: [Substring]] = [:]

    init(root: String) { self.root = root }

    mutating func line(_ location: SourceLocation) -> String? {
        guard let line = location.line, line >= 1 else { return nil }
        if files[location.path] == nil {
            let text = (try? JournalFolder(root: root).read(location.path)) ?? ""
            // `\r\n` is one Character: a CRLF file's lines are split on it too.
            files[location.path] = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        }
        guard let lines = files[location.path], line <= lines.count else { return nil }
        let text = lines[line - 1]
        return String(text.hasSuffix("\r") ? text.dropLast() : text)
    }
}

/// A journal-relative path as the lifter should see it from the working directory, escaped for the
/// terminal (a file name is text from outside: it may hold escape sequences).
func displayPath(_ path: String, root: String, _ context: CommandContext) -> String {
    let cwd = JournalLocator.absolute(context.workingDirectory, from: "/")
    let shown: String
    if cwd == root {
        shown = path
    } else if root.hasPrefix(cwd + "/") {
        shown = String(root.dropFirst(cwd.count + 1)) + "/" + path
    } else {
        shown = root + "/" + path
    }
    return TerminalSafe.escaped(shown)
}

/// The journal read last, kept alive until the process ends: a command exits right after it is
/// done with its journal, and freeing a 20-year journal's sheets one by one is work at the end of
/// every run for memory the system takes back at exit anyway. A long-running
/// command (`log`, `watch`) that reads the journal again lets the previous one go. The lock is
/// never kept: it is released when the command is done with it, as before.
private final class KeptUntilExit: @unchecked Sendable {
    // @unchecked: `latest` is only touched under `guardLock` (tests run commands on many threads).
    nonisolated(unsafe) private static var latest: KeptUntilExit?
    private static let guardLock = NSLock()
    private let loaded: LoadedJournal
    private let resolved: ResolvedJournal
    private let findings: JournalFindings

    private init(_ journal: JournalContext) {
        loaded = journal.loaded
        resolved = journal.resolved
        findings = journal.findings
    }

    static func keep(_ journal: JournalContext) {
        let kept = KeptUntilExit(journal)
        let previous = guardLock.withLock {
            let previous = latest
            latest = kept
            return previous
        }
        _ = previous  // let go outside the lock
    }
}
