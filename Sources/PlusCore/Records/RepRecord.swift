/// The most reps done at one weight for a lift, and where (the first time, on ties).
package struct RepRecord: Sendable, Equatable {
    package var lift: Lift
    /// The weight, in the journal's unit.
    package var weight: Weight
    package var reps: Int
    package var date: Day
    /// The workout file, relative to the journal root, and the set's 1-based line.
    package var path: String
    package var line: Int
}
