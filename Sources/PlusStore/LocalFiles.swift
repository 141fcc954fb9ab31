import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Device-local files outside the journal: the XDG state and cache folders (the timer state, the
/// generated chime sounds) and test-only seams. Never synced; failures are the caller's to shrug
/// off, since none of these files is a record.
package enum LocalFiles {
    /// `$XDG_STATE_HOME/plusmd`, else `~/.local/state/plusmd`, else a per-user temp folder.
    package static func stateFolder(_ environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/plusmd" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/plusmd" }
        return temporaryFolder()
    }

    /// `$XDG_CACHE_HOME/plusmd`, else `~/.cache/plusmd`, else a per-user temp folder.
    package static func cacheFolder(_ environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/plusmd" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/plusmd" }
        return temporaryFolder()
    }

    /// `plusmd-UID` in the system's temp folder.
    static func temporaryFolder() -> String { NSTemporaryDirectory() + "plusmd-\(getuid())" }

    /// The bytes of the file at `path` (absolute), or nil when it is missing or unreadable (or a
    /// folder, a FIFO or a device, which is never opened for a blocking read). POSIX calls, not FileManager: a missing timer state file, asked for on every run,
    /// goes through FileManager's error path.
    package static func contents(_ path: String) -> [UInt8]? {
        // Never a FIFO or device: its open or read would wait for a writer.
        guard let (descriptor, info) = try? RegularFile.open(path) else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The file at `path` (absolute) as UTF-8 text, or nil when it is missing or unreadable.
    package static func text(_ path: String) -> String? {
        contents(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `bytes` to `path` (absolute) atomically: a temp file beside it, renamed over it, so a
    /// reader never sees half of it. Makes the folder when missing. False when anything failed
    /// (nothing is left behind).
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let folder = PathParts.folder(path)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temp = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temp, contents: Data(bytes)) else { return false }
        guard rename(temp, path) == 0 else {
            unlink(temp)
            return false
        }
        return true
    }

    /// `name` in the cache folder holding `bytes`, written once: an existing file of the same size
    /// is taken as is. Nil when it cannot be written.
    package static func cached(_ bytes: [UInt8], name: String, environment: [String: String]) -> String? {
        let path = cacheFolder(environment) + "/" + name
        if let existing = contents(path), existing.count == bytes.count { return path }
        return write(bytes, to: path) ? path : nil
    }

    /// Removes the file at `path` (absolute), if any.
    package static func remove(_ path: String) {
        unlink(path)
    }
}
