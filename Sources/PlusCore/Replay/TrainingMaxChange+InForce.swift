extension Array where Element == TrainingMaxChange {
    /// The TM of `lift` in force for a workout of `cycle` on `date`, from a replay's history
    /// (oldest first): starting TMs hold from the beginning, a TM set by hand from its date, a
    /// week-3 progression from its cycle on. Nil when the lift never had one.
    package func trainingMax(for lift: Lift, cycle: Int, date: Day) -> Weight? {
        var current: Weight?
        for change in self where change.lift == lift {
            switch change.cause {
            case .start, .imported: current = change.to
            case .manual: if change.date <= date { current = change.to }
            case .amrap, .increment, .trainingMaxTest: if change.cycle <= cycle { current = change.to }
            }
        }
        return current
    }
}

/// The answers of `[TrainingMaxChange].trainingMax(for:cycle:date:)` for many questions about one
/// history: O(log n) each after O(n log n) preparation, where the array method walks the whole
/// history every time (quadratic over a 20-year journal's sheets).
package struct TrainingMaxInForce: Sendable {
    /// A change's key (a day's ordinal, or a cycle) and the highest history index among the
    /// changes of its kind with a key at or before it.
    private struct Keyed: Sendable {
        var key: Int
        var latest: Int
    }

    /// One lift's changes.
    private struct LiftChanges: Sendable {
        /// The index of its last starting TM; -1 for none.
        var lastStart = -1
        /// TMs set by hand by date (ordinal).
        var manual: [Keyed] = []
        /// Progressions (week-3 e1RM, fixed increments, TM tests) by cycle.
        var amrap: [Keyed] = []
    }

    /// The lifts with changes, and each one's changes at the same place: a journal has a few
    /// lifts, and finding one among them costs less than hashing it, once per sheet.
    private var lifts: [Lift] = []
    private var changes: [LiftChanges] = []
    private var values: [Weight] = []

    package init(_ history: [TrainingMaxChange]) {
        values = history.map(\.to)
        for (index, change) in history.enumerated() {
            let slot =
                lifts.firstIndex(of: change.lift)
                ?? {
                    lifts.append(change.lift)
                    changes.append(LiftChanges())
                    return lifts.count - 1
                }()
            switch change.cause {
            case .start, .imported: changes[slot].lastStart = index
            case .manual: changes[slot].manual.append(Keyed(key: change.date.ordinal, latest: index))
            case .amrap, .increment, .trainingMaxTest: changes[slot].amrap.append(Keyed(key: change.cycle, latest: index))
            }
        }
        for slot in changes.indices {
            changes[slot].manual = Self.runningLatest(changes[slot].manual)
            changes[slot].amrap = Self.runningLatest(changes[slot].amrap)
        }
    }

    private static func runningLatest(_ changes: [Keyed]) -> [Keyed] {
        var result = changes.sorted { $0.key < $1.key }
        for index in result.indices.dropFirst() { result[index].latest = max(result[index].latest, result[index - 1].latest) }
        return result
    }

    /// The same as `history.trainingMax(for: lift, cycle: cycle, date: date)`.
    package func trainingMax(for lift: Lift, cycle: Int, date: Day) -> Weight? {
        guard let slot = lifts.firstIndex(of: lift) else { return nil }
        let changes = changes[slot]
        var latest = changes.lastStart
        if let found = Self.latest(in: changes.manual, atOrBefore: date.ordinal) { latest = max(latest, found) }
        if let found = Self.latest(in: changes.amrap, atOrBefore: cycle) { latest = max(latest, found) }
        return latest >= 0 ? values[latest] : nil
    }

    /// The `latest` of the last change keyed at or before `key`.
    private static func latest(in sorted: [Keyed], atOrBefore key: Int) -> Int? {
        let after = sorted.partitionPoint { $0.key > key }
        return after > 0 ? sorted[after - 1].latest : nil
    }
}
