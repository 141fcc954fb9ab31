/// Why `plusmd print` has no card to print.
package enum PrintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--date` is after the last planned session of the cycle (whose next TMs are not known).
    case beyondCycle(Day, last: Day)
    /// No lift has a training max: nothing can be planned.
    case nothingPlanned

    package var description: String {
        switch self {
        case .beyondCycle(let day, let last):
            "\(day) is after this cycle's last planned session (\(last)); the next cycle's TMs are not known yet"
        case .nothingPlanned:
            "no lift has a training max, so no session can be planned; set one with `plusmd tm set LIFT WEIGHT`"
        }
    }
}

/// `plusmd print`: the week (or the rest of the cycle) as a card to print and take to the gym:
/// per session the lift, its day, its TM and every set with weight, reps and plates per side.
///
/// Sessions come from the planning `next` and `plan` use, never from a second copy of the math:
/// the current week's open lifts are what `next` would show or write for them
/// (`ResolvedJournal.nextSheet`: an unfinished sheet as written, a stale untouched one as it would
/// be rewritten, else a new `SessionPlan`); later weeks are `PlanReport`'s sessions (its TMs, in
/// force, pending or projected), loaded by `Planner` on the default gym. A lift already done this
/// week shows its sheet as lifted (weights, reps done, ticks), `done` or `skipped`.
///
/// Days: a done or written sheet keeps its own date; every other session is planned on the
/// lifter's usual training days (`TrainingDays`) from the later of `today` and the last sheet's
/// day. Weights of a session are in its `units` (the gym's; the journal's unless the default
/// gym or the sheet is in the other unit).
package struct PrintReport: Report, Equatable {
    /// Which weeks the card holds.
    package enum Scope: String, Codable, Sendable {
        /// The current week (the default).
        case week
        /// The current week to the end of the cycle, deload included: a page a week.
        case cycle
        /// The week whose sessions reach the day given with `--date`.
        case date
    }

    /// Where a session's day and sets come from.
    package enum Status: String, Codable, Sendable {
        /// Not written yet: the day is planned, the sets are the planner's.
        case planned
        /// Written by `next`, no set ticked: the sheet's day and sets.
        case written
        /// Some sets ticked, not every working set: the sheet as it stands.
        case underWay = "under_way"
        /// Every working set ticked or skipped: the sheet as lifted.
        case done
        /// Every working set skipped (`[-]`).
        case skipped
    }

    /// One set: the target (or, lifted, what was done) and the plates for one side.
    package struct PrintSet: Codable, Sendable, Equatable {
        package var kind: SetKind
        /// Percent of the TM as text (`65`, `62.5`); absent for a set read from a sheet.
        package var percent: String?
        /// In the session's `units`.
        package var weight: Weight
        /// Target reps, or on a ticked set the reps done.
        package var reps: Int
        package var amrap: Bool
        /// Plates for one side, heaviest first; empty for the empty bar.
        package var platesPerSide: [Weight]
        /// Only when the plates cannot make `weight`: the load they make.
        package var loadableWeight: Weight?
        /// Only when the plates owned cap the load: the weight the program wanted.
        package var cappedFrom: Weight?
        /// `open`, `done` (ticked) or `skipped` (`[-]`).
        package var status: PerformedSet.Status

        package init(_ set: PlannedSet) {
            kind = set.kind
            percent = set.percent.description
            weight = set.weight
            reps = set.reps
            amrap = set.isAMRAP
            platesPerSide = set.loadout.perSide
            loadableWeight = set.loadout.isExact ? nil : set.loadout.achieved
            cappedFrom = set.cappedFrom
            status = .open
        }

        /// A set of a sheet as written, in the unit the sheet is written in, with its row
        /// (`SheetSetRow.rows(of:settings:)`: the plates its line says).
        package init(_ set: PerformedSet, row: SheetSetRow) {
            kind = set.kind
            percent = nil
            weight = row.writtenWeight ?? row.weight
            reps = set.reps
            amrap = set.isAMRAP
            platesPerSide = row.platesPerSide
            loadableWeight = row.loadableWeight
            cappedFrom = nil
            status = set.status
        }
    }

    /// One lift's session of a week.
    package struct Session: Codable, Sendable, Equatable {
        package var lift: Lift
        /// The sheet's date, or the planned day.
        package var day: Day
        package var status: Status
        /// The sheet's path; null for a planned session.
        @Nullable package var path: String?
        /// In `units`; null for a sheet that names none.
        @Nullable package var trainingMax: Weight?
        package var units: WeightUnit
        /// True when the TM is a projection (`plan`'s `projected`).
        package var projected: Bool
        /// The gym the sets are loaded for; null for the journal's own equipment.
        @Nullable package var gym: String?
        package var sets: [PrintSet]
        /// The day of the program's week (a program built from days); absent otherwise.
        package var programDay: Int? = nil
    }

    /// One week: one page.
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
    /// The journal's unit.
    package var units: WeightUnit
    /// The day the card was made for.
    package var today: Day
    package var scope: Scope
    /// The habit the planned days come from.
    package var trainingDays: TrainingDays
    package var weeks: [Week]

    /// The card of `journal` on `today`: the current week (`.week`), the rest of the cycle
    /// (`.cycle`), or the week whose sessions reach `date` (`.date`).
    ///
    /// - Throws: `PrintError` when no lift has a TM, or `date` is past the cycle's last session.
    package init(_ journal: ResolvedJournal, scope: Scope, today: Day, date: Day? = nil) throws(PrintError) {
        let settings = journal.settings
        let state = journal.state
        units = settings.units
        self.today = today
        self.scope = scope
        let plan = PlanReport(journal, cycles: 1, date: today)
        guard plan.weeks.contains(where: { !$0.sessions.isEmpty }) else { throw .nothingPlanned }
        let start = max(today, journal.sheets.last?.date ?? today)
        // The days `next --week` plans on (a day of a program built from days is one session).
        trainingDays = TrainingDays.of(journal, before: start)
        var weeks: [Week] = []
        for planned in plan.weeks {
            let position = CyclePosition(cycle: planned.cycle, week: planned.week)
            let program = journal.schedule.cycle(planned.cycle)
            let sessions = planned.sessions.map { session -> Session in
                if position == state.position {
                    if session.status != nil,
                        let sheet = journal.sheets.last(where: { $0.position == position && $0.lift == session.lift && $0.day == session.day })
                    {
                        return Self.session(sheet, status: sheet.isSkipped ? .skipped : .done, settings: settings)
                    }
                    switch try? journal.nextSheet(lift: session.lift, date: start, day: session.day) {
                    case .unfinished(let sheet):
                        return Self.session(sheet, status: sheet.sets.contains { $0.status != .open } ? .underWay : .written, settings: settings)
                    case .stale(let sheet, let rewritten):
                        var written = Self.session(rewritten, status: .written, projected: false)
                        written.path = sheet.path
                        return written
                    case .new(let new):
                        return Self.session(new, status: .planned, projected: false)
                    case nil:
                        break
                    }
                }
                // A later week's sheet already written (`next --cycle`): as written, on its day.
                if position != state.position,
                    let sheet = journal.sheets.last(where: { $0.position == position && $0.lift == session.lift && $0.day == session.day })
                {
                    let status: Status =
                        sheet.isSkipped ? .skipped : sheet.isComplete ? .done : sheet.sets.contains { $0.status != .open } ? .underWay : .written
                    return Self.session(sheet, status: status, settings: settings)
                }
                // A week built from days: the lift's appearance on its day (its own scheme or supplemental).
                let new = Planner.plan(
                    session.lift, trainingMax: session.trainingMax, position: position, settings: settings, date: start,
                    program: program?.forAppearance(SessionSlot(lift: session.lift, day: session.day)), day: session.day)
                return Self.session(new, status: .planned, projected: session.projected)
            }
            weeks.append(Week(cycle: planned.cycle, week: planned.week, name: planned.name, program: planned.program, sessions: sessions))
        }
        // One truth with `next --cycle`: a session not written yet goes on the day it would date it.
        if let ahead = try? journal.sheetsAhead(.cycle, from: start, skippingLiftsWithoutTrainingMax: true) {
            var planned: [String: Day] = [:]
            for case .new(let plan) in ahead { planned["\(plan.position.week)/\(plan.lift.rawValue)/\(plan.day ?? 0)"] = plan.date }
            for index in weeks.indices where weeks[index].cycle == state.position.cycle {
                for session in weeks[index].sessions.indices where weeks[index].sessions[session].status == .planned {
                    let row = weeks[index].sessions[session]
                    if let day = planned["\(weeks[index].week)/\(row.lift.rawValue)/\(row.programDay ?? 0)"] { weeks[index].sessions[session].day = day }
                }
            }
        }
        switch scope {
        case .week: weeks = Array(weeks.prefix(1))
        case .cycle: break
        case .date:
            let day = date ?? today
            guard let index = weeks.firstIndex(where: { week in week.sessions.contains { $0.day >= day } }) else {
                throw .beyondCycle(day, last: weeks.flatMap(\.sessions).map(\.day).max() ?? today)
            }
            weeks = [weeks[index]]
        }
        self.weeks = weeks
    }

    /// A session from a sheet of the journal, as written.
    static func session(_ sheet: Workout, status: Status, settings: Settings) -> Session {
        let units = sheet.writtenUnits ?? settings.units
        let trainingMax = sheet.writtenTrainingMax ?? sheet.trainingMax?.converted(from: settings.units, to: units)
        return Session(
            lift: sheet.lift, day: sheet.date, status: status, path: sheet.path, trainingMax: trainingMax, units: units,
            projected: false, gym: sheet.gym, sets: zip(sheet.sets, SheetSetRow.rows(of: sheet, settings: settings)).map { PrintSet($0, row: $1) }, programDay: sheet.day)
    }

    /// A session from the planner.
    static func session(_ plan: SessionPlan, status: Status, projected: Bool) -> Session {
        Session(
            lift: plan.lift, day: plan.date, status: status, path: nil, trainingMax: plan.trainingMax, units: plan.units,
            projected: projected, gym: plan.gym, sets: plan.sets.map(PrintSet.init), programDay: plan.day)
    }
}
