/// What a change to the journal (`rm`, `reset`, `tm set`) does downstream, worked out by resolving
/// the journal before and after in memory: the position, and each TM in force or pending,
/// old → new, with why.
package struct DownstreamChange: Sendable, Equatable {
    /// One lift's TM that changes.
    package struct Shift: Sendable, Equatable {
        package var lift: Lift
        /// Before and after, in the journal's unit; nil when the lift had or has none.
        package var from: Weight?
        package var to: Weight?
        /// True for next cycle's pending TM, false for the TM in force.
        package var isPending: Bool
        /// Why, in a sentence fragment: "the week-3 progression from 2026/…-squat.md no longer applies
        /// (week 3 of cycle 2 is no longer complete)".
        package var reason: String
    }

    package var positionBefore: CyclePosition
    package var positionAfter: CyclePosition
    package var suggestedAfter: Lift?
    package var shifts: [Shift]

    package init(before: ResolvedJournal, after: ResolvedJournal) {
        positionBefore = before.state.position
        positionAfter = after.state.position
        suggestedAfter = after.state.suggested
        var shifts: [Shift] = []
        for lift in after.settings.order {
            let old = before.state.trainingMax[lift]
            let new = after.state.trainingMax[lift]
            if old != new {
                shifts.append(
                    Shift(lift: lift, from: old, to: new, isPending: false, reason: Self.reason(lift, before: before, after: after)))
            }
            let oldPending = before.state.pending.first { $0.lift == lift }?.next
            let newPending = after.state.pending.first { $0.lift == lift }?.next
            if oldPending != newPending {
                let reason: String
                if newPending == nil {
                    let setByHand = after.state.history.last { change in
                        guard change.lift == lift, case .manual = change.cause else { return false }
                        return !before.state.history.contains(change)
                    }
                    if after.resets.count > before.resets.count {
                        reason = "a reset drops the pending week-3 progression"
                    } else if let setByHand, case .manual(let path, _) = setByHand.cause {
                        reason = "the TM set by hand in \(path) replaces the week-3 progression"
                    } else if after.state.held.contains(where: { $0.lift == lift }) {
                        reason = "a rise of more than 20 % is held until you confirm it (`plusmd tm accept \(lift.rawValue)`)"
                    } else {
                        reason = "week 3 of cycle \(before.state.position.cycle) is no longer complete"
                    }
                } else {
                    reason = "from the week-3 AMRAP sets"
                }
                shifts.append(Shift(lift: lift, from: oldPending, to: newPending, isPending: true, reason: reason))
            }
        }
        self.shifts = shifts
    }

    /// Why `lift`'s TM in force differs: the change that set it before is gone, or a new one sets it.
    static func reason(_ lift: Lift, before: ResolvedJournal, after: ResolvedJournal) -> String {
        let old = before.state.history.last { $0.lift == lift && before.state.trainingMax[lift] == $0.to }
        let new = after.state.history.last { $0.lift == lift && after.state.trainingMax[lift] == $0.to }
        if let new, !before.state.history.contains(new) {
            switch new.cause {
            case .manual(let path, _): return "set by hand in \(path)"
            case .start(let path, _): return "the starting TM in \(path)"
            case .amrap(let path, _, _, _, _), .increment(let path, _, _): return "the week-3 progression from \(path)"
            case .trainingMaxTest(let path, _, _, _): return "the TM test in \(path)"
            case .imported(let path, _): return "the imported starting TM in \(path)"
            }
        }
        guard let old else { return "the journal changed" }
        switch old.cause {
        case .manual(let path, _): return "the TM set by hand in \(path) no longer applies"
        case .start(let path, _): return "the starting TM in \(path) no longer applies"
        case .imported(let path, _): return "the imported starting TM in \(path) no longer applies"
        case .trainingMaxTest(let path, _, _, _): return "the TM test in \(path) no longer applies"
        case .amrap(let path, _, _, _, _), .increment(let path, _, _):
            let weekThree = CyclePosition(cycle: old.cycle - 1, week: Program.progressionWeek)
            let complete = after.settings.order.allSatisfy { lift in
                after.sheets.contains { $0.position == weekThree && $0.lift == lift && $0.isComplete }
            }
            let why = complete ? "" : " (week 3 of cycle \(old.cycle - 1) is no longer complete, so cycle \(old.cycle)'s TMs fall back)"
            return "the week-3 progression from \(path) no longer applies\(why)"
        }
    }

    /// True when nothing downstream changes.
    package var isEmpty: Bool { positionBefore == positionAfter && shifts.isEmpty }
}

/// What `plusmd reset` would do, decided from the resolved journal: the untouched sheets of this
/// week it removes, the partial ones it keeps, and the cycle it starts.
package struct ResetPlan: Sendable, Equatable {
    /// Unfinished sheets with no set ticked, and the untouched sheets written ahead for the
    /// cycle's later weeks (`next --cycle`): removed.
    package var removed: [Workout]
    /// Unfinished sheets with ticked sets: kept as partial workouts.
    package var kept: [Workout]
    /// The cycle that ends, at the week it reached.
    package var ending: CyclePosition
    /// The cycle the reset starts at week 1.
    package var cycle: Int
    /// Week-3 progressions that are dropped.
    package var droppedProgressions: [Progression]

    /// Why there is nothing to reset.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        case alreadyFresh(cycle: Int)
        package var description: String {
            switch self {
            case .alreadyFresh(let cycle): "nothing to reset: you are at week 1 of cycle \(cycle) with no workout of it yet"
            }
        }
    }

    /// `removable` says whether a sheet with nothing ticked is still as plusmd wrote it (the
    /// caller compares its bytes): one the lifter edited (a note, a weight) is kept, whatever it is.
    ///
    /// - Throws: `Refusal` when the journal, once the untouched sheets are gone, is already at a
    ///   fresh cycle.
    package init(_ journal: ResolvedJournal, removable: (Workout) -> Bool = { _ in true }) throws(Refusal) {
        let state = journal.state
        let untouched = state.unfinished.filter { $0.progress.done == 0 }
            + journal.sheets.filter { $0.isAheadAndUntouched && $0.position > state.position }
        removed = untouched.filter(removable)
        kept = state.unfinished.filter { $0.progress.done > 0 } + untouched.filter { !removable($0) }
        let remaining = ResolvedJournal(journal.journal.removing(Set(removed.map(\.path))))
        if remaining.sheets.isEmpty || remaining.state.isNewCycle {
            throw .alreadyFresh(cycle: remaining.state.position.cycle)
        }
        ending = remaining.state.position
        cycle = remaining.state.position.cycle + 1
        droppedProgressions = state.pending
    }

    /// The journal once the reset entry at `path` is written and the untouched sheets removed.
    package func applied(to journal: ResolvedJournal, path: String, date: Day) -> ResolvedJournal {
        ResolvedJournal(
            journal.journal.removing(Set(removed.map(\.path))).adding(ResetEntry(path: path, date: date, cycle: cycle)))
    }
}
