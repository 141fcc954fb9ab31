import Foundation
import PlusCore

/// The timer state file: `$XDG_STATE_HOME/plusmd/timer-<journal hash>.json` (else
/// `~/.local/state/plusmd/…`), one per journal, named with the same hash as the journal's lock.
/// Device-local: it never goes into the synced journal. Written atomically (temp file + rename),
/// so a reader never sees half of it; a missing or unreadable file, or one of another version,
/// reads as "no timer".
///
/// JSON: `TimerState`'s `Codable` document (`{"version": 1, "sheet", "lift", "finished",
/// "updated_at_ms", "timer": {…} | null, "next": {…} | null, "progress": {"done", "total"}}`),
/// plus `"journal"`, the journal's real path, for whoever reads the file by hand. Times are Unix
/// milliseconds (scaled by `PLUSMD_CLOCK_SCALE` in tests).
package enum TimerStateFile {
    /// The file's path for the journal at `root`.
    package static func path(root: String, environment: [String: String]) -> String {
        // Not Foundation's replacingOccurrences, which goes through NSString on every run.
        let hash = JournalLock.lockName(root).dropFirst("journal-".count)
        return LocalFiles.stateFolder(environment) + "/timer-\(hash).json"
    }

    /// The state, or nil when there is none (or it cannot be read).
    package static func read(root: String, environment: [String: String]) -> TimerState? {
        guard let bytes = LocalFiles.contents(path(root: root, environment: environment)) else { return nil }
        return decode(bytes)
    }

    /// Writes `state` atomically. Failures are ignored: the timer is a convenience, the journal
    /// is the record.
    package static func write(_ state: TimerState, root: String, environment: [String: String]) {
        guard let bytes = encode(state, journal: JournalFolder.realPath(root) ?? root) else { return }
        LocalFiles.write(bytes, to: path(root: root, environment: environment))
    }

    /// Removes the state (no timer, no workout in progress).
    package static func remove(root: String, environment: [String: String]) {
        LocalFiles.remove(path(root: root, environment: environment))
    }

    /// The file's modification stamp and size, to notice a change cheaply; nil when absent.
    package static func stamp(root: String, environment: [String: String]) -> String? {
        stamp(ofFile: path(root: root, environment: environment))
    }

    /// Modification time, size and inode of any file (absolute path), to notice a change cheaply
    /// without reading it; nil when absent.
    package static func stamp(ofFile path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        return "\(modified.tv_sec).\(modified.tv_nsec).\(info.st_size).\(info.st_ino)"
    }

    // MARK: - JSON

    /// The document: the state with the journal's path beside it.
    private struct Document: Encodable {
        var state: TimerState
        var journal: String

        private enum Keys: String, CodingKey { case journal }

        func encode(to encoder: any Encoder) throws {
            try state.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(journal, forKey: .journal)
        }
    }

    /// The file's bytes for `state` (sorted keys), or nil if it cannot be encoded.
    static func encode(_ state: TimerState, journal: String) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Document(state: state, journal: journal))).map { [UInt8]($0) }
    }

    /// The state in the file's bytes, or nil when they are not a document of this version.
    static func decode(_ bytes: [UInt8]) -> TimerState? {
        try? JSONDecoder().decode(TimerState.self, from: Data(bytes))
    }
}
