/// `plusmd cal [YYYY-MM] [--year]`: the counted workouts with at least one ticked set in a month
/// (or a year), and the distinct days they fall on, and the lifts skipped (listed, but no training
/// day). Never a conflict copy: a day is never doubled.
package struct CalendarReport: Report, Equatable {
    /// One workout of the period.
    package struct Entry: Codable, Sendable, Equatable {
        package var date: Day
        package var lift: Lift
        package var cycle: Int
        package var week: Int
        package var path: String
        /// Every working set done (ticked or skipped).
        package var complete: Bool
        /// Ticked sets, of all sets; text only.
        package var done: Int = 0
        package var total: Int = 0
        /// Every working set skipped (`plusmd skip`): listed, never a training day.
        package var skipped: Bool = false
        /// The day of the program's week (a program built from days); absent otherwise.
        package var day: Int? = nil

        enum CodingKeys: String, CodingKey { case date, lift, cycle, week, path, complete, skipped, day }
    }

    package var version = reportSchemaVersion
    /// `YYYY-MM` shown; absent with `--year`.
    package var month: String?
    /// The year shown; only with `--year`.
    package var year: Int?
    /// `monday` or `sunday`.
    package var weekStart: String
    package var today: Day
    /// Distinct days with a workout, ascending.
    package var days: [Day]
    package var workouts: [Entry]

    /// The workouts of `month`, or of its whole year when `wholeYear`.
    package init(_ journal: ResolvedJournal, month: Month, wholeYear: Bool, weekStart: MonthGrid.WeekStart, today: Day) {
        let logged = journal.sheets.filter { $0.progress.done > 0 || $0.isSkipped }
        let shown = logged.filter { wholeYear ? $0.date.year == month.year : month.contains($0.date) }
        self.month = wholeYear ? nil : month.description
        year = wholeYear ? month.year : nil
        self.weekStart = weekStart.rawValue
        self.today = today
        days = Array(Set(shown.filter { $0.progress.done > 0 }.map(\.date))).sorted()
        workouts = shown.map {
            Entry(
                date: $0.date, lift: $0.lift, cycle: $0.cycle, week: $0.week, path: $0.path, complete: $0.isComplete,
                done: $0.progress.done, total: $0.progress.total, skipped: $0.isSkipped, day: $0.day)
        }
    }
}
