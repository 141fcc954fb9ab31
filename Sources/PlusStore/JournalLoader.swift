import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
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
    /// How many Markdown files were taken from the cache of decoded entries rather than read.
    package var filesFromCache = 0
    /// The cycle of each sheet of `journal` by its path: what `ResolvedJournal.cycleOfFile(journal)`
    /// gives, worked out as the files are gathered.
    package var cycleOfFile = FileCycles()

    /// Whether `path` (relative) is one of the journal's Markdown files: a binary search of `paths`.
    package func hasPath(_ path: String) -> Bool {
        let first = paths.partitionPoint { $0 >= path }
        return first < paths.count && paths[first] == path
    }
}

/// Reads a journal once: `plusmd.yaml`, then every Markdown file, each decoded by PlusFormat.
package enum JournalLoader {
    /// Loads the journal at `root` (absolute).
    ///
    /// - Parameter cache: where decoded entries are kept between runs (`JournalCache`); nil reads
    ///   and decodes every file. With `keepTexts` every file is read whatever the cache holds.
    /// - Throws: `StoreError` only when the root cannot be listed or `plusmd.yaml` cannot be read;
    ///   problems with other files (unreadable, binary, too large, malformed) are diagnostics.
    ///   Nothing about the cache ever throws: a cache that cannot be read or written is ignored.
    package static func load(
        root: String, keepTexts: Bool = false, cache: JournalCache? = nil, zone: LocalZone = .system
    ) throws(StoreError) -> LoadedJournal {
        let start = cache == nil ? 0 : JournalCache.now()
        let folder = JournalFolder(root: root)
        // The settings are read and decoded, and the cache file read and indexed, while the
        // folders are listed.
        let reading = CacheReading()
        let listing: JournalListing
        do {
            listing = try folder.list(alongside: [
                { reading.settings = decodedSettings(folder) },
                { reading.journal = cache.flatMap { $0.trustEntries && !keepTexts ? CachedJournal(cache: $0, root: root) : nil } },
            ])
        } catch {
            // Settings that cannot be read are named first, as when they were read before listing.
            _ = try readSettings(folder)
            throw error
        }
        let (settings, settingsDiagnostics) = try (reading.settings ?? decodedSettings(folder)).get()
        var diagnostics = settingsDiagnostics
        let workouts: [Workout]
        var entries: [TrainingMaxEntry] = []
        var texts: [String: String] = [:]
        var resets: [ResetEntry] = []
        for path in listing.linksNotFollowed {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "link-not-followed", at: SourceLocation(path: path),
                    "symbolic link leads outside the journal or in a loop; not followed",
                    hint: "Move the files into the journal folder, or make the link point inside it."))
        }
        let previous = reading.journal
        let matches = previous?.match(listing.markdown) ?? []
        let stamps = previous.map { _ in FolderStamps(root: root, paths: listing.markdown, runs: listing.folderRuns) }
        // Files are independent, so they are read and decoded on every core at once; results are
        // then gathered in path order, so the outcome never depends on scheduling. Each sheet is
        // put straight into the journal's own array, at its file's index, and the array is closed
        // up as the results are gathered: a sheet is neither copied nor kept twice. Almost every
        // file is a sheet, so the array's one allocation fits them all.
        let count = listing.markdown.count
        let results = ResultSlots(count: count)
        var fromCache = 0
        var record: [UInt8] = []
        var cycles = [Int?](repeating: nil, count: count)
        workouts = [Workout](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let sheets = SheetSlots(buffer)
            ParallelLoop.run(iterations: count) { index in
                let path = listing.markdown[index]
                // The cache and the stamps are used in place: binding them (`if let previous`)
                // makes every worker retain and release the same few objects for every file.
                if index < matches.count, let record = matches[index],
                    let decoding = previous?.decoding(record: record, path: path, stamp: stamps?.stamp(index) ?? nil)
                {
                    results.store(index, .cached(sheets.place(decoding, at: index), record: record))
                    return
                }
                do {
                    let (text, stamp) = try folder.readStamped(path)
                    let decoded = EntryDecoder.decode(path: path, text: text, zone: zone)
                    let rest = sheets.place(CachedDecoding(entry: decoded.entry, diagnostics: decoded.diagnostics), at: index)
                    let settled = cache != nil && JournalCache.isSettled(stamp, runStart: start)
                    results.store(index, .decoded(keepTexts ? text : "", rest, settled ? stamp : nil))
                } catch {
                    results.store(index, .unreadable(Diagnostic(.error, id: "unreadable", at: SourceLocation(path: path), "\(error)")))
                }
            }
            // The cache is written while the results are gathered, record by record (no payload is
            // kept), when it differs from the one read: a file read again, added or gone.
            var cachable = 0
            for index in 0..<count {
                switch results.kind(index) {
                case .cached: fromCache += 1; cachable += 1
                case .settled: cachable += 1
                case .uncachable: break
                }
            }
            cache?.note("\(fromCache) of \(count) files from the cache")
            let changed = fromCache != count || previous?.index.records.count != fromCache
            let writer = cache.flatMap {
                changed ? $0.writer(header: CacheFormat.header(identity: $0.identity, root: root, writtenAt: start, count: cachable)) : nil
            }
            var kept = 0
            for index in 0..<count {
                let rest: DecodedRest
                switch results.take(index) {
                case .unreadable(let diagnostic):
                    diagnostics.append(diagnostic)
                    continue
                case .cached(let cached, let number):
                    rest = cached
                    if let writer, let previous {
                        let old = previous.index.records[number]
                        record.removeAll(keepingCapacity: true)
                        CacheFormat.appendRecord(
                            path: listing.markdown[index], stamp: old.stamp, payload: UnsafeRawBufferPointer(rebasing: previous.bytes[old.payload]),
                            to: &record)
                        record.withUnsafeBytes { writer.append($0) }
                    }
                case .decoded(let text, let decoded, let stamp):
                    let path = listing.markdown[index]
                    if keepTexts { texts[path] = text }
                    rest = decoded
                    if let writer, let stamp {
                        record.removeAll(keepingCapacity: true)
                        CacheFormat.encode(sheets.decoding(decoded, at: index), path: path).withUnsafeBytes {
                            CacheFormat.appendRecord(path: path, stamp: stamp, payload: $0, to: &record)
                        }
                        record.withUnsafeBytes { writer.append($0) }
                    }
                }
                if !rest.diagnostics.isEmpty { diagnostics += rest.diagnostics }
                switch rest.entry {
                case .sheet:
                    sheets.move(from: index, to: kept)
                    cycles[index] = buffer[kept].cycle
                    kept += 1
                case .trainingMax(let entry): entries.append(entry)
                case .reset(let entry): resets.append(entry)
                case .note, .none: break
                }
            }
            initializedCount = kept
            writer?.finish()
        }
        return LoadedJournal(
            root: root,
            journal: Journal(
                settings: settings, workouts: workouts, trainingMaxEntries: entries, resets: resets),
            diagnostics: diagnostics.sorted(), paths: listing.markdown, listing: listing, texts: texts,
            filesFromCache: fromCache, cycleOfFile: FileCycles(sortedPaths: listing.markdown, cycles: cycles))
    }
}

