import Foundation

/// Finds a journal's root folder: `--journal DIR`, else `$PLUSMD_JOURNAL`, else the nearest folder
/// at or above the working directory that holds `plusmd.yaml` (as git finds `.git`).
package enum JournalLocator {
    /// The settings file that marks a journal's root.
    package static let marker = "plusmd.yaml"

    /// The journal root as an absolute, standardised path.
    ///
    /// - Throws: `StoreError.notAJournal` when an explicit folder has no `plusmd.yaml`;
    ///   `StoreError.journalNotFound` when the upward search finds none; `StoreError.rootFolder`
    ///   when the journal found is `/` itself, where no writer can work.
    package static func locate(
        explicit: String?, environment: [String: String], workingDirectory: String
    ) throws(StoreError) -> String {
        if let chosen = explicit ?? environment["PLUSMD_JOURNAL"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let root = absolute(chosen, from: workingDirectory)
            guard FileStamp(path: root + "/" + marker) != nil else {
                throw .notAJournal(chosen)
            }
            try refuseRootFolder(root, named: chosen)
            return root
        }
        var folder = absolute(workingDirectory, from: "/")
        while true {
            if FileStamp(path: folder + "/" + marker) != nil {
                try refuseRootFolder(folder, named: folder)
                return folder
            }
            guard let parent = parentFolder(folder) else { throw .journalNotFound(searchedFrom: workingDirectory) }
            folder = parent
        }
    }

    /// Throws `StoreError.rootFolder` when `root` (absolute) is `/`, or a link to it: a journal
    /// is a folder below `/` (its paths are `ROOT/…`, and `//…` is not inside `/`). `name` is
    /// the folder as the lifter gave it.
    package static func refuseRootFolder(_ root: String, named name: String) throws(StoreError) {
        if root == "/" || JournalFolder.realPath(root) == "/" { throw .rootFolder(name) }
    }

    /// The folder holding `path` (`/a/b` → `/a`, `/a//b/` → `/a`, `/a` → `/`), or nil for `/`
    /// and for a name without a `/`. Plain slicing, not NSString's `deletingLastPathComponent`,
    /// whose bridging slows every run's start.
    package static func parentFolder(_ path: String) -> String? {
        var path = Substring(path)
        while path.count > 1, path.last == "/" { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return nil }
        var parent = path[..<slash]
        while parent.count > 1, parent.last == "/" { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `path` made absolute against `base` and standardised (no `.`, `..`, repeated or trailing
    /// slash), lexically as a shell's `cd -L` would: symbolic links are kept. Not URL's
    /// `standardizedFileURL`, which goes through Foundation's URL machinery on every run.
    package static func absolute(_ path: String, from base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        // Appended by hand through `append(contentsOf: Substring)`: `[Substring].joined` and
        // `+=` with a Substring are unspecialised generics here, with runtime type look-ups on
        // their first use in every run.
        var result = ""
        for part in parts {
            result.append("/")
            result.append(contentsOf: part)
        }
        return result.isEmpty ? "/" : result
    }
}
