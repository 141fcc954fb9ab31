import PlusCore
import PlusFormat

/// Why a sync step could not go on, with what to do next.
package struct SyncFailure: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// True when plusmd refused to protect the lifter's work (a rebase in progress, a conflict).
    package var isRefusal: Bool
    package init(_ message: String, isRefusal: Bool = false) {
        self.message = message
        self.isRefusal = isRefusal
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
        defer { finalState = SyncState.read(root: root) }
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
        finalState = SyncState.read(root: root)
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
