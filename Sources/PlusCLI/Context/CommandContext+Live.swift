import PlusCore
import PlusStore

extension CommandContext {
    /// The real world: the process environment, working directory, local date and standard streams.
    package static func live() -> CommandContext {
        let now = ProcessEnvironment.localNow()
        return CommandContext(
            environment: ProcessEnvironment.variables, workingDirectory: ProcessEnvironment.workingDirectory,
            today: now.day, now: now,
            stdinIsTerminal: ProcessEnvironment.isTerminal(0), stdoutIsTerminal: ProcessEnvironment.isTerminal(1),
            stderrIsTerminal: ProcessEnvironment.isTerminal(2),
            writeOut: { ProcessEnvironment.writeStandardOutput($0) },
            writeError: { ProcessEnvironment.writeStandardError($0) },
            readLine: { Swift.readLine() })
    }
}

/// Ends the process with `status`.
package func exit(_ status: Int32) -> Never {
    ProcessEnvironment.exit(status)
}
