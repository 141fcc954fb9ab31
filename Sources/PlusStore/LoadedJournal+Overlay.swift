import PlusCore
import PlusFormat

extension LoadedJournal {
    /// The journal with the Markdown file at `decoded.path` read as `decoded` says rather than as
    /// the disk holds it: what an editor's unsaved buffer makes of the journal. The file's old
    /// entry and diagnostics go; its new ones come in their places. A path the listing lacks (a
    /// buffer not saved yet) joins the listing.
    ///
    /// Only that file is decoded again (by the caller); the rest of the journal is shared, so a
    /// keystroke in a 20-year journal costs one file's decoding and the arrays' copies.
    package func replacing(_ decoded: DecodedFile) -> LoadedJournal {
        var copy = without(decoded.path)
        copy.diagnostics = (copy.diagnostics + decoded.diagnostics).sorted()
        var workouts = copy.journal.workouts
        var entries = copy.journal.trainingMaxEntries
        var resets = copy.journal.resets
        switch decoded.entry {
        case .workout(let sheet):
            // Into its place in lifting order, so that `Journal` need not sort 20,000 sheets again.
            let place = workouts.partitionPoint { Workout.liftedBefore(sheet, $0) }
            workouts.insert(sheet, at: place)
        case .trainingMax(let entry): entries.append(entry)
        case .reset(let entry): resets.append(entry)
        case .note, .none: break
        }
        copy.journal = Journal(settings: copy.journal.settings, workouts: workouts, trainingMaxEntries: entries, resets: resets)
        if !copy.hasPath(decoded.path) {
            let place = copy.paths.partitionPoint { $0 >= decoded.path }
            copy.paths.insert(decoded.path, at: place)
            copy.listing.markdown = copy.paths
            copy.listing.folderRuns = nil
            if let tool = SyncConflictName.service(ofPath: decoded.path) { copy.listing.conflictCopies[decoded.path] = tool }
        }
        copy.cycleOfFile = ResolvedJournal.cycleOfFile(copy.journal)
        return copy
    }

    /// The journal without anything the Markdown file at `path` said: its entry and its
    /// diagnostics (the listing keeps the path).
    package func without(_ path: String) -> LoadedJournal {
        var copy = self
        let removed = Set([path])
        copy.journal = journal.removing(removed)
        copy.diagnostics = diagnostics.filter { $0.location.path != path }
        copy.cycleOfFile = ResolvedJournal.cycleOfFile(copy.journal)
        return copy
    }

    /// The journal with `plusmd.yaml` read from `text` (an editor's unsaved buffer): its settings
    /// and the settings' diagnostics replaced.
    package func replacingSettings(text: String) -> LoadedJournal {
        var copy = self
        let (settings, found) = SettingsDecoder.decode(text)
        copy.diagnostics = (diagnostics.filter { $0.location.path != SettingsDecoder.fileName } + found).sorted()
        copy.journal.settings = settings
        return copy
    }
}
