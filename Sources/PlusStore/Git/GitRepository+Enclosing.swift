import Foundation

extension GitRepository {
    /// True when `path` (absolute), or the nearest existing folder above it, is in a git work
    /// tree: where `plusmd init` creates a journal that commits its writes.
    package static func encloses(_ path: String) -> Bool {
        var folder = path
        while !FileManager.default.fileExists(atPath: folder) {
            let parent = PathParts.folder(folder)
            if parent == folder || parent.isEmpty { return false }
            folder = parent
        }
        return ((try? find(root: folder)) ?? nil) != nil
    }
}
