/// A set of a sheet as `next` and `status` print it: target (or, ticked, done) weight in the
/// journal unit, reps, AMRAP, the plates per side, and whether it is ticked.
package struct SheetSetRow: Codable, Sendable, Equatable {
    package var kind: SetKind
    package var weight: Weight
    package var reps: Int
    package var amrap: Bool
    /// Plates for one side, heaviest first; empty for the empty bar.
    package var platesPerSide: [Weight]
    package var done: Bool
    /// Only when the plates cannot make `weight`: the nearest lower load they make (in
    /// `writtenUnit` when there is one).
    package var loadableWeight: Weight?
    /// 1-based position in the sheet; only in `status`'s `current_set`.
    package var number: Int?
    /// A set of a sheet written in another unit than the journal's: the weight as the file
    /// writes it (which `platesPerSide` load, in that unit); absent otherwise.
    package var writtenWeight: Weight?
    /// The unit of `writtenWeight`; absent with it.
    package var writtenUnit: WeightUnit?
    /// A planned set beyond what the plates owned make: the weight the program wanted (`weight`
    /// is the heaviest they make); absent otherwise.
    package var cappedFrom: Weight?

    package init(kind: SetKind, weight: Weight, reps: Int, amrap: Bool, loadout: PlateLoadout, done: Bool, number: Int? = nil) {
        self.kind = kind
        self.weight = weight
        self.reps = reps
        self.amrap = amrap
        platesPerSide = loadout.perSide
        self.done = done
        loadableWeight = loadout.isExact ? nil : loadout.achieved
        self.number = number
    }

    /// A planned set.
    package init(_ set: PlannedSet) {
        self.init(kind: set.kind, weight: set.weight, reps: set.reps, amrap: set.isAMRAP, loadout: set.loadout, done: false)
        cappedFrom = set.cappedFrom
    }

    /// Every set of `sheet`, in order (weights in the journal's unit, as the resolved journal
    /// reads them), with the plates its line says: each set's loadout chosen after the set before
    /// it, as `next` wrote them (`PlateMath.loadouts(for:)`). A set written in another unit is
    /// loaded as written: its plates are those of the sheet's equipment in that unit (chosen
    /// afresh, as plates of another unit share nothing), and the written weight is kept beside.
    ///
    /// - Parameter platesOnLines: the plates per side each set line's remark names, by 1-based
    ///   line (`— 45 45 10 per side`; the language server reads them from the text). A line whose
    ///   plates are the equipment's and load its weight (the loadable one, for a weight the
    ///   plates cannot make) keeps them, and the next set is chained after them; plates that do
    ///   not (a weight changed by hand) are ignored.
    package static func rows(of sheet: Workout, settings: Settings, platesOnLines: [Int: [Weight]] = [:]) -> [SheetSetRow] {
        var previous: (unit: WeightUnit?, plates: [Weight]) = (nil, [])
        return sheet.sets.map { set in
            let unit = set.written?.unit
            var row = SheetSetRow(set, of: sheet, settings: settings, after: unit == previous.unit ? previous.plates : [])
            if let named = platesOnLines[set.line],
                settings.equipment(ofSheet: sheet.gym, units: unit).plateMath(for: sheet.lift).loads(row.loadout.achieved, with: named)
            {
                row.platesPerSide = named
            }
            previous = (unit, row.platesPerSide)
            return row
        }
    }

    /// The set at `index` of `sheet` (0-based) as `rows(of:settings:)` gives it, numbered `number`.
    package static func row(_ index: Int, of sheet: Workout, settings: Settings, number: Int? = nil) -> SheetSetRow {
        var row = rows(of: sheet, settings: settings)[index]
        row.number = number
        return row
    }

    private init(_ set: PerformedSet, of sheet: Workout, settings: Settings, after previous: [Weight]) {
        guard let written = set.written else {
            let plates = settings.plateMath(lift: sheet.lift, gym: sheet.gym)
            self.init(
                kind: set.kind, weight: set.weight, reps: set.reps, amrap: set.isAMRAP,
                loadout: plates.loadout(for: set.weight, after: previous), done: set.isDone)
            return
        }
        let plates = settings.equipment(ofSheet: sheet.gym, units: written.unit).plateMath(for: sheet.lift)
        self.init(
            kind: set.kind, weight: set.weight, reps: set.reps, amrap: set.isAMRAP,
            loadout: plates.loadout(for: written.weight, after: previous), done: set.isDone)
        writtenWeight = written.weight
        writtenUnit = written.unit
    }

    /// The plates as a loadout, for printing.
    package var loadout: PlateLoadout {
        let requested = writtenWeight ?? weight
        return PlateLoadout(requested: requested, achieved: loadableWeight ?? requested, perSide: platesPerSide)
    }
}

