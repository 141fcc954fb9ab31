import PlusCore
import PlusFormat

extension SyncState {
    /// The state as reports show it: the condition word, the one-line summary, the facts and what
    /// to do (`root` is named in the hints).
    package func summary(root: String) -> SyncSummary {
        var branch: String?
        var upstream: String?
        var remotes: [String] = []
        var error: String?
        var isRepository = false
        switch repository {
        case .none: break
        case .unavailable(let message): error = message
        case .git(let name, let tracking, let names):
            isRepository = true
            branch = name
            upstream = tracking
            remotes = names
        }
        return SyncSummary(
            state: SyncStateReport.code(self), summary: SyncStateReport.summary(self), repository: isRepository,
            branch: branch, upstream: upstream, remotes: remotes, files: uncommitted, unmerged: unmerged,
            ahead: ahead, behind: behind, rebaseInProgress: rebaseInProgress, mergeInProgress: mergeInProgress,
            conflictCopies: conflictCopies, heldBack: heldBack, ignored: ignored, error: error, hints: SyncStateReport.hints(self, root: root))
    }
}

/// How a `SyncState` is shown: one line for `plusmd status` ("2 uncommitted changes, 1 ahead"),
/// a few lines for `plusmd sync --status`.
package enum SyncStateReport {
    /// The one-line summary after `Sync:`.
    package static func summary(_ state: SyncState) -> String {
        var parts: [String] = []
        switch state.repository {
        case .none: parts.append("not a git repository")
        case .unavailable(let message): parts.append("unknown (\(message))")
        case .git(let branch, let upstream, let remotes):
            if state.rebaseInProgress { parts.append("rebase in progress") }
            if state.mergeInProgress { parts.append("merge in progress") }
            if !state.unmerged.isEmpty { parts.append(count(state.unmerged.count, "unmerged file")) }
            if branch == nil { parts.append("detached HEAD") }
            if !state.uncommitted.isEmpty { parts.append(count(state.uncommitted.count, "uncommitted change")) }
            if state.ahead > 0 { parts.append("\(state.ahead) ahead") }
            if state.behind > 0 { parts.append("\(state.behind) behind") }
            if !state.heldBack.isEmpty { parts.append(count(state.heldBack.count, "commit") + " held back") }
            if !state.ignored.isEmpty { parts.append(count(state.ignored.count, "ignored file")) }
            if parts.isEmpty { parts.append("clean") }
            if remotes.isEmpty {
                parts.append("no remote")
            } else if upstream == nil && branch != nil {
                parts.append("no upstream")
            } else if let upstream, parts == ["clean"] {
                parts[0] = "clean, up to date with \(upstream)"
            }
        }
        if !state.conflictCopies.isEmpty { parts.append(count(state.conflictCopies.count, "conflict copy", plural: "conflict copies")) }
        return parts.joined(separator: ", ")
    }

    /// The most pressing condition, as a JSON word.
    package static func code(_ state: SyncState) -> String {
        guard case .git(let branch, let upstream, let remotes) = state.repository else {
            if case .unavailable = state.repository { return "unavailable" }
            return "not_a_repository"
        }
        if state.rebaseInProgress { return "rebase_in_progress" }
        if state.mergeInProgress || !state.unmerged.isEmpty { return "conflict" }
        if !state.conflictCopies.isEmpty { return "conflict_copies" }
        if branch == nil { return "detached" }
        if !state.uncommitted.isEmpty { return "uncommitted" }
        if !state.heldBack.isEmpty { return "held_back" }
        if remotes.isEmpty { return "no_remote" }
        if upstream == nil { return "no_upstream" }
        if state.ahead > 0 && state.behind > 0 { return "diverged" }
        if state.ahead > 0 { return "ahead" }
        if state.behind > 0 { return "behind" }
        if !state.ignored.isEmpty { return "ignored" }
        return "clean"
    }

    /// What to do about the state, one hint per line (empty when there is nothing to do).
    package static func hints(_ state: SyncState, root: String) -> [String] {
        var hints: [String] = []
        switch state.repository {
        case .none:
            hints.append("To sync with git: cd \(root) && git init && git remote add origin URL, then `plusmd sync`.")
        case .unavailable: break
        case .git(let branch, let upstream, let remotes):
            if state.rebaseInProgress {
                hints.append("Finish the rebase (`git rebase --continue`) or undo it (`git rebase --abort`) in \(root).")
            }
            if branch == nil { hints.append("Check out a branch (`git switch main`) before syncing.") }
            if remotes.isEmpty { hints.append("Add a remote to sync with other devices: git remote add origin URL.") }
            else if upstream == nil && branch != nil { hints.append("`plusmd sync` pushes the branch and sets its upstream.") }
            if !state.heldBack.isEmpty {
                hints.append(heldBackHint(state.heldBack.count))
            } else if !state.uncommitted.isEmpty || state.ahead > 0 || state.behind > 0 {
                hints.append("Run `plusmd sync` to commit, pull and push.")
            }
            for file in state.ignored { hints.append(ignoredHint(file)) }
        }
        if !state.conflictCopies.isEmpty {
            hints.append("Conflict copies: compare each with its original, keep what you need in the original, then delete the copy.")
        }
        return hints
    }

    /// Why `plusmd sync` will not push `number` commits, and what to do.
    package static func heldBackHint(_ number: Int) -> String {
        let them = number == 1 ? "it" : "them"
        return "\(number == 1 ? "A commit" : "\(number) commits") to push \(number == 1 ? "touches" : "touch") files outside the journal folder, so `plusmd sync` will not push: push \(them) yourself (`git push`) when \(them) may go, move \(them) off this branch, or run `plusmd sync --push-all`."
    }

    /// That `file` is never synced, by which rule, and how to sync it after all.
    package static func ignoredHint(_ file: IgnoredFile) -> String {
        let path = TerminalSafe.escaped(file.path)
        var by = "git"
        if let colon = file.source.lastIndex(of: ":") {
            let ignoreFile = file.source[..<colon]
            let isGitignore = ignoreFile == ".gitignore" || ignoreFile.hasSuffix("/.gitignore")
            by = "\(isGitignore ? ".gitignore" : "git") (rule `\(TerminalSafe.escaped(file.pattern))` in \(TerminalSafe.escaped(file.source)))"
        }
        return "\(path) is ignored by \(by), so it is never synced; change the rule, or add the file once with `git add -f \(path)`."
    }

    package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
