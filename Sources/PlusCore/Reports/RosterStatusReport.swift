/// `plusmd status --roster PATH`: where each athlete of a coach's roster stands, one row each —
/// cycle, week, lifts done and open, TMs in force, Wendler's 10 % reset suggestions and held
/// rises, as each athlete's own `status` and `tm` say them. An athlete whose journal has errors
/// keeps their row (what could be read) with the errors; one that cannot be read has only them.
package struct RosterStatusReport: Report, Equatable {
    /// One athlete's row. Weights in the athlete's `units`.
    package struct Athlete: Codable, Sendable, Equatable {
        package var name: String
        @Nullable package var group: String?
        /// The journal's folder, as the roster names it.
        package var journal: String
        @Nullable package var cycle: Int?
        @Nullable package var week: Int?
        package var done: [Lift]
        package var open: [Lift]
        package var skipped: [Lift]
        package var trainingMax: LiftTable<Weight>
        @Nullable package var units: WeightUnit?
        package var resetSuggestions: [ResetSuggestionRow]
        package var held: [ProgressionRow]
        /// The errors of the journal (paths relative to the roster's folder); `[]` when none.
        package var errors: [RosterProblem]

        /// The row of a journal that was read: from its `StatusReport`'s state and `TrainingMaxReport`.
        package init(_ athlete: RosterAthlete, journal: ResolvedJournal, errors: [RosterProblem]) {
            let state = journal.state
            name = athlete.name
            group = athlete.group
            self.journal = athlete.journal
            cycle = state.position.cycle
            week = state.position.week
            done = state.done
            open = state.open
            skipped = journal.skippedThisWeek
            trainingMax = LiftTable(state.trainingMax, order: journal.settings.order)
            units = journal.settings.units
            resetSuggestions = state.resetSuggestions.map(ResetSuggestionRow.init)
            held = state.held.map(ProgressionRow.init)
            self.errors = errors
        }

        /// The row of a journal that could not be read.
        package init(_ athlete: RosterAthlete, unreadable problem: RosterProblem) {
            name = athlete.name
            group = athlete.group
            journal = athlete.journal
            done = []
            open = []
            skipped = []
            trainingMax = LiftTable(entries: [])
            resetSuggestions = []
            held = []
            errors = [problem]
        }
    }

    package var version = reportSchemaVersion
    /// In the roster's order.
    package var athletes: [Athlete]

    package init(athletes: [Athlete]) { self.athletes = athletes }
}