/// `plusmd next`: the sheet written, that would be written (`--dry-run`), or the unfinished one
/// shown again; with the PRs since the previous sheet and, on a cycle's first sheet, the TM
/// changes that opened it.
package struct NextReport: Report, Equatable {
    /// What `next` did.
    package enum Status: String, Codable, Sendable {
        case written
        case dryRun = "dry_run"
        /// An existing sheet shown again; nothing written.
        case unfinished
        /// A stale untouched sheet rewritten with the numbers the replay now gives.
        case rewritten
    }

    package var version = reportSchemaVersion
    package var status: Status
    package var path: String
    package var date: Day
    package var lift: Lift
    package var cycle: Int
    package var week: Int
    /// The day of the program's week (a program built from days); absent from JSON otherwise.
    package var day: Int?
    /// A sheet written ahead (`next --week`, `--cycle`): the day it is planned for; absent otherwise.
    package var planned: Day?
    @Nullable package var trainingMax: Weight?
    package var units: WeightUnit
    package var sets: [SheetSetRow]
    package var personalRecords: [AMRAPResultRow]
    package var trainingMaxChanges: [ProgressionRow]
    /// With `trainingMaxChanges`: each other lift of `order`, with why it keeps its TM (the replay's
    /// reason, as `tm`'s `pendingKept`); empty otherwise.
    package var trainingMaxKept: [PendingKeptRow] = []
    /// Wendler's 10 % reset for each lift whose last week-3 AMRAP set fell short of its minimum
    /// reps (as in `tm`): suggested, never applied; empty when none.
    package var resetSuggestions: [ResetSuggestionRow]
    /// TM rises held for the lifter's word (as `tm`'s `held`), in `units`; `written`/`dry_run` only.
    package var held: [ProgressionRow] = []
    /// The program cycle the sheet sits in (its block for the title, its supplemental for the
    /// rows' labels); nil without `program:`. For text only, not in JSON.
    package var program: ProgramCycle? = nil
    /// The TMs in force, in `units` (for the TM table of a new cycle's first sheet). For text only.
    package var trainingMaxInForce = LiftTable<Weight>(entries: [])
    /// The journal's unit: the reset command's weight is in it, whatever `units` is. For text only.
    package var journalUnits: WeightUnit = .lb
    /// The assistance exercises of the sheet (its `## Assistance` tasks). For text only.
    package var assistance: [String] = []

    enum CodingKeys: String, CodingKey {
        case version, status, path, date, lift, cycle, week, day, planned, trainingMax, units, sets, personalRecords
        case trainingMaxChanges, trainingMaxKept, resetSuggestions, held
    }

    /// A new sheet from `plan`, to be written at `path`.
    package init(plan: SessionPlan, path: String, status: Status, journal: ResolvedJournal) {
        self.status = status
        self.path = path
        date = plan.date
        lift = plan.lift
        cycle = plan.position.cycle
        week = plan.position.week
        day = plan.day
        planned = plan.planned
        trainingMax = plan.trainingMax
        units = plan.units
        sets = plan.sets.map(SheetSetRow.init)
        personalRecords = journal.recentRecords.map(AMRAPResultRow.init)
        trainingMaxChanges = journal.state.isNewCycle ? journal.state.openingProgression.map(ProgressionRow.init) : []
        if !trainingMaxChanges.isEmpty {
            let changed = Set(trainingMaxChanges.map(\.lift))
            trainingMaxKept = PendingKeptRow.rows(journal.settings.order.filter { !changed.contains($0) }, journal: journal)
        }
        resetSuggestions = journal.state.resetSuggestions.map(ResetSuggestionRow.init)
        held = journal.state.held.map(ProgressionRow.init)
        program = plan.program
        assistance = plan.assistance
        // A sheet at a gym of the other unit: the journal's rows in the sheet's unit too.
        let journalUnits = journal.settings.units
        self.journalUnits = journalUnits
        trainingMaxInForce = LiftTable(
            journal.state.trainingMax.mapValues { $0.converted(from: journalUnits, to: plan.units) }, order: journal.settings.order)
        if units != journalUnits {
            personalRecords = personalRecords.map { $0.converted(from: journalUnits, to: units) }
            trainingMaxChanges = trainingMaxChanges.map { $0.converted(from: journalUnits, to: units) }
            resetSuggestions = resetSuggestions.map { $0.converted(from: journalUnits, to: units) }
            held = held.map { $0.converted(from: journalUnits, to: units) }
        }
    }

    /// The unfinished `sheet`, shown again.
    package init(unfinished sheet: Workout, journal: ResolvedJournal) {
        status = .unfinished
        path = sheet.path
        date = sheet.date
        lift = sheet.lift
        cycle = sheet.cycle
        week = sheet.week
        day = sheet.day
        planned = sheet.planned
        trainingMax = sheet.trainingMax
        units = journal.settings.units
        sets = SheetSetRow.rows(of: sheet, settings: journal.settings)
        personalRecords = []
        trainingMaxChanges = []
        resetSuggestions = journal.state.resetSuggestions.map(ResetSuggestionRow.init)
        journalUnits = journal.settings.units
        trainingMaxInForce = LiftTable(journal.state.trainingMax, order: journal.settings.order)
        program = journal.schedule.cycle(of: sheet)
        assistance = sheet.assistance.map { "\($0.isDone ? "[x] " : $0.status == .skipped ? "[-] " : "")\($0.name)" }
        // A sheet written in another unit (at a gym of that unit) is shown as it is written, as
        // when it was planned: its weights, TM and plates in its unit, and the journal's rows too.
        if let written = sheet.writtenUnits, written != units {
            let journalUnits = units
            units = written
            trainingMax = sheet.writtenTrainingMax ?? trainingMax?.converted(from: journalUnits, to: written)
            sets = sets.map { row in
                var row = row
                row.weight = row.writtenWeight ?? row.weight.converted(from: journalUnits, to: written)
                row.writtenWeight = nil
                row.writtenUnit = nil
                return row
            }
            resetSuggestions = resetSuggestions.map { $0.converted(from: journalUnits, to: written) }
            trainingMaxInForce = LiftTable(
                journal.state.trainingMax.mapValues { $0.converted(from: journalUnits, to: written) }, order: journal.settings.order)
        }
    }
}

