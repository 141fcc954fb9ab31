import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole text file outside the journal (another app's export for `plusmd init --from`).
package enum TextFile {
    /// The largest file read, in bytes: a decade of sets is a few megabytes.
    package static let maxSize = 64 << 20

    /// The UTF-8 text of the file at `path` (absolute); invalid bytes become U+FFFD.
    ///
    /// - Throws: `StoreError.io` when it cannot be read, is a folder, a FIFO or a device (never
    ///   waited on), or is larger than `maxSize`.
    package static func read(_ path: String) throws(StoreError) -> String {
        let descriptor: Int32
        do { (descriptor, _) = try RegularFile.open(path) } catch {
            throw .io(operation: "read", path: path, reason: error.reason)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maxSize {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .io(operation: "read", path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        guard bytes.count <= maxSize else { throw .io(operation: "read", path: path, reason: "larger than 64 MB") }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The C library's `read`, under a name that `TextFile.read` does not shadow.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
