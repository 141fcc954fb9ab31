import PlusCore

/// One changed file of a journal, as a commit will record it, with what the file holds.
package struct FileChange: Sendable, Equatable {
    /// How the file changed since the last commit.
    package enum Kind: Sendable, Equatable {
        case added, modified, deleted
        /// Moved from `from` (journal-relative), possibly edited too.
        case renamed(from: String)
    }

    /// Relative to the journal root, with `/` separators.
    package var path: String
    package var kind: Kind
    /// What the file holds now (for a deleted file, what it held); nil when it cannot be decoded
    /// or is not a Markdown entry.
    package var entry: JournalEntry?

    package init(path: String, kind: Kind, entry: JournalEntry? = nil) {
        self.path = path
        self.kind = kind
        self.entry = entry
    }

    /// The word for the change in a commit body: `added`, `modified`, `deleted`, `renamed`.
    package var kindName: String {
        switch kind {
        case .added: "added"
        case .modified: "modified"
        case .deleted: "deleted"
        case .renamed: "renamed"
        }
    }
}
