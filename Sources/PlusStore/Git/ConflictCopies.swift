import PlusCore

/// Finds the copies sync tools make when two devices change a file at once
/// (`2026-11-30-squat.sync-conflict-20261130-101500-ABCDEFG.md`, `… (conflicted copy …).md`),
/// using PlusCore's `SyncConflictName` on the journal's listing.
package enum ConflictCopies {
    /// True when `name` (a file name, without folders) is a sync tool's conflict copy.
    package static func isConflictCopy(_ name: String) -> Bool {
        SyncConflictName.service(of: name) != nil
    }

    /// Relative paths of every conflict copy under `root`, sorted; dot-folders (`.git`) are skipped.
    package static func find(in root: String) -> [String] {
        guard let listing = try? JournalFolder(root: root).list() else { return [] }
        return find(in: listing)
    }

    /// The conflict copies of a listing already made, sorted.
    package static func find(in listing: JournalListing) -> [String] {
        listing.conflictCopies.keys.sorted()
    }
}
