import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

/// Atomic writes, refusals to overwrite, the journal lock and kills in the middle of writing.
@Suite struct SafeWriteTests {
    @Test func aSecondWriterWaitsThenSaysWhoHoldsTheLock() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        let environment = ["XDG_RUNTIME_DIR": folder.path, "PLUSMD_LOCK_TIMEOUT": "0.3"]
        var held: JournalLock? = try JournalLock.acquire(root: root, holder: "plusmd log", environment: environment)
        defer { withExtendedLifetime(held) {} }
        let lockFile = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/plusmd").first)
        #expect(try String(contentsOfFile: folder.path + "/plusmd/" + lockFile, encoding: .utf8).hasPrefix("plusmd log (pid \(getpid()), since "))
        let probe = open(folder.path + "/plusmd/" + lockFile, O_RDONLY | O_CLOEXEC)
        #expect(flock(probe, LOCK_EX | LOCK_NB) != 0, "the lock is taken")
        close(probe)
        let start = Date()
        let blocked = plusmd(["next"], in: root, environment: environment)
        #expect(Date().timeIntervalSince(start) >= 0.3)
        #expect(blocked.status == 4)
        #expect(blocked.err.contains("the journal is busy: plusmd log (pid \(getpid())"))
        #expect(plusmd(["next", "--dry-run"], in: root, environment: environment).status == 0, "reading needs no lock")
        held = nil
        let after = plusmd(["next"], in: root, environment: environment)
        #expect(after.status == 0, "\(after.err)")
        let lockFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/plusmd")
        #expect(lockFiles.count == 1 && lockFiles[0].hasPrefix("journal-"))
        #expect(!FileManager.default.fileExists(atPath: root + "/.plusmd.lock"), "nothing in the synced folder")
    }

    /// SIGKILL at random moments while `plusmd next` writes: the sheet is always either absent or
    /// complete, and no temp file is ever left in the journal. The kills are spread over the
    /// whole run, so some must land before the write (no sheet) and some after it (a complete
    /// sheet from a killed process): otherwise the test proved nothing.
    @Test func killedWritesLeaveNothingHalfWritten() throws {
        let binary = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        let sheet = root + "/2026/2026-11-30-squat.md"
        var generator = SystemRandomNumberGenerator()
        let arguments = ["next", "--journal", root, "--date", "2026-11-30"]
        let duration = try runToTheEnd(binary, arguments, home: folder.path)
        let reference = try String(contentsOfFile: sheet, encoding: .utf8)
        try FileManager.default.removeItem(atPath: sheet)
        var killedBefore = 0
        var killedAfter = 0
        var finished = 0
        var tries = 0
        while let window = killWindow(after: tries, landedAfterTheWrite: killedAfter) {
            tries += 1
            let killed = try runAndKill(binary, arguments, home: folder.path, within: duration, window: window, using: &generator)
            if let text = try? String(contentsOfFile: sheet, encoding: .utf8) {
                #expect(text == reference, "a cut sheet: \(text.count) of \(reference.count) characters")
                if killed { killedAfter += 1 } else { finished += 1 }
                try FileManager.default.removeItem(atPath: sheet)
            } else {
                #expect(killed, "a run that ended by itself wrote no sheet")
                killedBefore += 1
            }
            let litter = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.contains(".plusmd-") }
            #expect(litter.isEmpty, "temp files left: \(litter)")
        }
        print("kill test: \(killedBefore) killed before the write, \(killedAfter) after it, \(finished) finished, of \(tries) (a run takes \(Int(duration * 1000)) ms)")
        #expect(killedBefore > 0, "no kill landed before the write")
        #expect(killedAfter > 0, "no kill landed after the write")
    }
}

extension SafeWriteTests {
    /// SIGKILL at random moments while `plusmd config set` rewrites plusmd.yaml: the file is always
    /// exactly the old or the new version, never empty or cut; some kills land before the rename
    /// (the old file stays) and some after it (the new file, from a killed process).
    @Test func killedRewritesLeaveTheOldOrTheNewFile() throws {
        let binary = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        let settings = root + "/plusmd.yaml"
        let original = try String(contentsOfFile: settings, encoding: .utf8)
        let versions = Set([50, 55, 60].map { original.replacingFirst("  percent: 50\n", with: "  percent: \($0)\n") })
        var generator = SystemRandomNumberGenerator()
        let duration = try runToTheEnd(binary, ["config", "set", "bbb.percent", "50", "--journal", root], home: folder.path)
        var killedBefore = 0
        var killedAfter = 0
        var tries = 0
        while let window = killWindow(after: tries, landedAfterTheWrite: killedAfter) {
            tries += 1
            let before = try String(contentsOfFile: settings, encoding: .utf8)
            // Always a change: 55 unless the file already says 55.
            let percent = before.contains("  percent: 55\n") ? "60" : "55"
            let killed = try runAndKill(
                binary, ["config", "set", "bbb.percent", percent, "--journal", root],
                home: folder.path, within: duration, window: window, using: &generator)
            let after = try String(contentsOfFile: settings, encoding: .utf8)
            #expect(versions.contains(after), "plusmd.yaml is neither old nor new: \(after.count) characters")
            if after == before {
                #expect(killed, "a run that ended by itself changed nothing")
                killedBefore += 1
            } else if killed {
                killedAfter += 1
            }
        }
        print("rewrite kill test: \(killedBefore) killed before the rename, \(killedAfter) after it, of \(tries)")
        #expect(killedBefore > 0, "no kill landed before the rename")
        #expect(killedAfter > 0, "no kill landed after the rename")
        // A kill in the instant between naming the temp file and the swap may leave one; the
        // next writer (holding the lock) removes it once it is older than a write in progress.
        for name in try FileManager.default.contentsOfDirectory(atPath: root) where name.contains(".plusmd-") {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: root + "/" + name)
        }
        _ = plusmd(["config", "set", "bbb.percent", "50"], in: root, environment: ["XDG_RUNTIME_DIR": folder.path])
        _ = plusmd(["next"], in: root, environment: ["XDG_RUNTIME_DIR": folder.path])
        let litter = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains(".plusmd-") }
        #expect(litter.isEmpty, "temp files left: \(litter)")
    }
}

