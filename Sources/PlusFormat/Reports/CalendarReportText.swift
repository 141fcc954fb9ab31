import PlusCore

/// `plusmd cal` as text: the month grid like cal(1) (or twelve with `--year`), then the workouts.
package enum CalendarReportText {
    package static func text(
        _ report: CalendarReport, month: Month, weekStart: MonthGrid.WeekStart, style: CalendarPrinter.Styler
    ) -> String {
        let days = Set(report.days)
        if let year = report.year {
            return CalendarPrinter.year(year, weekStart: weekStart, workoutDays: days, today: report.today, style: style)
                + "\n* a day with a workout: \(report.workouts.filter { !$0.skipped }.count) workouts on \(days.count) days in \(year)\n"
        }
        let lines = CalendarPrinter.lines(MonthGrid(month, weekStart: weekStart), workoutDays: days, today: report.today, style: style)
        var text = lines.map(CalendarPrinter.trimmedRight).filter { !$0.isEmpty }.joined(separator: "\n") + "\n\n"
        if report.workouts.isEmpty {
            return text + "No workouts in \(month.name) \(month.year).\n"
        }
        let skipped = report.workouts.filter(\.skipped).count
        let count = report.workouts.count - skipped
        let skips = skipped == 0 ? "" : ", \(skipped) lift\(skipped == 1 ? "" : "s") skipped"
        text += "* \(count) workout\(count == 1 ? "" : "s")\(skips) in \(month.name) \(month.year):\n"
        for workout in report.workouts {
            let status = workout.skipped ? "skipped" : workout.complete ? "done" : "\(workout.done) of \(workout.total) sets"
            text += "  \(CalendarPrinter.weekdayName(workout.date)) \(workout.date)  \(workout.lift.rawValue.padding(to: 8))  cycle \(workout.cycle) week \(workout.week)\(workout.day.map { " day \($0)" } ?? "")  \(status)\n"
        }
        return text
    }
}
