/// Calendar arithmetic on days of the proleptic Gregorian calendar, without Foundation.
extension Day {
    /// The ISO 8601 weekday: 1 is Monday … 7 is Sunday (Sakamoto's method).
    package var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let sundayBased = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
        return sundayBased == 0 ? 7 : sundayBased
    }

    /// Days since 0001-01-01 (day 0), for distances between days.
    package var ordinal: Int {
        let y = year - 1
        var days = y * 365 + y / 4 - y / 100 + y / 400
        for m in 1..<month { days += Day.daysIn(month: m, year: year) }
        return days + day - 1
    }

    /// The `ordinal` of 1970-01-01, the day Unix time counts from.
    package static let unixEpochOrdinal = 719_162

    /// The first day of the day's month.
    package var firstOfMonth: Day { Day(year: year, month: month, day: 1) ?? self }
}

/// A month of a year, written `YYYY-MM`.
package struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var year: Int
    /// 1…12.
    package var month: Int

    /// Nil unless `year` is 1…9999 and `month` 1…12.
    package init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month a day falls in.
    package init(_ day: Day) {
        year = day.year
        month = day.month
    }

    /// Parses exactly `YYYY-MM`.
    package init?(parsing text: some StringProtocol) {
        guard text.count == 7, let day = Day(parsing: "\(text)-01") else { return nil }
        self.init(day)
    }

    /// The English name of the month: `November` (fixed, never the locale's).
    package var name: String {
        [
            "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December",
        ][month - 1]
    }

    /// Days in the month.
    package var dayCount: Int { Day.daysIn(month: month, year: year) }

    /// `YYYY-MM`.
    package var description: String { String(Day(year: year, month: month, day: 1)?.description.prefix(7) ?? "") }

    /// True when `day` falls in this month.
    package func contains(_ day: Day) -> Bool { day.year == year && day.month == month }

    package static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
