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
        var equipment: [(key: EquipmentKey, checker: PlateMath.LoadChecker)] = []
        for workout in journal.workouts {
            if workout.date > today {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "future-date", at: SourceLocation(path: workout.path), "dated \(workout.date), after today (\(today))",
                        hint: "Fix `date:` if it is a typo; plusmd treats it as done on that day."))
            }
            if workout.week != Program.deloadWeek, let top = workout.lastTickedAMRAPSet,
                let target = workout.scheme.workingSets(week: workout.week).last?.reps, top.reps < target
            {
                let failed = top.reps == 0 ? " (a failed set: no e1RM, PR or TM candidate)" : ""
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "amrap-short", at: SourceLocation(path: workout.path, line: top.line),
                        "AMRAP set of \(top.reps) rep\(top.reps == 1 ? "" : "s"), short of the \(target) prescribed\(failed)",
                        hint: "Fine if that is what happened; Wendler suggests lowering the training max when the minimum is missed."))
            }
            let key = EquipmentKey(gym: workout.gym, units: workout.writtenUnits ?? workout.units, lift: workout.lift)
            let slot =
                equipment.firstIndex { $0.key == key }
                ?? {
                    let plates = journal.settings.equipment(ofSheet: key.gym, units: key.units).plateMath(for: key.lift)
                    equipment.append((key, PlateMath.LoadChecker(plates)))
                    return equipment.count - 1
                }()
            let plates = equipment[slot].checker.math
            for set in workout.sets {
                // The plates are checked against the weight as written, in the sheet's unit.
                let weight = set.written?.weight ?? set.weight
                let achieved = equipment[slot].checker.achievedLoad(for: weight)
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
        // One table entry per (cycle, week), changed in place: a 20-year journal has thousands.
        var weeks: [CyclePosition: WeekSummary] = [:]
        for workout in journal.workouts {
            weeks[workout.position, default: WeekSummary(lastDate: workout.date)].add(workout)
        }
        let first = weeks.keys.min()
        // With `program:` a cycle's weeks are its block's (1…3, 1…4 or the 7th week).
        let schedule = journal.settings.program.map { _ in ProgramSchedule(settings: journal.settings, sheets: journal.workouts) }
        let resetStarts = Set(
            journal.resets.map { reset in
                CyclePosition(cycle: reset.cycle, week: schedule?.weeks(ofCycle: reset.cycle).first ?? reset.position.week)
            })
        var findings: [Diagnostic] = []
        // Every lift of a week asks about the same previous week: each answer is worked out once.
        var before: [CyclePosition: (previous: CyclePosition, missing: [Lift], lastDate: Day?)] = [:]
        for workout in journal.workouts where workout.position != first && !resetStarts.contains(workout.position) {
            let answer: (previous: CyclePosition, missing: [Lift], lastDate: Day?)
            if let known = before[workout.position] {
                answer = known
            } else {
                let previous = schedule.map { previousPosition(workout.position, in: $0) } ?? previousPosition(workout.position)
                let week = weeks[previous]
                answer = (previous, journal.settings.order.filter { !(week?.complete.contains($0) ?? false) }, week?.lastDate)
                before[workout.position] = answer
            }
            let (previous, missing) = (answer.previous, answer.missing)
            if !missing.isEmpty {
                findings.append(
                    Diagnostic(
                        .warning, id: "week-order", at: SourceLocation(path: workout.path),
                        "\(workout.position) but \(previous) is not finished (open: \(missing.map(\.rawValue).joined(separator: ", ")))",
                        hint: "Check `cycle:` and `week:`; plusmd expects weeks in order, each with every lift done."))
            } else if let before = answer.lastDate, workout.date < before {
                findings.append(
                    Diagnostic(
                        .warning, id: "week-order", at: SourceLocation(path: workout.path),
                        "\(workout.position) dated \(workout.date), before the last sheet of \(previous) (\(before))",
                        hint: "Check `date:`, `cycle:` and `week:`."))
            }
        }
        return findings
    }

    /// What `sequenceFindings` needs of one (cycle, week): the lifts complete in it (each once)
    /// and the day of its last sheet.
    private struct WeekSummary {
        var complete: [Lift] = []
        var lastDate: Day

        init(lastDate: Day) { self.lastDate = lastDate }

        mutating func add(_ workout: Workout) {
            if workout.isComplete, !complete.contains(workout.lift) { complete.append(workout.lift) }
            lastDate = max(lastDate, workout.date)
        }
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
