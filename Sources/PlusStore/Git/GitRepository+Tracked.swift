extension GitRepository {
    /// True when `path` (relative to `root`) is tracked by a git repository that holds `root`.
    /// False when git is missing, `root` is not in a repository, or the file is untracked.
    /// Used to tell a lifter how to get a removed file back.
    package static func isTracked(_ path: String, root: String) -> Bool {
        let result = try? GitProcess.run(["ls-files", "--error-unmatch", "--", path], in: root, check: false)
        return result?.status == 0
    }
}
