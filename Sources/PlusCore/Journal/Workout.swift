internal import CHints

/// One workout sheet: a lift's session of one (cycle, week), read from a Markdown file.
///
/// A value type whose text and arrays live in one shared, copy-on-write box: the replay, the
/// records and the checks pass a 20-year journal's 20,000 sheets around many times a run, and a
/// copy is then one reference count instead of one per string and array (issue 14).
package struct Workout: Sendable, Equatable {
    /// The fields that hold references (strings and arrays), shared between copies until one of
    /// them is changed.
    private final class Storage: @unchecked Sendable {
        // @unchecked: a box is only ever changed while uniquely referenced (`mutableStorage`).
        // That also keeps the fields' accesses apart, so they skip the run-time exclusivity
        // check: every sheet's fields are read a dozen times a run, and the check
        // (swift_beginAccess) was about 2 % of `status` on a 5,000-file journal (issue 14).
        @exclusivity(unchecked) var path: String {
            didSet { conflictCopyService = SyncConflictName.service(ofPath: path) }
        }
        /// `SyncConflictName.service(ofPath: path)`, judged once per sheet.
        @exclusivity(unchecked) private(set) var conflictCopyService: String?
        @exclusivity(unchecked) var sets: [PerformedSet] {
            didSet { setsSummary = SetsSummary(sets) }
        }
        /// What the records and the checks ask of the sets. Kept in the box, next to what they
        /// read there anyway (the path, the gym, the placement), not beside it with `facts`:
        /// there it would make every copy of a sheet larger, and each sheet is copied a dozen
        /// times a run (issue 14).
        @exclusivity(unchecked) private(set) var setsSummary: SetsSummary
        @exclusivity(unchecked) var notes: String
        @exclusivity(unchecked) var placement: SheetPlacement?
        @exclusivity(unchecked) var gym: String?
        @exclusivity(unchecked) var assistance: [AssistanceTask]

        init(
            path: String, conflictCopyService: String?, sets: [PerformedSet], notes: String,
            placement: SheetPlacement?, gym: String?, assistance: [AssistanceTask]
        ) {
            self.path = path
            self.conflictCopyService = conflictCopyService
            self.sets = sets
            setsSummary = SetsSummary(sets)
            self.notes = notes
            self.placement = placement
            self.gym = gym
            self.assistance = assistance
        }

        func copy() -> Storage {
            Storage(
                path: path, conflictCopyService: conflictCopyService, sets: sets, notes: notes,
                placement: placement, gym: gym, assistance: assistance)
        }

        func hasSameFields(as other: Storage) -> Bool {
            self === other
                || (path == other.path && sets == other.sets && notes == other.notes
                    && placement == other.placement && gym == other.gym && assistance == other.assistance)
        }
    }

    private var storage: Storage
    /// What the replay, the checks and the records ask of every sheet's sets, kept beside the
    /// box: asking it reads this value alone, not the box and the sets (issue 14).
    private var facts: SetFacts
    /// Whether `conflictCopyService` is not nil, beside the box for the same reason.
    private var isConflictCopy: Bool

    /// The box, made unique first: a change never shows in another copy.
    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The file's path relative to the journal root.
    package var path: String {
        get { storage.path }
        set {
            mutableStorage.path = newValue
            isConflictCopy = storage.conflictCopyService != nil
        }
    }
    /// The sync tool whose conflict copy the sheet's file is, judged by its name
    /// (`SyncConflictName`), or nil for an ordinary file. Worked out once per sheet, where the
    /// sheet is decoded on every core: the replay and the checks ask it of every sheet.
    package var conflictCopyService: String? { storage.conflictCopyService }
    package var date: Day
    /// The lift (beside the box: nearly every pass over the sheets asks it).
    package var lift: Lift
    /// The cycle, 1, 2, ….
    package var cycle: Int
    /// The week of the cycle, 1…4.
    package var week: Int
    /// The training max the sheet was computed from (informational; replay derives TMs itself).
    package var trainingMax: Weight?
    /// The unit the sheet says its weights are in; nil when it does not say.
    package var units: WeightUnit?
    /// Every set line in file order: warmups, working sets, BBB.
    package var sets: [PerformedSet] {
        get { storage.sets }
        _modify {
            defer { facts = SetFacts(storage.sets) }
            yield &mutableStorage.sets
        }
        set {
            mutableStorage.sets = newValue
            facts = SetFacts(newValue)
        }
    }
    /// The text under `## Notes`, trimmed.
    package var notes: String {
        get { storage.notes }
        set { mutableStorage.notes = newValue }
    }
    /// Where the sheet sits in a program (`block:`, `block_cycle:`, `scheme:`, `supplemental:` in
    /// its front matter); nil for a sheet of the original 5/3/1 with BBB.
    package var placement: SheetPlacement? {
        get { storage.placement }
        set { mutableStorage.placement = newValue }
    }
    /// The unit the file is written in, when the resolved journal converted its weights to the
    /// journal's (`units` then holds the journal's); nil when nothing was converted.
    package var writtenUnits: WeightUnit?
    /// The sheet's `training_max:` as the file writes it (in `writtenUnits`), when the resolved
    /// journal converted it; nil otherwise. Its targets are computed from it, in that unit.
    package var writtenTrainingMax: Weight?
    /// The gym the sheet was done at (`gym:`); nil for the journal's own equipment.
    package var gym: String? {
        get { storage.gym }
        set { mutableStorage.gym = newValue }
    }
    /// The task list under `## Assistance`, in file order; never counted for done-ness, TMs or PRs.
    package var assistance: [AssistanceTask] {
        get { storage.assistance }
        _modify { yield &mutableStorage.assistance }
        set { mutableStorage.assistance = newValue }
    }
    /// Where the front matter's `lift:` value is (1-based line of the file and column), for findings
    /// about a lift the settings' `order` does not train; nil when not known.
    package var liftLocation: WorkoutLiftLocation?

    package init(
        path: String, date: Day, lift: Lift, cycle: Int, week: Int, trainingMax: Weight? = nil,
        units: WeightUnit? = nil, sets: [PerformedSet], notes: String = "",
        placement: SheetPlacement? = nil, gym: String? = nil, assistance: [AssistanceTask] = [],
        liftLocation: WorkoutLiftLocation? = nil
    ) {
        self.init(
            path: path, conflictCopyService: SyncConflictName.service(ofPath: path), date: date, lift: lift,
            cycle: cycle, week: week, trainingMax: trainingMax, units: units, sets: sets, notes: notes,
            placement: placement, gym: gym, assistance: assistance, liftLocation: liftLocation)
    }

    /// The sheet at `path`, for a caller that has judged the path already: `conflictCopyService`
    /// must be what `SyncConflictName.service(ofPath: path)` gives. The journal's listing judges
    /// every file name, so a sheet taken from the cache need not be judged again (issue 14).
    package init(
        path: String, conflictCopyService: String?, date: Day, lift: Lift, cycle: Int, week: Int,
        trainingMax: Weight? = nil, units: WeightUnit? = nil, sets: [PerformedSet], notes: String = "",
        placement: SheetPlacement? = nil, gym: String? = nil, assistance: [AssistanceTask] = [],
        liftLocation: WorkoutLiftLocation? = nil
    ) {
        storage = Storage(
            path: path, conflictCopyService: conflictCopyService, sets: sets,
            notes: notes, placement: placement, gym: gym, assistance: assistance)
        facts = SetFacts(sets)
        isConflictCopy = conflictCopyService != nil
        self.lift = lift
        self.liftLocation = liftLocation
        self.date = date
        self.cycle = cycle
        self.week = week
        self.trainingMax = trainingMax
        self.units = units
    }

    package static func == (left: Workout, right: Workout) -> Bool {
        left.date == right.date && left.lift == right.lift && left.cycle == right.cycle && left.week == right.week
            && left.trainingMax == right.trainingMax && left.units == right.units && left.writtenUnits == right.writtenUnits
            && left.writtenTrainingMax == right.writtenTrainingMax && left.liftLocation == right.liftLocation
            && left.storage.hasSameFields(as: right.storage)
    }

    /// The working sets, in order.
    package var workingSets: [PerformedSet] { sets.filter { $0.kind == .working } }

    /// A lift is done for its (cycle, week) when each of its working sets is ticked or skipped
    /// (`[-]`); warmups and BBB are optional.
    package var isComplete: Bool { facts.isComplete }

    /// Whether the sheet has a working set at all (one without can never be done).
    package var hasWorkingSets: Bool { facts.hasWorkingSets }

    /// Whether any set line names its own unit (`100 kg x 5`).
    package var hasSetWithOwnUnit: Bool { facts.hasSetWithOwnUnit }

    /// Whether the sheet is a sync tool's conflict copy by its name: `conflictCopyService != nil`,
    /// answered without reading the path.
    package var isSyncConflictCopy: Bool { isConflictCopy }

    /// The last ticked working AMRAP set, failed (0 reps) or not; nil when the AMRAP set is open or
    /// skipped.
    package var lastTickedAMRAPSet: PerformedSet? {
        facts.lastTickedAMRAP.map { sets[Int($0)] }
    }

    /// The AMRAP set that counts for progression and PRs: the last ticked working AMRAP set, when
    /// it has at least one rep. Nil when that set is open, skipped (`[-]`) or failed (`x 0`).
    package var topAMRAPSet: PerformedSet? {
        lastTickedAMRAPSet.flatMap { $0.reps > 0 ? $0 : nil }
    }

    /// Calls `body` with each set the e1RM records count, in order: a ticked working AMRAP set or
    /// joker set (5/3/1 Forever) of at least one rep. Only those sets are read: the records pass
    /// over every sheet, and reading all of a sheet's sets there was most of that pass's cache
    /// misses on a 20,000-file journal (issue 14).
    package func forEachRecordSet(_ body: (PerformedSet) -> Void) {
        let sets = storage.sets
        guard let candidates = storage.setsSummary.recordSets else {
            for set in sets where Self.countsForRecords(set) { body(set) }
            return
        }
        var remaining = candidates
        while remaining != 0 {
            body(sets[remaining.trailingZeroBitCount])
            remaining &= remaining - 1
        }
    }

    /// Asks the CPU to start bringing the first cache line of this sheet's box (its shared
    /// storage: the reference count, the path, the sets' reference and the records' set bits)
    /// into its cache, for a pass over the sheets to call a few sheets ahead of the one it reads:
    /// a hint, which changes nothing and never faults.
    ///
    /// On a 20,000-file journal the boxes are about 12 MB, beyond the cache, and each pass that
    /// copies a sheet (a reference count, an atomic write that waits for its line) or reads a
    /// field of its box waited for memory on every sheet: the checks and the records, each on
    /// its own core, took 0.29 and 0.26 µs a sheet, 0.19–0.22 with the boxes asked for eight
    /// sheets ahead; on 1,000 files, whose boxes fit, the hint changed nothing measurable (issue 14).
    package func prefetch() {
        plusmd_prefetch(UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque()))
    }

    /// How many sheets ahead a pass over every sheet asks for a box (`prefetch`): a few
    /// microseconds of work ahead, more than a trip to memory takes.
    package static let prefetchDistance = 8

    /// Whether `set` counts for the e1RM records (`forEachRecordSet`).
    static func countsForRecords(_ set: PerformedSet) -> Bool {
        (set.kind == .working && set.isAMRAP || set.kind == .joker) && set.isDone && set.reps > 0
    }

    /// The spread of the sets' weights as written (`WeightSpread`); nil for a sheet without sets
    /// or with a weight out of its range.
    package var writtenWeightSpread: WeightSpread? { storage.setsSummary.spread }

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
}

