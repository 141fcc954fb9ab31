import Foundation
import PlusCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandContext {
    /// The real world: the process environment, working directory, local date and standard streams.
    package static func live() -> CommandContext {
        CommandContext(
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            today: localToday(),
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readLine: { Swift.readLine() })
    }

    /// Today in the lifter's local time zone, from libc's `localtime_r`, which honours `TZ` and
    /// /etc/localtime (Foundation-free, so no ICU time-zone surprises).
    static func localToday() -> Day {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? Day(year: 1970, month: 1, day: 1)!
    }
}

/// Ends the process with `status`.
package func exit(_ status: Int32) -> Never {
    Foundation.exit(status)
}
