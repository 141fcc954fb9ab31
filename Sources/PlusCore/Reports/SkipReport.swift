/// `plusmd skip`: the lift's sheet of this week with every set marked skipped (`[-]`).
package struct SkipReport: Report, Equatable {
    package var version = reportSchemaVersion
    package var lift: Lift
    package var cycle: Int
    package var week: Int
    /// The day of the program's week (a program built from days); absent otherwise.
    package var day: Int?
    package var date: Day
    package var path: String
    /// Always `skipped`.
    package var status = "skipped"
    /// The number of sets marked skipped.
    package var sets: Int
    /// The sheet's notes, with the reason.
    package var notes: String

    package init(_ workout: Workout, path: String) {
        lift = workout.lift
        cycle = workout.cycle
        week = workout.week
        day = workout.day
        date = workout.date
        self.path = path
        sets = workout.sets.count
        notes = workout.notes
    }
}
