/// The layout of one month as a wall calendar shows it: rows of seven days, blanks before the first
/// and after the last, weeks starting on Monday (ISO 8601) or on Sunday (as in the US).
package struct MonthGrid: Sendable, Equatable {
    /// The first day of a week in the grid.
    package enum WeekStart: String, Sendable {
        case monday, sunday
    }

    package var month: Month
    package var weekStart: WeekStart
    /// Rows of exactly seven cells; nil is a blank cell.
    package var weeks: [[Day?]]

    package init(_ month: Month, weekStart: WeekStart = .monday) {
        self.month = month
        self.weekStart = weekStart
        let first = Day(year: month.year, month: month.month, day: 1)
        // Column of the 1st: 0-based from the week's first day.
        let lead = first.map { weekStart == .monday ? $0.weekday - 1 : $0.weekday % 7 } ?? 0
        var cells: [Day?] = Array(repeating: nil, count: lead)
        for day in 1...month.dayCount { cells.append(Day(year: month.year, month: month.month, day: day)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// Two-letter weekday names in grid order: `Mo Tu We Th Fr Sa Su` (or from `Su`).
    package var weekdayNames: [String] {
        let monday = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        return weekStart == .monday ? monday : ["Su"] + monday.dropLast()
    }
}
