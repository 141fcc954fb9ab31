import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader, a crash or a sync tool never sees half of one.
///
/// `createExclusively` writes a hidden temp file in the target's folder, flushes it to disk,
/// hard-links it to the final name (which fails if anything is already there, so nothing is ever
/// overwritten), removes the temp name and flushes the folder. Foundation's `.atomic` option is not
/// used: it replaces existing files and cannot be combined with `.withoutOverwriting`.
///
/// `replace` changes an existing file only if its bytes are still those the caller read: a temp
/// file in the same folder, flushed, given the old file's mode, renamed over it, then the folder
/// flushed. A symlink is written through (its target is replaced), never replaced by a copy.
package enum AtomicFile {
    /// Replaces the file at `path` (absolute) with `contents`, if it still holds exactly
    /// `expectedOriginal`.
    ///
    /// - Throws: `StoreError.changedSinceRead` when the file's bytes differ from
    ///   `expectedOriginal` (nothing is written), or `StoreError.io` for a failed system call (the
    ///   temp file is removed and the original left as it was).
    package static func replace(
        _ path: String, expectedOriginal: String, contents: String
    ) throws(StoreError) {
        let target = (path as NSString).resolvingSymlinksInPath
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        guard let current = FileManager.default.contents(atPath: target) else {
            throw .io(operation: "read", path: path, reason: "the file cannot be read")
        }
        guard current.elementsEqual(expectedOriginal.utf8) else { throw .changedSinceRead(path) }
        var status = stat()
        guard stat(target, &status) == 0 else { throw .io(operation: "stat", path: path, reason: errnoText()) }
        var template = Array("\(folder)/.\(name).plusmd-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .io(operation: "create a temp file in", path: folder, reason: errnoText()) }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = writeAll(descriptor, Array(contents.utf8))
        let mode = fchmod(descriptor, status.st_mode & 0o7777)
        let synced = written && mode == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard synced else {
            let reason = errnoText()
            unlink(temp)
            throw .io(operation: "write", path: temp, reason: reason)
        }
        guard rename(temp, target) == 0 else {
            let reason = errnoText()
            unlink(temp)
            throw .io(operation: "replace", path: path, reason: reason)
        }
        syncFolder(folder)
    }

    /// Removes the file at `path` (absolute) and flushes its folder.
    ///
    /// - Throws: `StoreError.io` when it cannot be removed.
    package static func remove(_ path: String) throws(StoreError) {
        guard unlink(path) == 0 else { throw .io(operation: "remove", path: path, reason: errnoText()) }
        syncFolder((path as NSString).deletingLastPathComponent)
    }

    /// Creates `path` (absolute) holding `contents`, making missing parent folders.
    ///
    /// - Throws: `StoreError.fileExists` if `path` exists (nothing is written), or
    ///   `StoreError.io` for any failed system call (the temp file is removed).
    package static func createExclusively(_ path: String, contents: String) throws(StoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(operation: "create folder", path: folder, reason: error.localizedDescription)
        }
        if FileManager.default.fileExists(atPath: path) { throw .fileExists(path) }
        var template = Array("\(folder)/.\(name).plusmd-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .io(operation: "create a temp file in", path: folder, reason: errnoText()) }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temp) }
        let written = writeAll(descriptor, Array(contents.utf8))
        let synced = written && fsync(descriptor) == 0
        let mode = fchmod(descriptor, 0o644 & ~currentUmask())
        close(descriptor)
        guard synced, mode == 0 else { throw .io(operation: "write", path: temp, reason: errnoText()) }
        guard link(temp, path) == 0 else {
            if errno == EEXIST { throw .fileExists(path) }
            throw .io(operation: "create", path: path, reason: errnoText())
        }
        syncFolder(folder)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
