/// A calendar day in the lifter's local time zone, written `YYYY-MM-DD` (ISO 8601).
///
/// Ordered chronologically. The CLI decides which day is "today"; the core never reads a clock.
package struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `year << 9 | month << 5 | day`: four bytes, ordered as the days are. Every sheet, entry
    /// and record holds a day, and the replay compares them throughout: three `Int`s would be 24
    /// bytes apiece.
    private let packed: UInt32

    /// 1…9999.
    package var year: Int { Int(packed >> 9) }
    /// 1…12.
    package var month: Int { Int(packed >> 5 & 0xF) }
    /// 1…31, within the month's days.
    package var day: Int { Int(packed & 0x1F) }

    /// Creates a day; returns nil unless it exists in the proleptic Gregorian calendar.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        packed = UInt32(year) << 9 | UInt32(month) << 5 | UInt32(day)
    }

    /// Parses exactly `YYYY-MM-DD`; nil for any other shape or an impossible date.
    package init?(parsing text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days in a month of the Gregorian calendar.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static func < (lhs: Day, rhs: Day) -> Bool { lhs.packed < rhs.packed }
}
