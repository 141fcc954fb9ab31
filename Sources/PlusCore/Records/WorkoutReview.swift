/// One set of a workout next to what the program prescribed for it.
package struct ReviewedSet: Sendable, Equatable {
    /// The set as written in the file.
    package var set: PerformedSet
    /// The 1-based number of the set within its kind (working set 3 of 3).
    package var number: Int
    /// The prescription at the TM in force (rounded as `next` rounds, with the equipment of the
    /// unit the sheet is written in), its weight in the journal's unit; nil for a set beyond the
    /// program's (a sixth BBB set) or when no TM is known.
    package var target: PlannedSet?
    /// Epley's e1RM when the set counts for records (a ticked AMRAP set of weeks 1–3).
    package var estimatedOneRepMax: Weight?
    /// True when the set was a personal record.
    package var isPersonalRecord: Bool
}

/// A workout read back for `show` and `export`: each set with its target, e1RM and PR mark, and the
/// training max in force for it.
package struct WorkoutReview: Sendable, Equatable {
    package var workout: Workout
    /// The TM the replay had in force for the workout (falls back to the sheet's `training_max`).
    package var trainingMax: Weight?
    package var sets: [ReviewedSet]

    /// What reviewing many workouts shares, prepared once: the TM in force for any sheet, and
    /// each AMRAP result by file and line. Reviewing every sheet of a journal is then linear in
    /// its size (looking both up in the arrays for each sheet was quadratic).
    package struct Context: Sendable {
        let trainingMax: TrainingMaxInForce
        let settings: Settings
        /// The AMRAP results of each file, by line.
        let results: [String: [Int: AMRAPResult]]

        /// The context of a journal: its TM `history` from `Replay`, its settings and `records`.
        package init(history: [TrainingMaxChange], settings: Settings, records: PersonalRecords) {
            trainingMax = TrainingMaxInForce(history)
            self.settings = settings
            var results: [String: [Int: AMRAPResult]] = [:]
            for result in records.results { results[result.path, default: [:]][result.set.line] = result }
            self.results = results
        }
    }

    /// Reviews `workout` with the TM `history` from `Replay` and the journal's `records`.
    package init(
        _ workout: Workout, history: [TrainingMaxChange], settings: Settings, records: PersonalRecords
    ) {
        self.init(workout, context: Context(history: history, settings: settings, records: records))
    }

    /// Reviews `workout` in a prepared `context` (the way to review many).
    package init(_ workout: Workout, context: Context) {
        let settings = context.settings
        self.workout = workout
        trainingMax =
            context.trainingMax.trainingMax(for: workout.lift, cycle: workout.cycle, date: workout.date)
            ?? workout.trainingMax
        let plan = trainingMax.map {
            Planner.plan(for: workout, trainingMax: $0, settings: settings)
        }
        var counts: [SetKind: Int] = [:]
        sets = workout.sets.map { set in
            let index = counts[set.kind, default: 0]
            counts[set.kind] = index + 1
            // A sheet planned in another unit (its own): targets shown converted to the journal's
            // unit, exactly, like its sets; the plates stay those of the sheet's equipment.
            let targets = (plan?.sets.filter { $0.kind == set.kind } ?? []).map { target in
                guard let plan, plan.units != settings.units else { return target }
                var target = target
                target.weight = target.weight.converted(from: plan.units, to: settings.units)
                return target
            }
            let result = context.results[workout.path]?[set.line]
            return ReviewedSet(
                set: set, number: index + 1, target: index < targets.count ? targets[index] : nil,
                estimatedOneRepMax: result?.estimatedOneRepMax,
                isPersonalRecord: result?.isPersonalRecord ?? false)
        }
    }
}
