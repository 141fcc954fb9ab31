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
        let now = localNow()
        return CommandContext(
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            today: now.day, now: now,
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readLine: { Swift.readLine() })
    }

    /// The local date and time in the lifter's time zone, from libc's `localtime_r`, which honours `TZ` and
    /// /etc/localtime (Foundation-free, so no ICU time-zone surprises).
    static func localNow() -> LocalTime {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let day =
            Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? Day(year: 1970, month: 1, day: 1)!
        return LocalTime(
            day: day, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
            utcOffsetSeconds: Int(parts.tm_gmtoff))
    }
}

/// Ends the process with `status`.
package func exit(_ status: Int32) -> Never {
    Foundation.exit(status)
}