/// A cache file read back and validated, with its record index.
private struct CachedJournal: @unchecked Sendable {
    let cache: JournalCache
    /// The file's bytes, mapped read-only (shared by the workers).
    let bytes: UnsafeRawBufferPointer
    let index: CacheFormat.Index
    private let owner: CacheBytes

    init?(cache: JournalCache, root: String) {
        guard let owner = cache.readBytes() else { return nil }
        do {
            index = try CacheFormat.index(owner.bytes, identity: cache.identity, root: root)
        } catch {
            cache.note("ignored: \(error.reason)")
            return nil
        }
        self.cache = cache
        self.owner = owner
        self.bytes = owner.bytes
    }

    /// For each listed path, the index of its record, if the cache has one. Records are in the
    /// previous listing's order, so usually the i-th record is the i-th path; a dictionary is
    /// built only when files were added, removed or renamed.
    func match(_ paths: [String]) -> [Int?] {
        let records = index.records
        var result = [Int?](repeating: nil, count: paths.count)
        var byPath: [String: Int]? = nil
        // By index: each path is read in place (`withBorrowedUTF8`), not copied.
        for position in paths.indices {
            if position < records.count, pathEquals(records[position], paths[position]) {
                result[position] = position
                continue
            }
            if byPath == nil {
                var table: [String: Int] = [:]
                table.reserveCapacity(records.count)
                for (number, record) in records.enumerated() {
                    table[String(decoding: UnsafeRawBufferPointer(rebasing: bytes[record.path]), as: UTF8.self)] = number
                }
                byPath = table
            }
            result[position] = byPath?[paths[position]]
        }
        return result
    }

    private func pathEquals(_ record: CacheFormat.Record, _ path: String) -> Bool {
        path.withBorrowedUTF8 { utf8 in
            utf8.count == record.path.count
                && (utf8.count == 0 || memcmp(utf8.baseAddress!, bytes.baseAddress! + record.path.lowerBound, utf8.count) == 0)
        }
    }

    /// The cached decoding of `path` if the file still has the stamp it had when cached (`stamp`,
    /// nil when it cannot be stat'ed).
    func decoding(record number: Int, path: String, stamp: FileStamp?) -> CachedDecoding? {
        let record = index.records[number]
        guard let stamp, stamp == record.stamp else { return nil }
        do {
            return try CacheFormat.decodePayload(UnsafeRawBufferPointer(rebasing: bytes[record.payload]), path: path)
        } catch {
            cache.note("record of \(path) ignored: \(error.reason)")
            return nil
        }
    }
}

/// The settings and the cache file, read beside the listing (each once, by whichever worker is
/// free; two properties, so never one written by two threads) and taken after the listing is done.
private final class CacheReading: @unchecked Sendable {
    var settings: Result<(Settings, [Diagnostic]), StoreError>?
    var journal: CachedJournal?
}

