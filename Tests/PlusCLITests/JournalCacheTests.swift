import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// The cache of decoded entries: never changes what any command prints, never trusted when
/// damaged, never half-written.
@Suite(.serialized) struct JournalCacheTests {
    static let readCommands: [[String]] = [
        ["status"], ["tm"], ["tm", "--history"], ["prs"], ["show"], ["cal"], ["export", "--format", "json", "-o", "-"], ["next", "--dry-run"], ["plan"], ["report", "-o", "-"],
        ["export", "--format", "csv", "-o", "-"], ["export", "--format", "md", "-o", "-"],
        // JSON carries more than the text (hundredths, the weights as written).
        ["status", "--json"], ["tm", "--json"], ["tm", "--history", "--json"], ["prs", "--json"], ["show", "--json"], ["cal", "--json"],
        ["next", "--dry-run", "--json"], ["plan", "--json"],
    ]
    static let fixtures = ["editors", "malformed", "messy", "onetruth", "examples/journal"]
    /// Journals with the fields added after the cache: gyms and sheets in another unit
    /// (`equipment/*`), and `forever`: a program with blocks, 7th weeks and Joker sets (one
    /// skipped), assistance (done, skipped, open), an imported start with baselines and source, a
    /// TM set by hand, a units change converting earlier sheets, a reset, a note and warnings.
    static let fieldFixtures = [
        "forever", "beginners", "extralift", "equipment/bumpers", "equipment/garage", "equipment/switched", "equipment/trapbar", "equipment/travel",
    ]

    /// Files are cached only once they are older than the racy window: wait it out once.
    static func settle() { usleep(UInt32(JournalCache.racyWindow / 1000) + 100_000) }

    /// Every read command, with the cache (twice: filling it, then reading from it) and without,
    /// must give the same status, stdout and stderr.
    static func expectSameOutput(_ root: String, _ environment: [String: String], _ what: String) {
        for command in readCommands {
            let reference = plusmd(command + ["--no-cache"], in: root, environment: environment)
            for run in 1...2 {
                let cached = plusmd(command, in: root, environment: environment)
                #expect(cached.status == reference.status, "\(what): \(command) run \(run)")
                #expect(cached.out == reference.out, "\(what): \(command) run \(run)")
                #expect(cached.err == reference.err, "\(what): \(command) run \(run)")
            }
        }
    }

