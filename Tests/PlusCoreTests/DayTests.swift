import Testing

@testable import PlusCore

/// `Day` is kept in four bytes: its fields, order, equality, text and calendar
/// arithmetic must be what three separate numbers gave.
@Suite struct DayTests {
    /// Every day of the years at the edges and a few in between, plus random ones.
    private static var samples: [(year: Int, month: Int, day: Int)] {
        var result: [(Int, Int, Int)] = []
        for year in [1, 4, 100, 400, 1900, 1999, 2000, 2024, 2026, 9999] {
            for month in 1...12 {
                for day in 1...Day.daysIn(month: month, year: year) { result.append((year, month, day)) }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let year = Int.random(in: 1...9999, using: &generator), month = Int.random(in: 1...12, using: &generator)
            result.append((year, month, Int.random(in: 1...Day.daysIn(month: month, year: year), using: &generator)))
        }
        return result
    }

    @Test func fieldsComeBackAsGiven() throws {
        for (year, month, day) in Self.samples {
            let made = try #require(Day(year: year, month: month, day: day))
            #expect((made.year, made.month, made.day) == (year, month, day))
            #expect(Day(parsing: made.description) == made)
        }
    }

    @Test func orderAndEqualityAreThoseOfTheNumbers() throws {
        let samples = Self.samples.shuffled()
        for (left, right) in zip(samples, samples.dropFirst()) {
            let a = try #require(Day(year: left.year, month: left.month, day: left.day))
            let b = try #require(Day(year: right.year, month: right.month, day: right.day))
            #expect((a < b) == ((left.year, left.month, left.day) < (right.year, right.month, right.day)))
            #expect((a == b) == (left == right))
            #expect((a.hashValue == b.hashValue) || a != b)
        }
    }

    @Test func impossibleDaysAreRefused() {
        #expect(Day(year: 0, month: 1, day: 1) == nil)
        #expect(Day(year: 10000, month: 1, day: 1) == nil)
        #expect(Day(year: 2026, month: 13, day: 1) == nil)
        #expect(Day(year: 2026, month: 2, day: 29) == nil)
        #expect(Day(year: 2024, month: 2, day: 30) == nil)
        #expect(Day(year: 2026, month: 4, day: 0) == nil)
        #expect(Day(year: 2024, month: 2, day: 29) != nil)
    }

    /// `adding(days:)` steps across months and years both ways, one day at a time.
    @Test func addingDaysWalksTheCalendar() throws {
        var day = try #require(Day(year: 1999, month: 12, day: 25))
        var count = 0
        while day < Day(year: 2001, month: 3, day: 2)! {
            let next = day.adding(days: 1)
            #expect(next > day)
            #expect(next.adding(days: -1) == day)
            day = next
            count += 1
        }
        // 1999-12-25 to 2001-03-02: 7 days of 1999, 366 of 2000, 31 + 28 + 1 of 2001.
        #expect(count == 7 + 366 + 31 + 28 + 1)
        #expect(Day(year: 2024, month: 1, day: 1)!.adding(days: 366) == Day(year: 2025, month: 1, day: 1))
    }
}
