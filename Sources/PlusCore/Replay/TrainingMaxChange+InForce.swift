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
