import PlusCore

/// Where a journal stands with git, for `plusmd status` and `plusmd sync --status`: read from the
/// work tree and the last-fetched upstream ref, so working it out needs no network.
package struct SyncState: Sendable, Equatable {
    /// What kind of repository the journal is in, if any.
    package enum Repository: Sendable, Equatable {
        /// Neither the journal root nor a folder above it is a git work tree.
        case none
        /// git itself is missing or failed; its message.
        case unavailable(String)
        /// A work tree: the branch (nil on a detached HEAD), the upstream (nil when none is set) and
        /// the configured remotes.
        case git(branch: String?, upstream: String?, remotes: [String])
    }

    package var repository: Repository
    /// Changed, new and deleted files inside the journal folder, journal-relative.
    package var uncommitted: [String] = []
    /// Files with unresolved merge conflicts, journal-relative.
    package var unmerged: [String] = []
    package var ahead: Int = 0
    package var behind: Int = 0
    /// A rebase or merge stopped half way.
    package var rebaseInProgress: Bool = false
    package var mergeInProgress: Bool = false
    /// Sync tools' conflict copies in the journal folder (in or out of git), journal-relative.
    package var conflictCopies: [String] = []
    /// Commits to push that touch files outside the journal folder, which `plusmd sync` holds back
    /// (read only `forSync`).
    package var heldBack: [HeldBackCommit] = []
    /// Journal files git ignores, never synced (read only `forSync`).
    package var ignored: [IgnoredFile] = []

    package init(repository: Repository) { self.repository = repository }

    /// Reads the state of the journal at `root`. Never throws: a missing git is a state too.
    ///
    /// - Parameters:
    ///   - loaded: the journal when the caller has already loaded it, so the folder is not walked
    ///     and read a second time.
    ///   - forSync: also find the commits a push would hold back and the journal files git
    ///     ignores (`sync`, `sync --status`); `plusmd status` leaves that to them.
    package static func read(root: String, loaded: LoadedJournal? = nil, forSync: Bool = false) -> SyncState {
        var state = SyncState(repository: .none)
        state.conflictCopies = loaded.map { ConflictCopies.find(in: $0.listing, journal: $0.journal) } ?? ConflictCopies.find(in: root)
        do {
            guard let repository = try GitRepository.find(root: root) else { return state }
            let status = try repository.status()
            let remotes = try repository.remotes()
            state.repository = .git(branch: status.branch, upstream: status.upstream, remotes: remotes)
            state.apply(status)
            state.rebaseInProgress = repository.isRebasing
            state.mergeInProgress = repository.isMerging
            if forSync {
                state.ignored = try repository.ignoredJournalFiles()
                if let range = repository.pushRange(upstream: status.upstream, branch: status.branch, remotes: remotes) {
                    state.heldBack = try repository.commitsOutsideJournal(range)
                }
            }
        } catch {
            state.repository = .unavailable(error.description)
        }
        return state
    }

    /// Takes the changes and ahead/behind counts from `status`.
    package mutating func apply(_ status: GitStatus) {
        uncommitted = status.entries.filter { $0.kind != .unmerged }.map(\.path)
        unmerged = status.entries.filter { $0.kind == .unmerged }.map(\.path)
        ahead = status.ahead
        behind = status.behind
    }

    /// True for a work tree with at least one remote.
    package var hasRemote: Bool {
        if case .git(_, _, let remotes) = repository { return !remotes.isEmpty }
        return false
    }
}
