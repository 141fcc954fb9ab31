#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder outside the journal that only this user can write: the lock and cache folders. A
/// folder in a shared place (`$TMPDIR`) could be made first by another user, who could then plant
/// a symbolic link (and have plusmd truncate its target) or a forged cache; such a folder is
/// never used.
package enum PrivateFolder {
    /// Makes `path` (absolute) exist, its missing folders with mode 0700, and returns nil when it
    /// is fit to use: a real folder (not a symbolic link), owned by this user, writable by no
    /// one else. Otherwise the reason it is not.
    package static func prepare(_ path: String) -> String? {
        var current = ""
        for part in path.split(separator: "/") {
            current += "/" + part
            mkdir(current, 0o700)
        }
        return unfitness(path)
    }

    /// Nil when `path` is a real folder owned by this user and writable by no one else; else why not.
    package static func unfitness(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "\(path) cannot be created: \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(path) is not a folder (a symbolic link or a file)" }
        guard info.st_uid == getuid() else { return "\(path) belongs to another user (uid \(info.st_uid))" }
        guard info.st_mode & 0o022 == 0 else { return "\(path) can be written by other users" }
        return nil
    }

    /// Whether the open file `descriptor` is a regular file owned by this user.
    package static func isOwnRegularFile(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_uid == getuid()
    }
}
