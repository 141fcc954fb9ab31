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
/// history every time (quadratic over a 20-year journal's sheets; issue 14).
package struct TrainingMaxInForce: Sendable {
    /// A change's key (a day's ordinal, or a cycle) and the highest history index among the
    /// changes of its kind with a key at or before it.
    private struct Keyed: Sendable {
        var key: Int
        var latest: Int
    }

    /// Per lift, the index of its last starting TM.
    private var lastStart: [Lift: Int] = [:]
    /// Per lift, TMs set by hand by date (ordinal).
    private var manual: [Lift: [Keyed]] = [:]
    /// Per lift, progressions (week-3 e1RM, fixed increments, TM tests) by cycle.
    private var amrap: [Lift: [Keyed]] = [:]
    private var values: [Weight] = []

    package init(_ history: [TrainingMaxChange]) {
        values = history.map(\.to)
        for (index, change) in history.enumerated() {
            switch change.cause {
            case .start, .imported: lastStart[change.lift] = index
            case .manual: manual[change.lift, default: []].append(Keyed(key: change.date.ordinal, latest: index))
            case .amrap, .increment, .trainingMaxTest:
                amrap[change.lift, default: []].append(Keyed(key: change.cycle, latest: index))
            }
        }
        manual = manual.mapValues(Self.runningLatest)
        amrap = amrap.mapValues(Self.runningLatest)
    }

    private static func runningLatest(_ changes: [Keyed]) -> [Keyed] {
        var result = changes.sorted { $0.key < $1.key }
        for index in result.indices.dropFirst() { result[index].latest = max(result[index].latest, result[index - 1].latest) }
        return result
    }

    /// The same as `history.trainingMax(for: lift, cycle: cycle, date: date)`.
    package func trainingMax(for lift: Lift, cycle: Int, date: Day) -> Weight? {
        var latest = lastStart[lift] ?? -1
        if let changes = manual[lift], let found = Self.latest(in: changes, atOrBefore: date.ordinal) {
            latest = max(latest, found)
        }
        if let changes = amrap[lift], let found = Self.latest(in: changes, atOrBefore: cycle) {
            latest = max(latest, found)
        }
        return latest >= 0 ? values[latest] : nil
    }

    /// The `latest` of the last change keyed at or before `key`.
    private static func latest(in sorted: [Keyed], atOrBefore key: Int) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].key <= key { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? sorted[low - 1].latest : nil
    }
}
