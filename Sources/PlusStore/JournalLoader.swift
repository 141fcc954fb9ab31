import PlusCore
import PlusFormat

/// A journal read from disk and decoded: the `Journal` for replay, plus every diagnostic found.
package struct LoadedJournal: Sendable {
    package var root: String
    package var journal: Journal
    /// Problems in the settings file and every entry, sorted by path and line.
    package var diagnostics: [Diagnostic]
    /// Every Markdown file's relative path, sorted (for naming new files).
    package var paths: [String]
}

/// Reads a journal once: `plusmd.yaml`, then every Markdown file, each decoded by PlusFormat.
package enum JournalLoader {
    /// Loads the journal at `root` (absolute).
    ///
    /// - Throws: `StoreError` only when the folder cannot be listed or a file cannot be read;
    ///   problems inside files are diagnostics.
    package static func load(root: String) throws(StoreError) -> LoadedJournal {
        let folder = JournalFolder(root: root)
        let (settings, settingsDiagnostics) = SettingsDecoder.decode(
            try folder.read(SettingsDecoder.fileName))
        var diagnostics = settingsDiagnostics
        var workouts: [Workout] = []
        var entries: [TrainingMaxEntry] = []
        var resets: [ResetEntry] = []
        let paths = try folder.markdownPaths()
        for path in paths {
            let decoded = EntryDecoder.decode(path: path, text: try folder.read(path))
            diagnostics += decoded.diagnostics
            switch decoded.entry {
            case .workout(let workout): workouts.append(workout)
            case .trainingMax(let entry): entries.append(entry)
            case .reset(let entry): resets.append(entry)
            case .note, nil: break
            }
        }
        return LoadedJournal(
            root: root,
            journal: Journal(
                settings: settings, workouts: workouts, trainingMaxEntries: entries, resets: resets),
            diagnostics: diagnostics.sorted(), paths: paths)
    }
}
