import PlusCore
import PlusFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where and how `JournalLoader` keeps decoded entries between runs, so an unchanged
/// file costs a `stat` instead of a read and a parse.
///
/// One cache file per journal, `$XDG_CACHE_HOME/plusmd/journals/<hash of the root>.cache` (else
/// `~/.cache/plusmd/…`); the root itself is inside and checked. A file's cached decoding is used
/// only when its size, modification time, change time (both in nanoseconds) and inode all match,
/// and only if the file had not been touched within `racyWindow` of the run that cached it (git's
/// "racily clean" rule: a change in the same timestamp tick as the reading could otherwise go
/// unseen). A cache from another format, plusmd build or journal, or one that is truncated or
/// corrupt (checksum), is ignored and rebuilt. Writes go to a temp file renamed into place; any
/// failure is ignored (`PLUSMD_CACHE_DEBUG=1` prints why on stderr).
package struct JournalCache: Sendable {
    /// The cache file, absolute.
    package var file: String
    /// False to read every file anyway and only refresh the cache (`check`, writers).
    package var trustEntries: Bool
    /// Print why the cache was ignored or not written (`PLUSMD_CACHE_DEBUG=1`).
    package var debug: Bool
    /// What identifies the plusmd build that writes and reads the cache, and the time zone it
    /// decodes dates in.
    package var identity: [UInt8]

    /// Files modified or changed less than this many nanoseconds before a run are not cached by
    /// it: 2 s covers coarse kernel clocks and filesystems with 1 s or 2 s timestamps (FAT).
    package static let racyWindow: Int64 = 2_000_000_000

    /// The cache for the journal at `root`, or nil when it is turned off (`disabled`, i.e.
    /// `--no-cache`, or `PLUSMD_NO_CACHE` set to anything but `0` or empty) or there is no home
    /// to put it in. A `date:` with an offset decodes to its day in `zone`, so a cache written in
    /// another zone is not trusted.
    package static func forJournal(
        root: String, environment: [String: String], disabled: Bool, trustEntries: Bool = true, zone: LocalZone = .system
    ) -> JournalCache? {
        if disabled { return nil }
        if let value = environment["PLUSMD_NO_CACHE"], !value.isEmpty, value != "0" { return nil }
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let name = String(hash, radix: 16)
        return JournalCache(
            file: base + "/plusmd/journals/" + String(repeating: "0", count: 16 - name.count) + name + ".cache",
            trustEntries: trustEntries, debug: environment["PLUSMD_CACHE_DEBUG"].map { !$0.isEmpty && $0 != "0" } ?? false,
            identity: buildIdentity + Array(zone.identity.utf8))
    }

    /// The running executable's size, modification time and inode: a rebuilt plusmd (whose
    /// decoder may read files differently) never trusts an older build's cache.
    package static let buildIdentity: [UInt8] = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return Array("unknown".utf8) }
        var writer = ByteWriter()
        writer.int(Int(info.st_size))
        writer.int(Int(FileStamp(info).modified))
        writer.varint(UInt64(info.st_ino))
        return writer.bytes
    }()

    /// Nanoseconds since 1970 now (the realtime clock).
    package static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// True when a file last touched at `stamp` may be cached by a run that began at `start`.
    package static func isSettled(_ stamp: FileStamp, runStart start: Int64) -> Bool {
        stamp.modified < start - racyWindow && stamp.changed < start - racyWindow
    }

    /// The cache file's bytes, mapped read-only, or nil when there is none (or it cannot be
    /// read). Mapped rather than read into a buffer: the pages are the page cache's own, where a
    /// buffer's would be fresh memory, faulted in page by page and then copied into. The file is
    /// only ever replaced by a rename, never written in place (as git maps its index).
    func readBytes() -> CacheBytes? {
        // Only a cache this user wrote, in a folder no one else can write: another user's could
        // forge numbers. Never through a link, never blocking (a FIFO planted there).
        if let reason = PrivateFolder.unfitness(PathParts.folder(file)) {
            note("cache ignored: \(reason)")
            return nil
        }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            note("no cache (\(String(cString: strerror(errno))))")
            return nil
        }
        defer { close(descriptor) }
        guard PrivateFolder.isOwnRegularFile(descriptor) else {
            note("cache ignored: not a regular file of this user")
            return nil
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size < 1 << 31 else { return nil }
        let size = Int(info.st_size)
        guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
            note("cannot map the cache: \(String(cString: strerror(errno)))")
            return nil
        }
        return CacheBytes(UnsafeRawBufferPointer(start: start, count: size))
    }

    /// A writer of a new cache file that starts with `header`, or nil when no temp file can be
    /// made (the reason is noted). The file replaces the cache only when `finish()` succeeds.
    func writer(header: [UInt8]) -> CacheFileWriter? {
        let folder = PathParts.folder(file)
        if let reason = PrivateFolder.prepare(folder) {
            note("not writing the cache: \(reason)")
            return nil
        }
        var template = Array((folder + "/.tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            note("cannot write the cache in \(folder): \(String(cString: strerror(errno)))")
            return nil
        }
        let temp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let writer = CacheFileWriter(cache: self, descriptor: descriptor, temp: temp)
        header.withUnsafeBytes { writer.append($0) }
        return writer
    }

    /// Moves the finished temp file `temp` into place (or removes it), then clears old temps.
    fileprivate func install(_ temp: String, written: Bool) {
        let folder = PathParts.folder(file)
        guard written, rename(temp, file) == 0 else {
            note("cannot write the cache \(file): \(String(cString: strerror(errno)))")
            unlink(temp)
            return
        }
        removeStaleTemps(folder)
    }

    /// Removes temp files of writers killed before their rename (older than a minute, so a
    /// concurrent writer's is never touched).
    private func removeStaleTemps(_ folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let cutoff = Self.now() - 60_000_000_000
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(".tmp-"), let stamp = FileStamp(path: folder + "/" + name), stamp.modified < cutoff else { continue }
            unlink(folder + "/" + name)
        }
    }



    func note(_ message: String) {
        guard debug else { return }
        // Notes name files: a name is text from outside, escaped like every path shown.
        let line = Array("plusmd: cache: \(TerminalSafe.escaped(message))\n".utf8)
        _ = line.withUnsafeBytes { writeAll(2, $0) }
    }
}

