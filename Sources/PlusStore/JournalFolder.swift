import Dispatch
import Foundation
import PlusCore
import PlusFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a journal folder holds, by relative path (`/` separators), each list sorted.
package struct JournalListing: Sendable, Equatable {
    /// Every `.md` file: workouts, TM entries and notes.
    package var markdown: [String] = []
    /// Every other file (settings, images, sync tools' conflict copies of non-Markdown files).
    package var other: [String] = []
    /// Symbolic links that lead outside the journal (or in a loop), which are not followed.
    package var linksNotFollowed: [String] = []
    /// plusmd's own temp files left by a killed write (hidden, `.NAME.plusmd-XXXXXX`).
    package var leftovers: [String] = []
    /// The files of `markdown` and `other` whose names are sync tools' conflict copies, each with
    /// the tool (`SyncConflictName`): judged once, while listing, for every command that asks.
    package var conflictCopies: [String: String] = [:]
    /// How `markdown` is laid out, when the listing knows: consecutive runs of paths, each run
    /// every file under one folder of the root (`""` for the root's own files), in order; nil
    /// when the folders were listed one after another or their paths sorted again as a whole.
    /// For `FolderStamps`, which then need not read the paths to find their folders.
    package var folderRuns: [FolderRun]?
}

/// `count` consecutive paths of a listing, all under `folder` (relative to the root; empty for
/// the root's own files, which are then all in the root itself).
package struct FolderRun: Sendable, Equatable {
    package var folder: String
    package var count: Int

    package init(folder: String, count: Int) {
        self.folder = folder
        self.count = count
    }
}

/// Why a file's text could not be used.
package enum UnreadableFile: Error, Sendable, Equatable, CustomStringConvertible {
    /// Larger than `JournalFolder.maximumFileSize`.
    case tooLarge(bytes: Int)
    /// Contains NUL bytes: not a text file.
    case binary
    /// The system refused (permissions, vanished while listing…).
    case unreadable(String)

    package var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the file is \(bytes / 1024) KiB; a journal file is a few KiB, so plusmd does not read it"
        case .binary: "the file is binary (it contains NUL bytes), not Markdown"
        case .unreadable(let reason): "cannot read the file: \(reason)"
        }
    }
}

