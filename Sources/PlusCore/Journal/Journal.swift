/// Everything a journal's files say, decoded: its settings, its workouts, its TM and reset entries.
///
/// The input to `Replay`. Entries are kept sorted by day, then path, so that the order files are
/// listed in never changes a result.
package struct Journal: Sendable {
    package var settings: Settings
    package private(set) var workouts: [Workout]
    package private(set) var trainingMaxEntries: [TrainingMaxEntry]
    /// `plusmd reset` entries, by day then path.
    package private(set) var resets: [ResetEntry]

    package init(
        settings: Settings, workouts: [Workout], trainingMaxEntries: [TrainingMaxEntry],
        resets: [ResetEntry] = []
    ) {
        self.resets = resets.sorted { $0.date != $1.date ? $0.date < $1.date : JournalPath.precedes($0.path, $1.path) }
        self.settings = settings
        self.workouts = workouts.sorted { $0.date != $1.date ? $0.date < $1.date : JournalPath.precedes($0.path, $1.path) }
        self.trainingMaxEntries = trainingMaxEntries.sorted {
            $0.date != $1.date ? $0.date < $1.date : JournalPath.precedes($0.path, $1.path)
        }
    }

    /// The journal without the entries at `paths`: what it says once those files are deleted,
    /// worked out in memory rather than by reading the folder again.
    package func removing(_ paths: Set<String>) -> Journal {
        Journal(
            settings: settings, workouts: workouts.filter { !paths.contains($0.path) },
            trainingMaxEntries: trainingMaxEntries.filter { !paths.contains($0.path) },
            resets: resets.filter { !paths.contains($0.path) })
    }

    /// The journal with one more reset entry.
    package func adding(_ reset: ResetEntry) -> Journal {
        Journal(settings: settings, workouts: workouts, trainingMaxEntries: trainingMaxEntries, resets: resets + [reset])
    }

    /// The journal with one more training-max entry.
    package func adding(_ entry: TrainingMaxEntry) -> Journal {
        Journal(settings: settings, workouts: workouts, trainingMaxEntries: trainingMaxEntries + [entry], resets: resets)
    }
}
