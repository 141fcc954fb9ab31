import PlusCore
import PlusFormat

/// Why a sync step could not go on, with what to do next.
package struct SyncFailure: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// True when plusmd refused to protect the lifter's work (a rebase in progress, a conflict).
    package var isRefusal: Bool
    /// The outcome word for `--json` when it is more specific than the caller's (`held_back`).
    package var outcome: String?
    package init(_ message: String, isRefusal: Bool = false, outcome: String? = nil) {
        self.message = message
        self.isRefusal = isRefusal
        self.outcome = outcome
    }
    package var description: String { message }
}

/// One run of `plusmd sync`: the repository, what changed, and what was committed, pulled and
/// pushed. Each step throws `SyncFailure` with what to do next.
package struct SyncRun {
    package let root: String
    package let repository: GitRepository
    /// The state before anything was done.
    package let state: SyncState
    package var status: GitStatus
    /// What is (or would be) committed.
    package var changes: [FileChange]
    package var upstream: String?
    package var remotes: [String] = []
    package var pulled = 0
    package var pushed = 0
    package var committed = false
    package var finalState: SyncState
    /// Push commits that touch files outside the journal folder too (`--push-all`); without it
    /// such commits stop the push.
    package var pushAll = false
    /// Journal files git ignores (never committed), found before anything is done.
    package var ignored: [IgnoredFile] = []

    package init(root: String) throws(SyncFailure) {
        self.root = root
        let repository: GitRepository?
        do {
            repository = try GitRepository.find(root: root)
        } catch {
            throw SyncFailure(error.description)
        }
        guard let repository else {
            throw SyncFailure("""
                \(root) is not in a git repository, so there is nothing to sync.
                  To start: cd \(root) && git init
                  then add a remote (a private repository on a git host, or `git init --bare` on a disk):
                    git remote add origin URL
                  and run `plusmd sync`: it commits the journal, pushes it and sets the upstream.
                """)
        }
        self.repository = repository
        state = SyncState.read(root: root)
        finalState = state
        do {
            status = try repository.status()
            remotes = try repository.remotes()
        } catch {
            throw SyncFailure(error.description)
        }
        changes = JournalChanges.describe(status, in: repository)
        upstream = status.upstream
        ignored = (try? repository.ignoredJournalFiles()) ?? []
    }

    package var hasRemote: Bool { !remotes.isEmpty }

    /// "synced", "committed" (no remote) or "up_to_date".
    package var outcome: String {
        if pulled > 0 || pushed > 0 { return "synced" }
        return committed ? "committed" : "up_to_date"
    }

    /// Refuses to start in the middle of a rebase, merge, cherry-pick, revert or bisect, with
    /// unresolved conflicts, or on a detached HEAD (exit 4): nothing is staged or committed.
    package func precheck() throws(SyncFailure) {
        if let blocker = repository.commitBlocker {
            throw SyncFailure("\(blocker), then run `plusmd sync` again", isRefusal: true)
        }
        if !state.unmerged.isEmpty {
            throw SyncFailure(
                "git has unresolved conflicts (\(state.unmerged.joined(separator: ", "))); resolve them and commit, then run `plusmd sync` again",
                isRefusal: true)
        }
    }

    /// Stages everything inside the journal folder and commits it.
    package mutating func commit() throws(SyncFailure) {
        guard !changes.isEmpty else { return }
        do {
            try repository.stageJournal()
            status = try repository.status()
            changes = JournalChanges.describe(status, in: repository)
            guard !changes.isEmpty else { return }
            try repository.commit(message: CommitMessage.make(changes), paths: ["."])
            committed = true
        } catch {
            throw SyncFailure(error.description)
        }
    }

    /// Connects the upstream if needed, fetches, pulls with rebase when behind, pushes when ahead.
    package mutating func pullAndPush() throws(SyncFailure) {
        defer { finalState = SyncState.read(root: root, forSync: true) }
        guard hasRemote, repository.resolve("HEAD") != nil else { return }
        do {
            if upstream == nil, try connectUpstream() { return }
            guard let upstream else { return }
            try repository.fetch(remoteName(of: upstream))
            let fetched = try repository.status()
            if fetched.behind > 0 {
                if let conflicts = try repository.pullRebase() {
                    try? repository.abortRebase()
                    throw conflictFailure(conflicts, upstream: upstream)
                }
                pulled = fetched.behind
            }
            let ahead = repository.count("@{u}..HEAD")
            if ahead > 0 {
                try checkPush(["@{u}..HEAD"], to: upstream)
                try repository.push()
                pushed = ahead
            }
        } catch let error as GitError {
            throw SyncFailure(
                error.description + (committed ? "\nYour changes are committed locally; run `plusmd sync` again once this is fixed." : ""))
        } catch let failure as SyncFailure {
            throw failure
        } catch {
            throw SyncFailure("\(error)")
        }
    }

    /// Without an upstream: picks `origin` (or the only remote); tracks its branch of the same
    /// name if it exists, else pushes the branch there and sets the upstream (returns true).
    package mutating func connectUpstream() throws -> Bool {
        guard let remote = remotes.contains("origin") ? "origin" : (remotes.count == 1 ? remotes[0] : nil),
            let branch = status.branch
        else {
            throw SyncFailure("the branch has no upstream and there are several remotes (\(remotes.joined(separator: ", "))); set one with `git push --set-upstream REMOTE BRANCH`")
        }
        try repository.fetch(remote)
        upstream = "\(remote)/\(branch)"
        if repository.resolve("refs/remotes/\(remote)/\(branch)") != nil {
            try repository.setUpstream("\(remote)/\(branch)")
            return false
        }
        try checkPush(GitRepository.notOnRemote(remote), to: "\(remote)/\(branch)")
        pushed = repository.count("HEAD")
        try repository.push(setUpstream: (remote, branch))
        return true
    }

    /// For `--dry-run`: fetches, then counts what would be pulled and pushed. Commits nothing.
    package mutating func fetchForDryRun() throws(SyncFailure) {
        guard hasRemote, let branch = status.branch else { return }
        let extra = changes.isEmpty ? 0 : 1
        do {
            if let upstream {
                try repository.fetch(remoteName(of: upstream))
                let fetched = try repository.status()
                pulled = fetched.behind
                pushed = fetched.ahead + extra
            } else if let remote = remotes.contains("origin") ? "origin" : remotes.first {
                try repository.fetch(remote)
                upstream = "\(remote)/\(branch)"
                let tracked = "refs/remotes/\(remote)/\(branch)"
                let hasBranch = repository.resolve(tracked) != nil
                pulled = hasBranch ? repository.count("HEAD..\(tracked)") : 0
                pushed = (hasBranch ? repository.count("\(tracked)..HEAD") : repository.count("HEAD")) + extra
            }
        } catch {
            throw SyncFailure(error.description)
        }
        finalState = SyncState.read(root: root, forSync: true)
    }

    /// Refuses (exit 4) to push `range` when a commit in it touches files outside the journal
    /// folder, unless `pushAll`: in a bigger repository `git push` would publish the lifter's
    /// other unpushed work (a private WIP commit) along with the journal.
    package func checkPush(_ range: [String], to upstream: String) throws(SyncFailure) {
        guard !pushAll else { return }
        let commits: [HeldBackCommit]
        do {
            commits = try repository.commitsOutsideJournal(range)
        } catch {
            throw SyncFailure(error.description)
        }
        guard !commits.isEmpty else { return }
        let total = repository.count(range)
        let one = commits.count == 1
        let which = total == commits.count
            ? (one ? "the commit to push touches" : "the \(commits.count) commits to push touch")
            : "\(commits.count) of the \(total) commits to push \(one ? "touches" : "touch")"
        throw SyncFailure(
            """
            not pushing to \(upstream): \(which) files outside the journal folder (\(TerminalSafe.escaped(root))), and a push would publish \(one ? "it" : "them") along with the journal:
            \(Self.list(commits))
            Nothing was pushed; your commits are kept locally.
            Push \(one ? "that commit" : "those commits") yourself (`git push`) when \(one ? "it" : "they") may go, move \(one ? "it" : "them") off this branch, or push everything with `plusmd sync --push-all`.
            """, isRefusal: true, outcome: "held_back")
    }

    /// `  abc1234 Subject`, one line per commit, the subject escaped for the terminal.
    package static func list(_ commits: [HeldBackCommit]) -> String {
        commits.map { "  \($0.commit) \(TerminalSafe.escaped($0.subject))" }.joined(separator: "\n")
    }

    package func remoteName(of upstream: String) -> String {
        remotes.filter { upstream.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? String(upstream.split(separator: "/")[0])
    }

    package func conflictFailure(_ files: [String], upstream: String) -> SyncFailure {
        let list = files.isEmpty ? "  (git did not name them)" : files.map { "  \($0)" }.joined(separator: "\n")
        return SyncFailure(
            """
            your changes and \(upstream) change the same lines of \(files.count == 1 ? "this file" : "these files"):
            \(list)
            Nothing was lost: the rebase was undone (`git rebase --abort`), your commit is kept locally and nothing was pushed.
            To resolve, in \(root):
              git pull --rebase
              edit each file above: keep the right lines, delete the <<<<<<< ======= >>>>>>> markers
              git add FILE…
              git rebase --continue
              plusmd sync
            """, isRefusal: true)
    }
}
