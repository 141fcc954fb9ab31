/// One set line of a workout sheet, as written in the file: `- [x] 270 x 9`.
///
/// On a ticked line the weight and reps are what was done (the lifter overwrites `5+` with `9`);
/// on an unticked line they are the target.
package struct PerformedSet: Sendable, Equatable {
    package var kind: SetKind
    /// The weight on the line, in the journal's unit.
    package var weight: Weight
    /// The reps on the line (a ticked `5+` counts as 5).
    package var reps: Int
    /// True when the line carries `+`, or it is the last working set of weeks 1–3.
    package var isAMRAP: Bool
    /// True when the box is ticked (`[x]` or `[X]`).
    package var isDone: Bool
    /// The 1-based line of the set in its file.
    package var line: Int
    /// The unit written on the line (`100 kg x 5`); nil when none is (the sheet's).
    package var unit: WeightUnit?

    package init(
        kind: SetKind, weight: Weight, reps: Int, isAMRAP: Bool, isDone: Bool, line: Int,
        unit: WeightUnit? = nil
    ) {
        self.unit = unit
        self.kind = kind
        self.weight = weight
        self.reps = reps
        self.isAMRAP = isAMRAP
        self.isDone = isDone
        self.line = line
    }
}