/// What the passes over every sheet ask of its sets, worked out once from them (and again each
/// time they change): whether the sheet is complete, has working sets or a set in its own unit,
/// and where its last ticked working AMRAP set is.
private struct SetFacts: Sendable {
    private var flags: UInt8
    /// The index in `sets` of the last ticked working AMRAP set; nil when there is none.
    let lastTickedAMRAP: Int32?

    private static let complete: UInt8 = 1, working: UInt8 = 2, ownUnit: UInt8 = 4

    init(_ sets: [PerformedSet]) {
        var flags: UInt8 = 0
        var finished = true
        var last: Int32? = nil
        for (index, set) in sets.enumerated() {
            if set.unit != nil { flags |= Self.ownUnit }
            guard set.kind == .working else { continue }
            flags |= Self.working
            if !set.isFinished { finished = false }
            if set.isAMRAP && set.isDone { last = Int32(index) }
        }
        // A lift is done when each working set is ticked or skipped (and it has one).
        if finished && flags & Self.working != 0 { flags |= Self.complete }
        self.flags = flags
        lastTickedAMRAP = last
    }

    var isComplete: Bool { flags & Self.complete != 0 }
    var hasWorkingSets: Bool { flags & Self.working != 0 }
    var hasSetWithOwnUnit: Bool { flags & Self.ownUnit != 0 }
}

/// What the records and the checks ask of a sheet's sets, worked out once from them (and again
/// each time they change): which sets the e1RM records count, and the spread of the weights as
/// written (`WeightSpread`).
private struct SetsSummary: Sendable {
    /// Bit `i` set when `sets[i]` counts for the records (`Workout.countsForRecords`); nil when
    /// the sheet has more sets than bits (the records then read them all).
    let recordSets: UInt32?
    /// The sets' weights as written, summed up (`Workout.writtenWeightSpread`).
    let spread: WeightSpread?

    init(_ sets: [PerformedSet]) {
        var bits: UInt32 = 0
        for (index, set) in sets.prefix(UInt32.bitWidth).enumerated() where Workout.countsForRecords(set) {
            bits |= 1 << UInt32(index)
        }
        recordSets = sets.count <= UInt32.bitWidth ? bits : nil
        spread = WeightSpread(of: sets)
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