/// Runs the built plusmd with `arguments` to its end; returns how long it took, in seconds.
func runToTheEnd(_ binary: URL, _ arguments: [String], home: String) throws -> Double {
    let process = plusmdProcess(binary, arguments, home: home)
    let start = Date()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(arguments) failed")
    return Date().timeIntervalSince(start)
}

/// When the kill tests' next kill lands, as a share of a whole run, after `tries` kills of which
/// `landedAfterTheWrite` came after the write (or the rename); nil when they are done. 200 kills
/// over 0–1.5 × the run; then, while none has landed after the write (the window between the
/// rename and the exit is a few hundred µs of a 20–40 ms run, so 200 uniform kills missed it now
/// and then), up to 800 more within 0.6–1.2 ×, near the run's end, where the write is.
func killWindow(after tries: Int, landedAfterTheWrite: Int) -> ClosedRange<Double>? {
    if tries < 200 { return 0.0...1.5 }
    return landedAfterTheWrite == 0 && tries < 1_000 ? 0.6...1.2 : nil
}

/// Starts the built plusmd with `arguments`, lets it run a random time within `window` × `within`
/// seconds (how long a whole run takes; 0 to 1.5 × by default), then SIGKILLs it. Returns true
/// when the kill ended it, false when it had already finished.
func runAndKill(
    _ binary: URL, _ arguments: [String], home: String, within duration: Double, window: ClosedRange<Double> = 0...1.5,
    using generator: inout SystemRandomNumberGenerator
) throws -> Bool {
    let process = plusmdProcess(binary, arguments, home: home)
    try process.run()
    let microseconds = max(2_000, duration * 1_000_000)
    usleep(UInt32.random(in: UInt32(microseconds * window.lowerBound)...UInt32(microseconds * window.upperBound), using: &generator))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
}

func plusmdProcess(_ binary: URL, _ arguments: [String], home: String) -> Process {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.environment = ["XDG_RUNTIME_DIR": home, "HOME": home]
    return process
}

/// The built `plusmd` executable (swift build puts it in .build/debug).
/// The plusmd the CLI tests run: `.build/debug/plusmd`, or `PLUSMD_TEST_BINARY` (e.g. the static
/// release build of scripts/build.sh, to run the suite against what users install).
func plusmdBinary(filePath: String = #filePath) -> URL? {
    if let path = ProcessInfo.processInfo.environment["PLUSMD_TEST_BINARY"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/plusmd")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

@Suite struct TrainingMaxCommandTests {
    /// A TM set by hand on the day a cycle's first sheet was written belongs to that cycle: the
    /// cycle's progression first, then the hand-set TM, as `tm set` itself reported it.
    @Test func aTMSetOnTheDayACycleBeganBelongsToThatCycle() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let set = plusmd(["tm", "set", "bench", "240", "--date", "2026-11-23"], in: journal)
        #expect(set.status == 0 && set.out.contains("bench training max 237.6 → 240 lb from 2026-11-23"), "\(set.out)")
        let history = try ReportJSON.decode(TrainingMaxHistoryReport.self, from: plusmd(["tm", "--history", "bench", "--json"], in: journal).out)
        let rows = history.history.suffix(2).map { "\($0.cycle) \($0.from.map(\.description) ?? "-") → \($0.to) \($0.cause.kind)" }
        #expect(rows == ["3 232.2 → 237.6 amrap", "3 237.6 → 240 manual"], "\(rows)")
    }

    @Test func aSecondTMSetOnTheSameDayWins() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        for weight in ["140", "135", "137.5"] {
            #expect(plusmd(["tm", "set", "press", weight, "--date", "2026-09-01"], in: root).status == 0)
        }
        #expect(try ReportJSON.decode(TrainingMaxReport.self, from: plusmd(["tm", "--json"], in: root).out).trainingMax[.press] == Weight(hundredths: 13750))
        let history = plusmd(["tm", "--history", "press"], in: root).out
        #expect(history.contains("135 → 140") && history.contains("140 → 135") && history.contains("135 → 137.5"))
    }

    @Test func aTrainingMaxBelowTheBarIsRefused() {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        let result = plusmd(["tm", "set", "press", "40"], in: root)
        #expect(result.status == 2)
        #expect(result.err.contains("below the 45 lb bar"))
        #expect(plusmd(["init", "k", "--tm", "squat=0.9", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path).status == 2)
        let jump = plusmd(["tm", "set", "bench", "2100"], in: root)
        #expect(jump.status == 0)
        #expect(jump.err.contains("warning: 2100 is more than 1.5 times the bench training max of 225"))
    }
}