    @Test func everyReadCommandPrintsTheSameWithAndWithoutTheCacheAfterRandomChanges() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let roots = try Self.fixtures.map { try folder.copy(fixture: $0) }
        Self.settle()
        var random = SplitMix(seed: 14)
        for root in roots {
            Self.expectSameOutput(root, environment, "\(root) as copied")
            let loaded = try JournalLoader.load(root: root, cache: JournalCache.forJournal(root: root, environment: environment, disabled: false))
            #expect(loaded.filesFromCache == loaded.paths.count, "an unchanged journal comes from the cache")
            for round in 0..<7 {
                let files = markdownFiles(root)
                guard !files.isEmpty else { break }
                let file = root + "/" + files[Int(random.next() % UInt64(files.count))]
                let change = round < 6 ? round : Int(random.next() % 6)
                let what: String
                switch change {
                case 0:
                    what = "edited \(file)"
                    try (try String(contentsOfFile: file, encoding: .utf8) + "\nEdited in round \(round).\n")
                        .write(toFile: file, atomically: false, encoding: .utf8)
                case 1:
                    what = "renamed \(file)"
                    try FileManager.default.moveItem(atPath: file, toPath: file.dropLast(3) + "-renamed.md")
                case 2:
                    what = "deleted \(file)"
                    try FileManager.default.removeItem(atPath: file)
                case 3:
                    what = "touched \(file)"
                    #expect(utimes(file, nil) == 0)
                case 4:
                    what = "same-size edit of \(file) with its modification time put back"
                    let before = try #require(FileStamp(path: file))
                    try sameSizeEdit(file)
                    var times = [timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))]
                    times.append(times[0])
                    #expect(utimensat(AT_FDCWD, file, times, 0) == 0)
                    #expect(FileStamp(path: file)?.modified == before.modified && FileStamp(path: file)?.size == before.size)
                default:
                    what = "two same-size edits of \(file) in the same second"
                    try sameSizeEdit(file)
                    Self.expectSameOutput(root, environment, what + " (first)")
                    try sameSizeEdit(file)
                }
                Self.expectSameOutput(root, environment, what)
            }
        }
    }

    /// Every field the decoder reads reaches the commands the same from the cache: filled, then
    /// read back (every file from the cache), the output is byte for byte the uncached one.
    @Test func journalsWithProgramsGymsImportsAndAssistancePrintTheSameFromTheCache() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        _ = try folder.copy(fixture: "forever")
        _ = try folder.copy(fixture: "beginners")
        _ = try folder.copy(fixture: "equipment")
        _ = try folder.copy(fixture: "extralift")
        let roots = Self.fieldFixtures.map { folder.path + "/" + $0 }
        Self.settle()
        for root in roots {
            let cache = JournalCache.forJournal(root: root, environment: environment, disabled: false)
            _ = try JournalLoader.load(root: root, cache: cache)
            let loaded = try JournalLoader.load(root: root, cache: cache)
            #expect(loaded.filesFromCache == loaded.paths.count && loaded.paths.count > 1, "\(root) comes from the cache")
            Self.expectSameOutput(root, environment, root)
        }
    }

    /// The cache file is written in 64 KiB chunks as the results are gathered: a
    /// journal whose cache spans many chunks reads back whole, then again after one file changed
    /// (records copied from the old cache beside a new one), and prints what it prints uncached.
    @Test func aCacheOfManyChunksReadsBackWhole() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let root = try folder.copy(fixture: "examples/journal")
        let sheets = markdownFiles(root).filter { $0.contains("/") }
        // Copies in folders of their own: counted once each (duplicates), but each file is cached.
        for copy in 1...40 {
            try FileManager.default.createDirectory(atPath: root + "/copies\(copy)", withIntermediateDirectories: true)
            for sheet in sheets {
                try FileManager.default.copyItem(
                    atPath: root + "/" + sheet, toPath: root + "/copies\(copy)/" + sheet.replacingOccurrences(of: "/", with: "-"))
            }
        }
        Self.settle()
        let cache = try #require(JournalCache.forJournal(root: root, environment: environment, disabled: false))
        let first = try JournalLoader.load(root: root, cache: cache)
        #expect(first.filesFromCache == 0 && first.paths.count > 800)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: cache.file)[.size] as? Int)
        #expect(size > 4 * 65_536, "the cache spans several chunks (\(size) bytes)")
        let second = try JournalLoader.load(root: root, cache: cache)
        #expect(second.filesFromCache == second.paths.count)
        #expect(second.journal.workouts == first.journal.workouts && second.diagnostics == first.diagnostics)
        let changed = root + "/copies7/" + sheets[0].replacingOccurrences(of: "/", with: "-")
        try (try String(contentsOfFile: changed, encoding: .utf8) + "\nEdited.\n").write(toFile: changed, atomically: false, encoding: .utf8)
        let third = try JournalLoader.load(root: root, cache: cache)
        #expect(third.filesFromCache == third.paths.count - 1)
        let fourth = try JournalLoader.load(root: root, cache: cache)
        #expect(fourth.filesFromCache == fourth.paths.count - 1, "the edited file is too recent to be cached; the rest is")
        #expect(fourth.journal.workouts == third.journal.workouts)
        Self.expectSameOutput(root, environment, "a journal of \(first.paths.count) files")
    }

    @Test func onlyUnchangedSettledFilesComeFromTheCache() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let cache = try #require(JournalCache.forJournal(root: root, environment: environment, disabled: false))
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == 0)
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == 0, "files changed within the racy window are read again")
        Self.settle()
        let count = markdownFiles(root).count
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == 0, "nothing was settled when the cache was written")
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == count)
        let file = root + "/" + markdownFiles(root)[0]
        try sameSizeEdit(file)
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == count - 1)
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == count - 1, "still within the racy window")
        var check = cache
        check.trustEntries = false
        #expect(try JournalLoader.load(root: root, cache: check).filesFromCache == 0, "check reads every file")
        #expect(try JournalLoader.load(root: root, keepTexts: true, cache: cache).filesFromCache == 0, "writers read every file")
        #expect(JournalCache.forJournal(root: root, environment: environment, disabled: true) == nil)
        #expect(JournalCache.forJournal(root: root, environment: environment.merging(["PLUSMD_NO_CACHE": "1"]) { $1 }, disabled: false) == nil)
        #expect(JournalCache.forJournal(root: root, environment: ["HOME": "/home/a"], disabled: false)?.file.hasPrefix("/home/a/.cache/plusmd/") == true)
    }

    /// A cache file that is truncated, damaged, garbage, from another format or for another
    /// journal is ignored (nothing taken from it), the output is unchanged, and it is rebuilt.
    @Test func aDamagedOrForeignCacheIsIgnoredAndRebuilt() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let other = folder.path + "/other"
        try FileManager.default.copyItem(atPath: root, toPath: other)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        let cache = try #require(JournalCache.forJournal(root: root, environment: environment, disabled: false))
        let otherCache = try #require(JournalCache.forJournal(root: other, environment: environment, disabled: false))
        #expect(cache.file != otherCache.file)
        Self.settle()
        _ = try JournalLoader.load(root: root, cache: cache)
        _ = try JournalLoader.load(root: other, cache: otherCache)
        let good = try Data(contentsOf: URL(fileURLWithPath: cache.file))
        let count = markdownFiles(root).count
        #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == count)
        let reference = plusmd(["status", "--no-cache"], in: root, environment: environment)
        var damaged: [(String, Data)] = [
            ("truncated", good.prefix(good.count / 2)), ("empty", Data()), ("garbage", Data("not a cache at all".utf8)),
            ("another journal's", try Data(contentsOf: URL(fileURLWithPath: otherCache.file))),
            ("another format's", { var bytes = good; bytes[8] &+= 1; return bytes }()),
        ]
        for position in stride(from: 12, to: good.count, by: max(1, good.count / 40)) {
            var bytes = good
            bytes[position] ^= 0x20
            damaged.append(("byte \(position) flipped", bytes))
        }
        for (what, bytes) in damaged {
            try bytes.write(to: URL(fileURLWithPath: cache.file))
            #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == 0, "\(what) cache trusted")
            #expect(try JournalLoader.load(root: root, cache: cache).filesFromCache == count, "\(what) cache not rebuilt")
            try bytes.write(to: URL(fileURLWithPath: cache.file))
            let output = plusmd(["status"], in: root, environment: environment)
            #expect(output.out == reference.out && output.err == reference.err, "\(what) cache")
        }
    }

    @Test func anUnwritableCacheFolderChangesNothing() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        try "a file where the cache folder would be".write(toFile: folder.path + "/cache", atomically: false, encoding: .utf8)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        Self.settle()
        let reference = plusmd(["status", "--no-cache"], in: root, environment: environment)
        let cached = plusmd(["status"], in: root, environment: environment)
        #expect(cached.status == 0 && cached.out == reference.out && cached.err == reference.err)
    }

    /// SIGKILL at random moments of `plusmd status` while it rewrites the cache: the cache file is
    /// always absent or whole (its checksum holds), and what plusmd prints never changes.
    @Test func killedCacheWritesNeverLeaveABrokenCache() throws {
        let binary = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        // A bigger journal, so that writing the cache takes a while: 30 copies of a year.
        let year = root + "/2026"
        for copy in 0..<30 { try FileManager.default.copyItem(atPath: year, toPath: root + "/archive-\(copy)") }
        Self.settle()
        let home = folder.path + "/home"
        let cacheFolder = home + "/.cache/plusmd/journals"
        let touched = root + "/" + markdownFiles(root)[0]
        func full() throws -> (String, Double) {
            let start = Date()
            let output = try runToEnd(binary, ["status", "--journal", root], home: home)
            return (output, Date().timeIntervalSince(start))
        }
        let (reference, _) = try full()
        let (_, duration) = try full()
        var generator = SystemRandomNumberGenerator()
        var wholeAfterKill = 0
        for round in 0..<60 {
            #expect(utimes(touched, nil) == 0, "one file always changed, so every run writes the cache")
            let process = Process()
            process.executableURL = binary
            process.arguments = ["status", "--journal", root]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.environment = ["HOME": home]
            try process.run()
            usleep(UInt32.random(in: 0...UInt32(duration * 1.3 * 1_000_000), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let caches = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder))?.filter { !$0.hasPrefix(".") } ?? []
            #expect(caches.count <= 1)
            if let name = caches.first {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cacheFolder + "/" + name)))
                let whole = bytes.count >= 8 && bytes.withUnsafeBytes {
                    CacheFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[..<(bytes.count - 8)]))
                        == $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
                }
                #expect(whole, "round \(round): a cache file that is not whole")
                if whole { wholeAfterKill += 1 }
            }
            if round % 10 == 9 { #expect(try full().0 == reference, "round \(round)") }
        }
        print("cache kill test: the cache was whole after \(wholeAfterKill) of 60 kills")
    }
}

