import PlusCore

/// Prints month grids like `cal(1)`: a centred title, two-letter weekday names, then one line per
/// week. Each day takes three columns: the day right-aligned in two, then a marker, `*` on a day
/// with a logged workout, so the mark survives without colour. Colour is the caller's: `style`
/// gets each day's two digits and whether it is a workout day or today.
package enum CalendarPrinter {
    /// The width of one month's block in characters.
    package static let width = 21

    /// How a day's digits look; plain text when the caller does not colour.
    package typealias Styler = (_ digits: String, _ isWorkout: Bool, _ isToday: Bool) -> String

    /// The lines of one month, each exactly `width` visible characters wide.
    package static func lines(
        _ grid: MonthGrid, workoutDays: Set<Day>, today: Day?, style: Styler = { digits, _, _ in digits }
    ) -> [String] {
        let title = "\(grid.month.name) \(grid.month.year)"
        let left = (width - title.count) / 2
        var lines = [String(repeating: " ", count: left) + title + String(repeating: " ", count: width - left - title.count)]
        lines.append(grid.weekdayNames.joined(separator: " ") + " ")
        for week in grid.weeks {
            var line = ""
            for cell in week {
                guard let day = cell else {
                    line += "   "
                    continue
                }
                let digits = day.day < 10 ? " \(day.day)" : "\(day.day)"
                let isWorkout = workoutDays.contains(day)
                line += style(digits, isWorkout, day == today) + (isWorkout ? "*" : " ")
            }
            lines.append(line)
        }
        while lines.count < 8 { lines.append(String(repeating: " ", count: width)) }
        return lines
    }

    /// Twelve months, three across, separated by three spaces; trailing spaces trimmed.
    package static func year(
        _ year: Int, weekStart: MonthGrid.WeekStart, workoutDays: Set<Day>, today: Day?,
        style: Styler = { digits, _, _ in digits }
    ) -> String {
        var text = ""
        for row in 0..<4 {
            let blocks = (1...3).compactMap { Month(year: year, month: row * 3 + $0) }.map {
                lines(MonthGrid($0, weekStart: weekStart), workoutDays: workoutDays, today: today, style: style)
            }
            for index in 0..<8 {
                text += trimmedRight(blocks.map { $0[index] }.joined(separator: "   ")) + "\n"
            }
        }
        return text
    }

    /// `line` without trailing spaces (escape sequences are never trailing).
    package static func trimmedRight(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `Mon`, `Tue`, … for an ISO weekday 1…7.
    package static func weekdayName(_ day: Day) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day.weekday - 1]
    }
}
