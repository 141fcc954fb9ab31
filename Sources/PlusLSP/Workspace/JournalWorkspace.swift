import PlusCore
import PlusFormat
import PlusStore

/// One journal as the server sees it: the files on disk, with the text of every document open in
/// the editor in place of its file, resolved once for every answer.
///
/// A change re-decodes only its document and resolves again (`LoadedJournal.replacing`, then
/// `LoadedJournal.resolve`, the very resolve every command runs), so the findings are `plusmd
/// check`'s for the journal as the editor shows it. The disk is read again when the client says a
/// file changed (`workspace/didChangeWatchedFiles`) or the stamps say so (`refreshFromDisk`).
package final class JournalWorkspace {
    /// The journal's folder, absolute.
    package let root: String
    /// The lifter's time zone, for dates written with an offset.
    package let zone: LocalZone
    /// Today's date (asked at every resolve: a server runs past midnight).
    private let today: () -> Day
    private let environment: [String: String]

    /// The journal as the disk holds it.
    private var disk: LoadedJournal
    /// The text of each open document, by journal-relative path.
    package private(set) var openTexts: [String: String] = [:]
    /// The journal as the editor shows it: `disk` with every open document's text.
    package private(set) var current: LoadedJournal
    private var resolution: (journal: ResolvedJournal, findings: JournalFindings)?

    /// Loads the journal at `root` (absolute) from disk, through the cache of decoded entries.
    ///
    /// - Throws: `StoreError` when the journal cannot be listed or `plusmd.yaml` read.
    package init(root: String, environment: [String: String], zone: LocalZone = .system, today: @escaping () -> Day) throws {
        self.root = root
        self.zone = zone
        self.today = today
        self.environment = environment
        disk = try Self.load(root: root, environment: environment, zone: zone)
        current = disk
    }

    private static func load(root: String, environment: [String: String], zone: LocalZone) throws(StoreError) -> LoadedJournal {
        ParallelLoop.startHelpers()
        let cache = JournalCache.forJournal(root: root, environment: environment, disabled: false, zone: zone)
        return try JournalLoader.load(root: root, cache: cache, zone: zone)
    }

    /// The resolved journal and its findings, resolved now when a change came since.
    package var resolved: (journal: ResolvedJournal, findings: JournalFindings) {
        if let resolution { return resolution }
        let fresh = current.resolve(today: today())
        resolution = fresh
        return fresh
    }

    /// True when the next answer must resolve first.
    package var needsResolve: Bool { resolution == nil }

    /// Uses `text` for the document at `path` (journal-relative) until `close`: opened or changed
    /// in the editor. Only that document is decoded again.
    package func setText(_ text: String, path: String) {
        openTexts[path] = text
        current = Self.overlaid(current, text: text, path: path, zone: zone)
        resolution = nil
    }

    /// Goes back to the disk's file for `path`: the editor closed it.
    package func close(path: String) {
        guard openTexts.removeValue(forKey: path) != nil else { return }
        rebuild()
    }

    /// Reads the journal from disk again (only files whose stamps changed are decoded again) and
    /// puts the open documents back over it.
    ///
    /// - Throws: `StoreError` when the journal can no longer be listed.
    package func refreshFromDisk() throws {
        disk = try Self.load(root: root, environment: environment, zone: zone)
        rebuild()
    }

    private func rebuild() {
        var journal = disk
        for (path, text) in openTexts.sorted(by: { $0.key < $1.key }) {
            journal = Self.overlaid(journal, text: text, path: path, zone: zone)
        }
        current = journal
        resolution = nil
    }

    /// `journal` with the file at `path` read from `text`.
    private static func overlaid(_ journal: LoadedJournal, text: String, path: String, zone: LocalZone) -> LoadedJournal {
        if path == SettingsDecoder.fileName { return journal.replacingSettings(text: text) }
        return journal.replacing(EntryDecoder.decode(path: path, text: text, zone: zone))
    }

    /// True when `path` (journal-relative) is a file the journal reads: `plusmd.yaml` or a
    /// Markdown file.
    package static func isJournalFile(_ path: String) -> Bool {
        path == SettingsDecoder.fileName || path.lowercased().hasSuffix(".md")
    }

    /// The text of `path`: the editor's when open, else the disk's; nil when unreadable.
    package func text(of path: String) -> String? {
        if let text = openTexts[path] { return text }
        return try? JournalFolder(root: root).read(path)
    }
}
