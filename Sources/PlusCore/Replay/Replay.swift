/// Derives the lifter's `TrainingState` from a `Journal`: the replay engine.
///
/// The rules (Wendler's 5/3/1; docs/format.md and the README give them to the lifter):
/// - A lift is done for its (cycle, week) when all working sets of its sheet are ticked. When every
///   lift of the settings' `order` is done, the week advances; after week 4 the cycle advances.
/// - Starting TMs hold from the beginning; a TM set by hand holds from its date on.
/// - When all lifts of week 3 are done, each lift's candidate TM is `tm_percent` of the Epley e1RM
///   of its week-3 AMRAP set. The new TMs take effect when the next cycle begins (its first sheet),
///   rising only when strictly higher. A TM set by hand after week 3 was done supersedes the
///   candidate for that lift.
/// - A reset entry starts its cycle at week 1 from its date with the TMs in force (no progression;
///   pending candidates are dropped); a cycle it leaves without sheets is skipped.
package enum Replay {
    /// Replays `journal`. Never fails: problems become diagnostics on the state.
    package static func run(_ journal: Journal) -> TrainingState {
        ResolvedJournal(journal).state
    }

    /// Decides which files count and replays them: the work behind `ResolvedJournal`.
    static func resolve(_ journal: Journal) -> (state: TrainingState, sheets: [Workout], setAside: [SetAsideFile], schedule: ProgramSchedule) {
        var replay = Replayer(journal: journal)
        let state = replay.run()
        // The journal's workouts are in lifting order (`Workout.liftedBefore`), and `counted` holds their indices:
        // when all count, the sheets are the journal's own array (not a copy); else the indices in
        // order give the counted ones in that order, without sorting thousands of sheets.
        var sheets =
            replay.counted.count == replay.journal.workouts.count
            ? replay.journal.workouts : replay.counted.allSheets.sorted().map { replay.journal.workouts[$0] }
        if let days = journal.settings.program?.days {
            // A day's lifts in the day's order (day 1's squat before its bench), whatever the
            // files are named; days are known only once resolved.
            // Sorted only when a date holds two sheets out of the day's order: the sheets stay the
            // journal's own array otherwise (the records worked out beside the replay are kept).
            let slots = days.slots
            let slotIndex = { (sheet: Workout) in slots.firstIndex(of: sheet.slot) ?? -1 }
            let outOfOrder = sheets.indices.dropFirst().contains { index in
                let (l, r) = (sheets[index - 1], sheets[index])
                return l.date == r.date && l.position == r.position && slotIndex(l) > slotIndex(r)
            }
            if outOfOrder {
                let keyed = sheets.enumerated().map { (index: $0.offset, slot: slotIndex($0.element), sheet: $0.element) }
                sheets = keyed.sorted { lhs, rhs in
                    let (l, r) = (lhs.sheet, rhs.sheet)
                    if l.date != r.date { return l.date < r.date }
                    if l.position != r.position { return l.position < r.position }
                    return (lhs.slot, lhs.index) < (rhs.slot, rhs.index)
                }.map(\.sheet)
            }
        }
        return (state, sheets, replay.setAside.sorted { $0.path < $1.path }, replay.schedule)
    }
}

private struct Replayer {
    /// The journal without sync tools' conflict copies, which never count; in a week with days,
    /// each counted sheet carries the day it counts for (`Workout.day`).
    var journal: Journal
    var settings: Settings { journal.settings }
    var diagnostics: [Diagnostic] = []
    /// The sheet that counts for each (position, lift), by its index in `journal.workouts`: a
    /// complete one if any, else the earliest. (Indices, not sheets: a 20-year journal's sheets
    /// would be copied into thousands of small tables.)
    var counted: CountedSheets

    /// The counted sheets, in no particular order.
    var countedSheets: [Workout] { counted.allSheets.map { journal.workouts[$0] } }
    /// The reset entry that starts each cycle (the first by day, then path, when several do).
    var resets: [Int: ResetEntry] = [:]
    /// Files that do not count, with why.
    var setAside: [SetAsideFile] = []
    /// Which program cycle each cycle is (the original 5/3/1 without `program:`).
    var schedule: ProgramSchedule
    /// The highest cycle of any sheet (`Int.min` for none), noted while they are indexed: a
    /// current cycle above it has no sheet yet, which the replay then knows without passing
    /// over every sheet again.
    var highestCycle = Int.min