/// `plusmd next --day`, `--week` or `--cycle`: several sheets at once, in lifting order, each
/// the `next` document of one session (written, rewritten or already there).
package struct NextSheetsReport: Report, Equatable {
    package var version = reportSchemaVersion
    /// `--day`: the day of the program's week; absent otherwise.
    package var day: Int?
    /// `--week` or `--cycle`; absent with `--day`.
    package var scope: AheadScope?
    package var sheets: [NextReport]

    package init(day: Int? = nil, scope: AheadScope? = nil, sheets: [NextReport]) {
        self.day = day
        self.scope = scope
        self.sheets = sheets
    }
}

/// What `next` should do, decided from the resolved journal alone.
package enum NextSheet: Sendable, Equatable {
    /// Show this unfinished sheet again (never write a second one).
    case unfinished(Workout)
    /// This unfinished sheet's numbers are stale: if it is untouched, rewrite it from `plan`.
    case stale(Workout, plan: SessionPlan)
    /// Write a new sheet from the plan.
    case new(SessionPlan)
}

extension ResolvedJournal {
    /// The sheet `next` shows or writes for `lift` (default: the suggested one) on `date`; in a
    /// week built from days, of `day` when given (else the lift's first open day).
    ///
    /// - Throws: `PlanningError` when the lift is done this week, not in the program, or has no TM.
    package func nextSheet(lift: Lift?, date: Day, gym: Gym? = nil, day: Int? = nil) throws(PlanningError) -> NextSheet {
        if let sheet = state.unfinished.first(where: { (lift == nil || $0.lift == lift) && (day == nil || $0.day == day) }) {
            return stalePlan(for: sheet).map { .stale(sheet, plan: $0) } ?? .unfinished(sheet)
        }
        return .new(try Planner.plan(lift, state: state, settings: settings, date: date, gym: gym, day: day))
    }

