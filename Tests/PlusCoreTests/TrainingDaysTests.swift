import Testing

@testable import PlusCore

/// The planned days of `plusmd print`: the lifter's usual weekdays and sessions a day, read from
/// the last eight weeks of sheets.
@Suite struct TrainingDaysTests {
    func days(_ texts: [String]) throws -> [Day] { try texts.map { try #require(Day(parsing: $0)) } }

    @Test func mondayTuesdayThursdayFridayFromEightWeeks() throws {
        // Two weeks of Mon/Tue/Thu/Fri (2026-11-02 is a Monday), and one Saturday: once is no habit.
        let sheets = try days(["2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06", "2026-11-07",
                               "2026-11-09", "2026-11-10", "2026-11-12", "2026-11-13"])
        let habit = TrainingDays(sheetDays: sheets, before: try #require(Day(parsing: "2026-11-16")))
        #expect(habit.weekdays == [1, 2, 4, 5])
        #expect(habit.sessionsPerDay == 1)
        // From Wednesday 18th: Thu 19, Fri 20, Mon 23, Tue 24, Thu 26.
        let planned = habit.days(count: 5, from: try #require(Day(parsing: "2026-11-18")))
        #expect(planned == (try days(["2026-11-19", "2026-11-20", "2026-11-23", "2026-11-24", "2026-11-26"])))
    }

    @Test func twoLiftsADayOnMondaysAndThursdays() throws {
        // 4 days with two sheets each, one with three: 9 sheets on 4 days rounds to 2 a day.
        let sheets = try days(["2026-11-02", "2026-11-02", "2026-11-05", "2026-11-05", "2026-11-09", "2026-11-09", "2026-11-09",
                               "2026-11-12", "2026-11-12"])
        let habit = TrainingDays(sheetDays: sheets, before: try #require(Day(parsing: "2026-11-16")))
        #expect(habit.weekdays == [1, 4])
        #expect(habit.sessionsPerDay == 2)
        // Monday 16th already holds one lifted sheet: one more fits that day.
        let monday = try #require(Day(parsing: "2026-11-16"))
        let planned = habit.days(count: 4, from: monday, used: [monday: 1])
        #expect(planned == (try days(["2026-11-16", "2026-11-19", "2026-11-19", "2026-11-23"])))
    }

    @Test func withoutAHabitSessionsGoOnConsecutiveDays() throws {
        // Sheets older than eight weeks say nothing about today's habit.
        let sheets = try days(["2026-08-03", "2026-08-04", "2026-08-10", "2026-08-11"])
        let habit = TrainingDays(sheetDays: sheets, before: try #require(Day(parsing: "2026-11-16")))
        #expect(habit.weekdays.isEmpty)
        #expect(habit.sessionsPerDay == 1)
        let planned = habit.days(count: 3, from: try #require(Day(parsing: "2026-12-31")))
        #expect(planned == (try days(["2026-12-31", "2027-01-01", "2027-01-02"])))
    }
}
