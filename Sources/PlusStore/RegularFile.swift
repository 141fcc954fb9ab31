#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens files for reading without ever blocking, and only regular files.
///
/// A FIFO (a named pipe), or a symbolic link to one, blocks a plain `open` until some other
/// process opens it for writing, and then blocks `read` until it writes: a `.md` link to a FIFO
/// hung `status`. Here the file is opened with `O_NONBLOCK` (so the open returns at once), then
/// checked with `fstat` and refused unless it is a regular file; a regular file ignores the flag,
/// so its reads are the usual ones.
package enum RegularFile {
    /// Why a file could not be opened for reading.
    package struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The system's text for the error, or "not a regular file".
        package var reason: String

        package var description: String { reason }

        /// The refusal of a FIFO, socket or device (a folder gives the system's own error).
        package static let notRegular = Refusal(reason: "not a regular file (a FIFO, socket or device?)")
    }

    /// A descriptor for the regular file at `path` (following symbolic links), opened read-only,
    /// and its `fstat`; the caller closes it.
    ///
    /// - Throws: `Refusal` with errno's text when it cannot be opened, or `Refusal.notRegular`
    ///   for anything but a regular file (nothing is left open).
    package static func open(_ path: String) throws(Refusal) -> (descriptor: Int32, info: stat) {
        try open(systemPath: path.utf8CString.map { $0 })
    }

    /// `open(_:)` for a path given as the bytes to hand the system (NUL-terminated), as
    /// `JournalFolder.systemPath` gives a name that is not UTF-8.
    package static func open(systemPath path: [CChar]) throws(Refusal) -> (descriptor: Int32, info: stat) {
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Refusal(reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Refusal(reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            if info.st_mode & S_IFMT == S_IFDIR { throw Refusal(reason: String(cString: strerror(EISDIR))) }
            throw .notRegular
        }
        return (descriptor, info)
    }
}

/// The C library's `open`, under a name that `RegularFile.open` does not shadow.
private func systemOpen(_ path: [CChar], _ flags: Int32) -> Int32 {
    open(path, flags)
}
