/// Checks that need the whole journal (settings, every entry, the replay) rather than one file:
/// loads the plates cannot make, dates in the future, sheets whose cycle and week disagree with
/// the replay. Every command runs them, so a lifter meets the same warnings everywhere.
package enum JournalChecks {
    /// The findings for `journal` as of `today`; all warnings.
    package static func run(_ journal: Journal, today: Day) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Journals repeat the same few dozen weights thousands of times: one table of what the
        // plates make per bar and plates (a lift's own bar, a sheet's gym) answers them all.
        // A journal has a few of these (its lifts, at a gym or two): a list searched by equality
        // costs less than hashing, and each table is changed in place.
        // The keys apart from the tables: searching them copies no table.
        var equipmentKeys: [EquipmentKey] = []
        var checkers: [PlateMath.LoadChecker] = []
        // The reps the last working set prescribes, per scheme and week (a few of them).
        var targets: [(scheme: Scheme, week: Int, reps: Int?)] = []
        // The heaviest working set's percent of the TM, per scheme and week.
        var heaviest: [(scheme: Scheme, week: Int, percent: Percentage?)] = []
        for workout in journal.workouts {
            if workout.date > today && !workout.isAheadAndUntouched {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "future-date", at: SourceLocation(path: workout.path), "dated \(workout.date), after today (\(today))",
                        hint: "Fix `date:` if it is a typo; plusmd treats it as done on that day."))
            }
            if workout.week != Program.deloadWeek, let top = workout.lastTickedAMRAPSet,
                let target = lastWorkingReps(workout.scheme, week: workout.week, in: &targets), top.reps < target
            {
                let failed = top.reps == 0 ? " (a failed set: no e1RM, PR or TM candidate)" : ""
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "amrap-short", at: SourceLocation(path: workout.path, line: top.line),
                        "AMRAP set of \(top.reps) rep\(top.reps == 1 ? "" : "s"), short of the \(target) prescribed\(failed)",
                        hint: "Fine if that is what happened; Wendler suggests lowering the training max when the minimum is missed."))
            }
            diagnostics += implausibleWeights(workout, heaviest: &heaviest)
            let key = EquipmentKey(gym: workout.gym, units: workout.writtenUnits ?? workout.units, lift: workout.lift)
            let slot =
                equipmentKeys.firstIndex(of: key)
                ?? {
                    let plates = journal.settings.equipment(ofSheet: key.gym, units: key.units).plateMath(for: key.lift)
                    equipmentKeys.append(key)
                    checkers.append(PlateMath.LoadChecker(plates))
                    return checkers.count - 1
                }()
            let plates = checkers[slot].math
            for set in workout.sets {
                // The plates are checked against the weight as written, in the sheet's unit.
                let weight = set.written?.weight ?? set.weight
                let achieved = checkers[slot].achievedLoad(for: weight)
                guard achieved != weight else { continue }
                let reason =
                    weight < plates.bar
                    ? "\(weight) is below the \(plates.bar) bar"
                    : "the plates cannot make \(weight); the nearest lower load is \(achieved)"
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "unloadable", at: SourceLocation(path: workout.path, line: set.line), reason,
                        hint: "Check the weight, or the `bar` and `plates` in plusmd.yaml."))
            }
        }
        diagnostics += sequenceFindings(journal)
        for entry in journal.trainingMaxEntries where entry.date > today && entry.cause == .manual {
            diagnostics.append(
                Diagnostic(.warning, id: "future-date", at: SourceLocation(path: entry.path), "training max dated \(entry.date), after today (\(today))"))
        }
        return diagnostics
    }

    /// How far above the heaviest prescribed set a ticked set may be before it is questioned:
    /// 25 % (a lifter who beats the program by more has a TM far too low, which `tm set` fixes);
    /// joker sets (5/3/1 Forever) climb above the top set by design, so 50 % for them. Never below
    /// the TM itself, so a heavier deload is no typo.
    static let implausibleRise = (set: 5, joker: 6)  // quarters: 5/4 = +25 %, 6/4 = +50 %

    /// A ticked set far heavier than anything the sheet prescribes: `3250 x 6` for a `325 x 1+`.
    /// A typo like that would otherwise become a PR and the next cycle's TM. Judged against the
    /// sheet's own `training_max:` (as written), so it needs no replay.
    static func implausibleWeights(_ workout: Workout, heaviest known: inout [(scheme: Scheme, week: Int, percent: Percentage?)]) -> [Diagnostic] {
        guard let trainingMax = workout.writtenTrainingMax ?? workout.trainingMax else { return [] }
        let scheme = workout.scheme, week = workout.week
        let percent: Percentage?
        if let found = known.first(where: { $0.scheme == scheme && $0.week == week }) {
            percent = found.percent
        } else {
            percent = scheme.workingSets(week: week).map(\.percent).max()
            known.append((scheme, week, percent))
        }
        guard let percent else { return [] }
        let top = percent.of(trainingMax)
        let sheetUnit = workout.writtenUnits ?? workout.units
        var found: [Diagnostic] = []
        for set in workout.sets where set.isDone {
            // A line in its own unit (`135 lb x 5` on a kg sheet) is compared in the sheet's.
            let asWritten = set.written ?? WrittenWeight(set.weight, set.unit ?? sheetUnit ?? .lb)
            let weight = sheetUnit.map { asWritten.weight.converted(from: asWritten.unit, to: $0) } ?? asWritten.weight
            let quarters = set.kind == .joker ? implausibleRise.joker : implausibleRise.set
            guard weight * 4 > top * quarters, weight > trainingMax else { continue }
            let shown = set.written != nil || set.unit != nil || sheetUnit != nil ? "\(asWritten.weight) \(asWritten.unit.rawValue)" : "\(weight)"
            let unit = sheetUnit.map { " " + $0.rawValue } ?? ""
            found.append(
                Diagnostic(
                    .warning, id: "implausible-weight", at: SourceLocation(path: workout.path, line: set.line),
                    "\(shown) is more than \(set.kind == .joker ? 50 : 25) % above the heaviest set the sheet prescribes (\(top)\(unit), \(percent) % of the \(trainingMax) training max); a typo?",
                    hint: "Fix the weight if it is a typo: a ticked set's weight decides records and the next cycle's TM."))
        }
        return found
    }

    /// The reps of the last working set `scheme` prescribes in `week`, from `known` or worked
    /// out and added to it.
    private static func lastWorkingReps(
        _ scheme: Scheme, week: Int, in known: inout [(scheme: Scheme, week: Int, reps: Int?)]
    ) -> Int? {
        if let found = known.first(where: { $0.scheme == scheme && $0.week == week }) { return found.reps }
        let reps = scheme.workingSets(week: week).last?.reps
        known.append((scheme, week, reps))
        return reps
    }

    /// What a sheet's plate math depends on: its `gym:`, its unit and its lift.
    private struct EquipmentKey: Equatable {
        var gym: String?
        var units: WeightUnit?
        var lift: Lift
    }

    /// A sheet for a week whose previous week is not finished, or a sheet dated before sheets of
    /// earlier weeks: the cycle/week in its front matter disagree with the replay. Week 1 of a
    /// cycle a reset started follows no earlier week.
    static func sequenceFindings(_ journal: Journal) -> [Diagnostic] {
        // One row per (cycle, week), in the order the sheets (by day) first name it: a 20-year
        // journal has thousands, and each sheet looks its week up once (none when it shares its
        // predecessor's, as the sheets of a week mostly do).
        let order = journal.settings.order
        var rowOf: [CyclePosition: Int] = [:]
        rowOf.reserveCapacity(journal.workouts.count / max(order.count, 1) + 1)
        var weeks: [WeekSummary] = []
        var rowOfSheet: [Int] = []
        rowOfSheet.reserveCapacity(journal.workouts.count)
        var last: (position: CyclePosition, row: Int)?
        let sheets = journal.workouts
        for index in sheets.indices {
            let position = sheets[index].position
            let row: Int
            if let last, last.position == position {
                row = last.row
            } else if let known = rowOf[position] {
                row = known
            } else {
                row = weeks.count
                rowOf[position] = row
                weeks.append(WeekSummary(position: position, lastDate: sheets[index].date))
            }
            last = (position, row)
            weeks[row].add(
                date: sheets[index].date, isComplete: sheets[index].isComplete, column: order.firstIndex(of: sheets[index].lift))
            rowOfSheet.append(row)
        }
        let first = weeks.lazy.map(\.position).min()
        // With `program:` a cycle's weeks are its block's (1…3, 1…4 or the 7th week).
        let schedule = journal.settings.program.map { _ in ProgramSchedule(settings: journal.settings, sheets: journal.workouts) }
        let resetStarts = Set(
            journal.resets.map { reset in
                CyclePosition(cycle: reset.cycle, week: schedule?.weeks(ofCycle: reset.cycle).first ?? reset.position.week)
            })
        // What every sheet of a week is checked against, worked out once per week: nil for the
        // first week and a week a reset starts (nothing before them counts).
        let before: [WeekBefore?] = weeks.map { week in
            guard week.position != first, !resetStarts.contains(week.position) else { return nil }
            let previous = schedule.map { previousPosition(week.position, in: $0) } ?? previousPosition(week.position)
            let summary = rowOf[previous].map { weeks[$0] }
            // By each lift's first place in `order` (where `add` marks it).
            let missing = order.filter { lift in !(summary?.isComplete(column: order.firstIndex(of: lift)!) ?? false) }
            return WeekBefore(previous: previous, missing: missing, lastDate: summary?.lastDate)
        }
        var findings: [Diagnostic] = []
        for index in sheets.indices {
            // A sheet written ahead (`next --week`) is a plan: its week may follow an open one.
            guard let answer = before[rowOfSheet[index]], !sheets[index].isAheadAndUntouched else { continue }
            let (date, position) = (sheets[index].date, sheets[index].position)
            let (previous, missing) = (answer.previous, answer.missing)
            if !missing.isEmpty {
                findings.append(
                    Diagnostic(
                        .warning, id: "week-order", at: SourceLocation(path: sheets[index].path),
                        "\(position) but \(previous) is not finished (open: \(missing.map(\.rawValue).joined(separator: ", ")))",
                        hint: "Check `cycle:` and `week:`; plusmd expects weeks in order, each with every lift done."))
            } else if let before = answer.lastDate, date < before {
                findings.append(
                    Diagnostic(
                        .warning, id: "week-order", at: SourceLocation(path: sheets[index].path),
                        "\(position) dated \(date), before the last sheet of \(previous) (\(before))",
                        hint: "Check `date:`, `cycle:` and `week:`."))
            }
        }
        return findings
    }

    /// What `sequenceFindings` needs of one (cycle, week): which lifts of `order` are complete in
    /// it and the day of its last sheet.
    private struct WeekSummary {
        let position: CyclePosition
        /// Bit i: `order[i]` is complete (no array per week); places past 63 in `completeBeyond`.
        private var complete: UInt64 = 0
        private var completeBeyond: Set<Int> = []
        var lastDate: Day

        init(position: CyclePosition, lastDate: Day) {
            self.position = position
            self.lastDate = lastDate
        }

        /// Adds a sheet dated `date` of the lift in place `column` of `order` (nil: a lift `order`
        /// does not name).
        mutating func add(date: Day, isComplete: Bool, column: Int?) {
            if let column, isComplete {
                if column < 64 { complete |= 1 << UInt64(column) } else { completeBeyond.insert(column) }
            }
            lastDate = max(lastDate, date)
        }

        func isComplete(column: Int) -> Bool {
            column < 64 ? complete & (1 << UInt64(column)) != 0 : completeBeyond.contains(column)
        }
    }

    /// The week before a week, with the lifts of `order` not complete in it and its last day.
    private struct WeekBefore {
        var previous: CyclePosition
        var missing: [Lift]
        var lastDate: Day?
    }

    /// The week before `position` in a program: the previous week of its cycle, else the last week
    /// of the previous cycle.
    static func previousPosition(_ position: CyclePosition, in schedule: ProgramSchedule) -> CyclePosition {
        let weeks = schedule.weeks(ofCycle: position.cycle)
        if let index = weeks.firstIndex(of: position.week), index > 0 {
            return CyclePosition(cycle: position.cycle, week: weeks[index - 1])
        }
        return CyclePosition(cycle: position.cycle - 1, week: schedule.weeks(ofCycle: position.cycle - 1).last ?? Program.deloadWeek)
    }

    static func previousPosition(_ position: CyclePosition) -> CyclePosition {
        position.week > 1
            ? CyclePosition(cycle: position.cycle, week: position.week - 1)
            : CyclePosition(cycle: position.cycle - 1, week: Program.deloadWeek)
    }
}
