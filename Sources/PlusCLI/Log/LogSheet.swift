import PlusCore
import PlusFormat
import PlusStore

/// The sheet `plusmd log` works on, and the only code that writes it.
///
/// Each change is written at once: under the journal's lock, the file is read again; if it is
/// not what plusmd last read or wrote (the lifter saved it in an editor, another device synced
/// it), nothing is written and the sheet is reloaded from disk instead. Otherwise the edits are
/// applied with `SheetEditor` (every other byte kept), the result is decoded again, and it
/// replaces the file atomically.
struct LogSheet {
    /// Why a change was not written; the sheet on screen is what the file says.
    enum WriteError: Error, CustomStringConvertible {
        /// The file changed on disk; it was reloaded.
        case changedOnDisk
        /// Anything else (the lock, an I/O error, a sheet that no longer decodes).
        case failed(String)

        var description: String {
            switch self {
            case .changedOnDisk: "the sheet changed on disk (an editor? a sync?): reloaded it and wrote nothing; check the screen and try again"
            case .failed(let message): message
            }
        }
    }

    let root: String
    let path: String
    let settings: Settings
    let environment: [String: String]
    /// The text plusmd last read or wrote.
    private(set) var text: String
    private(set) var session: LoggingSession
    /// The sheet as planned, for undo's targets (nil without a TM).
    let plan: SessionPlan?
    /// The text this run created the file with, when it did.
    let createdText: String?
    /// The TMs and week state when the sheet was opened.
    let state: TrainingState
    /// The day of the program's week the sheet is (a week built from days); nil otherwise.
    var day: Int? = nil
    /// The day the sheet was planned for when written ahead (`planned:`); nil otherwise.
    var planned: Day? = nil
    /// The unit the sheet is written in (a gym's in another unit than the journal's): every
    /// weight of `session` and `plan` is in it.
    let units: WeightUnit
    /// The sheet's `## Assistance` task list, as the file now says (shown, never logged here).
    private(set) var assistance: [AssistanceTask] = []

