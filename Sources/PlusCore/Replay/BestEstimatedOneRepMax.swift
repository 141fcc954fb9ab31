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
        /// True when the best is an imported baseline (`baseline_e1rm` of an `import` TM entry at
        /// `path:line`), not a set of the journal; `weight` is then the e1RM and `reps` 1.
        package var isBaseline = false
    }

    /// The best e1RM of `lift` before the sheet at `excludedPath` (the one being logged), by
    /// `PersonalRecords`' rule, so `log` and `prs` never disagree. Ties keep the earliest.
    /// A `baseline` (journal unit, from an `import` entry at `baselineSource`) is the best until a
    /// set beats it.
    package static func best(
        for lift: Lift, in workouts: [Workout], excluding excludedPath: String? = nil,
        baseline: Weight? = nil, baselineSource: String = ""
    ) -> Record? {
        let records = PersonalRecords(
            workouts: workouts.filter { $0.lift == lift && $0.path != excludedPath }, baselines: baseline.map { [lift: $0] } ?? [:])
        if records.best[lift] == nil, let baseline {
            return Record(estimatedOneRepMax: baseline, weight: baseline, reps: 1, path: baselineSource, line: 1, isBaseline: true)
        }
        return records.best[lift].map {
            Record(
                estimatedOneRepMax: $0.estimatedOneRepMax, weight: $0.set.weight, reps: $0.set.reps,
                path: $0.path, line: $0.set.line)
        }
    }
}
