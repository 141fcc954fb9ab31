import PlusCore
import PlusFormat
import PlusStore

/// `plusmd sync`: the "Sync Now" button for a journal in git: commit, `pull --rebase`, push.
enum SyncCommand: Command {
    static let status = OptionSpec(["--status"], help: "Show the sync state (fetches first) and change nothing.")
    static let dryRun = OptionSpec(["--dry-run", "-n"], help: "Show what would be committed, pulled and pushed; change nothing.")
    static let pushAll = OptionSpec(
        ["--push-all"], help: "Also push commits that touch files outside the journal folder (a journal inside a bigger repository).")

    static let name = "sync"
    static let spec = CommandSpec(
        name: name, abstract: "Commit the journal's changes, pull (rebase) and push with git.",
        discussion: """
            For a journal in a git repository: stages every change inside the journal folder (and
            nothing outside it), commits it with a message that says what changed ("Log squat
            2026-11-30, cycle 3 week 1"), then `git pull --rebase` and `git push`. Never forces a
            push. If your commit and the remote change the same lines, the rebase is undone, the
            clashing files are named and sync stops with exit 4: nothing is lost on either side.
            Without a remote it only commits. --status shows the state (after a fetch) and changes
            nothing else; --dry-run shows what would be committed.

            A journal inside a bigger repository: sync pushes only when every commit to push
            touches files inside the journal folder alone. Otherwise it names the commits that
            would go along (a private WIP commit in another folder), pushes nothing and exits 4;
            --push-all pushes them all. Journal files that git ignores (.gitignore) are never
            synced: sync and --status name them with the rule that ignores them.
            """,
        options: [
            status,
            dryRun,
            pushAll,
        ],
        examples: ["sync", "sync --status", "sync --dry-run", "sync --push-all", "sync --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("sync takes no arguments") }
        let root = try JournalLocator.locate(
            explicit: arguments.value(GlobalOptions.journal), environment: context.environment,
            workingDirectory: context.workingDirectory)
        if arguments.flag(Self.status) { return status(root: root, arguments, context) }
        let isJSON = arguments.flag(GlobalOptions.json)
        var sync: SyncRun?
        // A refusal before anything is done is "refused"; one from the pull is a "conflict".
        var refusal = "refused"
        do {
            var run = try SyncRun(root: root)
            defer { sync = run }
            run.pushAll = arguments.flag(Self.pushAll)
            try run.precheck()
            refusal = "conflict"
            for copy in run.state.conflictCopies {
                context.writeError("plusmd sync: warning: \(displayPath(copy, root: root, context)) looks like a sync tool's conflict copy; it is committed like any file (compare it with the original, keep what you need, delete it)\n")
            }
            for file in run.ignored {
                context.writeError("plusmd sync: warning: \(SyncStateReport.ignoredHint(file))\n")
            }
            if arguments.flag(Self.dryRun) { return try dryRun(&run, arguments, context) }
            try run.commit()
            if !isJSON { context.writeOut(commitText(run, isDryRun: false, context)) }
            try run.pullAndPush()
        } catch {
            // Every step throws `SyncFailure`. `--json` prints its object for every outcome,
            // failures included.
            let failure = error
            if isJSON {
                let status = failure.outcome ?? (failure.isRefusal ? refusal : "error")
                context.writeOut(ReportJSON.text(report(sync, root: root, status: status, error: failure.message)))
            }
            throw CommandFailure(failure.message, status: failure.isRefusal ? .refused : .failure)
        }
        guard let sync else { return .ok }
        if isJSON {
            context.writeOut(ReportJSON.text(report(sync, status: sync.outcome)))
        } else {
            context.writeOut(remoteText(sync, isDryRun: false))
            noRemoteNote(sync, isDryRun: false, context)
        }
        return .ok
    }

    /// The object for a run that failed (`sync` nil when it could not even start): the journal's
    /// sync state as it is now, the commit only when one was made.
    static func report(_ sync: SyncRun?, root: String, status: String, error: String) -> SyncRunReport {
        guard var sync else {
            return SyncRunReport(
                status: status, pulled: 0, pushed: 0, upstream: nil, commit: nil,
                sync: SyncState.read(root: root).summary(root: root), error: error)
        }
        sync.finalState = SyncState.read(root: root, forSync: true)
        return report(sync, status: status, error: error)
    }

    /// `--status`: fetch (when there is an upstream; offline, the last known state), then report.
    static func status(root: String, _ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var state = SyncState.read(root: root, forSync: true)
        var fetchError: String?
        if case .git(_, let upstream?, let remotes) = state.repository, let repository = try? GitRepository.find(root: root) {
            let remote = remotes.filter { upstream.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? "origin"
            do {
                try repository.fetch(remote)
                state = SyncState.read(root: root, forSync: true)
            } catch {
                fetchError = error.gitMessage
            }
        }
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(SyncStatusReport(sync: state.summary(root: root), fetchError: fetchError)))
            return .ok
        }
        var text = "Sync: \(SyncStateReport.summary(state))\n"
        for path in state.uncommitted { text += "  changed:       \(displayPath(path, root: root, context))\n" }
        for path in state.unmerged { text += "  unmerged:      \(displayPath(path, root: root, context))\n" }
        for path in state.conflictCopies { text += "  conflict copy: \(displayPath(path, root: root, context))\n" }
        for commit in state.heldBack { text += "  held back:     \(commit.commit) \(TerminalSafe.escaped(commit.subject))\n" }
        for file in state.ignored { text += "  ignored:       \(displayPath(file.path, root: root, context))\n" }
        context.writeOut(text)
        if let fetchError {
            context.writeError("plusmd sync: warning: could not fetch (\(fetchError)); ahead/behind are as of the last fetch\n")
        }
        for hint in SyncStateReport.hints(state, root: root) { context.writeError(hint + "\n") }
        return .ok
    }

