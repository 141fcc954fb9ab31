/// A program cycle as reports print it (`status`, `tm`, `plan`): docs/json.md "Programs".
package struct ProgramCycleRow: Codable, Sendable, Equatable {
    /// The block's name (`Leader`); empty for an original 5/3/1 cycle written before `program:`.
    package var block: String
    /// 1-based cycle within the block, and how many it has.
    package var blockCycle: Int
    package var blockCycles: Int
    /// `531`, `5s_pro`, `351`, `deload` (7th week) or `tm_test` (7th week).
    package var scheme: Scheme
    /// `bbb`, `fsl`, `ssl`, `bbs`, `widowmaker` or `none`, with its sets × reps.
    package var supplemental: Supplemental.Kind
    package var supplementalSets: Int
    package var supplementalReps: Int
    package var jokers: Bool
    /// `Leader 2 of 2`, `7th week`.
    package var title: String

    package init(_ cycle: ProgramCycle) {
        block = cycle.block
        blockCycle = cycle.blockCycle
        blockCycles = cycle.blockCycles
        scheme = cycle.scheme
        supplemental = cycle.supplemental.kind
        supplementalSets = cycle.supplemental.sets
        supplementalReps = cycle.supplemental.reps
        jokers = cycle.jokers
        title = cycle.block.isEmpty ? "5/3/1" : cycle.title
    }

    /// `5s PRO + BBB 5 × 10`, `5/3/1 + FSL 5 × 5, Jokers`, `7th-week TM test`.
    package var summary: String {
        var text = scheme.displayName
        if supplemental != .none { text += " + \(supplemental.heading) \(supplementalSets) × \(supplementalReps)" }
        if jokers { text += ", Jokers" }
        return text
    }
}

