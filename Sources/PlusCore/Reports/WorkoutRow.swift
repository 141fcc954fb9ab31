/// A counted workout read back against its targets, as `show` and `export` print it: each set
/// done (weight in the journal unit, and as written when the file is in another unit; reps) beside the prescription at the TM in force, the AMRAP
/// set's Epley e1RM and a PR mark.
package struct WorkoutRow: Codable, Sendable, Equatable {
    /// One set line of the sheet.
    package struct SetRow: Codable, Sendable, Equatable {
        package var kind: SetKind
        /// 1-based within its kind.
        package var number: Int
        /// The box is ticked.
        package var done: Bool
        /// `done`, `skipped` (`[-]`) or `open`.
        package var status: PerformedSet.Status
        /// As written: what was done on a ticked line, the target on an unticked one.
        package var weight: Weight
        package var reps: Int
        package var amrap: Bool
        /// The 1-based line in the file.
        package var line: Int
        @Nullable package var targetWeight: Weight?
        @Nullable package var targetReps: Int?
        @Nullable package var estimatedOneRepMax: Weight?
        package var isPersonalRecord: Bool
        /// The weight as the file writes it, when the line is in another unit than the journal's
        /// (a sheet done at a kg gym in a lb journal) and `weight` is converted from it; else nil.
        @Nullable package var writtenWeight: Weight?
        /// The unit of `writtenWeight`; nil with it.
        @Nullable package var writtenUnit: WeightUnit?
        /// A supplemental set (`kind` `bbb`): which supplemental the sheet says it is, `bbb`, `fsl`,
        /// `ssl`, `bbs` or `widowmaker` (its placement's `supplemental:`, else `bbb`); nil for the
        /// other kinds.
        @Nullable package var supplemental: Supplemental.Kind?

        enum CodingKeys: String, CodingKey {
            case kind, number, done, status, weight, reps, amrap, line, targetWeight, targetReps
            case estimatedOneRepMax = "e1rm", isPersonalRecord = "pr", writtenWeight, writtenUnit, supplemental
        }

        /// The target was an AMRAP (`5+`); for text only, not in JSON.
        package var targetIsAMRAP: Bool = false

        /// The row of `reviewed`, a set of a sheet whose supplemental sets are `supplemental`.
        package init(_ reviewed: ReviewedSet, supplemental: Supplemental.Kind = .bbb) {
            let set = reviewed.set
            kind = set.kind
            number = reviewed.number
            done = set.isDone
            status = set.status
            weight = set.weight
            reps = set.reps
            amrap = set.isAMRAP
            line = set.line
            targetWeight = reviewed.target?.weight
            targetReps = reviewed.target?.reps
            targetIsAMRAP = reviewed.target?.isAMRAP ?? false
            estimatedOneRepMax = reviewed.estimatedOneRepMax
            isPersonalRecord = reviewed.isPersonalRecord
            writtenWeight = set.written?.weight
            writtenUnit = set.written?.unit
            self.supplemental = set.kind == .bbb ? supplemental : nil
        }

        /// The set's label for a person: `Working`, `FSL`, `BBB`, … (as the sheet heads its section).
        package var label: String { kind.label(supplemental: supplemental) }
    }

    package var date: Day
    package var lift: Lift
    package var cycle: Int
    package var week: Int
    /// The day of the program's week (a program built from days); absent from JSON otherwise.
    package var day: Int?
    package var path: String
    /// Every working set is done.
    package var complete: Bool
    /// The TM the replay had in force for it (journal unit).
    @Nullable package var trainingMax: Weight?
    /// The text under `## Notes`, trimmed.
    package var notes: String
    package var sets: [SetRow]
    /// The task list under `## Assistance`; absent (nil) when the sheet has none. Never counted
    /// for `complete`, TMs or PRs.
    package var assistance: [AssistanceRow]?
    /// The program cycle the sheet sits in (its block, for the title); nil without `program:` or
    /// for a sheet without placement. For text only, not in JSON.
    package var program: ProgramCycle? = nil

    /// One assistance exercise: its text, its box, its line, and what it says was done
    /// (`AssistanceWork`): the exercise and the reps of each set, with any weight.
    package struct AssistanceRow: Codable, Sendable, Equatable {
        /// One set of the exercise: reps, and the weight added (negative for help) with its unit.
        package struct SetRow: Codable, Sendable, Equatable {
            package var reps: Int
            package var weight: Weight?
            package var unit: WeightUnit?
        }

        package var name: String
        package var done: Bool
        package var status: PerformedSet.Status
        package var line: Int
        /// The exercise without the numbers; nil when the line's numbers are not read.
        package var exercise: String?
        /// The sets written; empty when none are, or the line is not read.
        package var sets: [SetRow]
        /// The reps of every set; nil when the line's numbers are not read.
        package var reps: Int?

        package init(_ task: AssistanceTask) {
            name = task.name
            done = task.isDone
            status = task.status
            line = task.line
            let work = task.work
            exercise = work?.exercise
            sets = work?.sets.map { SetRow(reps: $0.reps, weight: $0.weight, unit: $0.unit) } ?? []
            reps = work?.reps
        }
    }

    enum CodingKeys: String, CodingKey { case date, lift, cycle, week, day, path, complete, trainingMax, notes, sets, assistance }

    /// The row of `review`; `program` is the cycle the sheet sits in (`ProgramSchedule.cycle(of:)`).
    package init(_ review: WorkoutReview, program: ProgramCycle? = nil) {
        let workout = review.workout
        date = workout.date
        lift = workout.lift
        cycle = workout.cycle
        week = workout.week
        day = workout.day
        path = workout.path
        complete = workout.isComplete
        trainingMax = review.trainingMax
        notes = workout.notes
        sets = review.sets.map { SetRow($0, supplemental: workout.supplementalKind) }
        assistance = workout.assistance.isEmpty ? nil : workout.assistance.map(AssistanceRow.init)
        self.program = program
    }

    /// Ticked sets, of all sets.
    package var progress: (done: Int, total: Int) { (sets.filter(\.done).count, sets.count) }

    /// Every working set skipped (`[-]`): done for the week without being lifted.
    package var isSkipped: Bool { Workout.everyWorkingSet(of: sets.lazy.map { ($0.kind, $0.status) }) { $0 == .skipped } }

    /// `done`, `skipped` or `not done`, for people.
    package var state: String { isSkipped ? "skipped" : complete ? "done" : "not done" }
}

