import Foundation

/// Runs another program (an editor, a sound player). `run` starts it directly, never through a shell: each
/// argument is its own `argv` entry, so a path with spaces or quotes reaches the program intact.
/// `runShellCommand` runs a command line the lifter wrote (`$EDITOR`) through `sh`, as git does,
/// with the arguments still passed as their own words. The program is looked up on `PATH` by
/// `/usr/bin/env`; standard input, output and error are the terminal's.
package enum ExternalProgram {
    /// The `argv` that runs the shell command line `command` with `arguments` as its own words,
    /// as git runs `$EDITOR`: `sh -c 'COMMAND "$@"' COMMAND ARGUMENT…`. Quotes and options in
    /// `command` work (`"/opt/My Editor/ed" --wait`); the arguments are never re-split.
    package static func shellArguments(_ command: String, _ arguments: [String]) -> [String] {
        ["sh", "-c", command + " \"$@\"", command] + arguments
    }

    /// Runs the shell command line `command` (a lifter's `$EDITOR`) with `arguments` and waits.
    ///
    /// - Returns: its exit status (127 when the shell cannot find the program).
    /// - Throws: `StoreError.cannotRun` when the shell cannot be started.
    package static func runShellCommand(_ command: String, arguments: [String]) throws(StoreError) -> Int32 {
        try run(shellArguments(command, arguments)).status
    }

    /// Runs `arguments[0]` with the rest as its arguments and waits for it.
    ///
    /// - Parameter captureOutput: true to collect standard output (and discard standard error)
    ///   instead of passing them through.
    /// - Returns: the exit status and, when captured, standard output as UTF-8.
    /// - Throws: `StoreError.cannotRun` when it cannot be started.
    @discardableResult
    package static func run(
        _ arguments: [String], in folder: String? = nil, captureOutput: Bool = false
    ) throws(StoreError) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        if captureOutput {
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw .cannotRun(arguments.first ?? "", reason: error.localizedDescription)
        }
        let data = captureOutput ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The path of the first of `names` found executable on `PATH` (from `environment`; the
    /// system's usual folders when unset), or nil.
    package static func firstExecutable(_ names: [String], environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where !folder.isEmpty {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Starts the program at `path` (absolute) detached from the terminal (no input, output and
    /// errors discarded) and never waits for it: for sounds and notifications.
    ///
    /// - Returns: false when it could not be started.
    @discardableResult
    package static func startDetached(_ path: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
