import Foundation
import PlusCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running process's outside world, read once at the CLI's edge: environment variables, the
/// working directory, the local time, the standard streams. The core never reads any of it.
package enum ProcessEnvironment {
    // On Linux the environment, the working directory and the streams come from libc: through
    // Foundation each first use costs type look-ups by name, a scan of every conformance in the
    // static binary, on every run.

    /// The environment variables; a name given twice counts once, as `getenv` reads it (the first).
    package static var variables: [String: String] {
        #if canImport(Glibc)
            var count = 0
            while environ[count] != nil { count += 1 }
            var result = [String: String](minimumCapacity: count)  // no regrowth while filling
            var entry = environ
            while let pair = entry.pointee {
                let length = strlen(pair)
                pair.withMemoryRebound(to: UInt8.self, capacity: length) { start in
                    add(UnsafeBufferPointer(start: start, count: length), to: &result)
                }
                entry += 1
            }
            return result
        #else
            ProcessInfo.processInfo.environment
        #endif
    }

    /// Adds one `NAME=value` entry of the environment, given as its bytes, to `variables`,
    /// unless the name is there already (the first of a name counts, as `getenv` reads it). An
    /// entry without `=` is left out. Name and value are decoded from the bytes on each side of
    /// the first `=`, invalid UTF-8 repaired as `String(cString:)` does; not cut out of a String
    /// of the whole entry, whose Characters could join the `=` with a combining mark after it.
    package static func add(_ entry: UnsafeBufferPointer<UInt8>, to variables: inout [String: String]) {
        guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
        let name = String(decoding: UnsafeBufferPointer(rebasing: entry[..<equals]), as: UTF8.self)
        guard variables[name] == nil else { return }
        variables[name] = String(decoding: UnsafeBufferPointer(rebasing: entry[(equals + 1)...]), as: UTF8.self)
    }

    package static var workingDirectory: String {
        #if canImport(Glibc)
            guard let path = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
            defer { free(path) }
            return String(cString: path)
        #else
            FileManager.default.currentDirectoryPath
        #endif
    }

    /// True when file descriptor `descriptor` (0, 1, 2) is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    package static func writeStandardOutput(_ text: String) { write(text, to: 1) }

    package static func writeStandardError(_ text: String) { write(text, to: 2) }

    /// Writes all of `text`'s UTF-8 to `descriptor`; a stream that refuses (closed, full disk) is
    /// left, as a terminal that went away would be.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// The local date and time in the lifter's time zone, from libc's `localtime_r`, which honours
    /// `TZ` and /etc/localtime (no ICU time-zone surprises), with its UTC offset.
    package static func localNow() -> LocalTime {
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

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never { Foundation.exit(status) }
}
