/// A lift's best estimated one-rep max (Epley) so far, from the AMRAP sets of weeks 1–3.
///
/// The view of `PersonalRecords` that `log` needs: the record to beat on the AMRAP set.
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

    /// The best e1RM of `lift` before the sheet at `excludedPath` (the one being logged), by
    /// `PersonalRecords`' rule, so `log` and `prs` never disagree. Ties keep the earliest.
    package static func best(
        for lift: Lift, in workouts: [Workout], excluding excludedPath: String? = nil
    ) -> Record? {
        let records = PersonalRecords(workouts: workouts.filter { $0.lift == lift && $0.path != excludedPath })
        return records.best[lift].map {
            Record(
                estimatedOneRepMax: $0.estimatedOneRepMax, weight: $0.set.weight, reps: $0.set.reps,
                path: $0.path, line: $0.set.line)
        }
    }
}
