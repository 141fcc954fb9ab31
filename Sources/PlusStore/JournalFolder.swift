import Foundation

/// A file of the journal as read from disk.
package struct SourceFile: Sendable {
    /// Relative to the journal root, with `/` separators.
    package var path: String
    package var text: String
}

/// Lists and reads a journal's Markdown files.
///
/// Every `.md` file under the root is read, in any folder depth, except inside dot-folders
/// (`.git`, `.obsidian`, `.stversions`, `.trash`) and dot-files (sync tools' temp files).
/// Files come back sorted by path, so a listing never depends on the filesystem's order.
package struct JournalFolder: Sendable {
    /// The journal root, absolute.
    package let root: String

    package init(root: String) { self.root = root }

    /// Relative paths of every Markdown file, sorted.
    package func markdownPaths() throws(StoreError) -> [String] {
        var paths: [String] = []
        try collect(relative: "", into: &paths)
        return paths.sorted()
    }

    private func collect(relative: String, into paths: inout [String]) throws(StoreError) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .io(operation: "list", path: folder, reason: error.localizedDescription)
        }
        for name in names where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            else { continue }
            if isDirectory.boolValue {
                try collect(relative: path, into: &paths)
            } else if name.lowercased().hasSuffix(".md") {
                paths.append(path)
            }
        }
    }

    /// The text of the file at `path` (relative to the root), decoded as UTF-8 (invalid bytes
    /// become U+FFFD rather than failing).
    package func read(_ path: String) throws(StoreError) -> String {
        let full = root + "/" + path
        guard let data = FileManager.default.contents(atPath: full) else {
            throw .io(operation: "read", path: full, reason: "the file cannot be read")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// True when a file or folder exists at `path` (relative to the root).
    package func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }
}
