import PlusFormat
import PlusStore

extension JournalContext {
    /// Call after every write a command makes, with the journal-relative paths it wrote (or
    /// removed): with `git: {autocommit: true}` in plusmd.yaml, commits exactly those paths.
    /// A failed commit is a warning, never an error: the write itself has succeeded.
    func didWrite(paths: [String], _ context: CommandContext) {
        guard settings.gitAutocommit else { return }
        Autocommit.commit(paths, root: root, context)
    }
}

/// Commits files plusmd has just written, with a message that says what they hold.
enum Autocommit {
    /// Stages and commits `paths` (journal-relative) and nothing else (`git commit --only`).
    /// Prints `Committed: SUBJECT` to stderr, or a warning saying why nothing was committed.
    /// Commits nothing (and stages nothing) on a detached HEAD or while git is half way through
    /// a rebase, merge, cherry-pick, revert or bisect.
    ///
    /// - Returns: the subject of the commit made, or nil.
    @discardableResult
    static func commit(_ paths: [String], root: String, _ context: CommandContext) -> String? {
        let warn = { (reason: String) in context.writeError("plusmd: warning: not committed to git: \(reason)\n") }
        do {
            guard let repository = try GitRepository.find(root: root) else {
                warn("\(root) is not in a git repository (git.autocommit is on in plusmd.yaml); run `git init` there, or set autocommit to false")
                return nil
            }
            // Mid-rebase, merge, cherry-pick, revert or bisect, or on a detached HEAD, a commit
            // would be folded into the operation or left behind: the files stay uncommitted.
            if let blocker = repository.commitBlocker {
                warn("\(blocker). What plusmd wrote stays in the folder, uncommitted; run `plusmd sync` once that is done")
                return nil
            }
            try repository.stage(paths)
            let status = try repository.status()
            let changes = JournalChanges.describe(status, in: repository).filter { change in
                paths.contains(change.path) || paths.contains { path in change.path.hasPrefix(path + "/") }
            }
            guard !changes.isEmpty else { return nil }
            let message = CommitMessage.make(changes)
            try repository.commit(message: message, paths: paths)
            let subject = CommitMessage.subject(changes)
            context.writeError("Committed: \(subject)\n")
            return subject
        } catch {
            warn(error.description)
            return nil
        }
    }
}
