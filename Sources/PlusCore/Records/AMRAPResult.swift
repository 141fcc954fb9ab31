/// One ticked AMRAP set that counts for personal records: a working set marked `+` (or the last
/// working set) of weeks 1–3, done for at least one rep.
package struct AMRAPResult: Sendable, Equatable {
    package var lift: Lift
    package var date: Day
    package var cycle: Int
    package var week: Int
    /// The workout file, relative to the journal root.
    package var path: String
    /// The set as written: what was lifted, for how many reps, on which line.
    package var set: PerformedSet
    /// Epley's e1RM of the set, in the journal's unit.
    package var estimatedOneRepMax: Weight
    /// True when this set was a new personal record for its lift.
    package var isPersonalRecord: Bool
    /// The lift's best e1RM before this set (an imported baseline counts); nil for its first
    /// AMRAP set without a baseline.
    package var previousBest: Weight?
}
