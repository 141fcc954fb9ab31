import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// What `plusmd watch` shows, refreshed from the sheet file and the timer state file.
///
/// Cheap to refresh several times a second: the timer state file and the followed sheet are
/// only re-read when their modification stamp changes; the whole journal is scanned (for an
/// unfinished sheet nobody is logging with `log`) at most once a second. The sheet and its record
/// to beat come from the resolved journal (`ResolvedJournal`), so the finished screen claims a PR
/// exactly when `log` and `prs` do.
final class WatchModel {
    /// The screen to draw.
    enum Screen {
        case idle
        case inProgress(LoggingSession)
        case finished(LoggingSession)
    }

    let root: String
    let settings: Settings
    let environment: [String: String]
    let clock: SessionClock
    private(set) var state: TimerState?
    private var stateStamp: String?
    private(set) var followed: LoggingSession?
    /// The unit the followed sheet is written in (a gym's in another unit than the journal's):
    /// every weight of `followed` is in it.
    private(set) var followedUnits: WeightUnit
    private var sheetStamp: String?
    private var scannedPath: String?
    private var lastScan: Int64?
    private var realNow: () -> Int64
    /// The journal read and resolved afresh; nil when it cannot be read.
    private let resolve: () -> ResolvedJournal?

    /// A finished workout stays on screen this long (plusmd time, milliseconds) before idle.
    static let finishedShownFor: Int64 = 12 * 3600 * 1000

    init(root: String, settings: Settings, environment: [String: String], resolve: @escaping () -> ResolvedJournal?) {
        self.root = root
        self.resolve = resolve
        self.settings = settings
        self.environment = environment
        followedUnits = settings.units
        clock = SessionClock(environment: environment)
        let realClock = SessionClock(environment: [:])
        realNow = { realClock.now() }
    }

    /// Re-reads what changed. Returns true when anything did.
    @discardableResult
    func refresh() -> Bool {
        var changed = false
        let stamp = TimerStateFile.stamp(root: root, environment: environment)
        if stamp != stateStamp {
            stateStamp = stamp
            state = stamp == nil ? nil : TimerStateFile.read(root: root, environment: environment)
            changed = true
        }
        if state?.sheet == nil, lastScan.map({ realNow() - $0 >= 1000 }) ?? true {
            lastScan = realNow()
            scannedPath = unfinishedSheet()
        }
        let path = state?.sheet ?? scannedPath
        guard let path else {
            if followed != nil { changed = true }
            followed = nil
            sheetStamp = nil
            return changed
        }
        let sheetStamp = TimerStateFile.stamp(ofFile: root + "/" + path)
        if sheetStamp != self.sheetStamp || followed?.path != path {
            self.sheetStamp = sheetStamp
            followed = load(path)
            changed = true
        }
        return changed
    }

    /// The screen for the current state.
    var screen: Screen {
        guard let session = followed else { return .idle }
        let finished = session.next == nil || (state?.isFinished == true && state?.sheet == session.path)
            || (state?.sheet != session.path && session.isComplete)
        if finished {
            if let state, clock.now() - state.updatedAt > Self.finishedShownFor { return .idle }
            return .finished(session)
        }
        return .inProgress(session)
    }

    /// The rest in progress, if the state file holds one.
    var timer: RestTimer? { state?.timer }

    /// The sheet at `path` as the resolved journal reads it, with the record its AMRAP set must beat.
    ///
    /// A sheet written in another unit than the journal's (a kg gym's in a lb journal) is shown as
    /// written, as `log` shows it: its weights and the record to beat in the sheet's unit
    /// (`followedUnits`).
    private func load(_ path: String) -> LoggingSession? {
        guard let journal = resolve(), let workout = journal.journal.workouts.first(where: { $0.path == path }) else {
            return nil
        }
        let units = workout.writtenUnits ?? settings.units
        followedUnits = units
        guard units != settings.units else { return journal.loggingSession(workout) }
        var sheet = workout
        sheet.units = units
        sheet.trainingMax = workout.writtenTrainingMax ?? workout.trainingMax?.converted(from: settings.units, to: units)
        sheet.sets = workout.sets.map { set in
            var set = set
            if let written = set.written, written.unit == units {
                set.weight = written.weight
            } else {
                // A line in another unit than the sheet's: shown in the sheet's, converted exactly.
                set.weight = (set.written?.weight ?? set.weight).converted(from: set.written?.unit ?? settings.units, to: units)
            }
            set.unit = nil
            set.written = nil
            return set
        }
        var best = journal.recordToBeat(workout)
        if var record = best {
            record.estimatedOneRepMax = record.estimatedOneRepMax.converted(from: settings.units, to: units)
            record.weight = record.weight.converted(from: settings.units, to: units)
            best = record
        }
        return LoggingSession(workout: sheet, plan: nil, best: best, program: journal.schedule.cycle(of: workout))
    }

    /// The sheet being logged when no `log` says which: the resolved journal's live sheet.
    private func unfinishedSheet() -> String? {
        resolve()?.liveSheet(timerSheet: nil)?.path
    }
}
