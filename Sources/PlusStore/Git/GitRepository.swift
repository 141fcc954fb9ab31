import Foundation

/// The git work tree a journal lives in (the journal may be its top level or any folder below).
/// Every command runs with `git -C <journal root>` and, where it takes paths, is limited to the
/// journal folder (pathspec `.`), so plusmd never stages or commits anything outside it.
package struct GitRepository: Sendable {
    /// The journal root, absolute.
    package let root: String
    /// The work tree's top level, absolute.
    package let topLevel: String
    /// The journal root relative to the top level, with a trailing `/` (empty at the top level).
    package let prefix: String
    /// The repository's git folder, absolute (`.git`, or elsewhere for a linked work tree).
    package let gitDirectory: String

    /// The repository `root` is in, or nil when neither `root` nor a folder above it is a git work
    /// tree.
    ///
    /// - Throws: `GitError` when git is missing or fails for another reason (e.g. a repository
    ///   owned by another user).
    package static func find(root: String) throws(GitError) -> GitRepository? {
        // Most journals are not in git: look for `.git` first rather than start a process.
        guard hasGitEntry(atOrAbove: root) else { return nil }
        let output = try GitProcess.run(
            ["rev-parse", "--show-toplevel", "--show-prefix", "--absolute-git-dir"], in: root, check: false)
        guard output.status == 0 else {
            if output.stderr.contains("not a git repository") { return nil }
            throw .failed(
                arguments: ["rev-parse", "--show-toplevel"], status: output.status,
                message: GitProcess.trimmed(output.stderr))
        }
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 3, !lines[0].isEmpty else { return nil }  // inside .git, or a bare repository
        return GitRepository(root: root, topLevel: lines[0], prefix: lines[1], gitDirectory: lines[2])
    }

    /// True when `folder` or a folder above it holds `.git` (a folder, or a file for worktrees and
    /// submodules). plusmd runs git without `GIT_DIR`, so only the folders decide.
    /// Asked on every run: POSIX `stat` and plain string slicing, not FileManager and NSString,
    /// whose first use in a run is costly.
    static func hasGitEntry(atOrAbove folder: String) -> Bool {
        var current = JournalFolder.realPath(folder) ?? folder
        while true {
            var info = stat()
            if stat(current + "/.git", &info) == 0 { return true }
            guard let parent = JournalLocator.parentFolder(current) else { return false }
            current = parent
        }
    }

    /// Runs git in the journal root. A git stopped at its deadline may leave its index lock
    /// behind (a hook that ran too long holds it), and then every later git command fails: a lock
    /// the stopped git made is removed (`removeLockLeft(since:)`), and the error says so.
    @discardableResult
    package func git(_ arguments: [String], check: Bool = true) throws(GitError) -> GitOutput {
        let started = Date().timeIntervalSince1970
        // Only a command that writes the index takes its lock; the locks there before it are not its.
        let writesIndex = Self.writesIndex(arguments)
        let before = writesIndex ? indexLocks() : []
        do {
            return try GitProcess.run(arguments, in: root, check: check)
        } catch {
            guard case .timedOut(let arguments, let seconds, _) = error else { throw error }
            throw .timedOut(arguments: arguments, seconds: seconds, lock: writesIndex ? removeLockLeft(since: started, except: before) : nil)
        }
    }

    /// Whether git `arguments` (options such as `-c`, `--no-optional-locks` first) run a command
    /// that writes the index (and so takes `index.lock`): not `fetch`, `push`, `log`, `status`.
    package static func writesIndex(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += arguments[index] == "-c" || arguments[index] == "-C" ? 2 : 1
        }
        guard index < arguments.count else { return false }
        return ["commit", "add", "rm", "mv", "pull", "rebase", "merge", "reset", "checkout", "switch", "restore", "stash", "cherry-pick", "revert", "am", "apply"]
            .contains(arguments[index])
    }

    /// The names of the index locks in the git folder now.
    private func indexLocks() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: gitDirectory)) ?? []
        return Set(names.filter { $0 == "index.lock" || ($0.hasPrefix("next-index-") && $0.hasSuffix(".lock")) })
    }

    /// Removes the index lock of the git folder (`index.lock`, or the `next-index-PID.lock` of
    /// `commit --only`) when it was made at or after `started` (seconds since 1970, less one second
    /// for the filesystem's clock ticks): by the git plusmd started then and has just killed, since
    /// while another git holds the lock, plusmd's git fails at once rather than waits. An older
    /// lock, or one already there when it started (`before`), is someone else's and is left alone.
    /// Returns the newest such lock, nil when none.
    package func removeLockLeft(since started: Double, except before: Set<String> = []) -> GitError.LeftLock? {
        var left: GitError.LeftLock?
        for name in indexLocks().subtracting(before).sorted() {
            let path = gitDirectory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Double(FileStamp(info).modified) / 1_000_000_000
            guard modified >= started - 1 else { continue }
            let removed = unlink(path) == 0
            if name == "index.lock" || left == nil { left = GitError.LeftLock(path: path, removed: removed) }
        }
        return left
    }

    /// The branch, upstream, ahead/behind (from the last-fetched upstream ref: no network) and the
    /// changes inside the journal folder, untracked files one by one.
    package func status() throws(GitError) -> GitStatus {
        let output = try git(["--no-optional-locks", "status", "--porcelain=v2", "--branch", "-z", "--untracked-files=all", "--", "."])
        var status = GitStatus.parse(output.stdout)
        status.entries = status.entries.compactMap { entry in
            guard entry.path.hasPrefix(prefix) else { return nil }
            var relative = entry
            relative.path = String(entry.path.dropFirst(prefix.count))
            if case .renamed(let index, let worktree, let origin) = entry.kind {
                relative.kind = .renamed(
                    index: index, worktree: worktree,
                    origin: origin.hasPrefix(prefix) ? String(origin.dropFirst(prefix.count)) : "../" + origin)
            }
            return relative
        }
        return status
    }

    /// The names of the configured remotes.
    package func remotes() throws(GitError) -> [String] {
        try git(["remote"]).stdout.split(separator: "\n").map(String.init)
    }

    /// True while a rebase (`git pull --rebase`, `git rebase`) is stopped half way.
    package var isRebasing: Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: gitDirectory + "/rebase-merge")
            || manager.fileExists(atPath: gitDirectory + "/rebase-apply")
    }

    /// True while a merge is stopped on conflicts.
    package var isMerging: Bool { FileManager.default.fileExists(atPath: gitDirectory + "/MERGE_HEAD") }

    /// Something git is half way through, during which a commit would land where work can vanish
    /// (or be folded into the operation).
    package enum Operation: String, Sendable, Equatable {
        case rebase, merge, cherryPick = "cherry-pick", revert, bisect

        /// What to run to finish it and to undo it.
        package var finish: String {
            switch self {
            case .rebase: "finish it (`git rebase --continue`) or undo it (`git rebase --abort`)"
            case .merge: "finish it (resolve the conflicts, then `git commit`) or undo it (`git merge --abort`)"
            case .cherryPick: "finish it (`git cherry-pick --continue`) or undo it (`git cherry-pick --abort`)"
            case .revert: "finish it (`git revert --continue`) or undo it (`git revert --abort`)"
            case .bisect: "end it (`git bisect reset`)"
            }
        }
    }

    /// The operation in progress, if any (read from the git folder; no process is started).
    package var operation: Operation? {
        let manager = FileManager.default
        let has = { (name: String) in manager.fileExists(atPath: gitDirectory + "/" + name) }
        if isRebasing { return .rebase }
        if has("MERGE_HEAD") { return .merge }
        if has("CHERRY_PICK_HEAD") { return .cherryPick }
        if has("REVERT_HEAD") { return .revert }
        if has("BISECT_LOG") || has("BISECT_START") { return .bisect }
        return nil
    }

    /// True when HEAD names a commit rather than a branch (`git checkout <commit>`, a bisect, a
    /// rebase stopped). A branch with no commit yet is not detached. Read from the git folder.
    package var isDetached: Bool {
        guard let head = LocalFiles.text(gitDirectory + "/HEAD") else { return false }
        return !head.hasPrefix("ref:")
    }

    /// Why a commit must not be made now, with what to do, or nil when it may: an operation in
    /// progress, or a detached HEAD.
    package var commitBlocker: String? {
        if let operation {
            return "a \(operation.rawValue) is in progress in \(topLevel); \(operation.finish)"
        }
        if isDetached {
            return "HEAD is detached in \(topLevel) (not on a branch), so a commit would be left behind when you switch back; check out a branch (`git switch main`, or `git switch -c NAME` to keep what is here)"
        }
        return nil
    }

    /// The text of `path` (journal-relative) in the last commit, or nil when it is not there.
    package func committedText(_ path: String) -> String? {
        guard let output = try? git(["show", "HEAD:" + prefix + path], check: false), output.status == 0 else { return nil }
        return output.stdout
    }
}
