#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import PlusCore

/// The lifter's time zone, as far as dates go: which local day a moment falls on. A `date:`
/// written with an offset (`2026-12-01T02:00:00Z`) counts on that day.
package struct LocalZone: Sendable {
    /// The local day of a moment given in seconds since 1970-01-01 UTC; nil when out of range.
    package let day: @Sendable (_ moment: Int64) -> Day?
    /// What tells this zone from another (the cache of decoded files is kept per zone).
    package let identity: String

    package init(identity: String, day: @escaping @Sendable (_ moment: Int64) -> Day?) {
        self.identity = identity
        self.day = day
    }

    /// The process's time zone, as the C library reads it (`TZ`, else `/etc/localtime`): the
    /// zone `date` and every other command line tool use.
    package static let system = LocalZone(identity: systemIdentity) { moment in
        var seconds = time_t(moment)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return nil }
        return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// `TZ` as set, and the file `/etc/localtime` leads to (the zone when `TZ` is not set), with
    /// its size and modification time: a container copies the zone's file rather than linking it.
    private static var systemIdentity: String {
        let variable = getenv("TZ").map { String(cString: $0) } ?? ""
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let file = realpath("/etc/localtime", &resolved) != nil ? String(cString: resolved) : ""
        var info = stat()
        guard stat("/etc/localtime", &info) == 0 else { return "TZ=\(variable);\(file)" }
        #if os(Linux)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        let stamp = "\(info.st_size);\(modified.tv_sec).\(modified.tv_nsec)"
        return "TZ=\(variable);\(file);\(stamp)"
    }

    /// A zone a fixed number of seconds east of UTC, with no daylight saving time (for tests).
    package static func fixed(secondsEast offset: Int) -> LocalZone {
        LocalZone(identity: "UTC\(offset >= 0 ? "+" : "")\(offset)s") { moment in
            let local = moment + Int64(offset)
            let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
            return Day(year: 1970, month: 1, day: 1)?.adding(days: days)
        }
    }
}