extension JournalLoader {
    /// `plusmd.yaml` read and decoded: the settings and their findings, or why it cannot be read.
    fileprivate static func decodedSettings(_ folder: JournalFolder) -> Result<(Settings, [Diagnostic]), StoreError> {
        Result { () throws(StoreError) in SettingsDecoder.decode(try readSettings(folder)) }
    }

    /// The text of `plusmd.yaml`.
    ///
    /// - Throws: `StoreError.io` naming the file when it cannot be read;
    ///   `StoreError.outsideJournal` when it is a link that leads outside the journal (never read:
    ///   a link to `/etc/passwd` must not be shown in an error).
    fileprivate static func readSettings(_ folder: JournalFolder) throws(StoreError) -> String {
        try folder.readInside(SettingsDecoder.fileName)
    }
}

/// What became of one file. Small (a sheet itself is in `SheetSlots`, and a file read afresh is
/// boxed): one per file, 20,000 of them at once in a 20-year journal.
private enum FileResult {
    /// Read and decoded: the text (empty unless kept), the rest of the decoding, and the file's
    /// stamp when it may be cached (nil when it changed too recently, or there is no cache).
    indirect case decoded(String, DecodedRest, FileStamp?)
    /// Taken from the cache's record `record`.
    case cached(DecodedRest, record: Int)
    indirect case unreadable(Diagnostic)

    /// What the cache file of this run takes from this file.
    enum CacheKind { case cached, settled, uncachable }
}

/// A file's decoding but for its sheet, which `SheetSlots` holds.
private struct DecodedRest {
    var diagnostics: [Diagnostic]
    var entry: Entry

    /// `JournalEntry?` with the sheet left out; the rarer entries boxed, to keep this small.
    enum Entry {
        case sheet
        indirect case trainingMax(TrainingMaxEntry)
        indirect case reset(ResetEntry)
        case note
        case none
    }
}

/// The journal's array of sheets while it is filled: file `index`'s sheet goes to slot `index`
/// (by whichever thread decodes it; no two threads write one slot), and the gathering then
/// moves each down to the next free slot, in file order, so that the first `kept` slots are the
/// sheets and the rest uninitialized.
private struct SheetSlots: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Workout>?

    init(_ buffer: UnsafeMutableBufferPointer<Workout>) { base = buffer.baseAddress }

    /// Puts the sheet of `decoding` (if it is one) in slot `index`, and gives back the rest.
    func place(_ decoding: consuming CachedDecoding, at index: Int) -> DecodedRest {
        let entry: DecodedRest.Entry
        // Taken out, not copied: a copy would retain the sheet's box and release it again.
        switch decoding.entry.take() {
        case .workout(let workout):
            (base! + index).initialize(to: workout)
            entry = .sheet
        case .trainingMax(let found): entry = .trainingMax(found)
        case .reset(let found): entry = .reset(found)
        case .note: entry = .note
        case nil: entry = .none
        }
        return DecodedRest(diagnostics: decoding.diagnostics, entry: entry)
    }

    /// The decoding `place` split, put together again (for the cache file): the sheet copied
    /// from slot `index`, which must not have moved yet.
    func decoding(_ rest: DecodedRest, at index: Int) -> CachedDecoding {
        let entry: JournalEntry?
        switch rest.entry {
        case .sheet: entry = .workout(base![index])
        case .trainingMax(let found): entry = .trainingMax(found)
        case .reset(let found): entry = .reset(found)
        case .note: entry = .note
        case .none: entry = nil
        }
        return CachedDecoding(entry: entry, diagnostics: rest.diagnostics)
    }

    /// Moves the sheet in slot `from` to slot `to` (at or before it; `to` is then initialized).
    func move(from: Int, to: Int) {
        guard from != to else { return }
        (base! + to).moveInitialize(from: base! + from, count: 1)
    }
}

/// One slot per file, each written by exactly one thread of `ParallelLoop.run` and read after
/// all have finished, so no two threads ever touch the same slot.
private final class ResultSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<FileResult?>

    /// How many slots from the start `take` has moved out (left uninitialized).
    private var taken = 0

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        UnsafeMutableBufferPointer(rebasing: slots[taken...]).deinitialize()
        slots.deallocate()
    }

    func store(_ index: Int, _ result: FileResult) { slots[index] = result }

    /// What the cache written by this run takes from file `index`.
    func kind(_ index: Int) -> FileResult.CacheKind {
        switch slots[index] {
        case .cached: .cached
        case .decoded(_, _, .some): .settled
        default: .uncachable
        }
    }

    /// The result of file `index`, moved out (neither copied nor its slot written again): files
    /// are taken once each, in order.
    func take(_ index: Int) -> FileResult {
        precondition(index == taken, "files are taken in order")
        taken += 1
        guard let result = (slots.baseAddress! + index).move() else { preconditionFailure("file \(index) was not decoded") }
        return result
    }
}
