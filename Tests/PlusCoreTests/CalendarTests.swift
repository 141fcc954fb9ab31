import Testing

@testable import PlusCore

@Suite struct CalendarTests {
    @Test(arguments: [
        ("2026-11-30", 1), ("2026-11-29", 7), ("2000-01-01", 6), ("2024-02-29", 4), ("1970-01-01", 4),
    ])
    func weekdayIsISO(_ text: String, _ weekday: Int) throws {
        #expect(try #require(Day(parsing: text)).weekday == weekday)
    }

    @Test func ordinalCountsDays() throws {
        let a = try #require(Day(parsing: "2024-02-28"))
        let b = try #require(Day(parsing: "2024-03-01"))
        #expect(b.ordinal - a.ordinal == 2)
        #expect(try #require(Day(parsing: "0001-01-01")).ordinal == 0)
    }

    @Test func novemberTwentyTwentySixStartsOnSunday() throws {
        let month = try #require(Month(parsing: "2026-11"))
        let monday = MonthGrid(month)
        #expect(monday.weeks.count == 6)
        #expect(monday.weeks[0].prefix(6).allSatisfy { $0 == nil })
        #expect(monday.weeks[0][6]?.day == 1)
        #expect(monday.weeks[5][0]?.day == 30)
        let sunday = MonthGrid(month, weekStart: .sunday)
        #expect(sunday.weeks[0][0]?.day == 1)
        #expect(sunday.weekdayNames.first == "Su")
        #expect(sunday.weeks.count == 5)
    }

    @Test func monthParsingAndNames() {
        #expect(Month(parsing: "2026-13") == nil)
        #expect(Month(parsing: "2026-1") == nil)
        #expect(Month(parsing: "2026-02")?.name == "February")
        #expect(Month(parsing: "2024-02")?.dayCount == 29)
        #expect(LocalTime(day: Day(year: 2026, month: 1, day: 5)!, hour: 7, minute: 3, second: 9).compactStamp == "20260105-070309")
    }
}
