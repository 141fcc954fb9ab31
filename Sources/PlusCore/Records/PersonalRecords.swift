/// Personal records (PRs) derived from a journal's workouts; nothing about them is stored.
///
/// The rule: a PR is a new best e1RM (Epley, `weight × (1 + reps / 30)`, see `Epley`) for
/// a lift, from a ticked AMRAP set of weeks 1–3 only; it must be strictly higher than every earlier
/// one (a tie is not a PR); the first AMRAP set of a lift is its first PR. Deload (week 4), warmup,
/// BBB and non-AMRAP working sets never count, nor does a ticked AMRAP set of zero reps.
///
/// Rep records are the most reps done at each weight, over every ticked working set (deload
/// included, warmups and BBB not), so they show what a lifter did at a load whatever the week.
///
/// A baseline (the best e1RM of a lift in another app's history, stored in the `import`
/// training-max entry that `plusmd init --from` writes) is the best to beat before the first AMRAP
/// set: a set is a PR only when strictly above it, so an imported lifter's first AMRAP set is not
/// a false PR.
package struct PersonalRecords: Sendable {
    /// Every counting AMRAP set, in lifting order (`Workout.liftedBefore`, then line).
    package private(set) var results: [AMRAPResult] = []
    /// The sheets the records come from, in lifting order (usually the journal's own array).
    private let sheets: [Workout]

    /// Derives the records from `workouts` (any order; they are put in lifting order, `Workout.liftedBefore`).
    /// `baselines` are e1RMs (journal unit) each lift's first PR must beat.
    package init(workouts: [Workout], baselines: [Lift: Weight] = [:]) {
        // The resolved journal's sheets come in this order already: then they are not copied.
        let ordered = Self.isInLiftingOrder(workouts) ? workouts : workouts.sorted(by: Workout.liftedBefore)
        sheets = ordered
        var best: [Lift: Weight] = baselines
        for workout in ordered where Program.weeks.contains(workout.week) && workout.week != Program.deloadWeek {
            // Joker sets (5/3/1 Forever) count like the AMRAP set they follow.
            for set in workout.recordSets {
                let e1RM = Epley.estimatedOneRepMax(of: set)
                let previous = best[workout.lift]
                let isRecord = previous.map { e1RM > $0 } ?? true
                if isRecord { best[workout.lift] = e1RM }
                results.append(
                    AMRAPResult(
                        lift: workout.lift, date: workout.date, cycle: workout.cycle, week: workout.week,
                        path: workout.path, set: set, estimatedOneRepMax: e1RM, isPersonalRecord: isRecord,
                        previousBest: previous))
            }
        }
    }

    /// Rep records per lift, heaviest weight first: the most reps at each weight, the earliest
    /// set that did them. Worked out from the sheets on each use, not with the e1RM PRs: only
    /// `plusmd prs` and the HTML report show them. Read it once per report.
    package var repRecords: [Lift: [RepRecord]] {
        var lifts: [Lift] = []
        // Per lift: at each weight, the most reps and where they were done (sheet index, line).
        var tops: [[Weight: (reps: Int, sheet: Int, line: Int)]] = []
        for (index, workout) in sheets.enumerated() {
            let slot: Int
            if let known = lifts.firstIndex(of: workout.lift) {
                slot = known
            } else {
                slot = lifts.count
                lifts.append(workout.lift)
                tops.append([:])
            }
            for set in workout.sets where (set.kind == .working || set.kind == .joker) && set.isDone && set.reps > 0 {
                if (tops[slot][set.weight]?.reps ?? 0) < set.reps { tops[slot][set.weight] = (set.reps, index, set.line) }
            }
        }
        var records: [Lift: [RepRecord]] = [:]
        for (slot, lift) in lifts.enumerated() where !tops[slot].isEmpty {
            records[lift] = tops[slot].map { weight, top in
                RepRecord(
                    lift: lift, weight: weight, reps: top.reps, date: sheets[top.sheet].date,
                    path: sheets[top.sheet].path, line: top.line)
            }.sorted { $0.weight > $1.weight }
        }
        return records
    }

    /// True when no sheet of `workouts` was lifted before the one ahead of it (`Workout.liftedBefore`).
    private static func isInLiftingOrder(_ workouts: [Workout]) -> Bool {
        workouts.indices.dropFirst().allSatisfy { !Workout.liftedBefore(workouts[$0], workouts[$0 - 1]) }
    }

    /// The PRs, oldest first.
    package var history: [AMRAPResult] { results.filter(\.isPersonalRecord) }

    /// The current best (the latest PR) of each lift that has one.
    package var best: [Lift: AMRAPResult] {
        var best: [Lift: AMRAPResult] = [:]
        for record in history { best[record.lift] = record }
        return best
    }

    /// True when the set at `path:line` was a PR.
    package func isPersonalRecord(path: String, line: Int) -> Bool {
        results.contains { $0.path == path && $0.set.line == line && $0.isPersonalRecord }
    }

    /// The counting AMRAP set at `path:line`, if it is one.
    package func result(path: String, line: Int) -> AMRAPResult? {
        results.first { $0.path == path && $0.set.line == line }
    }
}