/// `plusmd show [DATE] [--lift LIFT]`: every counted workout of one day, reviewed.
package struct DayReport: Report, Equatable {
    /// The reps of one assistance category on the day, against the target (`assistance:` in
    /// plusmd.yaml: `categories:` and `target:`).
    package struct CategoryReps: Codable, Sendable, Equatable {
        package var category: String
        package var reps: Int
        /// The target's range; absent without `target:`.
        package var targetMin: Int?
        package var targetMax: Int?

        package init(category: String, reps: Int, targetMin: Int?, targetMax: Int?) {
            self.category = category
            self.reps = reps
            self.targetMin = targetMin
            self.targetMax = targetMax
        }
    }

    package var version = reportSchemaVersion
    package var date: Day
    package var units: WeightUnit
    package var workouts: [WorkoutRow]
    /// With assistance categories: the day's ticked reps of each, in their order; nil (absent
    /// from JSON) otherwise.
    package var assistanceReps: [CategoryReps]?

    /// Why there is no report.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case noWorkouts
        case noWorkout(on: Day, lastBefore: Day?)

        package var description: String {
            switch self {
            case .noWorkouts: "no workouts yet; `plusmd next` writes the first sheet"
            case .noWorkout(let day, let before):
                "no workout on \(day)" + (before.map { "; the last one before is on \($0)" } ?? "")
            }
        }
    }

    /// The workouts of `date` (default: the last day with a ticked set, else the last day with a
    /// sheet), of `only` when given.
    ///
    /// - Throws: `Failure` when there is no such workout.
    package init(_ journal: ResolvedJournal, date: Day?, only: Lift?) throws(Failure) {
        let candidates = journal.sheets.filter { only == nil || $0.lift == only }
        guard
            let day = date ?? candidates.last(where: { $0.progress.done > 0 })?.date ?? candidates.last?.date
        else { throw .noWorkouts }
        let shown = Set(candidates.filter { $0.date == day }.map(\.path))
        guard !shown.isEmpty else {
            throw .noWorkout(on: day, lastBefore: candidates.last { $0.date < day }?.date)
        }
        self.date = day
        units = journal.settings.units
        workouts = candidates.filter { shown.contains($0.path) }.map { WorkoutRow(journal.review($0), program: journal.schedule.cycle(of: $0)) }
        let reps = journal.settings.assistance.dayReps(candidates.filter { shown.contains($0.path) }.flatMap(\.assistance))
        assistanceReps = reps.isEmpty ? nil : reps
    }
}

extension AssistancePlan {
    /// A day's ticked reps of each category against the target (`repsByCategory` with the
    /// target's bounds): what `show`, `log`'s finish and `export` give; empty without categories.
    package func dayReps(_ tasks: [AssistanceTask]) -> [DayReport.CategoryReps] {
        repsByCategory(tasks).map {
            DayReport.CategoryReps(category: $0.category, reps: $0.reps, targetMin: target?.lowerBound, targetMax: target?.upperBound)
        }
    }
}