    init(journal: Journal) {
        let copies = ResolvedJournal.conflictCopies(in: journal)
        self.journal = copies.isEmpty ? journal : journal.removing(copies)
        schedule = ProgramSchedule(settings: journal.settings, sheets: [])
        let order = journal.settings.order.map { SessionSlot(lift: $0) }
        counted = CountedSheets(slots: order + (journal.settings.program?.days?.slots ?? []), sheets: self.journal.workouts.count)
        for path in copies.sorted() {
            let original = ResolvedJournal.original(of: path, in: journal)
            setAside.append(SetAsideFile(path: path, reason: .conflictCopy(service: Self.service(path) ?? ""), countedInstead: original))
            diagnostics.append(SetAsideFile.conflictCopyDiagnostic(path: path, service: Self.service(path) ?? "", original: original))
        }
    }

    mutating func run() -> TrainingState {
        indexWorkouts()
        indexResets()
        checkLiftNames()
        // Without `program:` the schedule reads no sheet: no array of them all is made.
        // (With days it was read before the sheets were placed, and stays: one verdict per cycle.)
        if settings.program?.days == nil {
            schedule = ProgramSchedule(settings: settings, sheets: settings.program == nil ? [] : countedSheets)
        }
        checkPlacements()
        let position = currentPosition()
        let slots = weekSlots(position)
        let doneSlots = slots.filter { isDone($0, at: position) }
        let openSlots = slots.filter { !doneSlots.contains($0) }
        // A lift is done when every slot of it is; open while any is (in the order of its slots).
        let done = settings.order.filter { lift in slots.contains { $0.lift == lift } && !openSlots.contains { $0.lift == lift } }
        var open: [Lift] = []
        for slot in openSlots where !open.contains(slot.lift) { open.append(slot.lift) }
        var unfinished = journal.workouts.filter {
            $0.position == position && !$0.isComplete && openSlots.contains($0.slot)
        }
        if slots.contains(where: { $0.day != nil }) {
            // A week of days: its unfinished sheets in the week's order (day 1's squat, then its bench).
            unfinished.sort { (slots.firstIndex(of: $0.slot) ?? 0, $0.date) < (slots.firstIndex(of: $1.slot) ?? 0, $1.date) }
        }
        var timeline = TrainingMaxTimeline(settings: settings)
        let events = timelineEvents(upTo: position)
        for event in events { timeline.apply(event) }
        let (pendingSoFar, heldSoFar) = weekThreeSoFar(at: position, done: done, timeline: timeline)
        let isNewCycle =
            position.week == (schedule.program == nil ? 1 : schedule.weeks(ofCycle: position.cycle).first)
            && (position.cycle > highestCycle || !journal.workouts.contains { $0.cycle == position.cycle })
        return TrainingState(
            position: position, done: done, open: open, unfinished: unfinished,
            trainingMax: timeline.trainingMax, pending: timeline.pendingProgressions,
            openingProgression: timeline.opening[position.cycle] ?? [],
            isNewCycle: isNewCycle, history: timeline.history,
            diagnostics: (diagnostics + timeline.diagnostics).sorted(), program: schedule.cycle(position.cycle),
            resetSuggestions: timeline.resetSuggestions, keptTrainingMax: timeline.kept, held: timeline.heldProgressions,
            heldSince: timeline.heldSince, pendingSoFar: pendingSoFar, heldSoFar: heldSoFar,
            doneSlots: doneSlots, openSlots: openSlots)
    }

    /// The slots of the week at `position`: its cycle's days (`ProgramCycle.layout`), else each
    /// lift of `order` once; only lifts `order` trains.
    func weekSlots(_ position: CyclePosition) -> [SessionSlot] {
        let order = settings.order
        guard let layout = schedule.cycle(position.cycle)?.layout else { return counted.slots.filter { $0.day == nil } }
        return layout.slots.filter { order.contains($0.lift) }
    }