/// Every way users build plusmd goes through scripts/build.sh, which on Linux links one
/// static executable (nothing loaded or relocated at start-up), falling back to the Swift runtime
/// linked statically without the `$ORIGIN` search path.
@Test func everyBuildPathLinksStatically() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    func text(_ file: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
    }
    for file in ["Makefile", "scripts/example.sh", "README.md", "bench/run.sh"] {
        let lines = try text(file).split(separator: "\n")
        #expect(lines.contains { $0.contains("scripts/build.sh") && !$0.hasPrefix("#") }, "\(file) builds through scripts/build.sh")
        // No second, diverging release build beside it.
        #expect(!lines.contains { $0.contains("swift build") && $0.contains("-c release") }, "\(file)")
    }
    let script = try text("scripts/build.sh")
    // The binary says where it came from (`plusmd --version`) and carries no debug sections.
    for flag in ["-static-executable", "--static-swift-stdlib", "--disable-local-rpath", "--product plusmd", "-c release", "--strip-debug", "build-info.txt", "git rev-parse"] {
        #expect(script.contains(flag), "scripts/build.sh lacks \(flag)")
    }
}

/// The journal's Markdown files, relative, sorted.
private func markdownFiles(_ root: String) -> [String] {
    ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".md") }.sorted()
}

/// Changes one character of the file without changing its size: a digit becomes another digit,
/// else the last letter changes case.
private func sameSizeEdit(_ file: String) throws {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
    if let index = bytes.lastIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
        bytes[index] = bytes[index] == UInt8(ascii: "9") ? UInt8(ascii: "8") : bytes[index] + 1
    } else if let index = bytes.lastIndex(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }) {
        bytes[index] ^= 0x20
    } else {
        bytes.append(UInt8(ascii: "\n"))
    }
    try Data(bytes).write(to: URL(fileURLWithPath: file))
}

/// Runs the built plusmd to the end; returns its stdout.
private func runToEnd(_ binary: URL, _ arguments: [String], home: String) throws -> String {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.environment = ["HOME": home]
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// A small seeded generator, so the random changes are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
