/// `plusmd tm`: the TMs in force this week and, between week 3 and the next cycle's first sheet,
/// what the next cycle will use. Weights in the journal's unit.
package struct TrainingMaxReport: Report, Equatable {
    package var version = reportSchemaVersion
    package var units: WeightUnit
    package var cycle: Int
    package var week: Int
    /// The settings' `tm_percent` (percent of e1RM), as text (`90`, `87.5`).
    package var tmPercent: String
    /// The TMs in force now.
    package var trainingMax: LiftTable<Weight>
    /// Once week 3 is done and until the next cycle begins: every lift's next TM (a lift without a
    /// week-3 result, e.g. one set by hand after week 3, keeps its TM); empty otherwise.
    package var pending: LiftTable<Weight>
    /// The week-3 verdicts behind `pending`, in the settings' order.
    package var pendingChanges: [ProgressionRow]
    /// The program cycle the next cycle will be (the next block's TMs are `pending`, or the TMs in
    /// force when nothing is pending); absent without `program:`.
    package var nextProgram: ProgramCycleRow?
    /// The program's progression, `e1rm` or `fixed`; absent without `program:`.
    package var progression: ProgressionRule?
    /// Wendler's 10 % reset for each lift whose last week-3 AMRAP set fell short of its minimum
    /// reps: suggested, never applied; empty when none.
    package var resetSuggestions: [ResetSuggestionRow]
    /// The cycle `pending` opens: the next one, or this one while it has no sheet yet (its TMs
    /// stay pending until its first sheet); absent when nothing is pending.
    package var pendingCycle: Int?
    /// Each lift in `pending` without a verdict in `pendingChanges`, with why it keeps its TM (set
    /// by hand, week-3 AMRAP failed or skipped, TM test passed, no week-3 result); empty otherwise.
    package var pendingKept: [PendingKeptRow] = []
    /// Rises of more than 20 % in one cycle, held until the lifter confirms them (`plusmd tm
    /// accept LIFT`, `tm set`) or fixes the AMRAP line: not applied, not in `pending`.
    package var held: [ProgressionRow] = []

    package init(_ journal: ResolvedJournal) {
        let state = journal.state
        let order = journal.settings.order
        units = journal.settings.units
        cycle = state.position.cycle
        week = state.position.week
        tmPercent = journal.settings.tmPercent.description
        trainingMax = LiftTable(state.trainingMax, order: order)
        pendingChanges = state.pending.map(ProgressionRow.init)
        var next: [Lift: Weight] = [:]
        if !state.pending.isEmpty {
            for lift in order { next[lift] = state.pending.first { $0.lift == lift }?.next ?? state.trainingMax[lift] }
        }
        pending = LiftTable(next, order: order)
        pendingCycle = state.pending.isEmpty ? nil : state.position.cycle + 1
        nextProgram = journal.schedule.cycle(state.position.cycle + 1).map(ProgramCycleRow.init)
        progression = journal.settings.program?.progression
        resetSuggestions = state.resetSuggestions.map(ResetSuggestionRow.init)
        held = state.held.map(ProgressionRow.init)
        // A cycle with no sheet yet has not begun: the changes that open it (after its week 3,
        // or a failed 7th-week TM test, when no week lies between) are still pending, with their
        // cause, and the TMs before them in force. The next sheet is planned at the new TMs.
        let opening = state.isNewCycle && state.pending.isEmpty ? state.openingProgression : []
        if !opening.isEmpty {
            var inForce = state.trainingMax
            for change in opening { inForce[change.lift] = change.previous }
            trainingMax = LiftTable(inForce, order: order)
            pendingChanges = state.openingProgression.map(ProgressionRow.init)
            pending = LiftTable(state.trainingMax, order: order)
            pendingCycle = state.position.cycle
            nextProgram = journal.schedule.cycle(state.position.cycle).map(ProgramCycleRow.init)
        }
        if pendingCycle != nil {
            let kept = pending.entries.map(\.lift).filter { lift in !pendingChanges.contains { $0.lift == lift } }
            pendingKept = PendingKeptRow.rows(kept, journal: journal)
        }
    }
}

/// `plusmd tm --history [LIFT]`: every TM change, oldest first, with its cause.
package struct TrainingMaxHistoryReport: Report, Equatable {
    package var version = reportSchemaVersion
    package var units: WeightUnit
    package var history: [TrainingMaxChangeRow]

    /// The history of `only` (every lift when nil). The changes that open a cycle with no sheet
    /// yet are still pending (`tm` shows them so), not history.
    package init(_ journal: ResolvedJournal, only: Lift? = nil) {
        units = journal.settings.units
        let state = journal.state
        history = state.history.filter { change in
            guard only == nil || change.lift == only else { return false }
            guard state.isNewCycle, change.cycle == state.position.cycle else { return true }
            switch change.cause {
            case .amrap, .increment, .trainingMaxTest: return false
            case .start, .manual, .imported: return true
            }
        }.map(TrainingMaxChangeRow.init)
    }
}
