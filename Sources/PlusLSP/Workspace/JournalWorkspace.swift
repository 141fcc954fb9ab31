import PlusCore
import PlusFormat
import PlusStore

/// One journal as the server sees it: the files on disk, with the text of every document open in
/// the editor in place of its file, resolved once for every answer.
///
/// A change re-decodes only its document and swaps its entry into the journal in place
/// (`LoadedJournal.replace`); the journal is resolved again (`LoadedJournal.resolve`, the very
/// resolve every command runs) when an answer needs it, so the findings are `plusmd check`'s for
/// the journal as the editor shows it. What the edit did to the document's decoding decides how
/// much goes:
///
/// - nothing (the same entry and diagnostics: a heading, the intro line, spaces): the journal
///   reads the same, and the resolution stands;
/// - only a sheet's notes: no finding reads notes (`JournalChecks`, the replay's findings, the
///   decoder's diagnostics are compared), so the findings stand and are published at once; the
///   resolved journal is worked out again only when a request needs it;
/// - anything else: both go.
///
/// The disk is read again when the client says a file changed (`workspace/didChangeWatchedFiles`)
/// or the stamps say so (`refreshFromDisk`); a disk that reads as before changes nothing.
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
    /// The findings of `current` kept across edits that changed only a sheet's notes, with the
    /// day they were worked out on (a finding about a future date changes at midnight); nil once
    /// `resolution` is current again.
    private var keptFindings: (findings: JournalFindings, day: Day)?
    /// How each open document's text was last decoded, by path.
    private var decodedOpen: [String: DecodedFile] = [:]
    /// How many times the journal was resolved (for tests of what an edit re-resolves).
    package private(set) var resolveCount = 0

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
        resolvedDay = today()
        let fresh = current.resolve(today: resolvedDay)
        resolveCount += 1
        resolution = fresh
        keptFindings = nil
        return fresh
    }

    /// `plusmd check`'s findings for the journal as the editor shows it: those of the last
    /// resolve when only notes changed since (on the same day), else `resolved.findings`.
    package var findings: JournalFindings {
        if resolution == nil, let keptFindings, keptFindings.day == today() { return keptFindings.findings }
        return resolved.findings
    }

    /// True when the next answer must resolve first.
    package var needsResolve: Bool { resolution == nil }

    /// Uses `text` for the document at `path` (journal-relative) until `close`: opened or changed
    /// in the editor. Only that document is decoded again.
    package func setText(_ text: String, path: String) {
        openTexts[path] = text
        guard path != SettingsDecoder.fileName else {
            forgetResolution()
            current = current.replacingSettings(text: text)
            return
        }
        let decoded = EntryDecoder.decode(path: path, text: text, zone: zone)
        let before = decodedOpen.updateValue(decoded, forKey: path)
        var keep: (findings: JournalFindings, day: Day)?
        if let before, before.diagnostics == decoded.diagnostics {
            if before.entry == decoded.entry { return }  // the journal reads the same
            if Self.differOnlyInNotes(before.entry, decoded.entry) {
                keep = resolution.map { (findings: $0.findings, day: resolvedDay) } ?? keptFindings
            }
        }
        // The old resolution goes first: it shares the journal's arrays, which `replace` then
        // changes in place rather than copying.
        forgetResolution()
        keptFindings = keep
        current.replace(decoded)
    }

    /// The day `resolution` was worked out on.
    private var resolvedDay = Day(year: 2000, month: 1, day: 1)!

    private func forgetResolution() {
        resolution = nil
        keptFindings = nil
    }

    /// True when both are sheets that differ in their notes alone.
    static func differOnlyInNotes(_ before: JournalEntry?, _ after: JournalEntry?) -> Bool {
        guard case .workout(var old) = before, case .workout(let new) = after else { return false }
        old.notes = new.notes
        return old == new
    }

    /// Goes back to the disk's file for `path`: the editor closed it.
    package func close(path: String) {
        guard openTexts.removeValue(forKey: path) != nil else { return }
        decodedOpen[path] = nil
        rebuild()
    }

    /// Reads the journal from disk again (only files whose stamps changed are decoded again) and
    /// puts the open documents back over it. When the disk reads as it did (the usual case: the
    /// stamps are checked before answering every few seconds), the journal as the editor shows it
    /// and its resolution stand.
    ///
    /// - Throws: `StoreError` when the journal can no longer be listed.
    package func refreshFromDisk() throws {
        let fresh = try Self.load(root: root, environment: environment, zone: zone)
        if Self.readTheSame(fresh, disk) { return }
        disk = fresh
        rebuild()
    }

    /// True when two loads of the journal read the same: the same listing, settings, entries and
    /// diagnostics (what `current` and its resolution are made of).
    static func readTheSame(_ one: LoadedJournal, _ other: LoadedJournal) -> Bool {
        one.listing == other.listing && one.paths == other.paths && one.diagnostics == other.diagnostics
            && one.journal.settings == other.journal.settings && one.journal.workouts == other.journal.workouts
            && one.journal.trainingMaxEntries == other.journal.trainingMaxEntries && one.journal.resets == other.journal.resets
    }

    private func rebuild() {
        forgetResolution()
        var journal = disk
        decodedOpen = [:]
        for (path, text) in openTexts.sorted(by: { $0.key < $1.key }) {
            if path == SettingsDecoder.fileName {
                journal = journal.replacingSettings(text: text)
            } else {
                let decoded = EntryDecoder.decode(path: path, text: text, zone: zone)
                decodedOpen[path] = decoded
                journal.replace(decoded)
            }
        }
        current = journal
    }

    /// True when `path` (journal-relative) is a file the journal reads: `plusmd.yaml` or a
    /// Markdown file.
    package static func isJournalFile(_ path: String) -> Bool {
        path == SettingsDecoder.fileName || path.lowercased().hasSuffix(".md")
    }

    /// The text of `path` on disk, whether or not the editor has it open; nil when unreadable.
    package func textOnDisk(_ path: String) -> String? {
        try? JournalFolder(root: root).read(path)
    }

    /// The text of `path`: the editor's when open, else the disk's; nil when unreadable.
    package func text(of path: String) -> String? {
        if let text = openTexts[path] { return text }
        return try? JournalFolder(root: root).read(path)
    }
}
