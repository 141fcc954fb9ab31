import Foundation
import PlusCore
import PlusStore
import PlusTestSupport
import Testing

/// `JournalLoader`: the one reading of a journal's files that every command starts from.
@Suite struct JournalLoaderTests {
    @Test func loadsEveryEntryOfTheExampleJournalInPathOrder() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let loaded = try JournalLoader.load(root: root)
        #expect(loaded.journal.workouts.count == 34)
        #expect(loaded.journal.trainingMaxEntries.map(\.path) == ["2026/2026-08-31-training-max.md", "2026/2026-10-20-training-max-press.md"])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.paths == loaded.paths.sorted())
        #expect(loaded.texts.isEmpty, "texts are kept only for commands that write")
        let writer = try JournalLoader.load(root: root, keepTexts: true)
        #expect(writer.texts.count == loaded.paths.count)
    }

    /// `hasPath` (how new files are named) answers as a set of the paths would, for every path,
    /// for names between and around them, and for non-ASCII names in either Unicode form.
    @Test func hasPathAgreesWithASetOfThePaths() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        for name in ["2026/2026-12-01-squat-2.md", "2026/Sätze.md", "0-first.md", "zz/last.md"] {
            try FileManager.default.createDirectory(
                atPath: (root + "/" + name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "# note\n".write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        let loaded = try JournalLoader.load(root: root)
        let set = Set(loaded.paths)
        var probes = loaded.paths + ["", "2026", "2026/", "2026/2026-12-01-squat.md", "2026/2026-12-01-squat-3.md", "zz/last.mdx", "~"]
        probes += loaded.paths.map { $0 + "x" } + loaded.paths.map { String($0.dropLast()) }
        probes.append("2026/Sa\u{308}tze.md")  // the same name decomposed: equal as Swift strings
        for probe in probes { #expect(loaded.hasPath(probe) == set.contains(probe), "\(probe)") }
        #expect(loaded.hasPath("2026/Sa\u{308}tze.md"))
        #expect(JournalPath.free(base: "2026/2026-12-01-squat", exists: loaded.hasPath) == "2026/2026-12-01-squat.md")
        #expect(JournalPath.free(base: "zz/last", exists: loaded.hasPath) == "zz/last-2.md")
    }

    /// The files' cycles the loader gathers with the files are the ones worked out from
    /// the loaded sheets, read afresh or from the cache, on journals with conflict copies,
    /// duplicates, entries and files that are not sheets.
    @Test func theGatheredCyclesAreTheSheetsOwn() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let fixtures = ["examples/journal"] + ["messy", "onetruth", "forever", "malformed"].map { "Tests/PlusCLITests/Fixtures/" + $0 }
        for fixture in fixtures {
            let root = try folder.copy(fixture: fixture)
            for run in 0..<3 {
                let cache = run == 0 ? nil : JournalCache.forJournal(root: root, environment: environment, disabled: false)
                let loaded = try JournalLoader.load(root: root, cache: cache)
                var expected: [String: Int] = [:]
                for workout in loaded.journal.workouts { expected[workout.path] = workout.cycle }
                #expect(!expected.isEmpty, "\(fixture) has sheets")
                let reference = ResolvedJournal.cycleOfFile(loaded.journal)
                for path in loaded.paths + ["", "plusmd.yaml", "zz.md", "2026/"] {
                    #expect(loaded.cycleOfFile.cycle(of: path) == expected[path], "\(fixture), run \(run): \(path)")
                    #expect(loaded.cycleOfFile.cycle(of: path) == reference.cycle(of: path), "\(fixture), run \(run): \(path)")
                }
            }
        }
    }

    /// The loader puts each sheet straight into the journal's array at its file's place and closes
    /// the gaps as it gathers: with notes, TM entries, resets, unreadable and broken
    /// files between the sheets, the sheets, entries and findings are the same read afresh, read
    /// again with a cache and read from it, and no sheet is lost or doubled.
    @Test func sheetsAmongOtherFilesComeOutTheSameWithAndWithoutTheCache() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let root = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/messy")
        let existing = try JournalLoader.load(root: root).journal.workouts
        let sheet = try #require(existing.first)
        let text = try String(contentsOfFile: root + "/" + sheet.path, encoding: .utf8)
        // Gaps before, between and after the sheets: a note, a file that is not text, another sheet.
        for (index, name) in ["000-note.md", "2026/0-binary.md", "2026/zz-sheet.md", "zzz-note.md"].enumerated() {
            let path = root + "/" + name
            if name.contains("binary") {
                FileManager.default.createFile(atPath: path, contents: Data([0x2D, 0x00, 0x0A, UInt8(index)]))
            } else {
                try (name.contains("sheet") ? text : "# a note \(index)\n").write(toFile: path, atomically: false, encoding: .utf8)
            }
        }
        // Settled (older than the racy window), so that the cache may keep them.
        usleep(UInt32(JournalCache.racyWindow / 1000) + 100_000)
        let afresh = try JournalLoader.load(root: root)
        let cache = JournalCache.forJournal(root: root, environment: environment, disabled: false)
        let readings = [afresh, try JournalLoader.load(root: root, cache: cache), try JournalLoader.load(root: root, cache: cache)]
        #expect(readings[1].filesFromCache == 0)
        #expect(readings[2].filesFromCache == afresh.paths.count - 1, "every file but the binary one from the cache")
        let sheetPaths = afresh.journal.workouts.map(\.path)
        // One sheet per sheet file, none lost or doubled in closing the gaps (`Journal` then orders them by day).
        #expect(sheetPaths.sorted() == afresh.paths.filter { sheetPaths.contains($0) })
        #expect(sheetPaths.count == existing.count + 1)
        #expect(sheetPaths.contains("2026/zz-sheet.md"))
        #expect(afresh.diagnostics.contains { $0.location.path == "2026/0-binary.md" })
        for reading in readings.dropFirst() {
            #expect(reading.journal.workouts == afresh.journal.workouts)
            #expect(reading.journal.trainingMaxEntries == afresh.journal.trainingMaxEntries)
            #expect(reading.journal.resets == afresh.journal.resets)
            #expect(reading.diagnostics == afresh.diagnostics)
        }
    }

    /// The settings are read while the folders are listed; settings that cannot be
    /// read still stop the load with their own path, also when the folder cannot be listed.
    @Test func unreadableSettingsAreNamedFirst() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        try FileManager.default.removeItem(atPath: root + "/plusmd.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/plusmd.yaml", withDestinationPath: folder.path + "/gone.yaml")
        #expect {
            try JournalLoader.load(root: root)
        } throws: { error in
            guard case .io(let operation, let path, _) = error as? StoreError else { return false }
            return operation == "read" && path == root + "/plusmd.yaml"
        }
        let missing = folder.path + "/no-such-journal"
        #expect {
            try JournalLoader.load(root: missing)
        } throws: { error in
            guard case .io(_, let path, _) = error as? StoreError else { return false }
            return path == missing + "/plusmd.yaml"
        }
        let other = TemporaryFolder()
        let loaded = try JournalLoader.load(root: try other.copy(fixture: "examples/journal"))
        #expect(loaded.journal.settings.order.count == 4 && loaded.diagnostics.isEmpty)
    }

    /// The listing judges every file name for sync-conflict copies, and a sheet taken from the
    /// cache keeps that judgement: it must be the one a sheet read afresh makes from
    /// its path, for names whose marks join a `/` into a Character too. Reviewer's case: a sheet
    /// in a folder ending in U+0600 was an iCloud copy when cached and counted when read afresh.
    @Test func listingAndPathJudgeConflictCopiesAlike() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let names = [
            "2026-11-23-squat 2.md", "2026-11-23-squat-LAPTOP.md", "\u{301}2026-11-23-squat 2.md",
            "\u{200D}a.md", "2026-11-23-squat.sync-conflict-20261124-183012-ABCDEF7.md", "notes.txt",
        ]
        for sub in ["x\u{600}", "notes.sync-conflict-20261124-183012-ABCDEF7", "été"] {
            try FileManager.default.createDirectory(atPath: root + "/" + sub, withIntermediateDirectories: true)
            for name in names { try "x".write(toFile: root + "/" + sub + "/" + name, atomically: false, encoding: .utf8) }
        }
        let listing = try JournalFolder(root: root).list()
        for path in listing.markdown + listing.other {
            #expect(listing.conflictCopies[path] == SyncConflictName.service(ofPath: path), "\(path)")
        }

        let sheet = "---\ndate: 2026-11-23\nlift: squat\ncycle: 3\nweek: 1\ntraining_max: 333\nunits: lb\n---\n- [x] 100 x 5\n"
        try sheet.write(toFile: root + "/x\u{600}/2026-11-23-squat 2.md", atomically: false, encoding: .utf8)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        usleep(UInt32(JournalCache.racyWindow / 1000) + 100_000)  // settled, so the cache keeps it
        func judged() throws -> (service: String?, fromCache: Int) {
            let cache = JournalCache.forJournal(root: root, environment: environment, disabled: false)
            let loaded = try JournalLoader.load(root: root, cache: cache)
            let copy = try #require(loaded.journal.workouts.first { $0.path.hasPrefix("x") })
            return (copy.conflictCopyService, loaded.filesFromCache)
        }
        let cold = try judged(), warm = try judged()
        #expect(cold.fromCache == 0 && warm.fromCache > 0)
        #expect(cold.service == "iCloud" && warm.service == "iCloud")
    }

    @Test func anUnreadableOrBrokenFileIsADiagnosticNotAFailure() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        try "---\nlift: [\n---\n".write(toFile: root + "/2026/2026-12-01-squat.md", atomically: true, encoding: .utf8)
        let loaded = try JournalLoader.load(root: root)
        #expect(loaded.diagnostics.contains { $0.location.path == "2026/2026-12-01-squat.md" && $0.id == "invalid-yaml" })
        #expect(loaded.journal.workouts.count == 34)
    }

    @Test func aMissingSettingsFileIsAStoreError() throws {
        let folder = TemporaryFolder()
        #expect(throws: StoreError.self) { try JournalLoader.load(root: folder.path) }
    }

    @Test func conflictCopiesAreListedForTheResolverToSetAside() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let sheet = try String(contentsOfFile: root + "/2026/2026-11-24-bench.md", encoding: .utf8)
        try sheet.write(toFile: root + "/2026/2026-11-24-bench (1).md", atomically: true, encoding: .utf8)
        let loaded = try JournalLoader.load(root: root)
        #expect(loaded.journal.workouts.contains { $0.path == "2026/2026-11-24-bench (1).md" }, "the loader reads every file")
        let resolved = ResolvedJournal(loaded.journal)
        #expect(resolved.setAside.map(\.path) == ["2026/2026-11-24-bench (1).md"], "the resolved journal never counts it")
    }
}