/// A cache file written as it is made, in chunks, its checksum taken on the way, so a large
/// journal's cache is never held whole in memory beside every file's payload (a cold run's peak
/// memory). Written to a temp file renamed into place by `finish()`, so a reader sees the old
/// cache or the whole new one; a writer dropped unfinished removes its temp file.
final class CacheFileWriter {
    private let cache: JournalCache
    private let descriptor: Int32
    private let temp: String
    private var buffer: [UInt8] = []
    private var checksum = CacheChecksum()
    private var failed = false
    private var done = false
    /// Bytes written at a time: a multiple of 8, as the checksum needs.
    private static let chunk = 1 << 16

    fileprivate init(cache: JournalCache, descriptor: Int32, temp: String) {
        self.cache = cache
        self.descriptor = descriptor
        self.temp = temp
        buffer.reserveCapacity(Self.chunk * 2)
    }

    deinit {
        if !done {
            close(descriptor)
            unlink(temp)
        }
    }

    /// Appends `bytes` to the file.
    func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        guard buffer.count >= Self.chunk else { return }
        let whole = buffer.count - buffer.count % Self.chunk
        buffer.withUnsafeBytes { flush(UnsafeRawBufferPointer(rebasing: $0[..<whole])) }
        buffer.removeFirst(whole)
    }

    /// Appends the checksum, closes the file and puts it in place of the cache.
    func finish() {
        buffer.withUnsafeBytes { checksum.add($0) }
        let sum = checksum.value
        for shift in 0..<8 { buffer.append(UInt8(truncatingIfNeeded: sum >> (8 * UInt64(shift)))) }
        buffer.withUnsafeBytes { write($0) }
        buffer = []
        close(descriptor)
        done = true
        cache.install(temp, written: !failed)
    }

    private func flush(_ bytes: UnsafeRawBufferPointer) {
        checksum.add(bytes)
        write(bytes)
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        if !failed && !writeAll(descriptor, bytes) { failed = true }
    }
}

extension FileStamp {
    /// The stamp of what `stat(2)` returned.
    package init(_ info: stat) {
        self.init(
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
            inode: UInt64(info.st_ino))
    }

    /// The stamp of the file at `path` (absolute, links followed), or nil if it cannot be statted.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the file at `root + "/" + relative`, or nil when it cannot be stat'ed; the
    /// path is put together on the stack (this runs for every file of an unchanged journal).
    package init?(root: String, relative: String) {
        var (root, relative) = (root, relative)
        let found = root.withUTF8 { head in
            relative.withUTF8 { tail in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + tail.count + 2) { path -> stat? in
                    var end = 0
                    for byte in head { path[end] = byte; end += 1 }
                    path[end] = UInt8(ascii: "/")
                    end += 1
                    for byte in tail { path[end] = byte; end += 1 }
                    path[end] = 0
                    var info = stat()
                    let status = path.baseAddress!.withMemoryRebound(to: CChar.self, capacity: end + 1) { stat($0, &info) }
                    return status == 0 ? info : nil
                }
            }
        }
        guard let found else { return nil }
        self.init(found)
    }
}

/// A cache file's bytes, mapped read-only for as long as this object lives (`JournalCache.readBytes`).
final class CacheBytes: @unchecked Sendable {
    // @unchecked: the mapping is read-only and never changed, so every thread may read it.
    let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}
