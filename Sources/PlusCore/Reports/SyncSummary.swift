/// Where the journal stands with git, as `status` and `sync --status` print it (docs/json.md "The
/// sync state object"): the most pressing condition as a word, a one-line summary, and the facts.
package struct SyncSummary: Codable, Sendable, Equatable {
    /// `clean`, `uncommitted`, `ahead`, `behind`, `diverged`, `no_remote`, `no_upstream`, `detached`,
    /// `conflict`, `conflict_copies`, `rebase_in_progress`, `not_a_repository` or `unavailable`.
    package var state: String
    /// One line for people: `2 uncommitted changes, 1 ahead`.
    package var summary: String
    package var repository: Bool
    @Nullable package var branch: String?
    @Nullable package var upstream: String?
    package var remotes: [String]
    /// The number of changed, new and deleted files in the journal folder.
    package var uncommitted: Int
    /// Those files, journal-relative.
    package var files: [String]
    package var unmerged: [String]
    package var ahead: Int
    package var behind: Int
    package var rebaseInProgress: Bool
    package var mergeInProgress: Bool
    package var conflictCopies: [String]
    /// Commits `plusmd sync` would push but holds back because they touch files outside the
    /// journal folder (worked out by `sync` and `sync --status`; always empty in `status`).
    package var heldBack: [HeldBackCommit]
    /// Journal files git ignores, so `plusmd sync` never commits them.
    package var ignored: [IgnoredFile]
    /// git's message when it is missing or failed; only then present.
    package var error: String?
    /// What to do, one hint per line; text only.
    package var hints: [String] = []

    enum CodingKeys: String, CodingKey {
        case state, summary, repository, branch, upstream, remotes, uncommitted, files, unmerged, ahead, behind
        case rebaseInProgress, mergeInProgress, conflictCopies, heldBack, ignored, error
    }

    package init(
        state: String, summary: String, repository: Bool, branch: String?, upstream: String?, remotes: [String],
        files: [String], unmerged: [String], ahead: Int, behind: Int, rebaseInProgress: Bool,
        mergeInProgress: Bool, conflictCopies: [String], heldBack: [HeldBackCommit] = [], ignored: [IgnoredFile] = [],
        error: String?, hints: [String]
    ) {
        self.state = state
        self.summary = summary
        self.repository = repository
        self.branch = branch
        self.upstream = upstream
        self.remotes = remotes
        uncommitted = files.count
        self.files = files
        self.unmerged = unmerged
        self.ahead = ahead
        self.behind = behind
        self.rebaseInProgress = rebaseInProgress
        self.mergeInProgress = mergeInProgress
        self.conflictCopies = conflictCopies
        self.heldBack = heldBack
        self.ignored = ignored
        self.error = error
        self.hints = hints
    }
}

/// A commit `plusmd sync` would push but holds back: it touches files outside the journal folder
/// (a journal inside a bigger repository), so pushing it would publish more than the journal.
package struct HeldBackCommit: Codable, Sendable, Equatable {
    /// Its short hash.
    package var commit: String
    /// Its subject line, as git has it (escape it before printing).
    package var subject: String

    package init(commit: String, subject: String) {
        self.commit = commit
        self.subject = subject
    }
}

/// A file in the journal folder that git ignores (`.gitignore`, `.git/info/exclude`,
/// `core.excludesFile`), so `plusmd sync` never commits it and other devices never get it.
package struct IgnoredFile: Codable, Sendable, Equatable {
    /// Journal-relative.
    package var path: String
    /// Where the rule is, as `git check-ignore -v` names it but journal-relative: the ignore file
    /// and line (`../.gitignore:3` for one in the folder above the journal; absolute for
    /// `core.excludesFile`); empty when git did not say.
    package var source: String
    /// The rule itself (`*-squat.md`); empty when git did not say.
    package var pattern: String

    package init(path: String, source: String, pattern: String) {
        self.path = path
        self.source = source
        self.pattern = pattern
    }
}