    /// The plan `sheet` should be rewritten from when its `training_max:` no longer matches the TM
    /// the replay has in force for it; nil when it matches (or the sheet names none).
    package func stalePlan(for sheet: Workout) -> SessionPlan? {
        guard sheet.trainingMax != nil,
            let trainingMax = state.history.trainingMax(for: sheet.lift, cycle: sheet.cycle, date: sheet.date),
            !sheet.wasComputed(from: trainingMax, journalUnits: settings.units)
        else { return nil }
        return Planner.plan(for: sheet, trainingMax: trainingMax, settings: settings)
    }

    /// Sheets whose `training_max:` no longer matches the TM the replay has in force for them (a
    /// week-3 sheet removed, a TM set by hand, an AMRAP corrected): one warning each, old → new.
    package var staleSheetFindings: [Diagnostic] {
        let inForce = TrainingMaxInForce(state.history)
        let sheets = sheets
        // By index, each sheet's TM, lift, cycle and day read in place: a copy of every sheet
        // would touch its box (`Workout`), a cache miss apiece on a 20-year journal.
        return sheets.indices.compactMap { index in
            guard let written = sheets[index].trainingMax,
                let now = inForce.trainingMax(for: sheets[index].lift, cycle: sheets[index].cycle, date: sheets[index].date),
                !sheets[index].wasComputed(from: now, journalUnits: settings.units)
            else { return nil }
            let sheet = sheets[index]
            let untouched = !sheet.sets.contains { $0.isDone }
            return Diagnostic(
                .warning, id: "stale-sheet", at: SourceLocation(path: sheet.path),
                "computed from a \(sheet.lift.rawValue) training max of \(written); the journal now gives \(now) (\(written) → \(now))",
                hint: untouched
                    ? "No set is ticked: `plusmd next` rewrites it with the right weights while its text is as plusmd wrote it; once edited (a note, a weight, another editor's line ends) it stays as it is: change its weights by hand."
                    : "Sets are ticked, so plusmd leaves it as it is; change its weights by hand if they should follow.")
        }
    }
}

extension ResolvedJournal {
    /// Warnings for a new sheet dated `date`: before the last counted sheet (the replay orders by
    /// date, so it would sit among finished weeks), or more than a week after `today`.
    package func dateWarnings(for date: Day, today: Day) -> [String] {
        var warnings: [String] = []
        if let last = sheets.last(where: { !$0.isAheadAndUntouched }), date < last.date {
            warnings.append("\(date) is before the last counted sheet (\(last.path), \(last.date)); is --date right?")
        }
        if date.ordinal - today.ordinal > 7 {
            warnings.append("\(date) is \(date.ordinal - today.ordinal) days after today (\(today)); is --date right?")
        }
        return warnings
    }
}
