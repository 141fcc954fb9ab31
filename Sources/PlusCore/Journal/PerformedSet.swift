/// One set line of a workout sheet, as written in the file: `- [x] 270 x 9`.
///
/// On a ticked line the weight and reps are what was done (the lifter overwrites `5+` with `9`);
/// on an unticked or skipped line they are the target.
package struct PerformedSet: Sendable, Equatable {
    /// What the line's task box says.
    package enum Status: String, Sendable, Equatable {
        /// Ticked: `[x]` or `[X]`.
        case done
        /// Cancelled (`[-]`, Obsidian's cancelled task): the set was skipped on purpose.
        case skipped
        /// Not done yet: `[ ]`, or any other box character (`[?]`, `[/]`, `[>]`).
        case open
    }

    // Stored properties are ordered widest first, so a set takes 40 bytes rather than 64 (a
    // 20-year journal holds a quarter of a million of them).

    /// The weight on the line, in the journal's unit.
    package var weight: Weight
    /// The reps on the line (a ticked `5+` counts as 5), 0 to `maximumReps`.
    package var reps: Int
    /// The 1-based line of the set in its file.
    package var line: Int
    /// The weight and unit as written in the file, when the resolved journal converted `weight`
    /// to the journal's unit; nil when it did not.
    package var written: WrittenWeight?
    package var kind: SetKind
    /// True when the line carries `+`, or it is the last working set of weeks 1–3.
    package var isAMRAP: Bool
    /// The box: done, skipped or open.
    package var status: Status
    /// The unit written on the line (`100 kg x 5`); nil when none is (the sheet's).
    package var unit: WeightUnit?

    /// The most reps a set may have, in a sheet (four digits) or an imported history.
    package static let maximumReps = 9999

    /// True when the box is ticked (`[x]` or `[X]`); setting it ticks or unticks the box.
    package var isDone: Bool {
        get { status == .done }
        set { status = newValue ? .done : .open }
    }

    /// True when the box is `[-]`: the set was skipped. It counts as finished for the week but
    /// never for records, e1RMs or training maxes.
    package var isSkipped: Bool { status == .skipped }

    /// True for a ticked set of 0 reps: a failed attempt. It finishes the set but never gives an
    /// e1RM, a PR or a training-max candidate.
    package var isFailed: Bool { status == .done && reps == 0 }

    /// Ticked or skipped: nothing is left to do on this line.
    package var isFinished: Bool { status != .open }

    /// True when the set counts for e1RMs, PRs and training maxes: a ticked AMRAP set of at least
    /// one rep.
    package var countsAsAMRAPResult: Bool { isAMRAP && status == .done && reps > 0 }

    package init(
        kind: SetKind, weight: Weight, reps: Int, isAMRAP: Bool, isDone: Bool, line: Int,
        unit: WeightUnit? = nil
    ) {
        self.init(
            kind: kind, weight: weight, reps: reps, isAMRAP: isAMRAP, status: isDone ? .done : .open,
            line: line, unit: unit)
    }

    package init(
        kind: SetKind, weight: Weight, reps: Int, isAMRAP: Bool, status: Status, line: Int,
        unit: WeightUnit? = nil
    ) {
        self.unit = unit
        self.kind = kind
        self.weight = weight
        self.reps = reps
        self.isAMRAP = isAMRAP
        self.status = status
        self.line = line
    }
}

/// A weight as the file writes it, in its own unit.
package struct WrittenWeight: Sendable, Equatable {
    package var weight: Weight
    package var unit: WeightUnit

    package init(_ weight: Weight, _ unit: WeightUnit) {
        self.weight = weight
        self.unit = unit
    }
}
