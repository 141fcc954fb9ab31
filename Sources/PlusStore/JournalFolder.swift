import Foundation
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
package struct JournalFolder: Sendable {
    /// The journal root, absolute.
    package let root: String
    /// Files larger than this are reported, not read: sheets are a few KiB. The decoder's limit,
    /// so a file is judged the same way whether it is read here or decoded directly.
    package static let maximumFileSize = EntryDecoder.maxSize

    package init(root: String) { self.root = root }

    /// Every file of the journal, sorted, in one pass over the folders.
    package func list() throws(StoreError) -> JournalListing {
        var listing = JournalListing()
        let realRoot = Self.realPath(root) ?? root
        var visited: Set<String> = [realRoot]
        try collect(relative: "", realRoot: realRoot, visited: &visited, into: &listing)
        listing.markdown.sort()
        listing.other.sort()
        listing.linksNotFollowed.sort()
        return listing
    }

    /// Relative paths of every Markdown file, sorted.
    package func markdownPaths() throws(StoreError) -> [String] { try list().markdown }

    private func collect(
        relative: String, realRoot: String, visited: inout Set<String>, into listing: inout JournalListing
    ) throws(StoreError) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else {
            if relative.isEmpty { throw .io(operation: "list", path: folder, reason: String(cString: strerror(errno))) }
            listing.linksNotFollowed.append(relative)
            return
        }
        // The folder's entries are sorted here, a folder's name as if it ended in `/`: then the
        // whole listing comes out in the order of its full paths, and `list()`'s final sort, which
        // decides the order, only checks it (a few hundred names sorted per folder cost far
        // less than 20,000 paths sorted at once; issue 14).
        var entries: [(key: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else {
                if name.contains(".plusmd-") { listing.leftovers.append(relative.isEmpty ? name : relative + "/" + name) }
                continue
            }
            let path = relative.isEmpty ? name : relative + "/" + name
            var type = Int32(entry.pointee.d_type)
            var isLink = type == Int32(DT_LNK)
            if type == Int32(DT_UNKNOWN) {
                // Some filesystems do not report the type: ask without following a link.
                var own = stat()
                guard lstat(root + "/" + path, &own) == 0 else { continue }
                isLink = (own.st_mode & S_IFMT) == S_IFLNK
            }
            if type == Int32(DT_UNKNOWN) || isLink {
                var info = stat()
                guard stat(root + "/" + path, &info) == 0 else {
                    listing.linksNotFollowed.append(path)
                    continue
                }
                let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                if isLink {
                    guard let target = Self.realPath(root + "/" + path),
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
                entries.append((name + "/", true))
            } else if type == Int32(DT_REG) {
                entries.append((name, false))
            }
        }
        closedir(directory)
        entries.sort { Self.utf8Less($0.key, $1.key) }
        for (key, isDirectory) in entries {
            if isDirectory {
                let name = key.dropLast()
                try collect(relative: relative.isEmpty ? String(name) : relative + "/" + name, realRoot: realRoot, visited: &visited, into: &listing)
            } else if Self.isMarkdownName(key) {
                listing.markdown.append(relative.isEmpty ? key : relative + "/" + key)
            } else {
                listing.other.append(relative.isEmpty ? key : relative + "/" + key)
            }
        }
    }

    /// Byte order of the UTF-8 text: `<` for ASCII names; for others only a first guess that
    /// `list()`'s own sort corrects.
    private static func utf8Less(_ left: String, _ right: String) -> Bool {
        var (left, right) = (left, right)
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
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
        let full = root + "/" + path
        let descriptor = open(full, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
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

    /// The canonical absolute path with every symbolic link resolved, or nil if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// libc's read(2), named apart from `JournalFolder.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
