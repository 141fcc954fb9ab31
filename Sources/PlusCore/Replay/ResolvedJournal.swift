/// The one truth every command reads: the journal resolved once — which file counts for each
/// (cycle, week, lift) (and day of a program built from days), which TM and reset entries count, which files are set aside and why — and
/// replayed, with the records derived from the counted sheets.
///
/// No command decides these things again: `status`, `tm`, `prs`, `show`, `cal`, `export`, `log`,
/// `watch`, `next` and `check` all take their numbers from here, so they cannot disagree. A sync
/// tool's conflict copy is never counted anywhere; a second sheet for one (cycle, week, lift)
/// counts once (the complete one, else the earlier).
package struct ResolvedJournal: Sendable {
    /// Everything decoded, set-aside files included: the input, kept for "what if" questions
    /// (`rm`, `reset`) answered in memory.
    package var journal: Journal
    package var settings: Settings { journal.settings }
    /// The sheets that count, in lifting order (`Workout.liftedBefore`).
    package var sheets: [Workout]
    /// The TM entries that count (no conflict copies), by day then path.
    package var trainingMaxEntries: [TrainingMaxEntry]
    /// The reset entries that count, by day then path.
    package var resets: [ResetEntry]
    /// Files that do not count, with why, by path.
    package var setAside: [SetAsideFile]
    /// Where the lifter stands.
    package var state: TrainingState
    /// PRs, every counting AMRAP set and rep records, from the counted sheets only.
    package var records: PersonalRecords
    /// Which program cycle each cycle is, from the counted sheets and `program:`.
    package var schedule: ProgramSchedule

    /// Resolves and replays `journal`. Never fails: problems are in `state.diagnostics`.
    package init(_ journal: Journal) {
        self.init(journal, recordsLater: ())
        records = Self.records(of: self)
        cycleOfFile = Self.cycleOfFile(journal)
    }

    /// `init(_:)` without the records and the files' cycles, which are left empty: for a caller
    /// that works them out (`records(of:)`, `cycleOfFile(_:)`) beside other work and sets them
    /// (`completed(recordsOfEverySheet:of:cycleOfFile:)`) before anything reads them
    /// (`JournalContext`).
    package static func withoutRecords(_ journal: Journal) -> ResolvedJournal {
        ResolvedJournal(journal, recordsLater: ())
    }

    /// The records of every sheet of `journal` as written, with the baselines of all its import
    /// entries: `records(of: resolved)` for any `resolved` that `countsEverything(of: journal)`.
    /// For working the records out beside the replay (`JournalContext`).
    package static func records(ofEverySheetOf journal: Journal) -> PersonalRecords {
        PersonalRecords(workouts: journal.workouts, baselines: baselines(journal.trainingMaxEntries))
    }

    /// True when this journal, resolved from `journal`, counts its sheets and TM entries exactly
    /// as written: nothing set aside, nothing converted (its arrays are `journal`'s very arrays).
    package func countsEverything(of journal: Journal) -> Bool {
        func same<Element>(_ left: [Element], _ right: [Element]) -> Bool {
            left.count == right.count
                && left.withUnsafeBufferPointer { $0.baseAddress } == right.withUnsafeBufferPointer { $0.baseAddress }
        }
        return setAside.isEmpty && same(sheets, journal.workouts) && same(self.journal.trainingMaxEntries, journal.trainingMaxEntries)
    }

    /// This journal with the records and the files' cycles that `withoutRecords` left empty.
    /// `recordsOfEverySheet` are `records(ofEverySheetOf: input)`, worked out beside the replay:
    /// they are kept when this journal counts every sheet of `input` as written, else the records
    /// are worked out again from the counted sheets.
    package func completed(recordsOfEverySheet: PersonalRecords, of input: Journal, cycleOfFile: FileCycles) -> ResolvedJournal {
        var completed = self
        completed.records = countsEverything(of: input) ? recordsOfEverySheet : Self.records(of: self)
        completed.cycleOfFile = cycleOfFile
        return completed
    }

    /// Each sheet's cycle by path, set-aside sheets included (the input of `init`; converting
    /// units changes no path or cycle).
    package static func cycleOfFile(_ journal: Journal) -> FileCycles {
        FileCycles(journal.workouts)
    }

    /// The records of `resolved`'s counted sheets, with the baselines of its import entries.
    package static func records(of resolved: ResolvedJournal) -> PersonalRecords {
        PersonalRecords(workouts: resolved.sheets, baselines: Self.baselines(resolved.trainingMaxEntries))
    }

    private init(_ journal: Journal, recordsLater: Void) {
        // Mixed units are converted here, once, for every command (UnitConversion.swift).
        let journal = journal.convertedToJournalUnit()
        self.journal = journal
        let (state, sheets, setAside, schedule) = Replay.resolve(journal)
        self.schedule = schedule
        self.state = state
        self.sheets = sheets
        self.setAside = setAside
        let ignored = Set(setAside.map(\.path))
        trainingMaxEntries = journal.trainingMaxEntries.filter { !ignored.contains($0.path) }
        resets = journal.resets.filter { !ignored.contains($0.path) }
        records = PersonalRecords(workouts: [])
        cycleOfFile = FileCycles()
    }

    /// The best e1RM per lift that PRs must beat before the journal's first AMRAP set: the highest
    /// `baseline_e1rm` of the counted `import` entries (`plusmd init --from`), journal unit.
    package static func baselines(_ entries: [TrainingMaxEntry]) -> [Lift: Weight] {
        var result: [Lift: Weight] = [:]
        for entry in entries { result.merge(entry.baseline) { max($0, $1) } }
        return result
    }

    /// The baselines the records were computed with, by lift.
    package var baselines: [Lift: Weight] { Self.baselines(trainingMaxEntries) }

    /// Each sheet's cycle by path (set-aside sheets included), for scoping findings.
    private var cycleOfFile: FileCycles

    /// Replay diagnostics: set-aside files, unit mismatches, week-3 results missing, stale sheets.
    package var diagnostics: [Diagnostic] { state.diagnostics + staleSheetFindings }

    /// The journal as it counts: conflict copies, duplicates and lifts outside `order` removed.
    package var counted: Journal {
        Journal(settings: settings, workouts: sheets, trainingMaxEntries: trainingMaxEntries, resets: resets)
    }

    /// The journal without the conflict copies of sync tools, judged by name alone, so that it can
    /// be computed without replaying (for checks that run beside the replay).
    package static func withoutConflictCopies(_ journal: Journal) -> Journal {
        let copies = conflictCopies(in: journal)
        return copies.isEmpty ? journal : journal.removing(copies)
    }

    /// The paths of `journal`'s files that are sync tools' conflict copies: a name a sync tool
    /// gives its copies (`SyncConflictName`) beside the original it was copied from
    /// (`original(of:in:)`). Without its original, such a file counts like any sheet or entry:
    /// the lifter kept that version, or named a sheet so (`2026-11-24-bench-Heavy.md`).
    package static func conflictCopies(in journal: Journal) -> Set<String> {
        var copies: Set<String> = []
        // Copies are rare: the originals are looked for only for the few names that look like one.
        for workout in journal.workouts where workout.conflictCopyService != nil {
            if original(of: workout.path, in: journal) != nil { copies.insert(workout.path) }
        }
        for path in journal.trainingMaxEntries.map(\.path) + journal.resets.map(\.path) where SyncConflictName.service(ofPath: path) != nil {
            if original(of: path, in: journal) != nil { copies.insert(path) }
        }
        return copies
    }

    /// The file a conflict copy at `path` was made from: the first sheet of the same lift, cycle
    /// and week (and day, when there is one of that day), or entry of the same kind and day, whose name is not a copy's; nil when there
    /// is none (then the file is no copy).
    static func original(of path: String, in journal: Journal) -> String? {
        if let copy = journal.workouts.first(where: { $0.path == path }) {
            // Of one lift's sheets of a week built from days, the one of the same day first.
            let originals = journal.workouts.filter {
                $0.conflictCopyService == nil && $0.lift == copy.lift && $0.position == copy.position
            }
            return (originals.first { $0.day == copy.day } ?? originals.first)?.path
        }
        let service = { (path: String) in SyncConflictName.service(ofPath: path) }
        if let copy = journal.trainingMaxEntries.first(where: { $0.path == path }) {
            return journal.trainingMaxEntries.first { service($0.path) == nil && $0.date == copy.date }?.path
        }
        if let copy = journal.resets.first(where: { $0.path == path }) {
            return journal.resets.first { service($0.path) == nil && $0.date == copy.date }?.path
        }
        return nil
    }

    /// Every counted workout reviewed against its targets, with e1RM and PR marks.
    package var reviews: [WorkoutReview] {
        let context = WorkoutReview.Context(history: state.history, settings: settings, records: records)
        return sheets.map { WorkoutReview($0, context: context) }
    }

    /// `workout` reviewed against its targets at the TM in force, with e1RM and PR marks.
    package func review(_ workout: Workout) -> WorkoutReview {
        WorkoutReview(workout, history: state.history, settings: settings, records: records)
    }

    /// Whether `lift` is skipped at `position`: it has a counted sheet there, and every one (one
    /// per day in a week built from days) has every working set `[-]`. Read from the end, where
    /// the current week's sheets are.
    package func isSkipped(_ lift: Lift, at position: CyclePosition) -> Bool {
        var found = false
        for sheet in sheets.reversed() where sheet.lift == lift && sheet.position == position {
            guard sheet.isSkipped else { return false }
            found = true
        }
        return found
    }

    /// The lifts done this week by being skipped (every sheet of them `[-]`), in the settings' order.
    package var skippedThisWeek: [Lift] {
        state.done.filter { isSkipped($0, at: state.position) }
    }

    /// Whether `slot` is skipped at `position`: its counted sheet has every working set `[-]`.
    package func isSkipped(_ slot: SessionSlot, at position: CyclePosition) -> Bool {
        sheets.last { $0.slot == slot && $0.position == position }?.isSkipped == true
    }

    /// The counted sheet at `path`, if the file is one.
    package func sheet(at path: String) -> Workout? {
        sheets.first { $0.path == path }
    }

    /// The PRs set by the workouts finished since the previous sheet: those of the complete
    /// sheets of the latest day that has one (several lifts may share a day). The files do not
    /// say when a sheet was ticked, so each `next` of that day celebrates them.
    package var recentRecords: [AMRAPResult] {
        // The sheets are by day and the results oldest first: both are read from the end, only
        // as far back as that day (a 20-year journal's `next` read all of them twice).
        guard let lastComplete = sheets.lastIndex(where: \.isComplete) else { return [] }
        let last = sheets[lastComplete].date
        var recent: Set<String> = []
        for sheet in sheets[...lastComplete].reversed() {
            guard sheet.date == last else { break }
            if sheet.isComplete { recent.insert(sheet.path) }
        }
        let sinceLast = records.results.reversed().prefix { $0.date >= last }
        return sinceLast.reversed().filter { $0.isPersonalRecord && recent.contains($0.path) }
    }

    /// The sheet being logged: the unfinished sheet a running rest timer belongs to, else the
    /// first unfinished sheet of the week.
    package func liveSheet(timerSheet: String?) -> Workout? {
        state.unfinished.first { $0.path == timerSheet } ?? state.unfinished.first
    }

    /// The cycle a file's findings belong to, for deciding which warnings ordinary commands
    /// repeat: a sheet's cycle; nil for anything else (settings, entries, unreadable files).
    package func cycle(ofFile path: String) -> Int? {
        cycleOfFile.cycle(of: path)
    }
}
