import PlusCore
import PlusFormat

extension LoadedJournal {
    /// Reads the Markdown file at `decoded.path` as `decoded` says rather than as the disk holds
    /// it: what an editor's unsaved buffer makes of the journal. The file's old entry and
    /// diagnostics go; its new ones come in their places. A path the listing lacks (a buffer not
    /// saved yet) joins the listing.
    ///
    /// Only that file was decoded again (by the caller), and only its entry moves: the old one is
    /// taken out of the journal's sorted arrays and the new one put in its place
    /// (`Journal.replaceEntries`), its cycle changed in `cycleOfFile` (`FileCycles.setCycle`), so
    /// a keystroke in a 20-year journal neither copies nor sorts the other 20,000 sheets, as long
    /// as nothing else holds this journal's arrays (a resolved journal made from it: let it go
    /// first). The result is what loading the journal with that text on disk gives
    /// (`Tests/PlusStoreTests/OverlayTests.swift`).
    package mutating func replace(_ decoded: DecodedFile) {
        let path = decoded.path
        diagnostics = (diagnostics.filter { $0.location.path != path } + decoded.diagnostics).sorted()
        journal.replaceEntries(ofFile: path, with: decoded.entry)
        if case .workout(let sheet) = decoded.entry {
            cycleOfFile.setCycle(sheet.cycle, of: path)
        } else {
            cycleOfFile.setCycle(nil, of: path)
        }
        if !hasPath(path) {
            let place = paths.partitionPoint { $0 >= path }
            paths.insert(path, at: place)
            listing.markdown = paths
            listing.folderRuns = nil
            if let tool = SyncConflictName.service(ofPath: path) { listing.conflictCopies[path] = tool }
        }
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
