import Foundation

/// Runs `git` as a child process with an argument array (never through a shell, so names, dates
/// and messages are data), in a given folder (`git -C DIR`), with a sanitised environment:
/// `GIT_DIR` and friends unset (so an outer repository's settings never leak in),
/// `GIT_TERMINAL_PROMPT=0` (never hang on a password prompt), `GIT_EDITOR=true` (never open an
/// editor), `LC_ALL=C` (messages plusmd may match on stay in English). stdin is `/dev/null`.
package enum GitProcess {
    /// Variables that point git at another repository, index or work tree; always removed.
    static let repositoryVariables = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
    ]

    /// Runs `git -C directory arguments…` and returns its output.
    ///
    /// - Parameter check: when true (the default), a non-zero exit throws `GitError.failed`.
    /// - Throws: `GitError.notInstalled` when there is no git; `.launch` when it cannot start.
    @discardableResult
    package static func run(_ arguments: [String], in directory: String, check: Bool = true) throws(GitError) -> GitOutput {
        guard let executable = executable() else { throw .notInstalled }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", directory] + arguments
        process.environment = environment()
        process.standardInput = FileHandle.nullDevice
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        do {
            try process.run()
        } catch {
            throw .launch(reason: error.localizedDescription)
        }
        // Read stderr on another thread while stdout is read here, so a full pipe never blocks git.
        let errorData = DataBox()
        let reader = Thread { errorData.set(errPipe.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorData.wait()
        let output = GitOutput(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errorData.data, as: UTF8.self))
        if check && output.status != 0 {
            let message = output.stderr.isEmpty ? output.stdout : output.stderr
            throw .failed(arguments: arguments, status: output.status, message: trimmed(message))
        }
        return output
    }

    /// The first executable `git` on `PATH` (or in /usr/bin, /usr/local/bin when `PATH` is unset).
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in repositoryVariables { environment[name] = nil }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EDITOR"] = "true"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// `text` without leading and trailing whitespace and newlines.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Data handed from a reader thread to the waiting one.
private final class DataBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Data?

    func set(_ data: Data) {
        condition.lock()
        value = data
        condition.signal()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while value == nil { condition.wait() }
        condition.unlock()
    }

    var data: Data {
        condition.lock()
        defer { condition.unlock() }
        return value ?? Data()
    }
}
