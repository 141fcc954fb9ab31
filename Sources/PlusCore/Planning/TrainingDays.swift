/// The days a lifter usually trains, learned from the days their sheets were lifted, and the
/// days the sessions still to lift are planned on (`plusmd print`).
///
/// plusmd keeps no schedule: the rule is the lifter's own habit. The weekdays (ISO, 1 Monday … 7
/// Sunday) on which at least two counted sheets are dated in the `window` days before the first
/// planned day are the training days, and the sheets per training day in that window (rounded,
/// at least 1) are the sessions a day takes. Without such a habit (a new journal, a break of more
/// than the window) every day is a training day with one session: consecutive days. A day that
/// already holds lifted sheets takes that many fewer sessions.
package struct TrainingDays: Codable, Sendable, Equatable {
    /// The usual training weekdays, ISO (1 Monday … 7 Sunday), ascending; empty: every day.
    package var weekdays: [Int]
    /// Sessions planned on one training day.
    package var sessionsPerDay: Int

    /// How many days back the habit is read: eight weeks.
    package static let window = 56
    /// How many sheets on one weekday make it a training day.
    package static let minimumSheets = 2

    package init(weekdays: [Int], sessionsPerDay: Int) {
        self.weekdays = weekdays
        self.sessionsPerDay = max(1, sessionsPerDay)
    }

    /// The habit read from the days of the counted sheets dated in the `window` days before `start`.
    package init(sheetDays: [Day], before start: Day) {
        let first = start.ordinal - Self.window
        let recent = sheetDays.filter { $0.ordinal >= first && $0 < start }
        var perWeekday = [Int](repeating: 0, count: 8)
        for day in recent { perWeekday[day.weekday] += 1 }
        let weekdays = (1...7).filter { perWeekday[$0] >= Self.minimumSheets }
        let usual = recent.filter { weekdays.contains($0.weekday) }
        let dates = Set(usual).count
        // Rounded to the nearest whole session: 9 sheets on 8 days is one a day, 16 on 8 two.
        let perDay = dates == 0 ? 1 : (usual.count * 2 + dates) / (dates * 2)
        self.init(weekdays: weekdays, sessionsPerDay: perDay)
    }

    /// The days sessions of `journal` are planned on from `start`: the settings' `schedule:`
    /// when it gives one (a session a scheduled day: one lift, or a whole day of a program built
    /// from days), else the habit read from the counted sheets lifted before `start` (sheets
    /// written ahead and untouched are no habit). In a program built from days, a session is a
    /// whole day of it.
    package static func of(_ journal: ResolvedJournal, before start: Day) -> TrainingDays {
        if !journal.settings.schedule.isEmpty {
            return TrainingDays(weekdays: journal.settings.schedule, sessionsPerDay: 1)
        }
        let lifted = journal.sheets.filter { !$0.isAheadAndUntouched }
        // A day of a program built from days is one session, whatever its number of lifts.
        let days = journal.state.hasDays ? Array(Set(lifted.map(\.date))) : lifted.map(\.date)
        return TrainingDays(sheetDays: days, before: start)
    }

    /// True when `day` is a training day.
    package func isTrainingDay(_ day: Day) -> Bool { weekdays.isEmpty || weekdays.contains(day.weekday) }

    /// The days of `count` sessions, in order, from `first` on: each training day takes
    /// `sessionsPerDay` sessions less those already lifted on it (`used`).
    package func days(count: Int, from first: Day, used: [Day: Int] = [:]) -> [Day] {
        var result: [Day] = []
        var day = first
        while result.count < count {
            if isTrainingDay(day) {
                let free = max(0, sessionsPerDay - (used[day] ?? 0))
                for _ in 0..<min(free, count - result.count) { result.append(day) }
            }
            day = day.adding(days: 1)
        }
        return result
    }
}
