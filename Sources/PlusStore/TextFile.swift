import Foundation

/// Reads a whole text file outside the journal (another app's export for `plusmd init --from`).
package enum TextFile {
    /// The largest file read, in bytes: a decade of sets is a few megabytes.
    package static let maxSize = 64 << 20

    /// The UTF-8 text of the file at `path` (absolute); invalid bytes become U+FFFD.
    ///
    /// - Throws: `StoreError.io` when it cannot be read, is a folder, or is larger than `maxSize`.
    package static func read(_ path: String) throws(StoreError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .io(operation: "read", path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .io(operation: "read", path: path, reason: "it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .io(operation: "read", path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maxSize + 1) ?? Data() } catch {
            throw .io(operation: "read", path: path, reason: error.localizedDescription)
        }
        guard data.count <= maxSize else { throw .io(operation: "read", path: path, reason: "larger than 64 MB") }
        return String(decoding: data, as: UTF8.self)
    }
}
