/// Everything derived from a journal that a reader needs to understand it without the files: the
/// replayed state, the records and every workout reviewed against its targets, oldest first. The
/// content of `plusmd export` in all its formats.
package struct JournalSummary: Sendable {
    package var settings: Settings
    package var state: TrainingState
    package var records: PersonalRecords
    /// Every workout, in lifting order (`Workout.liftedBefore`), each with its targets, e1RM and PR marks.
    package var workouts: [WorkoutReview]
    /// Reset entries, by day then path.
    package var resets: [ResetEntry]

    /// Replays `journal` and reviews every workout.
    package init(_ journal: Journal) {
        settings = journal.settings
        state = Replay.run(journal)
        records = PersonalRecords(workouts: journal.workouts)
        let context = WorkoutReview.Context(history: state.history, settings: journal.settings, records: records)
        workouts = journal.workouts.map { WorkoutReview($0, context: context) }
        resets = journal.resets
    }
}
