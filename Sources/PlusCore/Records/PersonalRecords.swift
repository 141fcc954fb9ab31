/// Personal records (PRs) derived from a journal's workouts; nothing about them is stored.
///
/// The rule (issue 4): a PR is a new best e1RM (Epley, `weight × (1 + reps / 30)`, see `Epley`) for
/// a lift, from a ticked AMRAP set of weeks 1–3 only; it must be strictly higher than every earlier
/// one (a tie is not a PR); the first AMRAP set of a lift is its first PR. Deload (week 4), warmup,
/// BBB and non-AMRAP working sets never count, nor does a ticked AMRAP set of zero reps.
///
/// Rep records are the most reps done at each weight, over every ticked working set (deload
/// included, warmups and BBB not), so they show what a lifter did at a load whatever the week.
///
/// A baseline (issue 13: the best e1RM of a lift in another app's history, stored in the `import`
/// training-max entry that `plusmd init --from` writes) is the best to beat before the first AMRAP
/// set: a set is a PR only when strictly above it, so an imported lifter's first AMRAP set is not
/// a false PR.
package struct PersonalRecords: Sendable {
    /// Every counting AMRAP set, oldest first (by day, then path, then line).
    package private(set) var results: [AMRAPResult] = []
    /// The sheets the records come from, by day then path (usually the journal's own array).
    private let sheets: [Workout]

    /// Derives the records from `workouts` (any order; they are sorted by day, then path).
    /// `baselines` are e1RMs (journal unit) each lift's first PR must beat.
    package init(workouts: [Workout], baselines: [Lift: Weight] = [:]) {
        // The resolved journal's sheets come in this order already: then they are not copied.
        let ordered = Self.isByDayThenPath(workouts) ? workouts : workouts.sorted { ($0.date, $0.path) < ($1.date, $1.path) }
        sheets = ordered
        // Each lift is looked up once per sheet, not once per set: its best e1RM sits at `slot`.
        // A journal has a few lifts: finding one in the list costs less than hashing it.
        var lifts: [Lift] = []
        var best: [Weight?] = []
        // About one result per sheet (one AMRAP set; none in a deload week, more with joker
        // sets): one allocation instead of a doubling array's copies, whose fresh pages cost
        // about 2.5 µs each on this kind of VM (3.4 MB of them on 20,000 sheets; issue 14).
        // Capacity never written to is never touched.
        results.reserveCapacity(ordered.count)
        // By index: a deload sheet is passed over on fields beside its box (`Workout`), which a
        // copy of it would touch (issue 14); boxes are asked for ahead (`prefetch`), a deload
        // sheet's too, since its week is not read that far ahead.
        for index in ordered.indices {
            if index + Workout.prefetchDistance < ordered.count { ordered[index + Workout.prefetchDistance].prefetch() }
            let lift = ordered[index].lift
            let slot: Int
            if let known = lifts.firstIndex(of: lift) {
                slot = known
            } else {
                slot = lifts.count
                lifts.append(lift)
                best.append(baselines[lift])
            }
            guard Program.weeks.contains(ordered[index].week), ordered[index].week != Program.deloadWeek else { continue }
            let workout = ordered[index]
            // Joker sets (5/3/1 Forever) count like the AMRAP set they follow.
            workout.forEachRecordSet { set in
                let e1RM = Epley.estimatedOneRepMax(of: set)
                let previous = best[slot]
                let isRecord = previous.map { e1RM > $0 } ?? true
                if isRecord { best[slot] = e1RM }
                results.append(
                    AMRAPResult(
                        lift: lift, date: workout.date, cycle: workout.cycle, week: workout.week,
                        path: workout.path, set: set, estimatedOneRepMax: e1RM, isPersonalRecord: isRecord,
                        previousBest: previous))
            }
        }
    }

    /// Rep records per lift, heaviest weight first: the most reps at each weight, the earliest
    /// set that did them. Worked out from the sheets on each use, not with the e1RM PRs: only
    /// `plusmd prs` and the HTML report show them, and on a one-year journal they were half the
    /// cost of the records for every other command (hashing each ticked set's weight; issue 14).
    /// Read it once per report.
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

    /// True when no sheet of `workouts` comes before the one ahead of it by (day, path).
    private static func isByDayThenPath(_ workouts: [Workout]) -> Bool {
        // In place, the paths read only between sheets of one day: copies of the sheets would
        // touch their boxes (`Workout`), a cache miss apiece on a 20-year journal (issue 14).
        for index in workouts.indices.dropFirst() {
            let (earlier, later) = (workouts[index - 1].date, workouts[index].date)
            if later < earlier || (later == earlier && workouts[index].path < workouts[index - 1].path) { return false }
        }
        return true
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
