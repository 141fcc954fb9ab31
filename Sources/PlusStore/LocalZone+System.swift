#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import PlusCore
import PlusFormat

extension LocalZone {
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

}
