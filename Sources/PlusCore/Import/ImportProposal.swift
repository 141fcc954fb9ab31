/// One set read from another app's export (`plusmd init --from`): when, which exercise, what was
/// lifted, and the CSV line it came from.
package struct ImportedSet: Sendable, Equatable {
    /// The 1-based line of the CSV file.
    package var line: Int
    package var date: Day
    /// The app's exercise name, as written (`Squat (Barbell)`).
    package var exercise: String
    /// From 0 to `Weight.maximum` (the reader checks).
    package var weight: Weight
    /// The unit the file gives; nil when it gives none (Strong).
    package var unit: WeightUnit?
    /// From 0 to `PerformedSet.maximumReps` (the reader checks).
    package var reps: Int
    package var isWarmup: Bool

    package init(line: Int, date: Day, exercise: String, weight: Weight, unit: WeightUnit?, reps: Int, isWarmup: Bool) {
        self.line = line
        self.date = date
        self.exercise = exercise
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.isWarmup = isWarmup
    }
}

/// The starting TMs proposed from an imported history, and the baselines PRs must beat.
///
/// The rule: for each lift, the best Epley e1RM of its work sets (warm-ups and sets of
/// 0 reps never count) in the last 12 weeks of that lift's history (up to its latest set in the
/// file) gives the TM: `tm_percent` of it, as `init --1rm` does. The best e1RM of the whole file
/// is the lift's baseline: a PR in the journal must beat it, so the first AMRAP set is not a false
/// PR. Weights are converted to the journal's unit (1 kg = 2.20462262 lb).
package struct ImportProposal: Sendable, Equatable {
    /// One lift's proposal.
    package struct Lift: Sendable, Equatable {
        package var lift: PlusCore.Lift
        package var trainingMax: Weight
        /// The best e1RM of the last 12 weeks, and the set it came from (weight in the journal's unit).
        package var estimatedOneRepMax: Weight
        package var source: ImportedSet
        /// The best e1RM of the whole file.
        package var baseline: Weight
        /// How many work sets of the lift the file has.
        package var sets: Int
    }

    /// The window the TM comes from, in days.
    package static let windowDays = 12 * 7

    package var lifts: [Lift]

    /// - Parameters:
    ///   - sets: every set of the file; those whose exercise is not in `mapping` are ignored.
    ///   - mapping: exercise name (as written) → lift.
    ///   - fileUnit: the unit of sets that give none.
    package init(sets: [ImportedSet], mapping: [String: PlusCore.Lift], fileUnit: WeightUnit, settings: Settings) {
        let byLift = Self.workSets(sets, mapping: mapping, fileUnit: fileUnit, settings: settings)
        lifts = settings.order.compactMap { lift in
            guard let all = byLift[lift], let last = all.map(\.date).max() else { return nil }
            let e1RM = { (set: ImportedSet) in Epley.estimatedOneRepMax(weight: set.weight, reps: set.reps) }
            let recent = all.filter { last.ordinal - $0.date.ordinal < Self.windowDays }
            // The best set; on a tie the latest (the lifter's current strength).
            let best = recent.max { (e1RM($0), $0.date, $0.line) < (e1RM($1), $1.date, $1.line) }!
            let baseline = all.map(e1RM).max()!
            return Lift(
                lift: lift, trainingMax: settings.tmPercent.of(e1RM(best)), estimatedOneRepMax: e1RM(best),
                source: best, baseline: baseline, sets: all.count)
        }
    }

    /// The work sets whose e1RM, in the journal's unit, is above `Weight.maximum` (weights in the
    /// journal's unit): a TM or baseline from one of them could not be written as a weight plusmd
    /// reads back. Sets as the file gives them (`ImportedSet`'s ranges: a weight up to
    /// `Weight.maximum`, reps up to `PerformedSet.maximumReps`), so no arithmetic overflows.
    package static func beyondLargestWeight(
        _ sets: [ImportedSet], mapping: [String: PlusCore.Lift], fileUnit: WeightUnit, settings: Settings
    ) -> [ImportedSet] {
        workSets(sets, mapping: mapping, fileUnit: fileUnit, settings: settings).values.joined()
            .filter { Epley.estimatedOneRepMax(weight: $0.weight, reps: $0.reps) > Weight.maximum }
            .sorted { $0.line < $1.line }
    }

    /// The sets of mapped exercises that count (no warm-ups, no 0-rep or empty-bar sets) by lift,
    /// their weights converted to the journal's unit.
    private static func workSets(
        _ sets: [ImportedSet], mapping: [String: PlusCore.Lift], fileUnit: WeightUnit, settings: Settings
    ) -> [PlusCore.Lift: [ImportedSet]] {
        var byLift: [PlusCore.Lift: [ImportedSet]] = [:]
        for set in sets where !set.isWarmup && set.reps > 0 && set.weight > .zero {
            guard let lift = mapping[set.exercise] else { continue }
            var converted = set
            converted.weight = Self.convert(set.weight, from: set.unit ?? fileUnit, to: settings.units)
            byLift[lift, default: []].append(converted)
        }
        return byLift
    }

    /// `weight` in `target`, exact to the hundredth (half up).
    package static func convert(_ weight: Weight, from unit: WeightUnit, to target: WeightUnit) -> Weight {
        guard unit != target else { return weight }
        let scale = 220_462_262
        let value = weight.hundredths
        let hundredths = target == .lb
            ? (value * scale + 50_000_000) / 100_000_000
            : (value * 100_000_000 + scale / 2) / scale
        return Weight(hundredths: hundredths)
    }
}
