import Foundation

/// Finds the copies sync tools make when two devices change a file at once
/// (`2026-11-30-squat.sync-conflict-20261130-101500-ABCDEFG.md`, `… (conflicted copy …).md`).
///
/// The name check is one function, `isConflictCopy`, so that a fuller matcher can replace it.
package enum ConflictCopies {
    /// Substrings in the names of Syncthing, Dropbox, Nextcloud/ownCloud and Resilio conflict copies.
    static let markers = [".sync-conflict-", "conflicted copy", "_conflict-", ".conflict"]

    /// True when `name` (a file name, without folders) looks like a sync tool's conflict copy.
    package static func isConflictCopy(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return markers.contains { lowered.contains($0) }
    }

    /// Relative paths of every conflict copy under `root`, sorted; dot-folders (`.git`) are skipped.
    package static func find(in root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            let isFolder = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if isFolder && name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if !isFolder && isConflictCopy(name) { found.append(path) }
        }
        return found.sorted()
    }
}
