/// A lift's best estimated one-rep max (Epley) so far, from the AMRAP sets of weeks 1–3.
///
/// Deliberately small: one function and one record, so a fuller `PersonalRecords` type can
/// replace it. Deload AMRAPs do not exist (week 4 has none); unticked sets never count.
package enum BestEstimatedOneRepMax {
    /// The set that holds a lift's best e1RM.
    package struct Record: Sendable, Equatable {
        /// The e1RM, in the journal's unit (Epley, exact to the hundredth).
        package var estimatedOneRepMax: Weight
        package var weight: Weight
        package var reps: Int
        /// The sheet's path relative to the journal root, and the set's 1-based line.
        package var path: String
        package var line: Int
    }

    /// The best e1RM of `lift` over the ticked AMRAP sets of weeks 1–3 in `workouts`, leaving out
    /// the sheet at `excludedPath` (the one being logged). Ties keep the earliest (by day, path).
    package static func best(
        for lift: Lift, in workouts: [Workout], excluding excludedPath: String? = nil
    ) -> Record? {
        var best: Record?
        let ordered = workouts.sorted { ($0.date, $0.path) < ($1.date, $1.path) }
        for workout in ordered where workout.lift == lift && workout.path != excludedPath {
            guard (1...Program.progressionWeek).contains(workout.week) else { continue }
            for set in workout.workingSets where set.isAMRAP && set.isDone {
                let e1RM = Epley.estimatedOneRepMax(weight: set.weight, reps: set.reps)
                if best.map({ e1RM > $0.estimatedOneRepMax }) ?? true {
                    best = Record(
                        estimatedOneRepMax: e1RM, weight: set.weight, reps: set.reps,
                        path: workout.path, line: set.line)
                }
            }
        }
        return best
    }
}
