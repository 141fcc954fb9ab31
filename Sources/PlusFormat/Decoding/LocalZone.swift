import PlusCore

/// The lifter's time zone, as far as dates go: which local day a moment falls on. A `date:`
/// written with an offset (`2026-12-01T02:00:00Z`) counts on that day.
package struct LocalZone: Sendable {
    /// The local day of a moment given in seconds since 1970-01-01 UTC (nil when out of range);
    /// nil for `asWritten`.
    package let day: (@Sendable (_ moment: Int64) -> Day?)?
    /// What tells this zone from another (the cache of decoded files is kept per zone).
    package let identity: String

    package init(identity: String, day: (@Sendable (_ moment: Int64) -> Day?)?) {
        self.identity = identity
        self.day = day
    }

    /// No zone: a date-time counts on its date part as written, offset or not. For text plusmd
    /// renders itself (plain days) and for tests; readers of a lifter's files pass the lifter's
    /// zone (`LocalZone.system`, in PlusStore, which reads the environment).
    package static let asWritten = LocalZone(identity: "as written", day: nil)

    /// A zone a fixed number of seconds east of UTC, with no daylight saving time (for tests).
    package static func fixed(secondsEast offset: Int) -> LocalZone {
        LocalZone(identity: "UTC\(offset >= 0 ? "+" : "")\(offset)s") { moment in
            let local = moment + Int64(offset)
            let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
            return Day(year: 1970, month: 1, day: 1)?.adding(days: days)
        }
    }
}
