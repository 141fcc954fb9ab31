import Foundation
import PlusCore
import PlusFormat

/// Turns git's view of changed paths into `FileChange`s that say what each file holds, for commit
/// messages: the file on disk is decoded, or for a deleted file its last committed text.
package enum JournalChanges {
    /// The changes in `status` (journal-relative entries), decoded; unmerged paths are left out.
    package static func describe(_ status: GitStatus, in repository: GitRepository) -> [FileChange] {
        status.entries.compactMap { entry -> FileChange? in
            guard let kind = kind(of: entry) else { return nil }
            let path = kind == .deleted ? origin(of: entry) ?? entry.path : entry.path
            let text = kind == .deleted ? repository.committedText(path) : read(path, root: repository.root)
            return FileChange(path: path, kind: kind, entry: decode(path, text))
        }
    }

    /// How an entry changes the journal once everything is staged; nil when the net change is
    /// nothing (added, then deleted) or the path is unmerged.
    package static func kind(of entry: GitStatus.Entry) -> FileChange.Kind? {
        switch entry.kind {
        case .untracked: return .added
        case .unmerged: return nil
        case .changed(let index, let worktree):
            if index == "A" && worktree == "D" { return nil }
            if index == "D" || worktree == "D" { return .deleted }
            return index == "A" ? .added : .modified
        case .renamed(_, let worktree, let origin):
            return worktree == "D" ? .deleted : .renamed(from: origin)
        }
    }

    static func origin(of entry: GitStatus.Entry) -> String? {
        if case .renamed(_, _, let origin) = entry.kind { return origin }
        return nil
    }

    static func read(_ path: String, root: String) -> String? {
        LocalFiles.text(root + "/" + path)
    }

    static func decode(_ path: String, _ text: String?) -> JournalEntry? {
        guard let text, path.lowercased().hasSuffix(".md") else { return nil }
        return EntryDecoder.decode(path: path, text: text, zone: .system).entry
    }
}
