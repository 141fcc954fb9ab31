import CFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes journal files so that a reader, a crash, a kill or a sync tool never sees half of one,
/// and so that no write lands outside the journal or over a lifter's unsaved edit.
///
/// - Creating: the text goes into an unnamed temp file in the target's folder (Linux `O_TMPFILE`;
///   elsewhere a hidden `.NAME.plusmd-XXXXXX`), is flushed with `fsync`, and is then hard-linked
///   to its name, which fails if anything is already there. Nothing is ever overwritten, and a
///   kill leaves no temp file behind.
/// - Replacing: the file is re-read and compared with what plusmd read before; only if it is
///   unchanged is the new text written to a hidden temp file beside it (same permissions) and
///   flushed. On Linux it is then swapped in atomically (`renameat2` with `RENAME_EXCHANGE`) and
///   what was swapped out is checked to be the version compared: an editor or sync tool that
///   saved in between is swapped back and the write refused, so no save is ever overwritten.
///   Where the swap is missing (macOS, a filesystem without it) the file is compared once more
///   just before a plain rename: a save in the microseconds between the two can still be lost.
///   A symlinked file is written through to its target.
/// - Removing a file that must hold what was read: it is first renamed aside atomically, checked
///   the same way, and put back (never over a new file) if it changed.
/// - Either way the folder is flushed afterwards, so the new name survives a power cut.
package enum AtomicFile {
    /// Creates `relativePath` under `root` holding `contents`, making missing folders.
    ///
    /// - Throws: `StoreError.fileExists` if the path exists (nothing is written);
    ///   `StoreError.outsideJournal` if a folder on the way is a link that leads outside `root`;
    ///   `StoreError.io` for a failed system call (no temp file is left).
    package static func createExclusively(root: String, relativePath: String, contents: String) throws(StoreError) {
        let path = root + "/" + relativePath
        let folder = try ensureFolder(root: root, relative: PathParts.folder(relativePath))
        let name = PathParts.name(relativePath)
        let target = folder + "/" + name
        if FileManager.default.fileExists(atPath: target) { throw .fileExists(path) }
        let bytes = Array(contents.utf8)
        #if os(Linux)
            // O_TMPFILE: an unnamed inode in the folder's filesystem; it vanishes if we are killed.
            let unnamed = open(folder, 0o20200000 | O_WRONLY | O_CLOEXEC, 0o666)
            if unnamed >= 0 {
                defer { close(unnamed) }
                guard writeAll(unnamed, bytes), fsync(unnamed) == 0 else {
                    throw .io(operation: "write", path: path, reason: errnoText())
                }
                if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
                    syncFolder(folder)
                    return
                }
                if errno == EEXIST { throw .fileExists(path) }
                // /proc missing or the filesystem refuses: fall through to a named temp file.
            }
        #endif
        let temp = try writeTemp(folder: folder, name: name, bytes: bytes, mode: 0o666 & ~currentUmask())
        defer { unlink(temp) }
        guard link(temp, target) == 0 else {
            if errno == EEXIST { throw .fileExists(path) }
            throw .io(operation: "create", path: path, reason: errnoText())
        }
        syncFolder(folder)
    }

    /// Replaces the file at `relativePath` under `root` with `contents`, provided it still holds
    /// exactly `expectedOriginal` (what plusmd read). Its permissions are kept; a symlink is
    /// written through to its target.
    ///
    /// - Throws: `StoreError.changedSinceRead` if the file changed or vanished since it was read
    ///   (nothing is written); `StoreError.outsideJournal` if it resolves outside `root`;
    ///   `StoreError.io` for a failed system call.
    package static func replace(
        root: String, relativePath: String, expectedOriginal: String, contents: String
    ) throws(StoreError) {
        let path = root + "/" + relativePath
        guard let target = JournalFolder.realPath(path) else { throw .changedSinceRead(path) }
        guard isInside(target, root: root) else { throw .outsideJournal(path) }
        let expected = Array(expectedOriginal.utf8)
        guard let read = FileVersion(reading: target), read.bytes == expected else { throw .changedSinceRead(path) }
        let folder = PathParts.folder(target)
        let temp = try writeTemp(
            folder: folder, name: PathParts.name(target), bytes: Array(contents.utf8), mode: read.mode)
        SaveBetween.run(target)
        var written = stat()
        let ours = lstat(temp, &written) == 0 ? UInt64(written.st_ino) : 0
        if plusmd_rename_exchange(temp, target) == 0 {
            // `temp` now names what was at `target`: the version compared, unless a save came in
            // between. Then swap it back and refuse.
            if read.isSame(asFileAt: temp, bytes: expected) {
                unlink(temp)
                syncFolder(folder)
                return
            }
            swapBack(temp, target, ours: ours)
            throw .changedSinceRead(path)
        }
        guard errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP else {
            let reason = errnoText()
            unlink(temp)
            throw .io(operation: "replace", path: path, reason: reason)
        }
        // No atomic swap here: the last look just before the rename (a save between the two is lost).
        guard currentBytes(target) == expected else {
            unlink(temp)
            throw .changedSinceRead(path)
        }
        guard rename(temp, target) == 0 else {
            let reason = errnoText()
            unlink(temp)
            throw .io(operation: "replace", path: path, reason: reason)
        }
        syncFolder(folder)
    }

    /// For tests: an action run for one target file after plusmd compared it and wrote its temp
    /// file, just before the swap: an editor's save in the window the swap closes (a plain
    /// rename would overwrite it).
    package enum SaveBetween {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var actions: [String: @Sendable () -> Void] = [:]

        /// Runs `action` once, the next time `target` (a real path) is replaced.
        package static func once(_ target: String, _ action: @escaping @Sendable () -> Void) {
            lock.withLock { actions[target] = action }
        }

        static func run(_ target: String) {
            let action = lock.withLock { actions.isEmpty ? nil : actions.removeValue(forKey: target) }
            action?()
        }
    }

    /// Undoes a swap that took out a newer save than the one compared: swaps `aside` (that save)
    /// back in and removes what comes out, plusmd's own text (inode `ours`). A save is never
    /// deleted: if yet another save replaced plusmd's text meanwhile, the newest stays at
    /// `target` and the other is kept beside it (`keep(_:beside:)`); if the swap back fails, the
    /// save goes back under its name if that is free or plusmd's, else is kept beside it.
    private static func swapBack(_ aside: String, _ target: String, ours: UInt64) {
        var info = stat()
        guard plusmd_rename_exchange(aside, target) == 0 else {
            if lstat(target, &info) == 0, UInt64(info.st_ino) == ours, rename(aside, target) == 0 { return }
            keep(aside, beside: target)
            return
        }
        if lstat(aside, &info) == 0, UInt64(info.st_ino) == ours {
            unlink(aside)
            return
        }
        // `aside` holds a save newer than the one just put back: swapped, it goes to the name and
        // the other is kept beside it (not swapped, the newer one is kept beside it).
        _ = plusmd_rename_exchange(aside, target)
        keep(aside, beside: target)
    }

    /// Puts the file at `aside` back at `target` if nothing is there, else keeps it beside it as
    /// `NAME (changed while plusmd wrote it).md` (numbered if taken): never deleted.
    private static func keep(_ aside: String, beside target: String) {
        if plusmd_rename_noreplace(aside, target) == 0 { return }
        if errno == ENOSYS || errno == EINVAL, link(aside, target) == 0 {
            unlink(aside)
            return
        }
        let folder = PathParts.folder(target)
        let stem = PathParts.stem(PathParts.name(target))
        for number in 1...100 {
            let name = number == 1 ? "\(stem) (changed while plusmd wrote it).md" : "\(stem) (changed while plusmd wrote it \(number)).md"
            if link(aside, folder + "/" + name) == 0 {
                unlink(aside)
                return
            }
            guard errno == EEXIST else { return }
        }
    }

    /// Creates the file at `path` (absolute; its folder must exist), for output the lifter names
    /// outside the journal (an export, a chart). Same guarantees as `createExclusively(root:…)`.
    package static func createExclusively(_ path: String, contents: String) throws(StoreError) {
        try createExclusively(
            root: PathParts.folder(path),
            relativePath: PathParts.name(path), contents: contents)
    }

    /// Refuses, before any work, an output file `createExclusively(_:contents:)` would refuse: one
    /// that exists (plusmd never overwrites one, `/dev/null` included) or whose folder does not.
    ///
    /// - Throws: `StoreError.fileExists`, or `StoreError.io` for a missing folder.
    package static func checkCreatable(_ path: String) throws(StoreError) {
        var info = stat()
        if lstat(path, &info) == 0 { throw .fileExists(path) }
        let folder = PathParts.folder(path)
        guard folder.isEmpty || (stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) else {
            throw .io(operation: "write", path: path, reason: "its folder does not exist")
        }
    }

    /// Removes `relativePath` under `root` (never a path outside it) and flushes its folder;
    /// with `expectedOriginal`, only if the file still holds exactly that text.
    ///
    /// - Throws: `StoreError.changedSinceRead`, `StoreError.outsideJournal` or `StoreError.io`.
    package static func remove(root: String, relativePath: String, expectedOriginal: String? = nil) throws(StoreError) {
        let path = root + "/" + relativePath
        let folder = PathParts.folder(path)
        guard let realFolder = JournalFolder.realPath(folder), isInside(realFolder, root: root) else {
            throw .outsideJournal(path)
        }
        guard let expectedOriginal else {
            guard unlink(path) == 0 else { throw .io(operation: "remove", path: path, reason: errnoText()) }
            syncFolder(realFolder)
            return
        }
        var entry = stat()
        if lstat(path, &entry) == 0, entry.st_mode & S_IFMT == S_IFLNK {
            // A symbolic link holds no text of the lifter's: removing it loses nothing.
            guard unlink(path) == 0 else { throw .io(operation: "remove", path: path, reason: errnoText()) }
            syncFolder(realFolder)
            return
        }
        let expected = Array(expectedOriginal.utf8)
        guard let read = FileVersion(reading: path), read.bytes == expected else { throw .changedSinceRead(path) }
        // Renamed aside first (atomic), then checked: a save that came in between is put back.
        let name = PathParts.name(path)
        let aside = "\(realFolder)/.\(name).plusmd-\(String(UInt32.random(in: .min ... .max), radix: 36))"
        guard plusmd_rename_noreplace(path, aside) == 0 || (errno == ENOSYS || errno == EINVAL) && rename(path, aside) == 0 else {
            if errno == ENOENT { throw .changedSinceRead(path) }
            throw .io(operation: "remove", path: path, reason: errnoText())
        }
        if read.isSame(asFileAt: aside, bytes: expected) {
            unlink(aside)
            syncFolder(realFolder)
            return
        }
        // Put back, never over a file made at its name since; then under a name that says why.
        if link(aside, path) == 0 {
            unlink(aside)
            throw .changedSinceRead(path)
        }
        let stem = PathParts.stem(name)
        let kept = "\(realFolder)/\(stem) (changed while plusmd removed it).md"
        if link(aside, kept) == 0 { unlink(aside) }
        throw .changedSinceRead(path)
    }

    /// Removes temp files plusmd left when it was killed mid-write (`.NAME.plusmd-XXXXXX`).
    /// Call only while holding the journal's lock, when no other plusmd can be writing. A temp
    /// file younger than `leftoverAge` is left: a plusmd run with another lock folder (another
    /// `$XDG_RUNTIME_DIR`, under cron or sudo) may be writing it; a kill's leftover is older.
    package static func removeLeftovers(root: String, paths: [String]) {
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        for path in paths where isLeftover(path) {
            let system = JournalFolder.systemPath(root + "/" + path)
            var info = stat()
            guard lstat(system, &info) == 0, now - FileStamp(info).modified > leftoverAge else { continue }
            unlink(system)
        }
    }

    /// How old a temp file must be, in nanoseconds, to be taken for a kill's leftover: a write
    /// names its temp file microseconds before renaming it.
    package static let leftoverAge: Int64 = 10_000_000_000

    /// Removes the leftovers beside the journal's own files at its root (`.plusmd.yaml.plusmd-…`),
    /// for a writer that does not list the whole journal (`config set`). Holding the lock only.
    package static func removeLeftoversAtRoot(_ root: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        removeLeftovers(root: root, paths: names.filter(isLeftover))
    }

    /// True for the name of one of plusmd's own temp files, `.NAME.plusmd-XXXXXX` (a hidden name
    /// ending in `.plusmd-` and 1 to 8 letters or digits): the listing's rule for what it reports
    /// as a leftover, and this one's before removing it. A lifter's `.plusmd-notes.md` is not one.
    ///
    /// The name is the path's bytes after its last `/`, as a folder listing gives it; judged on
    /// its bytes, without the string-processing library (the listing asks this for every hidden
    /// name).
    package static func isLeftover(_ path: String) -> Bool {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = Array(utf8[start...])
        let marker = leftoverMarker
        guard name.first == UInt8(ascii: "."), name.count > marker.count + 1 else { return false }
        // A dot that a combining mark joins (`.\u{301}x…`) starts no hidden name.
        if name.contains(where: { $0 >= 0x80 }), String(decoding: name, as: UTF8.self).first != "." { return false }
        // The suffix after the last marker: 1 to 8 letters or digits, then the end.
        var suffix = 0
        for byte in name.reversed() {
            let isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            guard isAlphanumeric else { break }
            suffix += 1
        }
        guard (1...8).contains(suffix), name.count - suffix >= marker.count + 1 else { return false }
        return name[(name.count - suffix - marker.count)..<(name.count - suffix)].elementsEqual(marker)
    }

    /// What every temp file's name holds (`.NAME.plusmd-XXXXXX`), as bytes.
    private static let leftoverMarker = Array(".plusmd-".utf8)

    // MARK: - Folders inside the journal

    /// Makes `relative` (a folder path under `root`) exist, one component at a time, and returns
    /// its real path; refuses when any component resolves outside the journal.
    static func ensureFolder(root: String, relative: String) throws(StoreError) -> String {
        guard let realRoot = JournalFolder.realPath(root) else {
            throw .io(operation: "open", path: root, reason: "the journal folder does not exist")
        }
        var current = realRoot
        for component in relative.split(separator: "/") where component != "." && !component.isEmpty {
            guard component != ".." else { throw .outsideJournal(root + "/" + relative) }
            let next = current + "/" + component
            if mkdir(next, 0o777) != 0 && errno != EEXIST {
                throw .io(operation: "create folder", path: next, reason: errnoText())
            }
            guard let resolved = JournalFolder.realPath(next), isInside(resolved, root: realRoot) else {
                throw .outsideJournal(root + "/" + relative)
            }
            current = resolved
        }
        return current
    }

    static func isInside(_ path: String, root: String) -> Bool {
        let realRoot = JournalFolder.realPath(root) ?? root
        return path == realRoot || path.hasPrefix(realRoot + "/")
    }

    // MARK: - System calls

    /// Writes `bytes` to a new hidden temp file in `folder`, flushed, with `mode`; returns its path.
    private static func writeTemp(folder: String, name: String, bytes: [UInt8], mode: mode_t) throws(StoreError) -> String {
        #if os(Linux)
            // Write into an unnamed file and name it only once it is complete and on disk, so a
            // kill leaves a named temp file only in the microseconds before the rename.
            let unnamed = open(folder, 0o20200000 | O_WRONLY | O_CLOEXEC, 0o600)
            if unnamed >= 0 {
                defer { close(unnamed) }
                guard fchmod(unnamed, mode) == 0, writeAll(unnamed, bytes), fsync(unnamed) == 0 else {
                    throw .io(operation: "write", path: folder + "/" + name, reason: errnoText())
                }
                for _ in 0..<8 {
                    let temp = "\(folder)/.\(name).plusmd-\(String(UInt32.random(in: .min ... .max), radix: 36))"
                    if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, temp, AT_SYMLINK_FOLLOW) == 0 { return temp }
                    if errno != EEXIST { break }
                }
            }
        #endif
        var template = Array("\(folder)/.\(name).plusmd-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .io(operation: "create a temp file in", path: folder, reason: errnoText()) }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let ok = fchmod(descriptor, mode) == 0 && writeAll(descriptor, bytes) && fsync(descriptor) == 0
        let reason = errnoText()
        close(descriptor)
        guard ok else {
            unlink(temp)
            throw .io(operation: "write", path: temp, reason: reason)
        }
        return temp
    }

    /// One version of a file: its bytes, read through one descriptor, and the stamp that tells
    /// it from any later save (a rename brings another inode, a write in place a new
    /// modification time or size).
    private struct FileVersion {
        var bytes: [UInt8]
        var mode: mode_t
        var device: UInt64
        /// Size, modification time and inode (its change time moves with any rename, so it is not compared).
        var stamp: FileStamp

        /// Nil when the file cannot be read, is not a regular file, or changed while it was read.
        init?(reading path: String) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var before = stat()
            guard fstat(descriptor, &before) == 0, before.st_mode & S_IFMT == S_IFREG else { return nil }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { return nil }
                if count == 0 { break }
                bytes += buffer[..<count]
            }
            var after = stat()
            guard fstat(descriptor, &after) == 0, Self.same(FileStamp(before), FileStamp(after)) else { return nil }
            self.bytes = bytes
            mode = before.st_mode & 0o7777
            device = UInt64(before.st_dev)
            stamp = FileStamp(before)
        }

        static func same(_ left: FileStamp, _ right: FileStamp) -> Bool {
            left.inode == right.inode && left.size == right.size && left.modified == right.modified
        }

        /// Whether the file at `path` is this version: the same inode, size and modification
        /// time, and (for a write in place within one tick of a coarse clock) the same bytes.
        func isSame(asFileAt path: String, bytes expected: [UInt8]) -> Bool {
            var info = stat()
            guard lstat(path, &info) == 0, UInt64(info.st_dev) == device, Self.same(FileStamp(info), stamp) else { return false }
            return FileVersion(reading: path)?.bytes == expected
        }
    }

    private static func currentBytes(_ path: String) -> [UInt8]? {
        LocalFiles.contents(path)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { PlusStore.writeAll(descriptor, $0) }
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
