/// The state machine behind `plusmd log`: one sheet's sets, done in sequence.
///
/// Pure: it is built from a decoded `Workout` (the file is the truth, so a restarted `log` resumes
/// where the file says) and answers each action with the `SheetEdit`s that record it. The CLI
/// writes those edits, reads the file back and builds the next `LoggingSession` from it.
///
/// - The next set is the one after the last ticked (or `[-]` skipped) set; unticked sets before it
///   were passed over.
/// - Logging ticks the next set with the target reps, or the reps typed, and the target weight or
///   the weight typed. An AMRAP set needs the reps typed.
/// - Undo unticks the last ticked set, or a chosen ticked set and every ticked set after it,
///   writing the target back (`270 x 5+`).
/// - An AMRAP set whose e1RM beats `best` is a PR: a `PR: …` line is added under `## Notes`
///   (removed again on undo).
package struct LoggingSession: Sendable, Equatable {
    /// One set of the sheet.
    package struct Item: Sendable, Equatable {
        /// 1-based position among the sheet's sets, as shown on screen.
        package var number: Int
        package var kind: SetKind
        /// The set's 1-based line in the file.
        package var line: Int
        package var isAMRAP: Bool
        package var isDone: Bool
        /// True when the line's box is `[-]`: skipped in the file, never logged.
        package var isSkipped: Bool = false
        /// As written on the line: what was done when ticked, else the target.
        package var weight: Weight
        package var reps: Int
        /// What undo writes back: the planned weight and reps (the line's own when unticked).
        package var targetWeight: Weight
        package var targetReps: Int
        /// What the program wants (`PlannedSet.cappedFrom`) when the plates owned cap the target
        /// weight; nil when the target is not capped.
        package var cappedFrom: Weight? = nil
    }

    /// Why an action is refused; nothing is written.
    package enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case nothingLeft
        case amrapNeedsReps(minimum: Int)
        case repsOutOfRange(Int)
        case notDone(number: Int)
        case nothingToUndo

        package var description: String {
            switch self {
            case .nothingLeft: "every set is logged"
            case .amrapNeedsReps(let minimum): "type the reps you got on the AMRAP set (at least \(minimum) is the target), then Enter"
            case .repsOutOfRange(let reps): "\(reps) reps? type 0 to \(LoggingSession.maximumReps)"
            case .notDone(let number): "set \(number) is not logged"
            case .nothingToUndo: "nothing to undo"
            }
        }
    }

    /// What logging a set did.
    package struct Logged: Sendable, Equatable {
        package var edits: [SheetEdit]
        package var item: Item
        /// The e1RM of an AMRAP set, else nil.
        package var estimatedOneRepMax: Weight?
        /// True when the AMRAP set beat `best`.
        package var isPersonalRecord: Bool
    }

    /// The most reps a set may be logged with.
    package static let maximumReps = 100

    /// The sheet's path relative to the journal root.
    package let path: String
    package let lift: Lift
    package let position: CyclePosition
    package let date: Day
    package let trainingMax: Weight?
    /// The gym the sheet is done at (`gym:`); nil for the journal's own equipment.
    package let gym: String?
    package private(set) var items: [Item]
    /// The text under `## Notes`.
    package private(set) var notes: String
    /// The lift's best e1RM before this sheet, which an AMRAP set must beat to be a PR.
    package let best: BestEstimatedOneRepMax.Record?
    /// The supplemental the sheet's `.bbb` sets are (`Workout.supplementalKind`): `fsl` names them
    /// `FSL` on screen.
    package let supplemental: Supplemental.Kind
    /// The program cycle the sheet sits in (its block, for the heading); nil without `program:`
    /// or for a sheet without placement.
    package let program: ProgramCycle?

    /// Builds the session from a decoded sheet.
    ///
    /// - Parameters:
    ///   - plan: the sheet as planned (for the targets undo restores on ticked lines); sets are
    ///     matched by kind and order, and a set without a planned match keeps its own numbers.
    ///   - previous: the session before the last write; its targets win for sets it knew, so a
    ///     target the lifter changed by hand before logging survives an undo.
    ///   - program: the program cycle the sheet sits in (`ProgramSchedule.cycle(of:)`); nil takes
    ///     the plan's when the sheet has a placement.
    package init(
        workout: Workout, plan: SessionPlan?, best: BestEstimatedOneRepMax.Record?,
        previous: LoggingSession? = nil, program: ProgramCycle? = nil
    ) {
        path = workout.path
        lift = workout.lift
        position = workout.position
        date = workout.date
        trainingMax = workout.trainingMax
        gym = workout.gym
        notes = workout.notes
        self.best = best
        supplemental = workout.supplementalKind
        self.program = program ?? (workout.placement == nil ? nil : plan?.program)
        var seen: [SetKind: Int] = [:]
        var items: [Item] = []
        for (index, set) in workout.sets.enumerated() {
            let ordinal = seen[set.kind, default: 0]
            seen[set.kind] = ordinal + 1
            let planned = plan?.sets.filter { $0.kind == set.kind }.dropFirst(ordinal).first
            var item = Item(
                number: index + 1, kind: set.kind, line: set.line, isAMRAP: set.isAMRAP,
                isDone: set.isDone, weight: set.weight, reps: set.reps,
                targetWeight: set.weight, targetReps: set.reps)
            item.isSkipped = set.isSkipped
            if set.isDone, let planned {
                item.targetWeight = planned.weight
                item.targetReps = planned.reps
            }
            if let old = previous?.items.first(where: { $0.number == item.number }),
                old.kind == item.kind, previous?.path == path
            {
                item.targetWeight = old.targetWeight
                item.targetReps = old.targetReps
            }
            if let planned, planned.weight == item.targetWeight { item.cappedFrom = planned.cappedFrom }
            items.append(item)
        }
        self.items = items
    }

    /// `item`'s label on screen, as the sheet heads its section: `Working`, `FSL`, `BBB`, …
    package func label(_ item: Item) -> String { item.kind.label(supplemental: supplemental) }

    // MARK: - Where the lifter is

    /// The index (into `items`) of the next set: the one after the last ticked or skipped set; nil
    /// when the last set is ticked or skipped.
    package var nextIndex: Int? {
        let after = (items.lastIndex { $0.isDone || $0.isSkipped } ?? -1) + 1
        return after < items.count ? after : nil
    }

    /// The next set, if any.
    package var next: Item? { nextIndex.map { items[$0] } }

    /// The plates per side of every set, in order, as the sheet's lines say them
    /// (`PlateMath.loadouts(for:)`: each after the set before it), with `weight` in place of the
    /// set at `index`'s (a weight being typed, or just written).
    package func loadouts(_ plates: PlateMath, weight: Weight? = nil, at index: Int? = nil) -> [PlateLoadout] {
        var weights = items.map(\.weight)
        if let weight, let index, weights.indices.contains(index) { weights[index] = weight }
        return plates.loadouts(for: weights)
    }

    /// The set after the next one (previewed during rest once the next is logged), if any.
    package func item(after index: Int) -> Item? {
        index + 1 < items.count ? items[index + 1] : nil
    }

    /// True once every working set is ticked or skipped: the lift is done for the week.
    package var isComplete: Bool {
        let working = items.filter { $0.kind == .working }
        return !working.isEmpty && working.allSatisfy { $0.isDone || $0.isSkipped }
    }

    /// Ticked sets, of all sets.
    package var progress: (done: Int, total: Int) { (items.filter(\.isDone).count, items.count) }

    /// The e1RM of the ticked AMRAP set, if any; nil when it failed (0 reps) or was skipped.
    package var amrap: (item: Item, estimatedOneRepMax: Weight)? {
        guard let item = items.last(where: { $0.kind == .working && $0.isAMRAP && $0.isDone }),
            item.reps > 0
        else {
            return nil
        }
        return (item, Epley.estimatedOneRepMax(weight: item.weight, reps: item.reps))
    }

    /// True when the ticked AMRAP set is a PR by `PersonalRecords`' rule: it beats the best e1RM
    /// before this sheet, or it is the lift's first AMRAP set (with at least one rep).
    package var hasPersonalRecord: Bool {
        guard let amrap, amrap.item.reps > 0, position.week != Program.deloadWeek else { return false }
        return best.map { amrap.estimatedOneRepMax > $0.estimatedOneRepMax } ?? true
    }

    /// For an AMRAP set at `weight`: the fewest reps that beat `best`; nil without a best or when
    /// no sensible count would.
    package func repsToBeat(at weight: Weight) -> Int? {
        best.flatMap { Epley.repsToBeat($0.estimatedOneRepMax, at: weight) }
    }

    // MARK: - Actions

    /// Logs the next set with `reps` (default: the target; required for an AMRAP set) at `weight`
    /// (default: the target).
    package mutating func logNext(reps: Int? = nil, weight: Weight? = nil) throws(Refusal) -> Logged {
        guard let index = nextIndex else { throw .nothingLeft }
        var item = items[index]
        if item.isAMRAP && reps == nil { throw .amrapNeedsReps(minimum: item.targetReps) }
        let reps = reps ?? item.reps
        guard (0...Self.maximumReps).contains(reps) else { throw .repsOutOfRange(reps) }
        item.weight = weight ?? item.weight
        item.reps = reps
        item.isDone = true
        items[index] = item
        var edits: [SheetEdit] = [
            .set(line: item.line, isDone: true, weight: item.weight, reps: reps, plus: false)
        ]
        var e1RM: Weight?
        var isRecord = false
        if item.isAMRAP && item.kind == .working && reps > 0 {
            let value = Epley.estimatedOneRepMax(weight: item.weight, reps: reps)
            e1RM = value
            if position.week != Program.deloadWeek, best.map({ value > $0.estimatedOneRepMax }) ?? true {
                isRecord = true
                let line = PersonalRecordNote.line(estimatedOneRepMax: value, weight: item.weight, reps: reps)
                notes = PersonalRecordNote.adding(line, to: PersonalRecordNote.removing(from: notes))
                edits.append(.notes(notes))
            }
        }
        return Logged(edits: edits, item: item, estimatedOneRepMax: e1RM, isPersonalRecord: isRecord)
    }

    /// Takes back the last ticked set.
    package mutating func undoLast() throws(Refusal) -> [SheetEdit] {
        guard let last = items.last(where: \.isDone) else { throw .nothingToUndo }
        return try undo(through: last.number)
    }

    /// Takes back ticked set `number` (1-based) and every ticked set after it.
    package mutating func undo(through number: Int) throws(Refusal) -> [SheetEdit] {
        guard let start = items.firstIndex(where: { $0.number == number }), items[start].isDone else {
            throw .notDone(number: number)
        }
        var edits: [SheetEdit] = []
        var removesRecord = false
        for index in start..<items.count where items[index].isDone {
            var item = items[index]
            item.isDone = false
            item.weight = item.targetWeight
            item.reps = item.targetReps
            items[index] = item
            if item.isAMRAP && item.kind == .working { removesRecord = true }
            edits.append(
                .set(line: item.line, isDone: false, weight: item.weight, reps: item.reps, plus: item.isAMRAP))
        }
        if removesRecord {
            let kept = PersonalRecordNote.removing(from: notes)
            if kept != notes {
                notes = kept
                edits.append(.notes(kept))
            }
        }
        return edits
    }

    /// Replaces the workout's notes; a PR line stays a line of its own (`PersonalRecordNote.separated`).
    package mutating func setNotes(_ text: String) -> [SheetEdit] {
        notes = PersonalRecordNote.separated(text).trimmingWhitespace()
        return [.notes(notes)]
    }

    /// The numbers a finished workout is summed up with.
    package var summary: SessionSummary {
        let done = items.filter(\.isDone)
        let volume = done.reduce(Weight.zero) { $0 + $1.weight * $1.reps }
        let kinds = SetKind.allCases.compactMap { kind -> SessionSummary.KindCount? in
            let all = items.filter { $0.kind == kind }
            return all.isEmpty ? nil : .init(kind: kind, done: all.filter(\.isDone).count, total: all.count)
        }
        return SessionSummary(
            lift: lift, position: position, date: date, setsDone: done.count, setsTotal: items.count,
            byKind: kinds, volume: volume, repsDone: done.reduce(0) { $0 + $1.reps },
            amrapWeight: amrap?.item.weight, amrapReps: amrap?.item.reps,
            estimatedOneRepMax: amrap?.estimatedOneRepMax, isPersonalRecord: hasPersonalRecord,
            previousBest: best, isComplete: isComplete)
    }
}
