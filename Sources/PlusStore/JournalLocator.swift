import Foundation

/// Finds a journal's root folder: `--journal DIR`, else `$PLUSMD_JOURNAL`, else the nearest folder
/// at or above the working directory that holds `plusmd.yaml` (as git finds `.git`).
package enum JournalLocator {
    /// The settings file that marks a journal's root.
    package static let marker = "plusmd.yaml"

    /// The journal root as an absolute, standardised path.
    ///
    /// - Throws: `StoreError.notAJournal` when an explicit folder has no `plusmd.yaml`;
    ///   `StoreError.journalNotFound` when the upward search finds none.
    package static func locate(
        explicit: String?, environment: [String: String], workingDirectory: String
    ) throws(StoreError) -> String {
        if let chosen = explicit ?? environment["PLUSMD_JOURNAL"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let root = absolute(chosen, from: workingDirectory)
            guard FileStamp(path: root + "/" + marker) != nil else {
                throw .notAJournal(chosen)
            }
            return root
        }
        var folder = absolute(workingDirectory, from: "/")
        while true {
            if FileStamp(path: folder + "/" + marker) != nil { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { throw .journalNotFound(searchedFrom: workingDirectory) }
            folder = parent
        }
    }

    /// `path` made absolute against `base` and standardised (no `.`, `..`, repeated or trailing
    /// slash), lexically as a shell's `cd -L` would: symbolic links are kept. Not URL's
    /// `standardizedFileURL`, which cost ~0.4 M instructions on every run.
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
        return "/" + parts.joined(separator: "/")
    }
}
