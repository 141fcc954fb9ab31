#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import PlusCore

/// The stamps (`FileStamp`) of a sorted listing's files, each taken by the file's name in its
/// folder: each folder is opened once and its files are stat'ed relative to it (`fstatat`), so the
/// kernel looks up one name per file instead of walking the whole path from `/` again, which on
/// a large unchanged journal is much of the time spent in `stat`.
///
/// Read by many threads at once; every descriptor is opened in `init` and closed in `deinit`.
final class FolderStamps: @unchecked Sendable {
    // @unchecked: nothing changes between init and deinit.
    private let root: String
    private let paths: [String]
    /// The descriptor of each path's folder; -1 where it was not opened (the path is then stat'ed
    /// whole, as `FileStamp(root:relative:)` does).
    private let folderOfPath: [Int32]
    /// Where each path's part below its folder starts, in bytes: what is stat'ed relative to the
    /// folder's descriptor (a name, or a deeper path under a folder of the root).
    private let nameStart: [Int32]
    private let opened: [Int32]

    /// At most this many folders are held open: a journal with a folder per day must not take
    /// the descriptors the reads beside them need (the process may have 1,024 on Linux, 256 on
    /// macOS, fewer under `ulimit -n`); further folders' files are stat'ed by their whole path.
    /// A quarter of the limit left after 32 for everything else, and never more than 128.
    static let maximumOpenFolders: Int = {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        let soft = Int(clamping: limit.rlim_cur)  // no limit (RLIM_INFINITY) clamps to Int.max
        return min(128, max(0, (soft - 32) / 4))
    }()

    /// Opens the folder of each of `paths` (relative to `root`, sorted, so a folder's files are
    /// next to each other), once per run of paths under it. With `runs` (the listing's
    /// `folderRuns`, which must cover `paths`) the folders of the root are opened and the paths
    /// are not read at all: on a large journal each path is a cache miss by then, read only to
    /// find its folder. Without, each path's own folder is found in its text (`runs(of:)`).
    init(root: String, paths: [String], runs: [FolderRun]? = nil) {
        self.root = root
        self.paths = paths
        let given = runs.flatMap { $0.reduce(0) { $0 + $1.count } == paths.count ? $0 : nil }
        var folderOfPath = [Int32](repeating: -1, count: paths.count)
        var nameStart = [Int32](repeating: 0, count: paths.count)
        var opened: [Int32] = []
        var limit = Self.maximumOpenFolders
        var first = 0
        for run in given ?? Self.runs(of: paths) where run.count > 0 {
            let descriptor = Self.openFolder(root: root, folder: run.folder, opened: &opened, limit: &limit)
            let start = Int32(run.folder.isEmpty ? 0 : run.folder.utf8.count + 1)
            for index in first..<(first + run.count) {
                folderOfPath[index] = descriptor
                nameStart[index] = start
            }
            first += run.count
        }
        self.folderOfPath = folderOfPath
        self.nameStart = nameStart
        self.opened = opened
    }

    /// `paths` as runs of consecutive paths in one folder each (the part before the last `/`).
    static func runs(of paths: [String]) -> [FolderRun] {
        var runs: [FolderRun] = []
        // The folder part of the previous path (through its last `/`), as bytes: compared, not
        // made into a string, for each of a journal's thousands of paths.
        var folder: [UInt8] = []
        for index in paths.indices {
            let isSameFolder = paths[index].withBorrowedUTF8 { bytes -> Bool in
                var end = bytes.count
                while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
                guard index == 0 || end != folder.count || memcmp(bytes.baseAddress!, folder, end) != 0 else { return true }
                folder = Array(bytes[..<end])
                return false
            }
            if isSameFolder {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(FolderRun(folder: String(decoding: folder.dropLast(), as: UTF8.self), count: 1))
            }
        }
        return runs
    }

    deinit {
        for descriptor in opened { close(descriptor) }
    }

    /// Opens `folder` (relative to `root`; empty for the root) and adds it to `opened`, unless
    /// `limit` folders are open already; -1 when not opened. Out of descriptors, `limit` drops to
    /// what is open: no more folders are held.
    private static func openFolder(root: String, folder: String, opened: inout [Int32], limit: inout Int) -> Int32 {
        guard opened.count < limit else { return -1 }
        let descriptor = open(folder.isEmpty ? root : root + "/" + folder, flags)
        if descriptor >= 0 {
            opened.append(descriptor)
        } else if errno == EMFILE || errno == ENFILE {
            limit = opened.count
        }
        return descriptor
    }

    /// A folder the listing read is one plusmd may open for reading.
    private static let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC

    /// The stamp of file `index` of the listing, or nil when it cannot be stat'ed.
    func stamp(_ index: Int) -> FileStamp? {
        let folder = folderOfPath[index]
        guard folder >= 0 else { return FileStamp(root: root, relative: paths[index]) }
        let start = Int(nameStart[index])
        return paths[index].withBorrowedUTF8 { bytes in
            let nameLength = bytes.count - start
            // The stamp is made where `stat` lands: handing the 144-byte `stat` out as an
            // optional copies it several times per file.
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: nameLength + 1) { name -> FileStamp? in
                UnsafeMutableRawBufferPointer(name).copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start...])))
                name[nameLength] = 0
                var info = stat()
                guard fstatat(folder, name.baseAddress!, &info, 0) == 0 else { return nil }
                return FileStamp(info)
            }
        }
    }
}
