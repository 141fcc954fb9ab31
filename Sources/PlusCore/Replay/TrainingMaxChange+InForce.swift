extension Array where Element == TrainingMaxChange {
    /// The TM of `lift` in force for a workout of `cycle` on `date`, from a replay's history
    /// (oldest first): starting TMs hold from the beginning, a TM set by hand from its date, a
    /// week-3 progression from its cycle on. Nil when the lift never had one.
    package func trainingMax(for lift: Lift, cycle: Int, date: Day) -> Weight? {
        var current: Weight?
        for change in self where change.lift == lift {
            switch change.cause {
            case .start: current = change.to
            case .manual: if change.date <= date { current = change.to }
            case .amrap: if change.cycle <= cycle { current = change.to }
            }
        }
        return current
    }
}

/// The answers of `[TrainingMaxChange].trainingMax(for:cycle:date:)` for many questions about one
/// history: O(log n) each after O(n log n) preparation, where the array method walks the whole
/// history every time (quadratic over a 20-year journal's sheets; issue 14).
package struct TrainingMaxInForce: Sendable {
    /// Per lift, the index of its last starting TM.
    private var lastStart: [Lift: Int] = [:]
    /// Per lift, TMs set by hand sorted by date, each with the highest history index among those
    /// dated on or before it.
    private var manual: [Lift: [(date: Day, latest: Int)]] = [:]
    /// Per lift, week-3 progressions sorted by cycle, likewise.
    private var amrap: [Lift: [(cycle: Int, latest: Int)]] = [:]
    private var values: [Weight] = []

    package init(_ history: [TrainingMaxChange]) {
        values = history.map(\.to)
        var manualChanges: [Lift: [(date: Day, latest: Int)]] = [:]
        var amrapChanges: [Lift: [(cycle: Int, latest: Int)]] = [:]
        for (index, change) in history.enumerated() {
            switch change.cause {
            case .start: lastStart[change.lift] = index
            case .manual: manualChanges[change.lift, default: []].append((change.date, index))
            case .amrap: amrapChanges[change.lift, default: []].append((change.cycle, index))
            }
        }
        manual = manualChanges.mapValues { Self.runningLatest($0.sorted { $0.date < $1.date }) }
        amrap = amrapChanges.mapValues { Self.runningLatest($0.sorted { $0.cycle < $1.cycle }) }
    }

    private static func runningLatest<Key>(_ sorted: [(Key, latest: Int)]) -> [(Key, latest: Int)] {
        var result = sorted
        for index in result.indices.dropFirst() { result[index].latest = max(result[index].latest, result[index - 1].latest) }
        return result
    }

    /// The same as `history.trainingMax(for: lift, cycle: cycle, date: date)`.
    package func trainingMax(for lift: Lift, cycle: Int, date: Day) -> Weight? {
        var latest = lastStart[lift] ?? -1
        if let changes = manual[lift], let found = Self.last(in: changes, where: { $0.0 <= date }) {
            latest = max(latest, found)
        }
        if let changes = amrap[lift], let found = Self.last(in: changes, where: { $0.0 <= cycle }) {
            latest = max(latest, found)
        }
        return latest >= 0 ? values[latest] : nil
    }

    /// The `latest` of the last element satisfying `isAtOrBefore` (true for a prefix of `sorted`).
    private static func last<Key>(in sorted: [(Key, latest: Int)], where isAtOrBefore: ((Key, latest: Int)) -> Bool) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? sorted[low - 1].latest : nil
    }
}
