/// How far ahead `next` writes: the current week's open sessions (`next --week`), or every
/// session left in the current cycle, deload included (`next --cycle`).
package enum AheadScope: String, Sendable, Codable {
    case week, cycle
}

/// What `next --week` or `--cycle` does for one session of the weeks ahead, decided from the
/// resolved journal alone.
package enum AheadSheet: Sendable, Equatable {
    /// A sheet already written for the session (lifted, under way, or written ahead): left as it is.
    case existing(Workout)
    /// A sheet nothing is ticked on whose training max went stale: rewritten from `plan` when its
    /// bytes are still what plusmd wrote.
    case stale(Workout, plan: SessionPlan)
    /// A sheet to write, planned for `plan.date` (`plan.planned`).
    case new(SessionPlan)

    /// The session's sheet or plan as `next` would write it.
    package var lift: Lift {
        switch self {
        case .existing(let sheet), .stale(let sheet, _): sheet.lift
        case .new(let plan): plan.lift
        }
    }
}

extension ResolvedJournal {
    /// The sessions `next --week` (`scope` `.week`) or `--cycle` covers, in lifting order: each
    /// open slot of the current week, then (`.cycle`) every slot of the cycle's later weeks. A new
    /// cycle's sheets are written only once its TMs are known: the weeks are the current cycle's.
    ///
    /// New sheets are planned at the TMs in force on the lifter's training days from `start`
    /// (`TrainingDays.of`: the settings' `schedule:`, else the habit of the sheets), a session a
    /// day (a whole day of a program built from days). The same planner as `next`: an open slot
    /// of this week gets exactly the sheet `next --lift` would write, but for its date.
    ///
    /// - Throws: `PlanningError.noTrainingMax` for a lift to plan without a TM.
    package func sheetsAhead(_ scope: AheadScope, from start: Day, gym: Gym? = nil) throws(PlanningError) -> [AheadSheet] {
        let position = state.position
        let program = schedule.cycle(position.cycle)
        let order = settings.order
        let weekSlots = program?.slots(order: order).filter { order.contains($0.lift) } ?? order.map { SessionSlot(lift: $0) }
        let weeks = scope == .week ? [position.week] : schedule.weeks(ofCycle: position.cycle).filter { $0 >= position.week }
        var items: [AheadSheet] = []
        var sessions: [(position: CyclePosition, slot: SessionSlot, plan: SessionPlan)] = []
        for week in weeks {
            let at = CyclePosition(cycle: position.cycle, week: week)
            for slot in week == position.week ? state.openSlots : weekSlots {
                if let sheet = sheets.last(where: { $0.position == at && $0.slot == slot }) {
                    items.append(staleTrainingMaxPlan(sheet).map { .stale(sheet, plan: $0) } ?? .existing(sheet))
                    continue
                }
                guard let trainingMax = state.trainingMax[slot.lift] else { throw .noTrainingMax(slot.lift) }
                let plan = Planner.plan(
                    slot.lift, trainingMax: trainingMax, position: at, settings: settings, date: start,
                    program: program?.forAppearance(slot), gym: gym, day: slot.day)
                sessions.append((at, slot, plan))
                items.append(.new(plan))
            }
        }
        // The planned days: a session a training day (a day of a program built from days is
        // one), on days that hold no sheet yet, lifted or written ahead.
        var used: [Day: Int] = [:]
        for sheet in sheets where sheet.date >= start { used[sheet.date, default: 0] += 1 }
        if state.hasDays { used = used.mapValues { _ in 1 } }
        var groups: [String] = []
        for session in sessions {
            let key = "\(session.position.week)/\(session.slot.day.map(String.init) ?? session.slot.lift.rawValue)"
            if groups.last != key || !state.hasDays { groups.append(key) }
        }
        let days = TrainingDays.of(self, before: start).days(count: groups.count, from: start, used: used)
        var group = -1
        var lastKey = ""
        var dated: [SessionPlan] = []
        for session in sessions {
            let key = "\(session.position.week)/\(session.slot.day.map(String.init) ?? session.slot.lift.rawValue)"
            if key != lastKey || !state.hasDays { group += 1 }
            lastKey = key
            var plan = session.plan
            plan.date = days[group]
            plan.planned = days[group]
            dated.append(plan)
        }
        var next = 0
        return items.map { item in
            guard case .new = item else { return item }
            defer { next += 1 }
            return .new(dated[next])
        }
    }

    /// The plan an unticked sheet should be rewritten from when its `training_max:` no longer
    /// matches the TM the replay has in force for it; nil when it matches, or a set is ticked.
    package func staleTrainingMaxPlan(_ sheet: Workout) -> SessionPlan? {
        guard !sheet.sets.contains(where: { $0.status != .open }), sheet.trainingMax != nil,
            let trainingMax = state.history.trainingMax(for: sheet.lift, cycle: sheet.cycle, date: sheet.date),
            !sheet.wasComputed(from: trainingMax, journalUnits: settings.units)
        else { return nil }
        return Planner.plan(for: sheet, trainingMax: trainingMax, settings: settings)
    }

    /// Sheets written ahead that no set is ticked on and whose TM went stale (a `tm set`, an
    /// AMRAP corrected), other than the current week's unfinished ones (which `next` shows and
    /// rewrites itself): every `next` rewrites them when their bytes are still plusmd's.
    package var staleSheetsAhead: [(sheet: Workout, plan: SessionPlan)] {
        let unfinished = Set(state.unfinished.map(\.path))
        return sheets.compactMap { sheet in
            guard sheet.isAheadAndUntouched, !unfinished.contains(sheet.path), let plan = staleTrainingMaxPlan(sheet) else { return nil }
            return (sheet, plan)
        }
    }

    /// Sheets written ahead for a cycle before the current one (a reset cut it short) and never
    /// touched: plans no week will use. `next` removes them when their bytes are still plusmd's.
    package var obsoleteSheetsAhead: [Workout] {
        sheets.filter { $0.isAheadAndUntouched && $0.cycle < state.position.cycle }
    }
}