    /// Opens the sheet being logged (the one the timer state file names, after a switch of lift)
    /// or else the first unfinished sheet of this week (of `lift`, when given), or creates the
    /// sheet `plusmd next` would write (for the gym `--gym` names, else the default one). Holds the
    /// journal's lock only while deciding and creating.
    ///
    /// A sheet in another unit than the journal's is logged as written: its weights, plates, the
    /// record to beat and the screen are all in the sheet's unit.
    static func open(lift: Lift?, day: Int? = nil, _ arguments: ParsedArguments, _ context: CommandContext) throws -> LogSheet {
        let journal = try JournalContext.open(arguments, context, writer: "plusmd log")
        try ArgumentValues.trained(lift, settings: journal.settings)
        let state = journal.state
        let settings = journal.settings
        let equipment = try ArgumentValues.gym(arguments.value(LogCommand.gym), settings: settings)
        let workout: Workout
        let text: String
        var created: String?
        // The sheet as the resolved journal reads it (weights in the journal's unit).
        let resolvedSheet: Workout
        let units: WeightUnit
        let live: Workout?
        if let lift {
            live = state.unfinished.first { $0.lift == lift && (day == nil || $0.day == day) }
        } else {
            let timerSheet = TimerStateFile.read(root: journal.root, environment: context.environment)?.sheet
            live = journal.resolved.liveSheet(timerSheet: timerSheet)
        }
        if let sheet = live, let existing = journal.loaded.texts[sheet.path] {
            resolvedSheet = sheet
            units = sheet.writtenUnits ?? settings.units
            if units == settings.units {
                workout = sheet
            } else {
                // The file's own numbers: the edits `log` writes go into its lines.
                let decoded = EntryDecoder.decode(path: sheet.path, text: existing, zone: context.zone)
                guard case .workout(var raw) = decoded.entry else {
                    throw CommandFailure("\(sheet.path) is no longer a workout sheet")
                }
                raw.units = units
                workout = raw
            }
            text = existing
        } else {
            let plan: SessionPlan
            do {
                plan = try Planner.plan(lift, state: state, settings: settings, date: context.today, gym: equipment, day: day)
            } catch {
                throw CommandFailure(error.description)
            }
            let path = NextCommand.freePath(for: plan, exists: journal.loaded.hasPath)
            let (rendered, readBack) = try NextCommand.checkedSheet(plan, path: path)
            try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: rendered)
            workout = readBack
            resolvedSheet = readBack
            units = plan.units
            text = rendered
            created = rendered
        }
        // The TM in the journal's unit: the resolved sheet's, else the one in force.
        let trainingMax = (created == nil ? resolvedSheet.trainingMax : nil) ?? state.trainingMax[workout.lift]
        let plan = trainingMax.map {
            Planner.plan(for: workout, trainingMax: $0, settings: settings)
        }
        var best = journal.resolved.recordToBeat(resolvedSheet)
        if units != settings.units, var record = best {
            record.estimatedOneRepMax = record.estimatedOneRepMax.converted(from: settings.units, to: units)
            record.weight = record.weight.converted(from: settings.units, to: units)
            best = record
        }
        var sheet = LogSheet(
            root: journal.root, path: workout.path, settings: settings, environment: context.environment,
            text: text, session: LoggingSession(workout: workout, plan: plan, best: best), plan: plan,
            createdText: created, state: state, units: units, assistance: workout.assistance)
        // The day the resolved journal counts the sheet for (a new sheet: the one planned).
        sheet.day = created == nil ? resolvedSheet.day : workout.day
        sheet.planned = workout.planned
        return sheet
    }

    /// The bar and plates the sheet is loaded with (its gym's, in its unit).
    var plateMath: PlateMath {
        settings.equipment(ofSheet: session.gym, units: units).plateMath(for: session.lift)
    }

    /// Writes `edits`; on success `session` becomes the file's new state, built from the written
    /// text (with `updated`'s targets carried over).
    mutating func apply(_ edits: [SheetEdit], updated: LoggingSession) throws(WriteError) {
        let timeout = JournalLock.timeout(environment)
        let lock: JournalLock
        do {
            lock = try JournalLock.acquire(root: root, holder: "plusmd log", environment: environment, timeout: timeout)
        } catch {
            throw .failed(error.description)
        }
        defer { withExtendedLifetime(lock) {} }
        let disk: String
        do {
            disk = try JournalFolder(root: root).read(path)
        } catch {
            throw .failed("cannot read \(path): \(error.description)")
        }
        guard disk == text else {
            try reload(disk)
            throw .changedOnDisk
        }
        var editor = SheetEditor(disk)
        for edit in edits {
            switch edit {
            case .set(let line, let isDone, let weight, let reps, let plus):
                guard let index = updated.items.firstIndex(where: { $0.line == line }) else {
                    throw .failed("cannot edit \(path): no set on line \(line)")
                }
                do {
                    // A capped target written back (undo) says its cap again, as `next` wrote it.
                    let item = updated.items[index]
                    let cap = weight == item.targetWeight ? item.cappedFrom : nil
                    // The plates the line says: chosen after the set before it, as `next` chose them.
                    let loadout = updated.loadouts(plateMath, weight: weight, at: index)[index]
                    let plates = SheetRenderer.platesText(loadout) + SheetRenderer.cappedText(cap, weight: weight)
                    try editor.setSet(line: line, isDone: isDone, weight: weight, reps: reps, plus: plus, plates: plates)
                } catch {
                    throw .failed("cannot edit \(path): \(error.description)")
                }
            case .notes(let notes):
                editor.setNotes(notes)
            case .date(let day):
                editor.setDate(day)
            }
        }
        let workout = try decoded(editor.text)
        guard workout.sets.count == session.items.count else {
            throw .failed("internal error: the edited sheet reads back differently; nothing was written")
        }
        do {
            try AtomicFile.replace(root: root, relativePath: path, expectedOriginal: disk, contents: editor.text)
        } catch {
            if case .changedSinceRead = error, let now = try? JournalFolder(root: root).read(path) {
                try reload(now)
                throw .changedOnDisk
            }
            throw .failed(error.description)
        }
        text = editor.text
        assistance = workout.assistance
        session = LoggingSession(workout: workout, plan: plan, best: session.best, previous: updated)
    }

    /// Reads the file again (the `r` key, or after a refused write).
    mutating func reload() throws(WriteError) {
        do {
            try reload(try JournalFolder(root: root).read(path))
        } catch let error as WriteError {
            throw error
        } catch {
            throw .failed("cannot read \(path): \(error)")
        }
    }

    private mutating func reload(_ disk: String) throws(WriteError) {
        let workout = try decoded(disk)
        text = disk
        assistance = workout.assistance
        session = LoggingSession(workout: workout, plan: plan, best: session.best, previous: session)
    }

    private func decoded(_ text: String) throws(WriteError) -> Workout {
        let result = EntryDecoder.decode(path: path, text: text)
        if let error = result.diagnostics.first(where: { $0.severity == .error }) {
            throw .failed("\(error.location): \(error.message); fix the file, then press r")
        }
        guard case .workout(let workout) = result.entry else {
            throw .failed("\(path) is no longer a workout sheet; fix it, then press r")
        }
        return workout
    }
}
