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
    /// - Throws: `PlanningError.noTrainingMax` for a lift to plan without a TM, unless
    ///   `skippingLiftsWithoutTrainingMax` (the printed card, which plans what `plan` plans).
    package func sheetsAhead(
        _ scope: AheadScope, from start: Day, gym: Gym? = nil, skippingLiftsWithoutTrainingMax: Bool = false
    ) throws(PlanningError) -> [AheadSheet] {
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
                guard let trainingMax = state.trainingMax[slot.lift] else {
                    if skippingLiftsWithoutTrainingMax { continue }
                    throw .noTrainingMax(slot.lift)
                }
                let plan = Planner.plan(
                    slot.lift, trainingMax: trainingMax, position: at, settings: settings, date: start,
                    program: program?.forAppearance(slot), gym: gym, day: slot.day)
                sessions.append((at, slot, plan))
                items.append(.new(plan))
            }
        }
        // The planned days, in lifting order: a session a training day (a day of a program built
        // from days is one), on days that hold no sheet yet, never before a session it follows.
        var used: [Day: Int] = [:]
        for sheet in sheets where sheet.date >= start { used[sheet.date, default: 0] += 1 }
        if state.hasDays { used = used.mapValues { _ in 1 } }
        let training = TrainingDays.of(self, before: start)
        // A program day begun on a date from `start` on (its squat lifted or written today): its
        // other lifts go on that date too.
        var anchors: [String: Day] = [:]
        if state.hasDays {
            for sheet in sheets where sheet.cycle == position.cycle && sheet.date >= start {
                if let day = sheet.day { anchors["\(sheet.week)/\(day)"] = max(anchors["\(sheet.week)/\(day)"] ?? sheet.date, sheet.date) }
            }
        }
        var floor = start
        var last: (key: String, date: Day)?
        var dated: [AheadSheet] = []
        var next = 0
        for item in items {
            guard case .new = item else {
                let sheet: Workout
                switch item {
                case .existing(let written), .stale(let written, _): sheet = written
                case .new: continue
                }
                if sheet.date > floor { floor = sheet.date }
                dated.append(item)
                continue
            }
            let session = sessions[next]
            next += 1
            let key = "\(session.position.week)/\(session.slot.day.map(String.init) ?? session.slot.lift.rawValue)"
            let date: Day
            if let anchor = anchors[key] {
                date = anchor
            } else if state.hasDays, let last, last.key == key {
                date = last.date
            } else {
                date = training.days(count: 1, from: floor, used: used).first ?? floor
                used[date, default: 0] += 1
            }
            last = (key, date)
            floor = date
            var plan = session.plan
            plan.date = date
            plan.planned = date
            dated.append(.new(plan))
        }
        return dated
    }

    /// The plan an unticked sheet should be rewritten from when its `training_max:` no longer
    /// matches the TM the replay has in force for it; nil when it matches, or a set is ticked.
    package func staleTrainingMaxPlan(_ sheet: Workout) -> SessionPlan? {
        sheet.sets.contains(where: { $0.status != .open }) ? nil : stalePlan(for: sheet)
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

extension Workout {
    /// The date a sheet written ahead takes when its first set is logged or it is skipped on
    /// `day`: `day`, when it has `planned:`, nothing on it is ticked or skipped yet and it is dated
    /// another day (the day lifted wins wherever a day shows); nil when its date stays.
    package static func dateOnFirstSet(planned: Day?, date: Day, untouched: Bool, on day: Day) -> Day? {
        planned != nil && untouched && date != day ? day : nil
    }
}
