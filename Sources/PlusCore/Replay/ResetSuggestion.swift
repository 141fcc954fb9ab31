/// Wendler's reset, suggested after a week-3 AMRAP set below its minimum reps (5/3/1, 2nd ed.,
/// and *5/3/1 Forever*: "if you can't get the minimum reps on the + set, lower the TM 10 %").
///
/// plusmd never lowers a TM by itself for it (only a failed 7th-week TM test does): `tm` and
/// `next` print the command that would (`plusmd tm set squat 283.5`). The suggestion holds until
/// the lifter sets that lift's TM by hand, a `reset` entry starts a cycle, or the next week 3 is
/// done.
package struct ResetSuggestion: Sendable, Equatable {
    package var lift: Lift
    /// The cycle whose week-3 AMRAP set fell short.
    package var cycle: Int
    /// The sheet and line of that set.
    package var path: String
    package var line: Int
    /// The set as ticked (journal unit) and its minimum reps (the `1` of `1+`).
    package var weight: Weight
    package var reps: Int
    package var minimumReps: Int
    /// The TM in force now, and 90 % of it (exact to the hundredth), in the journal's unit.
    package var trainingMax: Weight
    package var suggested: Weight

    /// The command that applies the reset: `plusmd tm set squat 283.5`.
    package var command: String { "plusmd tm set \(lift.rawValue) \(suggested)" }
}