    /// The days of the week a sheet counts in: its cycle's (`ProgramSchedule`: the cycle's
    /// earliest sheet of a program block says which it is; a 7th week's has each lift once); nil
    /// for a cycle of the original program. One verdict per cycle, so a hand-written sheet
    /// without placement never splits its week.
    func layout(of sheet: Workout) -> WeekLayout? {
        guard settings.program?.days != nil else { return nil }
        return schedule.cycle(sheet.cycle)?.layout
    }

    /// The slot sheet `index` counts for, given the sheets counted so far (in lifting order): in a
    /// week without days its lift; with days, the day it names when that day has its lift, else
    /// the lift's first day of the week still without a counted sheet (else its first day).
    /// Says so when the sheet names a day without its lift, or a day in a week without days.
    mutating func slot(of index: Int) -> SessionSlot? {
        let sheet = journal.workouts[index]
        guard let layout = layout(of: sheet) else {
            if let day = sheet.day {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "day-without-days", at: SourceLocation(path: sheet.path),
                        "`day: \(day)` is read only in a program built from days; this sheet's week has none, so it is ignored",
                        hint: "Give the program `days:` (README \"Programs built from days\"), or delete the line."))
                journal.setDay(nil, ofWorkoutAt: index)
            }
            return SessionSlot(lift: sheet.lift)
        }
        let days = layout.days(of: sheet.lift)
        guard let first = days.first else {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "lift-not-in-days", at: SourceLocation(path: sheet.path),
                    "\(sheet.lift.rawValue) is on no day of the program's week; the sheet is not counted",
                    hint: "Add the lift to a day under `days:` in plusmd.yaml to train it."))
            return nil
        }
        if let day = sheet.day, days.contains(day) { return SessionSlot(lift: sheet.lift, day: day) }
        let free = days.first { day in
            counted.column(of: SessionSlot(lift: sheet.lift, day: day)).map { counted.sheet(at: sheet.position, column: $0) == nil } ?? false
        } ?? first
        if sheet.day == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "day-missing", at: SourceLocation(path: sheet.path),
                    "the sheet says no `day:`; it counts for \(sheet.lift.rawValue) on day \(free), the lift's first day of the week without a sheet",
                    hint: "Add `day: \(free)` (or another of \(days.map(String.init).joined(separator: ", "))) to the front matter to say which session it is."))
        }
        if let day = sheet.day {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "lift-on-wrong-day", at: SourceLocation(path: sheet.path),
                    "day \(day) of the program's week has no \(sheet.lift.rawValue); the sheet counts for \(sheet.lift.rawValue) on day \(free)",
                    hint: "Any day's lifts may be done on any date; `day:` says which of the week's sessions a sheet is. Fix it to \(days.map(String.init).joined(separator: " or ")) to silence this."))
        }
        journal.setDay(free, ofWorkoutAt: index)
        return SessionSlot(lift: sheet.lift, day: free)
    }

    /// While week 3 is under way, what the lifts already done in it will progress to: week 3
    /// replayed as if it ended now, with their sheets alone (each lift's rule reads only its own
    /// sheet), and apart the rises that will be held (as `pending` and `held` are). Empty in any
    /// other week.
    func weekThreeSoFar(at position: CyclePosition, done: [Lift], timeline: TrainingMaxTimeline) -> (pending: [Progression], held: [Progression]) {
        guard position.week == Program.progressionWeek, !done.isEmpty, let row = counted.row(of: position) else { return ([], []) }
        let sheets = Self.progressionSheets(counted.sheets(row: row).map { journal.workouts[$0] }.filter { done.contains($0.lift) })
        guard let last = sheets.max(by: Workout.liftedBefore) else { return ([], []) }
        var ended = timeline
        ended.apply(.weekThreeDone(cycle: position.cycle, date: last.date, sheets: sheets))
        return (ended.pendingProgressions, ended.heldProgressions.filter { done.contains($0.lift) })
    }

    /// Weights in another unit are converted before the replay (`Journal.convertedToJournalUnit`);
    /// what is left to say here is a sheet without working sets. Asked of each sheet while it
    /// is indexed, in the same pass over the sheets.
    mutating func sayNoWorkingSets(_ workout: Workout) {
        diagnostics.append(
            Diagnostic(
                .warning, id: "no-working-sets", at: SourceLocation(path: workout.path),
                "the sheet has no working sets, so \(workout.lift.rawValue) can never be done",
                hint: "Working sets are read from the list items under a `## Working` heading (`- [ ] 205 x 5`); "
                    + "docs/format.md lists the layouts read."))
    }

    mutating func indexWorkouts() {
        let order = settings.order
        let workouts = journal.workouts
        // With days, each cycle's layout is read before any sheet is placed in it (the cycle's
        // sheets of lifts `order` trains, as `ProgramSchedule` reads a cycle).
        if settings.program?.days != nil {
            schedule = ProgramSchedule(settings: settings, sheets: workouts.filter { order.contains($0.lift) })
        }
        // Sheets of a week of days that name no day of their lift wait until every sheet that
        // does has claimed its day: then they take their lift's first day still free.
        var unplaced: [Int] = []
        for index in workouts.indices {
            highestCycle = max(highestCycle, workouts[index].cycle)
            if !workouts[index].hasWorkingSets { sayNoWorkingSets(workouts[index]) }
            guard order.contains(workouts[index].lift) else {
                let workout = workouts[index]
                diagnostics.append(Self.liftNotInOrder(workout, order: order))
                setAside.append(SetAsideFile(path: workout.path, reason: .liftNotInOrder, countedInstead: nil))
                continue
            }
            if let layout = layout(of: workouts[index]), !layout.days(of: workouts[index].lift).contains(workouts[index].day ?? 0) {
                unplaced.append(index)
                continue
            }
            count(index)
        }
        for index in unplaced { count(index) }
    }

    /// Counts sheet `index` for its slot (`slot(of:)`), or sets it aside: a lift on no day of
    /// its week, or a second sheet of one slot (the complete one counts; between equals, the
    /// earlier lifted, `Workout.liftedBefore`).
    mutating func count(_ index: Int) {
        guard let slot = slot(of: index), let column = counted.column(of: slot) else {
            setAside.append(SetAsideFile(path: journal.workouts[index].path, reason: .liftNotInDays, countedInstead: nil))
            return
        }
        let position = journal.workouts[index].position
        if let existingIndex = counted.sheet(at: position, column: column) {
            let workout = journal.workouts[index]
            let existing = journal.workouts[existingIndex]
            // Count the complete sheet; between equals, the earlier lifted (`Workout.liftedBefore`).
            let keepNew = !existing.isComplete && workout.isComplete
            let (kept, copy) = keepNew ? (workout, existing) : (existing, workout)
            setAside.append(SetAsideFile(path: copy.path, reason: .duplicate, countedInstead: kept.path))
            diagnostics.append(
                Diagnostic(
                    .warning, id: "duplicate-sheet", at: SourceLocation(path: copy.path),
                    "second sheet for \(copy.slot), \(copy.position) "
                        + "(\(kept.path) is counted); counted once",
                    hint: "Compare the two (`diff \(ShellWord.quoted(kept.path)) \(ShellWord.quoted(copy.path))`), "
                        + "keep what is right in one file and delete the other. plusmd deletes nothing itself."))
            if !keepNew { return }
        }
        counted.count(index, at: position, column: column)
    }

    /// With `program:`, a sheet whose week its cycle's block does not have, or whose block differs
    /// from the cycle's first sheet, is said once (`check` explains it); it still counts as written.
    mutating func checkPlacements() {
        guard schedule.program != nil else { return }
        for sheet in countedSheets.sorted(by: { $0.path < $1.path }) {
            // A day's own scheme or supplemental (`days:` overrides) is the cycle's for that sheet.
            guard let cycle = schedule.cycle(sheet.cycle)?.forAppearance(sheet.slot) else { continue }
            let fitsWeek = cycle.weeks.contains(sheet.week)
            let fitsBlock = sheet.placement.map { $0.block == cycle.block && $0.scheme == cycle.scheme } ?? (cycle.block == "")
            guard !fitsWeek || !fitsBlock else { continue }
            let place = cycle.block.isEmpty ? "an original 5/3/1 cycle" : "\(cycle.title) (\(cycle.scheme.displayName))"
            diagnostics.append(
                Diagnostic(
                    .warning, id: "sheet-outside-program", at: SourceLocation(path: sheet.path),
                    "week \(sheet.week) of cycle \(sheet.cycle) fits no block of the program: the cycle is \(place)",
                    hint: "Check the sheet's `block:`, `scheme:` and `week:` against the cycle's other sheets."))
        }
    }

    /// Findings for lifts beyond the big four that `order` does not name: keys of training-max
    /// entries (their TMs are ignored) and of plusmd.yaml (`Settings.liftNames`); and for a lift of
    /// `order` on no day of a program built from days (it is never offered).
    mutating func checkLiftNames() {
        let order = settings.order
        if let days = settings.program?.days {
            for lift in order where days.days(of: lift).isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "lift-not-in-days", at: SourceLocation(path: "plusmd.yaml"),
                        "\(lift.rawValue) is in `order` but on no day of the program's `days:`; it is never offered",
                        hint: "Add it to a day under `days:` to train it, or take it out of `order:`."))
            }
        }
        for entry in journal.trainingMaxEntries {
            for (lift, value) in entry.values.sorted(by: { $0.value.line < $1.value.line }) where !lift.isBigFour && !order.contains(lift) {
                diagnostics.append(
                    LiftNameReference.finding(
                        lift: lift, at: SourceLocation(path: entry.path, line: value.line), order: order,
                        subject: "in a training-max entry", consequence: "its TM is ignored"))
            }
        }
        diagnostics += LiftNameReference.findings(settings.liftNames, order: order)
    }

    /// The finding for a sheet of a lift outside `order`. A name within two edits of a lift in
    /// `order` or of the big four (`squar`, `front squt`) is a misspelling: an error, as loud as an
    /// unknown lift always was, with "did you mean". Any other lift is a warning: its sheets are ignored.
    static func liftNotInOrder(_ workout: Workout, order: [Lift]) -> Diagnostic {
        let location = SourceLocation(path: workout.path, line: workout.liftLocation?.line, column: workout.liftLocation?.column)
        let names = order.map(\.rawValue).joined(separator: ", ")
        if !workout.lift.isBigFour, let guess = Lift.closest(to: workout.lift.rawValue, among: order + Lift.bigFour.filter { !order.contains($0) }) {
            return Diagnostic(
                .error, id: "unknown-lift", at: location,
                "unknown lift '\(workout.lift.rawValue)': not in the settings' order (\(names)); its sheets are ignored",
                hint: "Did you mean '\(guess.rawValue)'? Fix `lift:`, or add the lift to `order:` in plusmd.yaml to train it.")
        }
        return Diagnostic(
            .warning, id: "lift-not-in-order", at: SourceLocation(path: workout.path),
            "\(workout.lift.rawValue) is not in the settings' order; its sheets are ignored",
            hint: "Add it to `order:` in plusmd.yaml to train it.")
    }

    static func service(_ path: String) -> String? {
        SyncConflictName.service(ofPath: path)
    }

    mutating func indexResets() {
        for reset in journal.resets {
            if let existing = resets[reset.cycle] {
                setAside.append(SetAsideFile(path: reset.path, reason: .duplicate, countedInstead: existing.path))
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "duplicate-reset", at: SourceLocation(path: reset.path),
                        "second reset to cycle \(reset.cycle) (the other is \(existing.path)); counted once",
                        hint: "Delete one of the two files."))
                continue
            }
            resets[reset.cycle] = reset
        }
    }

    func isDone(_ slot: SessionSlot, at position: CyclePosition) -> Bool {
        guard let column = counted.column(of: slot) else { return false }
        return counted.sheet(at: position, column: column).map { journal.workouts[$0].isComplete } ?? false
    }

    /// Whether every slot of the week of `row` is done.
    func isWeekDone(row: Int) -> Bool {
        let position = counted.positions[row]
        return weekSlots(position).allSatisfy { slot in
            counted.column(of: slot).flatMap { counted.sheet(row: row, column: $0) }.map { journal.workouts[$0].isComplete } ?? false
        }
    }

    func isWeekDone(_ position: CyclePosition) -> Bool {
        // A week without a counted sheet is done only when it has no slot (settings made in
        // code: the decoder refuses an empty `order`).
        counted.row(of: position).map(isWeekDone(row:)) ?? weekSlots(position).isEmpty
    }

    /// The sheets of a finished week 3 or TM test that decide each lift's progression, one per
    /// lift: of a lift done on several days, the sheet whose top AMRAP set gives the best e1RM
    /// (a sheet with one before a sheet without; between equals, the first appearance). The
    /// other AMRAP sets count for records as every AMRAP set does.
    static func progressionSheets(_ sheets: [Workout]) -> [Workout] {
        var chosen: [Workout] = []
        for sheet in sheets {
            guard let index = chosen.firstIndex(where: { $0.lift == sheet.lift }) else {
                chosen.append(sheet)
                continue
            }
            let best = chosen[index].topAMRAPSet.map(Epley.estimatedOneRepMax(of:))
            if let candidate = sheet.topAMRAPSet.map(Epley.estimatedOneRepMax(of:)), best.map({ candidate > $0 }) ?? true {
                chosen[index] = sheet
            }
        }
        return chosen
    }

    func currentPosition() -> CyclePosition {
        let resetStarts = resets.values.map(\.position)
        let started = schedule.program == nil ? resetStarts : resetStarts.map { CyclePosition(cycle: $0.cycle, week: schedule.weeks(ofCycle: $0.cycle).first ?? 1) }
        // Sheets written ahead and not yet touched hold plans, not progress: a week of them alone
        // is not where the lifter is.
        let hasAhead = journal.workouts.contains { $0.planned != nil }
        let lifted =
            !hasAhead
            ? counted.positions
            : counted.positions.indices.filter { row in
                counted.sheets(row: row).contains { !journal.workouts[$0].isAheadAndUntouched }
            }.map { counted.positions[$0] }
        guard let latest = (lifted + started).max() else { return schedule.start }
        return isWeekDone(latest) ? schedule.next(after: latest) : latest
    }

    /// TM entries, week-3 completions and cycle starts, in the order they happened. On one day a
    /// week-3 completion comes first, then the start of a cycle whose first sheet is dated that
    /// day, then TMs set by hand, then resets. A `tm set` on the day week 3 ends still replaces the
    /// candidate (before the next cycle's first sheet it is dropped; on the same day it overrides
    /// it), and one on the day a cycle's first sheet was written belongs to that cycle, as the
    /// sheet does (`tm --history` once labelled it with the cycle before).
    func timelineEvents(upTo position: CyclePosition) -> [TrainingMaxTimeline.Event] {
        var events: [(key: EventKey, event: TrainingMaxTimeline.Event)] = []
        // A `units` entry records the TMs converted when the journal changed its unit: the same
        // values the conversion of every earlier entry gives, so it changes nothing (and never
        // replaces a pending week-3 progression).
        for entry in journal.trainingMaxEntries where entry.cause != .units {
            let key =
                entry.cause.isStart
                ? EventKey(date: nil, rank: 2, path: entry.path)
                : EventKey(date: entry.date, rank: 2, path: entry.path)
            events.append((key, .entry(entry)))
        }
        var weekThreeKeys: [Int: EventKey] = [:]
        // Only cycles that have sheets or resets matter; never loop over every number up to the
        // current cycle (a hand-typed `cycle: 99999` must not cost anything).
        let weekThrees = counted.positions.indices.filter {
            counted.positions[$0].week == Program.progressionWeek && counted.positions[$0].cycle <= position.cycle
        }
        let weekThreeRows = weekThrees.sorted(by: { counted.positions[$0] < counted.positions[$1] })
        for row in weekThreeRows {
            let cycle = counted.positions[row].cycle
            guard isWeekDone(row: row) else { continue }
            let all = counted.sheets(row: row).map { journal.workouts[$0] }
            guard let last = all.max(by: Workout.liftedBefore) else {
                continue
            }
            let ordered = Self.progressionSheets(all)
            let key = EventKey(date: last.date, rank: 0, path: last.path)
            weekThreeKeys[cycle] = key
            events.append((key, .weekThreeDone(cycle: cycle, date: last.date, sheets: ordered)))
        }
        // A 7th-week TM test, once every lift of it is done, may lower TMs like a week 3 raises them.
        if schedule.program != nil {
            let tests = counted.positions.indices.filter {
                let test = counted.positions[$0]
                return test.week == Scheme.seventhWeek && test.cycle <= position.cycle
                    && schedule.cycle(test.cycle)?.scheme == .trainingMaxTest
            }
            for row in tests.sorted(by: { counted.positions[$0] < counted.positions[$1] }) {
                let test = counted.positions[row]
                guard isWeekDone(row: row) else { continue }
                let all = counted.sheets(row: row).map { journal.workouts[$0] }
                guard let last = all.max(by: Workout.liftedBefore) else { continue }
                let ordered = Self.progressionSheets(all)
                let key = EventKey(date: last.date, rank: 0, path: last.path)
                weekThreeKeys[test.cycle] = key
                events.append((key, .trainingMaxTestDone(cycle: test.cycle, sheets: ordered)))
            }
        }
        // Only the sheets that count (not a conflict copy, not a lift outside `order`) start a cycle.
        // By index: comparing two sheets copies neither.
        var firstSheet: [Int: Int] = [:]
        let workouts = journal.workouts
        for index in counted.allSheets {
            let cycle = workouts[index].cycle
            if let first = firstSheet[cycle], Self.isAtOrBefore(first, index, in: workouts) { continue }
            firstSheet[cycle] = index
        }
        let cycles = Set(firstSheet.keys).union(resets.keys).union([position.cycle]).filter { $0 >= 2 && $0 <= position.cycle }
        do {
            for cycle in cycles.sorted() {
                if let reset = resets[cycle] {
                    events.append((EventKey(date: reset.date, rank: 3, path: reset.path), .reset(cycle: cycle)))
                    continue
                }
                let first = firstSheet[cycle].map { workouts[$0] }
                // A cycle a reset left without sheets never began.
                if first == nil && cycle < position.cycle { continue }
                var key =
                    first.map { EventKey(date: $0.date, rank: 1, path: $0.path) }
                    ?? EventKey(date: nil, rank: 2, path: "", isAtEnd: true)
                // A cycle cannot begin before the previous week 3 was done, whatever the dates say.
                if let done = weekThreeKeys[cycle - 1], key < done {
                    key = EventKey(date: done.date, rank: 1, path: done.path)
                }
                let date = key.date ?? journal.workouts.last?.date
                events.append((key, .cycleBegins(cycle: cycle, date: date)))
            }
        }
        return events.sorted { $0.key < $1.key }.map(\.event)
    }
}

extension Replayer {
    /// Whether sheet `first` was lifted at or before sheet `other` (`Workout.liftedBefore`).
    static func isAtOrBefore(_ first: Int, _ other: Int, in workouts: [Workout]) -> Bool {
        !Workout.liftedBefore(workouts[other], workouts[first])
    }
}

/// Orders timeline events: starting entries first, then by day, rank (week-3 completions, cycle
/// starts, entries, resets) and path; a cycle with no sheet yet begins at the very end.
private struct EventKey: Comparable {
    var date: Day?
    var rank: Int
    var path: String
    var isAtEnd = false

    static func < (lhs: EventKey, rhs: EventKey) -> Bool {
        if lhs.isAtEnd != rhs.isAtEnd { return rhs.isAtEnd }
        switch (lhs.date, rhs.date) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: return lhs.rank != rhs.rank ? lhs.rank < rhs.rank : JournalPath.precedes(lhs.path, rhs.path)
        }
    }
}
