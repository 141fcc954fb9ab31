import Foundation

extension AtomicFile {
    /// Removes the file at `relativePath` under `root` if it still holds exactly `expected` (a
    /// sheet `log` created and nobody touched); otherwise leaves it and returns false.
    @discardableResult
    package static func removeIfUnchanged(root: String, relativePath: String, expected: String) -> Bool {
        let path = root + "/" + relativePath
        guard let target = JournalFolder.realPath(path), isInside(target, root: root),
            FileManager.default.contents(atPath: target).map({ Array($0) }) == Array(expected.utf8)
        else { return false }
        return unlink(target) == 0
    }
}
