/// A filesystem operation that cannot go on.
package enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `plusmd.yaml` in the given folder or any folder above the start.
    case journalNotFound(searchedFrom: String)
    /// `--journal` or `$PLUSMD_JOURNAL` names a folder without `plusmd.yaml`.
    case notAJournal(String)
    /// The journal would be `/` itself (`plusmd init /`): a journal is a folder below it.
    case rootFolder(String)
    /// A file exists where plusmd meant to create one; nothing was written.
    case fileExists(String)
    /// The file changed (or vanished) since plusmd read it; nothing was written.
    case changedSinceRead(String)
    /// The path, or a folder on the way, resolves outside the journal; nothing was written.
    case outsideJournal(String)
    /// Another plusmd process holds the journal's lock.
    case locked(holder: String)
    /// A program plusmd runs (an editor, git) could not be started.
    case cannotRun(String, reason: String)
    /// A system call failed: what was attempted, on which path, and errno's text.
    case io(operation: String, path: String, reason: String)

    /// True for refusals that protect the lifter's data (exit status 4).
    package var isRefusal: Bool {
        switch self {
        case .fileExists, .changedSinceRead, .outsideJournal, .locked, .rootFolder: true
        default: false
        }
    }

    package var description: String {
        switch self {
        case .journalNotFound(let start):
            "no plusmd journal here (no plusmd.yaml in \(start) or any folder above it); "
                + "create one with `plusmd init DIR`, or pass --journal DIR"
        case .notAJournal(let path):
            "\(path) is not a plusmd journal (it has no plusmd.yaml); create one with `plusmd init \(path)`"
        case .rootFolder(let path):
            "\(path) is the root folder /; a journal must be a folder below it, such as /journal "
                + "(nothing was written)"
        case .fileExists(let path):
            "\(path) already exists; plusmd never overwrites a file it did not read"
        case .changedSinceRead(let path):
            "\(path) changed since plusmd read it (another editor or device?); nothing was written. "
                + "Run the command again to work from the new version"
        case .outsideJournal(let path):
            "\(path) leads outside the journal (a symbolic link?); plusmd only reads and writes inside it"
        case .locked(let holder):
            "the journal is busy: \(holder) holds its lock; try again when it has finished"
        case .cannotRun(let program, let reason):
            "cannot run \(program): \(reason)"
        case .io(let operation, let path, let reason):
            "cannot \(operation) \(path): \(reason)"
        }
    }
}
