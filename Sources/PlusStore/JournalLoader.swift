import Dispatch
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
    /// The whole listing, for checks that look at names (conflict copies, temp files).
    package var listing: JournalListing
    /// Each Markdown file's text as read, by relative path, for commands that rewrite or remove a
    /// file and must check it is unchanged; empty unless asked for (a 20-year journal's text
    /// would otherwise stay in memory for nothing).
    package var texts: [String: String]
}

/// Reads a journal once: `plusmd.yaml`, then every Markdown file, each decoded by PlusFormat.
package enum JournalLoader {
    /// Loads the journal at `root` (absolute).
    ///
    /// - Throws: `StoreError` only when the root cannot be listed or `plusmd.yaml` cannot be read;
    ///   problems with other files (unreadable, binary, too large, malformed) are diagnostics.
    package static func load(root: String, keepTexts: Bool = false) throws(StoreError) -> LoadedJournal {
        let folder = JournalFolder(root: root)
        let settingsText: String
        do {
            settingsText = try folder.read(SettingsDecoder.fileName)
        } catch {
            throw .io(operation: "read", path: root + "/" + SettingsDecoder.fileName, reason: error.description)
        }
        let (settings, settingsDiagnostics) = SettingsDecoder.decode(settingsText)
        var diagnostics = settingsDiagnostics
        var workouts: [Workout] = []
        var entries: [TrainingMaxEntry] = []
        var texts: [String: String] = [:]
        var resets: [ResetEntry] = []
        let listing = try folder.list()
        for path in listing.linksNotFollowed {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "link-not-followed", at: SourceLocation(path: path),
                    "symbolic link leads outside the journal or in a loop; not followed",
                    hint: "Move the files into the journal folder, or make the link point inside it."))
        }
        // Files are independent, so they are read and decoded on every core at once; results are
        // then gathered in path order, so the outcome never depends on scheduling.
        let results = ResultSlots(count: listing.markdown.count)
        DispatchQueue.concurrentPerform(iterations: listing.markdown.count) { index in
            let path = listing.markdown[index]
            do {
                let text = try folder.read(path)
                results.store(index, .decoded(keepTexts ? text : "", EntryDecoder.decode(path: path, text: text)))
            } catch {
                results.store(index, .unreadable(Diagnostic(.error, id: "unreadable", at: SourceLocation(path: path), "\(error)")))
            }
        }
        for (index, path) in listing.markdown.enumerated() {
            switch results.take(index) {
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
            case .decoded(let text, let decoded):
                if keepTexts { texts[path] = text }
                diagnostics += decoded.diagnostics
                switch decoded.entry {
                case .workout(let workout): workouts.append(workout)
                case .trainingMax(let entry): entries.append(entry)
                case .reset(let entry): resets.append(entry)
                case .note, nil: break
                }
            }
        }
        return LoadedJournal(
            root: root,
            journal: Journal(
                settings: settings, workouts: workouts, trainingMaxEntries: entries, resets: resets),
            diagnostics: diagnostics.sorted(), paths: listing.markdown, listing: listing, texts: texts)
    }
}

/// What became of one file.
private enum FileResult {
    case decoded(String, DecodedFile)
    case unreadable(Diagnostic)
}

/// One slot per file, each written by exactly one worker of `concurrentPerform` and read after
/// all have finished, so no two threads ever touch the same slot.
private final class ResultSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<FileResult?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ index: Int, _ result: FileResult) { slots[index] = result }

    func take(_ index: Int) -> FileResult {
        guard let result = slots[index] else { preconditionFailure("file \(index) was not decoded") }
        slots[index] = nil
        return result
    }
}
