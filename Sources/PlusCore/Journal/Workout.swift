/// One workout sheet: a lift's session of one (cycle, week), and of one day of the week in a
/// program built from days, read from a Markdown file.
///
/// A value type: what the replay, the records and the checks ask of it (done, the AMRAP set, a
/// conflict copy) is worked out from its sets and its path when asked.
package struct Workout: Sendable, Equatable {
    /// The fields that hold strings and arrays, in one box shared between copies until one of
    /// them changes (copy on write): the resolve passes the whole journal's sheets around several
    /// times a run, and a copy is then one reference count instead of one per string and array.
    private final class Storage: @unchecked Sendable {
        // @unchecked: a box is changed only while uniquely referenced (`uniqueBox` below).
        var path: String
        var sets: [PerformedSet]
        var notes: String
        var placement: SheetPlacement?
        var gym: String?
        var assistance: [AssistanceTask]

        init(path: String, sets: [PerformedSet], notes: String, placement: SheetPlacement?, gym: String?, assistance: [AssistanceTask]) {
            self.path = path
            self.sets = sets
            self.notes = notes
            self.placement = placement
            self.gym = gym
            self.assistance = assistance
        }

        var copy: Storage { Storage(path: path, sets: sets, notes: notes, placement: placement, gym: gym, assistance: assistance) }

        func hasSameFields(as other: Storage) -> Bool {
            self === other
                || (path == other.path && sets == other.sets && notes == other.notes && placement == other.placement
                    && gym == other.gym && assistance == other.assistance)
        }
    }

    private var box: Storage

    /// The box, made unique first, for a change: a change never shows in another copy.
    private var uniqueBox: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = box.copy }
            return box
        }
    }

    /// The file's path relative to the journal root.
    package var path: String {
        get { box.path }
        set { uniqueBox.path = newValue }
    }
    package var date: Day
    package var lift: Lift
    /// The cycle, 1, 2, ….
    package var cycle: Int
    /// The week of the cycle, 1…4.
    package var week: Int
    /// The day of the program's week (`day:`, 1-based) in a program built from days; nil in a
    /// week without days. In the resolved journal every counted sheet of a week with days has
    /// the day it counts for (a sheet that does not say, or names a day without its lift, is
    /// given the lift's first day still open).
    package var day: Int?
    /// The day the sheet was planned for when `next --week` or `--cycle` wrote it ahead
    /// (`planned:`); nil for a sheet written on its day. `date:` starts as the same day and is
    /// the day it was lifted once the lifter (or `log`) says so.
    package var planned: Day?
    /// The training max the sheet was computed from (informational; replay derives TMs itself).
    package var trainingMax: Weight?
    /// The unit the sheet says its weights are in; nil when it does not say.
    package var units: WeightUnit?
    /// Every set line in file order: warmups, working sets, BBB.
    package var sets: [PerformedSet] {
        get { box.sets }
        _modify { yield &uniqueBox.sets }
    }
    /// The text under `## Notes`, trimmed.
    package var notes: String {
        get { box.notes }
        set { uniqueBox.notes = newValue }
    }
    /// Where the sheet sits in a program (`block:`, `block_cycle:`, `scheme:`, `supplemental:` in
    /// its front matter); nil for a sheet of the original 5/3/1 with BBB.
    package var placement: SheetPlacement? {
        get { box.placement }
        set { uniqueBox.placement = newValue }
    }
    /// The unit the file is written in, when the resolved journal converted its weights to the
    /// journal's (`units` then holds the journal's); nil when nothing was converted.
    package var writtenUnits: WeightUnit?
    /// The sheet's `training_max:` as the file writes it (in `writtenUnits`), when the resolved
    /// journal converted it; nil otherwise. Its targets are computed from it, in that unit.
    package var writtenTrainingMax: Weight?
    /// The gym the sheet was done at (`gym:`); nil for the journal's own equipment.
    package var gym: String? {
        get { box.gym }
        set { uniqueBox.gym = newValue }
    }
    /// The task list under `## Assistance`, in file order; never counted for done-ness, TMs or PRs.
    package var assistance: [AssistanceTask] {
        get { box.assistance }
        _modify { yield &uniqueBox.assistance }
    }
    /// Where the front matter's `lift:` value is (1-based line of the file and column), for findings
    /// about a lift the settings' `order` does not train; nil when not known.
    package var liftLocation: WorkoutLiftLocation?

    package init(
        path: String, date: Day, lift: Lift, cycle: Int, week: Int, trainingMax: Weight? = nil,
        units: WeightUnit? = nil, sets: [PerformedSet], notes: String = "",
        placement: SheetPlacement? = nil, gym: String? = nil, assistance: [AssistanceTask] = [],
        liftLocation: WorkoutLiftLocation? = nil, day: Int? = nil, planned: Day? = nil
    ) {
        box = Storage(path: path, sets: sets, notes: notes, placement: placement, gym: gym, assistance: assistance)
        self.date = date
        self.lift = lift
        self.cycle = cycle
        self.week = week
        self.day = day
        self.planned = planned
        self.trainingMax = trainingMax
        self.units = units
        self.liftLocation = liftLocation
    }

    package static func == (left: Workout, right: Workout) -> Bool {
        left.date == right.date && left.lift == right.lift && left.cycle == right.cycle && left.week == right.week
            && left.day == right.day && left.planned == right.planned
            && left.trainingMax == right.trainingMax && left.units == right.units && left.writtenUnits == right.writtenUnits
            && left.writtenTrainingMax == right.writtenTrainingMax && left.liftLocation == right.liftLocation
            && left.box.hasSameFields(as: right.box)
    }

    /// The sync tool whose conflict copy the sheet's file is, judged by its name
    /// (`SyncConflictName`), or nil for an ordinary file.
    package var conflictCopyService: String? { SyncConflictName.service(ofPath: path) }

    /// Whether the sheet is a sync tool's conflict copy by its name.
    package var isSyncConflictCopy: Bool { conflictCopyService != nil }

    /// The working sets, in order.
    package var workingSets: [PerformedSet] { sets.filter { $0.kind == .working } }

    /// A lift is done for its (cycle, week) when each of its working sets is ticked or skipped
    /// (`[-]`); warmups and BBB are optional. A sheet without working sets is never done.
    package var isComplete: Bool { Self.everyWorkingSet(of: sets.lazy.map { ($0.kind, $0.status) }) { $0 != .open } }

    /// Whether the sheet has a working set at all (one without can never be done).
    package var hasWorkingSets: Bool { sets.contains { $0.kind == .working } }

    /// Whether any set line names its own unit (`100 kg x 5`).
    package var hasSetWithOwnUnit: Bool { sets.contains { $0.unit != nil } }

    /// The last ticked working AMRAP set, failed (0 reps) or not; nil when the AMRAP set is open or
    /// skipped.
    package var lastTickedAMRAPSet: PerformedSet? {
        sets.last { $0.kind == .working && $0.isAMRAP && $0.isDone }
    }

    /// The AMRAP set that counts for progression and PRs: the last ticked working AMRAP set, when
    /// it has at least one rep. Nil when that set is open, skipped (`[-]`) or failed (`x 0`).
    package var topAMRAPSet: PerformedSet? {
        lastTickedAMRAPSet.flatMap { $0.reps > 0 ? $0 : nil }
    }

    /// The sets the e1RM records count, in order: each ticked working AMRAP set or joker set
    /// (5/3/1 Forever) of at least one rep.
    package var recordSets: [PerformedSet] {
        sets.filter { ($0.kind == .working && $0.isAMRAP || $0.kind == .joker) && $0.isDone && $0.reps > 0 }
    }

    /// True when every working set is skipped (`[-]`, as `plusmd skip` writes them): the lift
    /// is done for the week without being lifted.
    package var isSkipped: Bool { Self.everyWorkingSet(of: sets.lazy.map { ($0.kind, $0.status) }) { $0 == .skipped } }

    /// Whether the sheet has a working set and each one's status satisfies `rule`: the one place
    /// "done" and "skipped" are decided from the sets (also for a report's rows, `WorkoutRow`).
    package static func everyWorkingSet(
        of sets: some Sequence<(kind: SetKind, status: PerformedSet.Status)>, _ rule: (PerformedSet.Status) -> Bool
    ) -> Bool {
        var hasWorking = false
        for set in sets where set.kind == .working {
            guard rule(set.status) else { return false }
            hasWorking = true
        }
        return hasWorking
    }

    /// True when the last working AMRAP set is skipped (`[-]`).
    package var isAMRAPSkipped: Bool {
        sets.last { $0.kind == .working && $0.isAMRAP }?.isSkipped ?? false
    }

    /// How many sets are ticked, of how many.
    package var progress: (done: Int, total: Int) {
        (sets.filter(\.isDone).count, sets.count)
    }

    /// The sheet's scheme: its placement's, else the original 5/3/1.
    package var scheme: Scheme { placement?.scheme ?? .fiveThreeOne }

    /// The supplemental its `.bbb` sets are: the placement's (`fsl`, `ssl`, `bbs`, `widowmaker`,
    /// `bbb`), else `bbb` (a sheet of the original program, or written before `program:` was set).
    package var supplementalKind: Supplemental.Kind { placement?.supplemental ?? .bbb }

    /// The position this sheet belongs to.
    package var position: CyclePosition { CyclePosition(cycle: cycle, week: week) }

    /// A sheet written ahead (`planned:`) on which nothing is ticked or skipped yet: it holds the
    /// plan for its day, but says nothing of where the lifter is (it never moves the week on).
    package var isAheadAndUntouched: Bool { planned != nil && sets.allSatisfy { $0.status == .open } }

    /// The place in its week the sheet is for: its lift on its day (nil without days).
    package var slot: SessionSlot { SessionSlot(lift: lift, day: day) }

    /// Whether `lhs` was lifted before `rhs`, the order of the journal's sheets everywhere (PRs,
    /// `show`, `cal`, the report, exports): by day; on one day by program position (cycle, then
    /// week: a lifter catching up does week 1 before week 2, whatever the files are named); then
    /// by the program's day (day 1 before day 3; a sheet without a day first); then by file name
    /// as `JournalPath.precedes` numbers them (`squat.md` before `squat-2.md`).
    package static func liftedBefore(_ lhs: Workout, _ rhs: Workout) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.day != rhs.day { return (lhs.day ?? 0) < (rhs.day ?? 0) }
        return JournalPath.precedes(lhs.path, rhs.path)
    }
}

/// The line (1-based, of the file) and column (1-based, nil when unknown) of a sheet's `lift:` value.
package struct WorkoutLiftLocation: Sendable, Equatable, Hashable {
    package var line: Int
    package var column: Int?

    package init(line: Int, column: Int?) {
        self.line = line
        self.column = column
    }
}
