import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock that serialises plusmd processes writing one journal (say, `log` in two
/// terminals). It lives outside the synced folder, in `$XDG_RUNTIME_DIR/plusmd` (else
/// `$XDG_STATE_HOME/plusmd`, `~/.local/state/plusmd`, or the temp folder), one file per journal,
/// named after a hash of the journal's real path. The kernel drops it when the process ends, even
/// on a kill. The file holds who has it, so a waiting process can say so.
package final class JournalLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock of the journal at `root`, waiting up to `timeout` seconds.
    ///
    /// - Parameters:
    ///   - holder: who is asking, recorded in the lock file (e.g. `plusmd next`).
    /// - Throws: `StoreError.locked` naming the holder when it is still taken after `timeout`;
    ///   `StoreError.io` if the lock file cannot be created.
    package static func acquire(
        root: String, holder: String, environment: [String: String], timeout: Double = 3
    ) throws(StoreError) -> JournalLock {
        let folder = try lockFolder(environment)
        let path = folder + "/" + lockName(root) + ".lock"
        // Never through a symbolic link, never a file another user made.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { throw .io(operation: "open lock", path: path, reason: String(cString: strerror(errno))) }
        guard PrivateFolder.isOwnRegularFile(descriptor) else {
            close(descriptor)
            throw .io(operation: "open lock", path: path, reason: "not a regular file of this user; remove it")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard Date() < deadline else {
                let current = LocalFiles.text(path)?.trimmingCharacters(in: .whitespacesAndNewlines)
                close(descriptor)
                throw .locked(holder: current.flatMap { $0.isEmpty ? nil : $0 } ?? "another plusmd process")
            }
            usleep(50_000)
        }
        let note = "\(holder) (pid \(getpid()), since \(Date().formatted(.iso8601)))\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return JournalLock(descriptor: descriptor)
    }

    /// How long a writer waits for the lock: 3 s, or `PLUSMD_LOCK_TIMEOUT` seconds (for tests and
    /// scripts).
    package static func timeout(_ environment: [String: String]) -> Double {
        environment["PLUSMD_LOCK_TIMEOUT"].flatMap(Double.init) ?? 3
    }

    /// The folder for lock files: device-local, never synced, and private (`PrivateFolder`): the
    /// first of `$XDG_RUNTIME_DIR/plusmd`, `$XDG_STATE_HOME/plusmd`, `~/.local/state/plusmd` and
    /// `$TMPDIR/plusmd-<uid>` that is set and fit to use.
    ///
    /// - Throws: `StoreError.io` naming each folder tried and why it was not used.
    static func lockFolder(_ environment: [String: String]) throws(StoreError) -> String {
        var candidates: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { candidates.append(runtime + "/plusmd") }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { candidates.append(state + "/plusmd") }
        if let home = environment["HOME"], home.hasPrefix("/") { candidates.append(home + "/.local/state/plusmd") }
        let temp = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        candidates.append((temp.hasSuffix("/") ? temp : temp + "/") + "plusmd-\(getuid())")
        var reasons: [String] = []
        for folder in candidates {
            guard let reason = PrivateFolder.prepare(folder) else { return folder }
            reasons.append(reason)
        }
        throw .io(operation: "find a private lock folder", path: candidates.last ?? temp, reason: reasons.joined(separator: "; "))
    }

    /// `journal-<16 hex digits>`: FNV-1a of the journal's real path, stable across runs.
    static func lockName(_ root: String) -> String {
        let path = JournalFolder.realPath(root) ?? root
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "journal-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