/// Lists and reads a journal's files.
///
/// Every file under the root is listed, at any depth, except inside dot-folders (`.git`,
/// `.obsidian`, `.stversions`, `.trash`) and dot-files, which is also where sync tools keep their
/// temp and placeholder files (`.syncthing.*.tmp`, `.*.icloud`). Symbolic links are followed only
/// when they resolve inside the journal and do not loop, so no path can lead plusmd elsewhere.
/// Listings are sorted, so results never depend on the filesystem's order.
///
/// A name that is not valid UTF-8 (a Latin-1 `café.md` copied from an old disk) is listed with
/// each byte that is not UTF-8 written `\xHH` (`caf\xe9.md`), which is how messages show it;
/// `systemPath` turns such a path back into the name's bytes, so the file is read like any other.
package struct JournalFolder: Sendable {
    /// The journal root, absolute.
    package let root: String
    /// Files larger than this are reported, not read: sheets are a few KiB. The decoder's limit,
    /// so a file is judged the same way whether it is read here or decoded directly.
    package static let maximumFileSize = EntryDecoder.maxSize

    package init(root: String) { self.root = root }

    /// Every file of the journal, sorted, in one pass over the folders.
    ///
    /// The folders under the root (a journal's years) are listed side by side on every core, each
    /// sorted on its own, then merged. Following a symbolic link to a folder depends
    /// on which links were already followed, so when any such link is met below the root the
    /// journal is listed again one folder after another, exactly as a single walk does.
    ///
    /// - Parameter alongside: pieces of work to run once each, on whichever core is free, while
    ///   the folders are listed (the loader reads its settings and its cache file meanwhile);
    ///   they all run before `list` returns, unless the root cannot be listed.
    package func list(alongside: [@Sendable () -> Void] = []) throws(StoreError) -> JournalListing {
        var listing = JournalListing()
        let realRoot = Self.realPath(root) ?? root
        var visited: Set<String> = [realRoot]
        var folders: [String]? = []
        try collect(relative: "", realRoot: realRoot, visited: &visited, into: &listing, deferring: &folders)
        Self.sortPaths(&listing.markdown)
        // The sorted runs `listing.markdown` is made of: the root's files, then each folder's.
        var runs = [listing.markdown.count]
        // A link followed at the root decides what the folders' links may follow: then the
        // journal is listed again below, one folder after another.
        let linkFollowedAtRoot = visited.count > 1
        // In the order of their names, so that the folders' sorted runs usually join sorted.
        let subfolders = linkFollowedAtRoot ? [] : (folders ?? []).sorted()
        let parts = ListingSlots(count: subfolders.count)
        let rootVisited = visited
        let order = Self.largestFirst(subfolders, root: root)
        // The work alongside comes first, so that it starts at once.
        let extra = alongside.count
        ParallelLoop.run(iterations: subfolders.count + extra) { iteration in
            if iteration < extra {
                alongside[iteration]()
                return
            }
            let index = order[iteration - extra]
            var part = JournalListing()
            var seen = rootVisited
            var none: [String]? = nil
            // Only the root can fail to open; below it an unreadable folder is a finding.
            try? collect(relative: subfolders[index], realRoot: realRoot, visited: &seen, into: &part, deferring: &none)
            Self.sortPaths(&part.markdown)
            part.other.sort()
            parts.store(index, part, followedLink: seen.count != rootVisited.count)
        }
        if linkFollowedAtRoot || parts.followedLink {
            listing = JournalListing()
            visited = [realRoot]
            var none: [String]? = nil
            try collect(relative: "", realRoot: realRoot, visited: &visited, into: &listing, deferring: &none)
            runs = []
        } else {
            // The slots' buffer is written through (paths moved out), so they must outlive it.
            withExtendedLifetime(parts) {
                let all = parts.all
                for index in all.indices {
                    runs.append(all[index].markdown.count)
                    // Moved: each folder's paths were made by whichever thread listed it.
                    listing.markdown.appendMoving(&all[index].markdown)
                    listing.other += all[index].other
                    listing.linksNotFollowed += all[index].linksNotFollowed
                    listing.leftovers += all[index].leftovers
                    listing.conflictCopies.merge(all[index].conflictCopies) { first, _ in first }
                }
            }
        }
        // The parts are sorted; joined in the folders' order they are usually sorted as a whole
        // (not always: `2026-old/` sorts before `2026/`), which their seams tell.
        if Self.isSorted(listing.markdown, runs: runs) {
            if runs.count == subfolders.count + 1 {
                listing.folderRuns = zip([""] + subfolders, runs).map { FolderRun(folder: $0, count: $1) }
            }
        } else {
            Self.sortPaths(&listing.markdown)
        }
        listing.other.sort()
        listing.linksNotFollowed.sort()
        return listing
    }

    /// The order in which `list` takes the folders `folders` (relative to `root`, sorted): the
    /// indices of `folders`, the largest folder first when there are at most
    /// `orderedFolderLimit`, else as they are. With few folders the one claimed last sets when the
    /// loop ends: in a one-year journal kept a folder a year (`2024/` with a December's 10 sheets,
    /// `2025/` with 190), the large year should not be left for last. A folder's size (`st_size`) grows with its entries on ext4, XFS, Btrfs and
    /// tmpfs, which is all the order needs; one that cannot be stat'ed counts as empty. With more
    /// folders the claims even out by themselves and no folder is stat'ed. The calls are the
    /// caller's, before the loop, on folders the listing of the root just found (the kernel has
    /// them in its cache).
    static func largestFirst(_ folders: [String], root: String) -> [Int] {
        guard folders.count > 1, folders.count <= orderedFolderLimit else { return Array(folders.indices) }
        let sizes = folders.map { folder -> Int in
            var info = stat()
            return stat(root + "/" + folder, &info) == 0 ? Int(info.st_size) : 0
        }
        // Stable: folders of one size stay in the order of their names.
        return folders.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    }

    /// The most folders `largestFirst` orders by size.
    static let orderedFolderLimit = 8

    /// True when `paths`, made of consecutive runs of `runs[i]` paths each sorted, is sorted as a
    /// whole: each run's last path comes before the next run's first.
    static func isSorted(_ paths: [String], runs: [Int]) -> Bool {
        var end = 0
        for count in runs where count > 0 {
            if end > 0, !(paths[end - 1] <= paths[end]) { return false }
            end += count
        }
        return end == paths.count
    }

    /// Sorts `paths` as `sort()` does. When every path is ASCII (as plusmd's own names are), `<`
    /// is the order of the bytes, so each path is first compared by a key made of its first 16
    /// bytes and only ties by the whole text, since a 20-year journal's sort is mostly string
    /// comparisons.
    static func sortPaths(_ paths: inout [String]) {
        var keyed: [(high: UInt64, low: UInt64, index: Int)] = []
        keyed.reserveCapacity(paths.count)
        for index in paths.indices {
            var path = paths[index]
            // The first 16 bytes as two big-endian words (zero-padded), or nil for a non-ASCII path.
            let key = path.withUTF8 { bytes -> (UInt64, UInt64)? in
                var ascii: UInt8 = 0
                for byte in bytes { ascii |= byte }
                guard ascii < 0x80 else { return nil }
                var buffer: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &buffer) { raw in
                    raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(16)))
                }
                return (UInt64(bigEndian: buffer.0), UInt64(bigEndian: buffer.1))
            }
            guard let key else {
                paths.sort()
                return
            }
            keyed.append((key.0, key.1, index))
        }
        keyed.sort { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            return paths[a.index] < paths[b.index]
        }
        paths = keyed.map { paths[$0.index] }
    }

    /// Relative paths of every Markdown file, sorted.
    package func markdownPaths() throws(StoreError) -> [String] { try list().markdown }

    /// Lists the folder `relative` into `listing`, and every folder below it, or only names them
    /// in `deferring` when it is not nil.
    private func collect(
        relative: String, realRoot: String, visited: inout Set<String>, into listing: inout JournalListing,
        deferring folders: inout [String]?
    ) throws(StoreError) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(Self.systemPath(folder)) else {
            if relative.isEmpty { throw .io(operation: "list", path: folder, reason: String(cString: strerror(errno))) }
            listing.linksNotFollowed.append(relative)
            return
        }
        defer { closedir(directory) }
        // The folder's part of every path, put together once.
        let prefix = relative.isEmpty ? "" : relative + "/"
        let prefixBytes = Array(prefix.utf8)
        while let entry = readdir(directory) {
            // Each path is made from the folder's bytes and the name's in one string (one
            // allocation, one UTF-8 check), not a name string and then `prefix + name`.
            let (path, isHidden) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String?, Bool) in
                let name = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                // The folder itself and its parent: no path is made for either.
                if name.allSatisfy({ $0 == UInt8(ascii: ".") }), name.count <= 2 { return (nil, true) }
                let path = Self.path(prefix: prefixBytes, name: name)
                // `name.hasPrefix(".")`, decided on the bytes unless a mark may join the dot.
                guard name.first == UInt8(ascii: ".") else { return (path, false) }
                let isHidden =
                    name.count == 1 || name[1] < 0x80 || String(decoding: name, as: UTF8.self).hasPrefix(".")
                return (path, isHidden)
            }
            guard let path, !isHidden else {
                if let path, AtomicFile.isLeftover(path) { listing.leftovers.append(path) }
                continue
            }
            var type = Int32(entry.pointee.d_type)
            var isLink = type == Int32(DT_LNK)
            if type == Int32(DT_UNKNOWN) {
                // Some filesystems do not report the type: ask without following a link.
                var own = stat()
                guard lstat(Self.systemPath(root + "/" + path), &own) == 0 else { continue }
                isLink = (own.st_mode & S_IFMT) == S_IFLNK
            }
            if type == Int32(DT_UNKNOWN) || isLink {
                var info = stat()
                guard stat(Self.systemPath(root + "/" + path), &info) == 0 else {
                    listing.linksNotFollowed.append(path)
                    continue
                }
                let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                if isLink {
                    guard let target = Self.realPath(Self.systemPath(root + "/" + path)),
                        target == realRoot || target.hasPrefix(realRoot + "/"),
                        !isDirectory || visited.insert(target).inserted
                    else {
                        listing.linksNotFollowed.append(path)
                        continue
                    }
                }
                type = isDirectory ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) {
                if folders != nil {
                    folders!.append(path)
                } else {
                    try collect(relative: path, realRoot: realRoot, visited: &visited, into: &listing, deferring: &folders)
                }
            } else if type == Int32(DT_REG) || Self.isMarkdownName(path) {
                // A `.md` that is not a regular file (a FIFO, a socket) is listed too: reading it
                // fails at once, and the lifter is told which file and why.
                // The path's last component is the name: both judge it alone.
                if let service = SyncConflictName.service(ofPath: path) { listing.conflictCopies[path] = service }
                if Self.isMarkdownName(path) {
                    listing.markdown.append(path)
                } else {
                    listing.other.append(path)
                }
            }
        }
    }

    /// `prefix` and then `name` as one string (`prefix` is valid UTF-8 ending in `/`, or empty).
    /// A name that is not valid UTF-8 is written as `escapedName` gives it.
    static func path(prefix: [UInt8], name: UnsafeRawBufferPointer) -> String {
        // Only a name with a byte from 0x80 up can be invalid: the rest (almost every name) are
        // not validated twice.
        if name.contains(where: { $0 >= 0x80 }), String(validating: name, as: UTF8.self) == nil {
            return String(decoding: prefix, as: UTF8.self) + escapedName(name)
        }
        return String(unsafeUninitializedCapacity: prefix.count + name.count) { buffer in
            _ = UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, from: prefix)
            UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[prefix.count...]).copyMemory(from: name)
            return prefix.count + name.count
        }
    }

    /// `name` with every byte that is not part of a valid UTF-8 character written `\xHH`
    /// (lowercase hex: `caf\xe9.md`); valid characters are kept.
    static func escapedName(_ name: UnsafeRawBufferPointer) -> String {
        var output = ""
        var index = 0
        while index < name.count {
            // The shortest valid character from here (a UTF-8 character is 1 to 4 bytes), else one bad byte.
            let valid = (1...min(4, name.count - index)).lazy.compactMap { length in
                String(validating: name[index..<(index + length)], as: UTF8.self).map { (length, $0) }
            }.first
            if let (length, character) = valid {
                output += character
                index += length
            } else {
                output += "\\x" + (name[index] < 0x10 ? "0" : "") + String(name[index], radix: 16)
                index += 1
            }
        }
        return output
    }

    /// What to hand the system for `path` (absolute): its UTF-8 bytes, or, when it holds a
    /// `\xHH` escape of a byte from 0x80 up that `escapedName` writes and no file has the name
    /// as written, the bytes it was listed from.
    package static func systemPath(_ path: String) -> [CChar] {
        let bytes = Array(path.utf8)
        guard let raw = unescaped(bytes) else { return path.utf8CString.map { $0 } }
        var info = stat()
        if lstat(path, &info) == 0 { return path.utf8CString.map { $0 } }
        return raw.map { CChar(bitPattern: $0) } + [0]
    }

    /// `bytes` with each `\xHH` for a byte from 0x80 up turned into that byte; nil when there is none.
    static func unescaped(_ bytes: [UInt8]) -> [UInt8]? {
        func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        guard bytes.contains(UInt8(ascii: "\\")) else { return nil }
        var output: [UInt8] = []
        var index = 0
        var found = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "x"),
                let high = hexDigit(bytes[index + 2]), let low = hexDigit(bytes[index + 3]), high >= 8
            {
                output.append(high << 4 | low)
                index += 4
                found = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return found ? output : nil
    }

    /// True when `name` ends in `.md` in any case (`lowercased().hasSuffix(".md")`), decided on
    /// the last bytes when the character before the dot is ASCII (it then cannot join the dot).
    static func isMarkdownName(_ name: String) -> Bool {
        var name = name
        let decided = name.withUTF8 { bytes -> Bool? in
            let count = bytes.count
            guard count >= 4, bytes[count - 4] < 0x80 else { return nil }
            return bytes[count - 3] == UInt8(ascii: ".") && bytes[count - 2] | 0x20 == UInt8(ascii: "m")
                && bytes[count - 1] | 0x20 == UInt8(ascii: "d")
        }
        return decided ?? name.lowercased().hasSuffix(".md")
    }

    /// The text of the file at `path` (relative to the root) as UTF-8; invalid bytes become
    /// U+FFFD (the decoder then reports them).
    ///
    /// - Throws: `UnreadableFile` for a file too large, binary or unreadable.
    package func read(_ path: String) throws(UnreadableFile) -> String {
        try readStamped(path).text
    }

    /// The text of the file at `path` as `read(_:)` gives it, and its stamp (`fstat` of the open
    /// file, taken before reading, so the text is never older than the stamp).
    ///
    /// - Throws: `UnreadableFile` for a file too large, binary or unreadable.
    package func readStamped(_ path: String) throws(UnreadableFile) -> (text: String, stamp: FileStamp) {
        // Never a FIFO or device: its open or read would wait for a writer.
        let descriptor: Int32
        let info: stat
        do { (descriptor, info) = try RegularFile.open(systemPath: Self.systemPath(root + "/" + path)) } catch { throw .unreadable(error.reason) }
        defer { close(descriptor) }
        let size = Int(info.st_size)
        guard size <= Self.maximumFileSize else { throw .tooLarge(bytes: size) }
        // Read straight into the string's own storage (one allocation per file); the string
        // validates it as `String(decoding:as:)` would, invalid bytes becoming U+FFFD.
        var binary = false
        let text =
            size == 0
            ? ""
            : String(unsafeUninitializedCapacity: size) { buffer in
                var offset = 0
                while offset < size {
                    let count = systemRead(descriptor, buffer.baseAddress! + offset, size - offset)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    offset += count
                }
                binary = memchr(buffer.baseAddress!, 0, offset) != nil
                return offset
            }
        guard !binary else { throw .binary }
        return (text, FileStamp(info))
    }

    /// Makes the folder `path` (absolute) and its parents, for a new journal.
    package static func create(_ path: String) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io(operation: "create folder", path: path, reason: error.localizedDescription)
        }
    }

    /// True when a file or folder exists at `path` (relative to the root).
    package func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }

    /// The text of a file that must not lead outside the journal (`plusmd.yaml`), as `read(_:)`
    /// gives it.
    ///
    /// - Throws: `StoreError.outsideJournal` for a link (or a linked folder) leading outside: the
    ///   file is not read, so none of it is shown; `StoreError.io` when it cannot be read.
    package func readInside(_ path: String) throws(StoreError) -> String {
        guard leadsInside(path) else { throw .outsideJournal(root + "/" + path) }
        do {
            return try read(path)
        } catch {
            throw .io(operation: "read", path: root + "/" + path, reason: error.description)
        }
    }

    /// Whether `path` (relative to the root) is inside the journal once every symbolic link is
    /// resolved; true for a path that does not exist yet (nothing to follow).
    package func leadsInside(_ path: String) -> Bool {
        guard let target = Self.realPath(root + "/" + path) else { return true }
        let realRoot = Self.realPath(root) ?? root
        return target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// The canonical absolute path with every symbolic link resolved, or nil if it does not exist.
    package static func realPath(_ path: String) -> String? {
        realPath(systemPath(path))
    }

    /// `realPath` of the path as the system's bytes (`systemPath`).
    static func realPath(_ path: [CChar]) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// One listing per folder under the root, each written by one worker of `list()` and read after
/// all have finished.
private final class ListingSlots: @unchecked Sendable {
    private let parts: UnsafeMutableBufferPointer<JournalListing>
    private let linkFollowed: UnsafeMutableBufferPointer<Bool>

    init(count: Int) {
        parts = .allocate(capacity: count)
        parts.initialize(repeating: JournalListing())
        linkFollowed = .allocate(capacity: count)
        linkFollowed.initialize(repeating: false)
    }

    deinit {
        parts.deinitialize()
        parts.deallocate()
        linkFollowed.deallocate()
    }

    func store(_ index: Int, _ part: JournalListing, followedLink: Bool) {
        parts[index] = part
        linkFollowed[index] = followedLink
    }

    var all: UnsafeMutableBufferPointer<JournalListing> { parts }
    var followedLink: Bool { linkFollowed.contains(true) }
}

/// libc's read(2), named apart from `JournalFolder.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
