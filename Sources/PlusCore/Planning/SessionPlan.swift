/// A set to lift: the target weight and reps, and the plates to load.
package struct PlannedSet: Sendable, Equatable {
    package var kind: SetKind
    /// The percentage of the training max the weight comes from.
    package var percent: Percentage
    /// The target weight, rounded to a loadable weight, in the journal's unit.
    package var weight: Weight
    package var reps: Int
    /// As many reps as possible, at least `reps` (written `5+`).
    package var isAMRAP: Bool
    /// The plates per side for `weight`.
    package var loadout: PlateLoadout
    /// The weight the program wants (its percent of the TM, exact) when it is beyond what the
    /// bar and the plates owned make: `weight` is then the heaviest they make. Nil otherwise.
    package var cappedFrom: Weight? = nil

    /// `weight` is less than the program wants because the plates owned run out.
    package var isCapped: Bool { cappedFrom != nil }
}

/// A session sheet to write: one lift's sets for one (cycle, week), and one day of the program's
/// week when it is built from days, on one date.
package struct SessionPlan: Sendable, Equatable {
    package var date: Day
    package var lift: Lift
    package var position: CyclePosition
    /// The training max the weights were computed from.
    package var trainingMax: Weight
    /// The unit of `trainingMax` and every weight: the gym's.
    package var units: WeightUnit
    /// Warmups, working sets, then BBB, in lifting order.
    package var sets: [PlannedSet]
    /// The program cycle the sheet belongs to; nil without `program:`.
    package var program: ProgramCycle? = nil
    /// The gym the sheet is planned for (`gym:` in its front matter); nil for the journal's own
    /// equipment.
    package var gym: String? = nil
    /// The assistance exercises written under `## Assistance` (the settings' `assistance:`); empty
    /// without it.
    package var assistance: [String] = []
    /// The day of the program's week the sheet is for (`day:`); nil in a week without days.
    package var day: Int? = nil
    /// The day the sheet is planned for when written ahead (`next --week`, `--cycle`; `planned:`
    /// in its front matter, the same as `date`); nil for a sheet written on its day.
    package var planned: Day? = nil
}
