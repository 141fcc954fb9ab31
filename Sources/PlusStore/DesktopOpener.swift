import Foundation

/// Opens a file with the desktop's opener: `xdg-open` (Linux, BSD) or `open` (macOS), looked up
/// on the given `PATH`. Used by `plusmd report --open`.
package enum DesktopOpener {
    /// The openers tried, in order.
    package static let candidates = ["xdg-open", "open"]

    /// The absolute path of the first opener found on `searchPath` (a `PATH` value), or nil.
    package static func opener(searchPath: String?) -> String? {
        let folders = (searchPath ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for name in candidates {
            for folder in folders {
                let candidate = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Opens `file` (an absolute path) with the first opener on `searchPath`.
    ///
    /// - Returns: false when there is no opener, or it could not start or failed (the caller then
    ///   prints the path instead).
    package static func open(_ file: String, searchPath: String?) -> Bool {
        guard let opener = opener(searchPath: searchPath) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
