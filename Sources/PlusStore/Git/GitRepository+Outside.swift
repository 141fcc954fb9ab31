import Foundation
import PlusCore

/// What a journal inside a bigger repository must keep apart from the rest of it: commits that
/// touch other folders (which `plusmd sync` does not push on its own) and journal files that git
/// ignores (which it can never commit).
extension GitRepository {
    /// The commits `git push` would send, as revision arguments: `@{upstream}..HEAD`; without an
    /// upstream, `REMOTE/BRANCH..HEAD` when the remote has the branch (sync then tracks it), else
    /// HEAD's commits that no branch of the remote has (a new branch of a repository whose main
    /// branch is already public sends only its own). Nil when there is nothing to push from (no
    /// commit yet, a detached HEAD, no remote).
    package func pushRange(upstream: String?, branch: String?, remotes: [String]) -> [String]? {
        guard let branch, !remotes.isEmpty, resolve("HEAD") != nil else { return nil }
        guard let remote = remotes.contains("origin") ? "origin" : remotes.first else { return nil }
        if upstream != nil, resolve("@{upstream}") != nil { return ["@{upstream}..HEAD"] }
        let tracked = "refs/remotes/\(remote)/\(branch)"
        return resolve(tracked) != nil ? ["\(tracked)..HEAD"] : Self.notOnRemote(remote)
    }

    /// HEAD's commits that no remote-tracking branch of `remote` has.
    package static func notOnRemote(_ remote: String) -> [String] { ["HEAD", "--not", "--remotes=\(remote)"] }

    /// The commits in `range` that touch at least one file outside the journal folder, newest
    /// first; a merge counts when it brings such a change. Empty when the journal is the
    /// repository's top folder (every file is the journal's).
    package func commitsOutsideJournal(_ range: [String]) throws(GitError) -> [HeldBackCommit] {
        guard !prefix.isEmpty else { return [] }
        let folder = String(prefix.dropLast())  // `training/` → `training`
        let output = try git([
            "log", "-z", "--full-history", "--no-show-signature", "--format=%h%x00%s",
        ] + range + ["--", ":/", ":(top,exclude,literal)" + folder])
        let fields = output.stdout.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        var commits: [HeldBackCommit] = []
        var index = 0
        while index + 1 < fields.count {
            let hash = fields[index].trimmingCharacters(in: .newlines)
            if !hash.isEmpty { commits.append(HeldBackCommit(commit: hash, subject: fields[index + 1])) }
            index += 2
        }
        return commits
    }

    /// Journal files (`.md` files and `plusmd.yaml`, outside dot-folders) that git ignores, with
    /// the rule that ignores each (`git check-ignore -v`).
    package func ignoredJournalFiles() throws(GitError) -> [IgnoredFile] {
        let listed = try git(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--", "."])
        let paths = listed.stdout.split(separator: "\0").map(String.init).filter(Self.isJournalFile).sorted()
        guard !paths.isEmpty else { return [] }
        // One line per path asked about, in order: `SOURCE:LINE:PATTERN<TAB>PATH` (PATH quoted by
        // git when it holds a tab or newline, so the last tab is the separator).
        let rules = try git(["check-ignore", "--verbose", "--"] + paths, check: false).stdout
            .split(separator: "\n").map(String.init)
        return paths.enumerated().map { index, path in
            guard rules.count == paths.count, let rule = Self.rule(rules[index]) else {
                return IgnoredFile(path: path, source: "", pattern: "")
            }
            return IgnoredFile(path: path, source: journalRelative(rule.source), pattern: rule.pattern)
        }
    }

    /// A path git gave relative to the top level, made journal-relative (`../.gitignore`); an
    /// absolute path stays as it is.
    func journalRelative(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return String(repeating: "../", count: prefix.split(separator: "/").count) + path
    }

    /// A file the journal reads or sync would commit: a Markdown file or the settings file, not
    /// in a dot-folder (the journal skips those).
    static func isJournalFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard !parts.dropLast().contains(where: { $0.hasPrefix(".") }) else { return false }
        return path == "plusmd.yaml" || path.lowercased().hasSuffix(".md")
    }

    /// `SOURCE:LINE:PATTERN` of a `check-ignore -v` line, split: source `.gitignore:3`, the pattern.
    static func rule(_ line: String) -> (source: String, pattern: String)? {
        guard let tab = line.lastIndex(of: "\t") else { return nil }
        let rule = line[..<tab]
        // The source may hold `:` (an absolute path rarely does, but may); the line number is the
        // first all-digit field after it.
        let fields = rule.split(separator: ":", omittingEmptySubsequences: false)
        guard let number = fields.indices.dropFirst().first(where: { index in
            !fields[index].isEmpty && fields[index].allSatisfy(\.isNumber) && index < fields.count - 1
        }) else { return nil }
        let source = fields[..<number].joined(separator: ":") + ":" + fields[number]
        let pattern = fields[(number + 1)...].joined(separator: ":")
        return (source, pattern)
    }
}
