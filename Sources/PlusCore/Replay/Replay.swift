/// Derives the lifter's `TrainingState` from a `Journal`: the replay engine.
///
/// The rules (Wendler's 5/3/1 as the issues specify it):
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
    static func resolve(_ journal: Journal) -> (state: TrainingState, sheets: [Workout], setAside: [SetAsideFile]) {
        var replay = Replayer(journal: journal)
        let state = replay.run()
        let sheets = replay.counted.values.flatMap(\.values).sorted {
            $0.date != $1.date ? $0.date < $1.date : JournalPath.precedes($0.path, $1.path)
        }
        return (state, sheets, replay.setAside.sorted { $0.path < $1.path })
    }
}

private struct Replayer {
    /// The journal without sync tools' conflict copies, which never count.
    let journal: Journal
    var settings: Settings { journal.settings }
    var diagnostics: [Diagnostic] = []
    /// The sheet that counts for each (position, lift): a complete one if any, else the earliest.
    var counted: [CyclePosition: [Lift: Workout]] = [:]
    /// The reset entry that starts each cycle (the first by day, then path, when several do).
    var resets: [Int: ResetEntry] = [:]
    /// Files that do not count, with why.
    var setAside: [SetAsideFile] = []

    init(journal: Journal) {
        let copies = Set(
            journal.workouts.map(\.path) + journal.trainingMaxEntries.map(\.path) + journal.resets.map(\.path)
        ).filter { Self.service($0) != nil }
        self.journal = copies.isEmpty ? journal : journal.removing(copies)
        for path in copies.sorted() {
            let original = Self.original(of: path, in: journal)
            setAside.append(SetAsideFile(path: path, reason: .conflictCopy(service: Self.service(path) ?? ""), countedInstead: original))
            diagnostics.append(SetAsideFile.conflictCopyDiagnostic(path: path, service: Self.service(path) ?? "", original: original))
        }
    }

    /// The file a conflict copy was made from: the counted sheet of the same lift, cycle and week,
    /// or the entry of the same kind and day.
    static func original(of path: String, in journal: Journal) -> String? {
        if let copy = journal.workouts.first(where: { $0.path == path }) {
            return journal.workouts.first {
                service($0.path) == nil && $0.lift == copy.lift && $0.position == copy.position
            }?.path
        }
        if let copy = journal.trainingMaxEntries.first(where: { $0.path == path }) {
            return journal.trainingMaxEntries.first { service($0.path) == nil && $0.date == copy.date }?.path
        }
        if let copy = journal.resets.first(where: { $0.path == path }) {
            return journal.resets.first { service($0.path) == nil && $0.date == copy.date }?.path
        }
        return nil
    }

    mutating func run() -> TrainingState {
        checkUnits()
        indexWorkouts()
        indexResets()
        let position = currentPosition()
        let done = settings.order.filter { isDone($0, at: position) }
        let open = settings.order.filter { !done.contains($0) }
        let unfinished = journal.workouts.filter {
            $0.position == position && !$0.isComplete && !done.contains($0.lift)
        }
        var timeline = TrainingMaxTimeline(settings: settings)
        let events = timelineEvents(upTo: position)
        for event in events { timeline.apply(event) }
        let isNewCycle =
            position.week == 1 && !journal.workouts.contains { $0.cycle == position.cycle }
        return TrainingState(
            position: position, done: done, open: open, unfinished: unfinished,
            trainingMax: timeline.trainingMax, pending: timeline.pendingProgressions,
            openingProgression: timeline.opening[position.cycle] ?? [],
            isNewCycle: isNewCycle, history: timeline.history,
            diagnostics: (diagnostics + timeline.diagnostics).sorted())
    }

