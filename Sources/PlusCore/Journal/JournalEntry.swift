/// What one Markdown file of a journal holds.
package enum JournalEntry: Sendable, Equatable {
    /// A workout sheet (front matter with `lift`).
    case workout(Workout)
    /// A training-max entry (front matter with `entry: training_max`).
    case trainingMax(TrainingMaxEntry)
    /// A fresh start at week 1 of a new cycle (front matter with `entry: reset`).
    case reset(ResetEntry)
    /// Any other Markdown file (a README, a note): not part of the training record.
    case note
}