/// `plusmd plan [--cycles N]`: the coming weeks, every lift, every set, from the TMs in force and
/// the program; nothing is written. Weights in the journal's unit.
///
/// The current cycle's weeks from the current one on use the TMs in force; later cycles use the
/// pending TMs once week 3 is done, and beyond what the journal knows they are projected: a
/// `fixed` progression (or a cycle without an AMRAP set) adds its increment after each cycle, an
/// `e1rm` one keeps the TM (the AMRAP sets are not lifted yet). `projected` marks those. While
/// week 3 is under way, the next cycle uses the progression of each lift already done in it
/// (`pendingSoFar`), and `notYetKnown` names the others. A rise held for the lifter's word
/// (`held`) is not planned until it is accepted.
package struct PlanReport: Report, Equatable {
    /// One set of a planned session.
    package struct PlanSet: Codable, Sendable, Equatable {
        package var kind: SetKind
        /// Percent of TM, as text (`65`, `62.5`).
        package var percent: String
        package var weight: Weight
        package var reps: Int
        package var amrap: Bool
    }

    /// One lift's session of a week.
    package struct Session: Codable, Sendable, Equatable {
        package var lift: Lift
        package var trainingMax: Weight
        /// True when the TM is a projection rather than one in force or pending.
        package var projected: Bool
        package var sets: [PlanSet]
        /// In the current week, a lift already done: `done`, or `skipped` (every working set
        /// `[-]`); absent otherwise.
        package var status: String? = nil
        /// The day of the program's week (a program built from days); absent otherwise.
        package var day: Int? = nil
    }

    /// One week of the plan.
    package struct Week: Codable, Sendable, Equatable {
        package var cycle: Int
        package var week: Int
        /// `5s`, `3s`, `5/3/1`, `deload`, `TM test`.
        package var name: String
        /// The program cycle; absent without `program:`.
        package var program: ProgramCycleRow?
        package var sessions: [Session]
    }

    package var version = reportSchemaVersion
    package var units: WeightUnit
    package var weeks: [Week]
    /// While week 3 is under way and the plan reaches the next cycle: the rises known from the
    /// lifts already done in it (their next cycle's TMs), and the lifts whose week 3 is still open.
    package var pendingSoFar: [ProgressionRow] = []
    package var notYetKnown: [Lift] = []
    /// Rises held for the lifter's word (`plusmd tm accept LIFT`), as `tm`'s `held`: not planned.
    package var held: [ProgressionRow] = []

    /// The plan of `journal` for `cycles` cycles (at least 1), starting with the current one;
    /// `date` only fills the sessions' day, which the report leaves out.
    package init(_ journal: ResolvedJournal, cycles: Int, date: Day) {
        let state = journal.state
        let settings = journal.settings
        let schedule = journal.schedule
        units = settings.units
        var trainingMax = state.trainingMax
        var projected = Set<Lift>()
        var weeks: [Week] = []
        let first = state.position.cycle
        for cycle in first..<(first + max(1, cycles)) {
            if cycle == first + 1 && !state.pending.isEmpty {
                // Week 3 is done: the next cycle's TMs are known.
                for progression in state.pending { trainingMax[progression.lift] = progression.next }
            } else if cycle > first {
                let known = cycle == first + 1 ? state.pendingSoFar : []
                // A lift whose week-3 rise will be held keeps the TM in force: known, not projected.
                let held = cycle == first + 1 ? state.heldSoFar.map(\.lift) : []
                projected.formUnion(settings.order.filter { lift in !known.contains { $0.lift == lift } && !held.contains(lift) })
                for progression in known { trainingMax[progression.lift] = progression.next }
                if cycle == first + 1, !state.pendingSoFar.isEmpty {
                    pendingSoFar = state.pendingSoFar.map(ProgressionRow.init)
                    notYetKnown = state.open.filter { trainingMax[$0] != nil }
                }
                if let program = settings.program, let previous = schedule.cycle(cycle - 1), !previous.scheme.isSeventhWeek,
                    program.progression == .fixed || !previous.scheme.hasAMRAP
                {
                    for lift in settings.order where !known.contains(where: { $0.lift == lift }) && !held.contains(lift) {
                        guard let current = trainingMax[lift] else { continue }
                        trainingMax[lift] = current + program.increment(for: lift, units: settings.units)
                    }
                }
            }
            let program = schedule.cycle(cycle)
            let cycleWeeks = schedule.weeks(ofCycle: cycle).filter { cycle > first || $0 >= state.position.week }
            for week in cycleWeeks {
                let position = CyclePosition(cycle: cycle, week: week)
                // One session per slot: each lift of `order` once, or each lift of each day.
                let slots = program?.slots(order: settings.order).filter { settings.order.contains($0.lift) } ?? settings.order.map { SessionSlot(lift: $0) }
                let sessions = slots.compactMap { slot -> Session? in
                    let lift = slot.lift
                    guard let tm = trainingMax[lift] else { return nil }
                    let plan = Planner.plan(
                        lift, trainingMax: tm, position: position, settings: settings, date: date,
                        program: program?.forAppearance(slot), day: slot.day)
                    var status: String?
                    if position == state.position, state.doneSlots.contains(slot) {
                        status = journal.isSkipped(slot, at: position) ? "skipped" : "done"
                    }
                    return Session(
                        lift: lift, trainingMax: tm, projected: projected.contains(lift),
                        sets: plan.sets.map {
                            PlanSet(kind: $0.kind, percent: $0.percent.description, weight: $0.weight, reps: $0.reps, amrap: $0.isAMRAP)
                        }, status: status, day: slot.day)
                }
                weeks.append(
                    Week(
                        cycle: cycle, week: week, name: program?.scheme.weekName(week) ?? Program.weekName(week),
                        program: program.map(ProgramCycleRow.init), sessions: sessions))
            }
        }
        self.weeks = weeks
        held = (state.held + state.heldSoFar.filter { soFar in !state.held.contains { $0.lift == soFar.lift } }).map(ProgressionRow.init)
    }
}