    mutating func checkUnits() {
        for entry in journal.trainingMaxEntries {
            if let units = entry.units, units != settings.units {
                diagnostics.append(
                    Diagnostic(
                        .error, id: "unit-mismatch", at: SourceLocation(path: entry.path),
                        "the training maxes are in \(units.rawValue) but the journal is in \(settings.units.rawValue)",
                        hint: "Convert them and set `units: \(settings.units.rawValue)`."))
            }
        }
        for workout in journal.workouts {
            if let units = workout.units, units != settings.units {
                diagnostics.append(
                    Diagnostic(
                        .error, id: "unit-mismatch", at: SourceLocation(path: workout.path),
                        "the sheet is in \(units.rawValue) but the journal is in \(settings.units.rawValue)",
                        hint: "Convert its weights and set `units: \(settings.units.rawValue)`."))
            }
            for set in workout.sets where workout.units == nil {
                if let unit = set.unit, unit != settings.units {
                    diagnostics.append(
                        Diagnostic(
                            .error, id: "unit-mismatch", at: SourceLocation(path: workout.path, line: set.line),
                            "set in \(unit.rawValue) but the journal is in \(settings.units.rawValue)",
                            hint: "Convert the weight to \(settings.units.rawValue)."))
                }
            }
            if workout.workingSets.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "no-working-sets", at: SourceLocation(path: workout.path),
                        "the sheet has no working sets, so \(workout.lift.rawValue) can never be done",
                        hint: "Working sets are read from the list items under a `## Working` heading (`- [ ] 205 x 5`); "
                            + "docs/format.md lists the layouts read."))
            }
        }
    }

    mutating func indexWorkouts() {
        for workout in journal.workouts {
            if !settings.order.contains(workout.lift) {
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "lift-not-in-order", at: SourceLocation(path: workout.path),
                        "\(workout.lift.rawValue) is not in the settings' order; its sheets are ignored",
                        hint: "Add it to `order:` in plusmd.yaml to train it."))
                setAside.append(SetAsideFile(path: workout.path, reason: .liftNotInOrder, countedInstead: nil))
                continue
            }
            if let existing = counted[workout.position]?[workout.lift] {
                // Count the complete sheet; between equals, the earlier (by day, then path).
                let keepNew = !existing.isComplete && workout.isComplete
                let (kept, copy) = keepNew ? (workout, existing) : (existing, workout)
                setAside.append(SetAsideFile(path: copy.path, reason: .duplicate, countedInstead: kept.path))
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "duplicate-sheet", at: SourceLocation(path: copy.path),
                        "second sheet for \(copy.lift.rawValue), \(copy.position) "
                            + "(\(kept.path) is counted); counted once",
                        hint: "Compare the two (`diff \(ShellWord.quoted(kept.path)) \(ShellWord.quoted(copy.path))`), "
                            + "keep what is right in one file and delete the other. plusmd deletes nothing itself."))
                if !keepNew { continue }
            }
            counted[workout.position, default: [:]][workout.lift] = workout
        }
    }

    static func service(_ path: String) -> String? {
        SyncConflictName.service(of: path.split(separator: "/").last ?? Substring(path))
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

    func isDone(_ lift: Lift, at position: CyclePosition) -> Bool {
        counted[position]?[lift]?.isComplete ?? false
    }

    func isWeekDone(_ position: CyclePosition) -> Bool {
        settings.order.allSatisfy { isDone($0, at: position) }
    }

    func currentPosition() -> CyclePosition {
        let started = resets.values.map(\.position)
        guard let latest = (Array(counted.keys) + started).max() else { return .start }
        return isWeekDone(latest) ? latest.next : latest
    }

    /// TM entries, week-3 completions and cycle starts, in the order they happened. On one day a
    /// week-3 completion comes first, then TMs set by hand (so a `tm set` on the day week 3 ends
    /// replaces the candidate), then the start of a cycle.
    func timelineEvents(upTo position: CyclePosition) -> [TrainingMaxTimeline.Event] {
        var events: [(key: EventKey, event: TrainingMaxTimeline.Event)] = []
        for entry in journal.trainingMaxEntries {
            let key =
                entry.cause.isStart
                ? EventKey(date: nil, rank: 1, path: entry.path)
                : EventKey(date: entry.date, rank: 1, path: entry.path)
            events.append((key, .entry(entry)))
        }
        var weekThreeKeys: [Int: EventKey] = [:]
        // Only cycles that have sheets or resets matter; never loop over every number up to the
        // current cycle (a hand-typed `cycle: 99999` must not cost anything).
        let weekThrees = counted.keys.filter { $0.week == Program.progressionWeek && $0.cycle <= position.cycle }
        for week3 in weekThrees.sorted() {
            let cycle = week3.cycle
            guard isWeekDone(week3), let sheets = counted[week3] else { continue }
            let ordered = settings.order.compactMap { sheets[$0] }
            guard let last = ordered.max(by: { ($0.date, $0.path) < ($1.date, $1.path) }) else {
                continue
            }
            let key = EventKey(date: last.date, rank: 0, path: last.path)
            weekThreeKeys[cycle] = key
            events.append((key, .weekThreeDone(cycle: cycle, date: last.date, sheets: ordered)))
        }
        // Only the sheets that count (not a conflict copy, not a lift outside `order`) start a cycle.
        var firstSheet: [Int: Workout] = [:]
        for sheet in counted.values.flatMap(\.values) {
            if let first = firstSheet[sheet.cycle], (first.date, first.path) <= (sheet.date, sheet.path) { continue }
            firstSheet[sheet.cycle] = sheet
        }
        let cycles = Set(firstSheet.keys).union(resets.keys).union([position.cycle]).filter { $0 >= 2 && $0 <= position.cycle }
        do {
            for cycle in cycles.sorted() {
                if let reset = resets[cycle] {
                    events.append((EventKey(date: reset.date, rank: 2, path: reset.path), .reset(cycle: cycle)))
                    continue
                }
                let first = firstSheet[cycle]
                // A cycle a reset left without sheets never began.
                if first == nil && cycle < position.cycle { continue }
                var key =
                    first.map { EventKey(date: $0.date, rank: 2, path: $0.path) }
                    ?? EventKey(date: nil, rank: 2, path: "", isAtEnd: true)
                // A cycle cannot begin before the previous week 3 was done, whatever the dates say.
                if let done = weekThreeKeys[cycle - 1], key < done {
                    key = EventKey(date: done.date, rank: 2, path: done.path)
                }
                let date = key.date ?? journal.workouts.last?.date
                events.append((key, .cycleBegins(cycle: cycle, date: date)))
            }
        }
        return events.sorted { $0.key < $1.key }.map(\.event)
    }
}

/// Orders timeline events: starting entries first, then by day, rank (entries, week-3 completions,
/// cycle starts) and path; a cycle with no sheet yet begins at the very end.
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