    static func dryRun(_ sync: inout SyncRun, _ arguments: ParsedArguments, _ context: CommandContext) throws(SyncFailure) -> ExitStatus {
        try sync.fetchForDryRun()
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report(sync, status: "dry_run")))
        } else {
            context.writeOut(commitText(sync, isDryRun: true, context) + remoteText(sync, isDryRun: true))
            noRemoteNote(sync, isDryRun: true, context)
        }
        return .ok
    }

    /// What the run did, as its report.
    static func report(_ sync: SyncRun, status: String, error: String? = nil) -> SyncRunReport {
        let commit = sync.changes.isEmpty || !(sync.committed || status == "dry_run")
            ? nil
            : SyncRunReport.Commit(
                subject: CommitMessage.subject(sync.changes), message: CommitMessage.make(sync.changes),
                files: sync.changes.map { SyncRunReport.Commit.File(path: $0.path, change: $0.kindName) })
        return SyncRunReport(
            status: status, pulled: sync.pulled, pushed: sync.pushed, upstream: sync.upstream, commit: commit,
            sync: sync.finalState.summary(root: sync.root), error: error)
    }

    /// `Committed: SUBJECT (N files)` and one line per file, or `Nothing to commit.`
    static func commitText(_ sync: SyncRun, isDryRun: Bool, _ context: CommandContext) -> String {
        guard !sync.changes.isEmpty else { return "Nothing to commit.\n" }
        let files = SyncStateReport.count(sync.changes.count, "file")
        var text = "\(isDryRun ? "Would commit" : "Committed"): \(CommitMessage.subject(sync.changes)) (\(files))\n"
        for change in sync.changes.sorted(by: { $0.path < $1.path }) {
            text += "  \(change.kindName.padding(to: 9)) \(displayPath(change.path, root: sync.root, context))\n"
        }
        return text
    }

    /// `Pulled N commits from origin/main`, `Pushed …`, or `Up to date with origin/main.`
    static func remoteText(_ sync: SyncRun, isDryRun: Bool) -> String {
        guard let upstream = sync.upstream else { return "" }
        let commits = { (number: Int) in SyncStateReport.count(number, "commit") }
        var text = ""
        if sync.pulled > 0 { text += (isDryRun ? "Would pull " : "Pulled ") + "\(commits(sync.pulled)) from \(upstream)\n" }
        let heldBack = isDryRun && !sync.pushAll ? sync.finalState.heldBack : []
        if sync.pushed > 0 && !heldBack.isEmpty {
            text += "Would not push \(commits(sync.pushed)) to \(upstream): \(heldBack.count == 1 ? "this one touches" : "these touch") files outside the journal folder:\n"
            text += SyncRun.list(heldBack) + "\n"
            text += "(`plusmd sync --push-all` pushes them all)\n"
        } else if sync.pushed > 0 {
            text += (isDryRun ? "Would push " : "Pushed ") + "\(commits(sync.pushed)) to \(upstream)\n"
        }
        if sync.pulled == 0 && sync.pushed == 0 { text += "Up to date with \(upstream).\n" }
        return text
    }

    static func noRemoteNote(_ sync: SyncRun, isDryRun: Bool, _ context: CommandContext) {
        guard !sync.hasRemote else { return }
        context.writeError(
            "No git remote: \(isDryRun ? "would commit" : "committed") locally only. To sync with other devices: git remote add origin URL, then `plusmd sync`.\n")
    }
}
