/// A moment on the lifter's local wall clock, to the second: used for names such as
/// `plusmd-export-20261130-184502.md`. The CLI reads the clock once; the core never does.
package struct LocalTime: Sendable, Equatable {
    package var day: Day
    /// 0…23.
    package var hour: Int
    /// 0…59.
    package var minute: Int
    /// 0…60 (a leap second is kept as the clock reports it).
    package var second: Int
    /// The local time's offset from UTC, in seconds east (3600 for UTC+01:00); 0 when unknown.
    package var utcOffsetSeconds: Int

    package init(day: Day, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffsetSeconds: Int = 0) {
        self.utcOffsetSeconds = utcOffsetSeconds
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// `YYYYMMDD-HHMMSS`, zero-padded digits only, the same in every locale.
    package var compactStamp: String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = day.description.split(separator: "-").joined()
        return "\(date)-\(pad(hour))\(pad(minute))\(pad(second))"
    }

    /// RFC 3339 with the UTC offset: `2026-11-30T18:45:02+01:00` (`Z` for UTC).
    package var rfc3339: String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let time = "\(day)T\(pad(hour)):\(pad(minute)):\(pad(second))"
        guard utcOffsetSeconds != 0 else { return time + "Z" }
        let minutes = abs(utcOffsetSeconds) / 60
        return time + (utcOffsetSeconds < 0 ? "-" : "+") + "\(pad(minutes / 60)):\(pad(minutes % 60))"
    }
}
