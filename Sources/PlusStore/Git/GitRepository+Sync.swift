/// The steps of `plusmd sync` and of autocommit: stage, commit, fetch, pull, push.
extension GitRepository {
    /// Stages every change inside the journal folder (new, changed and deleted files), nothing
    /// outside it.
    package func stageJournal() throws(GitError) {
        try git(["add", "-A", "--", "."])
    }

    /// Stages exactly `paths` (journal-relative).
    package func stage(_ paths: [String]) throws(GitError) {
        try git(["add", "-A", "--"] + paths)
    }

    /// Commits the staged state of `paths` (journal-relative; `["."]` for the whole journal) with
    /// `message`, leaving anything else the lifter staged outside them alone (`git commit --only`).
    package func commit(message: String, paths: [String]) throws(GitError) {
        try git(["commit", "--quiet", "--no-edit", "--message", message, "--only", "--"] + paths)
    }

    /// The commit at `revision`, or nil when it does not resolve (no upstream, no commit yet).
    package func resolve(_ revision: String) -> String? {
        guard let output = try? git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], check: false),
            output.status == 0
        else { return nil }
        return GitProcess.trimmed(output.stdout)
    }

    /// Commits in `range` (`a..b`).
    package func count(_ range: String) -> Int { count([range]) }

    /// How many commits the revision arguments `range` hold (`["HEAD", "--not", "--remotes=origin"]`).
    package func count(_ range: [String]) -> Int {
        guard let output = try? git(["rev-list", "--count"] + range, check: false), output.status == 0 else { return 0 }
        return Int(GitProcess.trimmed(output.stdout)) ?? 0
    }

    /// `git fetch REMOTE` (all branches of that remote's default refspec).
    package func fetch(_ remote: String) throws(GitError) {
        try git(["fetch", "--quiet", remote])
    }

    /// Makes `upstream` (`origin/main`) the current branch's upstream.
    package func setUpstream(_ upstream: String) throws(GitError) {
        try git(["branch", "--quiet", "--set-upstream-to", upstream])
    }

    /// `git pull --rebase` from the upstream. Returns nil on success, else the journal-relative
    /// paths that clash when the rebase stopped on a conflict (the rebase is left in progress for
    /// the caller to abort).
    ///
    /// - Throws: `GitError` for any other failure (network, authentication, dirty files outside the
    ///   journal).
    package func pullRebase() throws(GitError) -> [String]? {
        let output = try git(["pull", "--rebase", "--no-autostash", "--quiet"], check: false)
        if output.status == 0 { return nil }
        guard isRebasing else {
            throw .failed(
                arguments: ["pull", "--rebase"], status: output.status,
                message: GitProcess.trimmed(output.stderr.isEmpty ? output.stdout : output.stderr))
        }
        let unmerged = try git(["diff", "--name-only", "--diff-filter=U", "-z"], check: false)
        return unmerged.stdout.split(separator: "\0").map { path in
            path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : "../" + path
        }
    }

    /// `git rebase --abort`: back to the state before the pull.
    package func abortRebase() throws(GitError) {
        try git(["rebase", "--abort"])
    }

    /// `git push` (never forced); with `setUpstream`, `git push --set-upstream REMOTE BRANCH`.
    package func push(setUpstream: (remote: String, branch: String)? = nil) throws(GitError) {
        if let setUpstream {
            try git(["push", "--quiet", "--set-upstream", setUpstream.remote, "HEAD:refs/heads/" + setUpstream.branch])
        } else {
            try git(["push", "--quiet"])
        }
    }
}
