/// A workout summed up when it is finished: sets, volume, the AMRAP set's e1RM and any PR.
package struct SessionSummary: Sendable, Equatable {
    /// Sets of one kind: ticked, of how many.
    package struct KindCount: Sendable, Equatable {
        package var kind: SetKind
        package var done: Int
        package var total: Int
    }

    package var lift: Lift
    package var position: CyclePosition
    package var date: Day
    package var setsDone: Int
    package var setsTotal: Int
    /// Per kind, in lifting order (warmup, working, BBB); kinds the sheet lacks are left out.
    package var byKind: [KindCount]
    /// Σ weight × reps over the ticked sets, in the journal's unit.
    package var volume: Weight
    package var repsDone: Int
    package var amrapWeight: Weight?
    package var amrapReps: Int?
    /// The ticked AMRAP set's e1RM (Epley), in the journal's unit.
    package var estimatedOneRepMax: Weight?
    package var isPersonalRecord: Bool
    /// The best e1RM before this workout.
    package var previousBest: BestEstimatedOneRepMax.Record?
    /// True when every working set is ticked.
    package var isComplete: Bool
}
