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
    /// The journal is read to tell a copy from a sheet that only has a copy's name.
    package static func find(in root: String) -> [String] {
        guard let loaded = try? JournalLoader.load(root: root) else { return [] }
        return find(in: loaded.listing, journal: loaded.journal)
    }

    /// The conflict copies of a listing already made, sorted: the files named like a sync tool's
    /// copy, but not a sheet or entry that counts (`ResolvedJournal.conflictCopies`: a copy's
    /// name without its original is the version the lifter kept, never one to delete).
    package static func find(in listing: JournalListing, journal: Journal) -> [String] {
        let copies = ResolvedJournal.conflictCopies(in: journal)
        let entries = Set(journal.workouts.map(\.path) + journal.trainingMaxEntries.map(\.path) + journal.resets.map(\.path))
        return listing.conflictCopies.keys.filter { !entries.contains($0) || copies.contains($0) }.sorted()
    }
}
