import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

/// `plusmd log` where a feature meets it (the `log` column of the seam matrix in docs/testing.md):
/// skipped and 0-rep sets, a reset, a TM set by hand, an import, two sheets of a lift on one day,
/// conflict copies, the cache and the plates owned. Each test checks the numbers on the screen
/// and in the file `log` writes, worked out by hand in the comments (5/3/1: warmups 40/50/60 %,
/// week 1 65/75/85 % × 5/5/5+, week 2 70/80/90 % × 3/3/3+, week 3 75/85/95 % × 5/3/1+, the deload
/// 40/50/60 % × 5, BBB 50 % × 10, all of the TM; loads to the nearest 5 lb on a 45 lb bar;
/// Epley e1RM = w × (1 + r/30)).
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct LogSeamTerminalTests {
    /// Presses Enter (after typing `reps`, when given) and waits until set `number` is logged.
    func logSet(_ tmux: Tmux, _ number: Int, reps: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if let reps { try tmux.type(reps) }
        try tmux.send("Enter")
        try tmux.waitFor("logged set \(number):", sourceLocation: sourceLocation)
    }

    /// Quits `log` and waits for its exit status 0.
    func quit(_ tmux: Tmux, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try tmux.send("q")
        try tmux.waitFor("EXIT=0", sourceLocation: sourceLocation)
    }

    /// Ticks the first `count` open sets of the sheet at `path` (relative to the journal), as an
    /// editor would.
    func tickFirst(_ count: Int, of path: String, in journal: TerminalJournal) throws {
        var text = try String(contentsOfFile: journal.root + "/" + path, encoding: .utf8)
        for _ in 0..<count { text = text.replacingFirst("- [ ] ", with: "- [x] ") }
        try text.write(toFile: journal.root + "/" + path, atomically: true, encoding: .utf8)
    }

    /// The first `sessions` sheets of cycle 1 (12: weeks 1–3 of every lift), in the order `next`
    /// suggests, written with `next` and ticked with `amrap` reps on each AMRAP set, one a day from
    /// 2026-09-01.
    func liftSessions(_ journal: TerminalJournal, _ sessions: Int = 12, amrap: Int) throws {
        for index in 0..<sessions {
            try nextTicked(["--date", String(format: "2026-09-%02d", index + 1)], in: journal.root, amrap: amrap, environment: journal.environment)
        }
    }

    // MARK: - Skip and 0-rep sets

    /// 0 reps typed on the AMRAP set (the lift's first, so any rep would have been a PR) and a BBB
    /// set skipped (`[-]`, in an editor, read with `r`): no PR, the summary counts only what was
    /// lifted, and the sheet counts as done, so `next` moves on to bench.
    @Test func aZeroRepAMRAPAndASkippedSetAreNoPRAndTheSheetIsDone() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, height: 40)
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        for number in 1...5 { try logSet(tmux, number) }
        let prompt = try tmux.waitFor("How many reps?")
        #expect(prompt.contains("Your first AMRAP of this lift: any reps set your best e1RM."), "\(prompt)")
        // TM 315: 85 % = 267.75, loaded as 270.
        try logSet(tmux, 6, reps: "0")
        try tmux.waitFor("logged set 6: 270 lb × 0")
        #expect(try !tmux.screen().contains("PR"), "0 reps celebrate nothing")
        // Set 7 (the first BBB set) skipped in an editor, then read back with r.
        let name = try #require(journal.sheets.first { $0.hasSuffix("-squat.md") })
        let text = try String(contentsOfFile: journal.root + "/" + name, encoding: .utf8)
        try text.replacingFirst("- [ ] ", with: "- [-] ").write(toFile: journal.root + "/" + name, atomically: true, encoding: .utf8)
        try tmux.send("r")
        try tmux.waitFor("reloaded")
        let reloaded = try tmux.waitFor("▶  8  BBB")
        #expect(reloaded.contains("  –  7  BBB      160 lb × 10"), "\(reloaded)")
        for number in 8...11 { try logSet(tmux, number) }
        let summary = try tmux.waitFor("Workout finished: squat, cycle 1 week 1")
        // Reps: 5 + 5 + 3 (warmups) + 5 + 5 + 0 (working) + 4 × 10 (BBB, one skipped) = 63.
        #expect(summary.contains("Sets: 10 of 11 (warmup 3/3, working 3/3, bbb 4/5); 63 reps"), "\(summary)")
        // 125×5 + 160×5 + 190×3 + 205×5 + 235×5 + 270×0 + 160×10×4
        let volume: Int = [625, 800, 570, 1025, 1175, 0, 6400].reduce(0, +)
        #expect(volume == 10595 && summary.contains("Volume: 10595 lb"), "\(summary)")
        #expect(!summary.contains("AMRAP:"), "a 0-rep AMRAP set has no e1RM: \(summary)")
        #expect(summary.contains("PRs: none"), "\(summary)")
        #expect(!summary.contains("NEW e1RM PR"), "\(summary)")
        // Squat is done (every working set ticked, one BBB set skipped): bench's week 1, TM 225,
        // top set 85 % = 191.25, loaded as 190.
        #expect(summary.contains("Next: Bench press · cycle 1 · week 1 (5s) — top set 190 x 5+"), "\(summary)")
        try quit(tmux)
        let lines = try journal.setLines("squat")
        #expect(lines[5] == "- [x] 270 x 0 — 45 45 10 10 2.5 per side", "\(lines)")
        #expect(lines[6] == "- [-] 160 x 10 — 45 10 2.5 per side", "\(lines)")
        #expect(lines.filter { $0.hasPrefix("- [x] ") }.count == 10)
        #expect(try !journal.sheet("squat").contains("PR:"), "no PR note")
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal.root, environment: journal.environment)
        #expect(status.done == [.squat])
        let prs = try plusmdReport(RecordsReport.self, ["prs"], in: journal.root, environment: journal.environment)
        #expect(prs.best[.squat]?.wrappedValue == nil, "no squat e1RM from a 0-rep set")
    }

    // MARK: - Resets

    /// A reset after week 3, whose AMRAP sets (9 reps) would raise every TM: `log` starts cycle 2's
    /// week 1 at the TMs in force, not at the dropped rises.
    @Test func afterAResetLogStartsTheNewCycleAtTheTMsInForce() throws {
        let journal = try TerminalJournal()
        try liftSessions(journal, amrap: 9)
        let reset = plusmd(["reset", "--yes", "--date", "2026-09-14"], in: journal.root, environment: journal.environment)
        #expect(reset.status == 0, "\(reset.err)")
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        let screen = try tmux.waitFor("Squat · cycle 2 · week 1 (5s)")
        // TM 315 (the rise, 90 % of 300 × (1 + 9/30) = 390, would be 351: top set 298.35 → 300).
        // 40 % = 126 → 125; 65 % = 204.75 → 205; 75 % = 236.25 → 235; 85 % = 267.75 → 270.
        #expect(screen.contains("TM 315 lb"), "\(screen)")
        #expect(screen.contains("▶  1  Warmup   125 lb × 5     35 5 per side   ← next"), "\(screen)")
        #expect(screen.contains("     4  Working  205 lb × 5     45 35 per side"), "\(screen)")
        #expect(screen.contains("     5  Working  235 lb × 5     45 45 5 per side"), "\(screen)")
        #expect(screen.contains("     6  Working  270 lb × 5+    45 45 10 10 2.5 per side   AMRAP"), "\(screen)")
        try logSet(tmux, 1)
        try quit(tmux)
        let sheet = try journal.sheet("squat")
        #expect(sheet.contains("cycle: 2\nweek: 1\ntraining_max: 315\n"), "\(sheet)")
        let lines = try journal.setLines("squat")
        #expect(lines.first == "- [x] 125 x 5 — 35 5 per side" && lines[5] == "- [ ] 270 x 5+ — 45 45 10 10 2.5 per side", "\(lines)")
    }

    // MARK: - Hand-set TMs

    /// Squat's TM set by hand (340) after a finished week 3 whose AMRAP would have made it 351: after
    /// the deload, `log` plans cycle 2's squat at 340, neither 351 nor 340 raised.
    @Test func aTMSetByHandAfterWeekThreeReachesLogsTargets() throws {
        let journal = try TerminalJournal()
        try liftSessions(journal, amrap: 9)
        let set = plusmd(["tm", "set", "squat", "340", "--date", "2026-09-13"], in: journal.root, environment: journal.environment)
        #expect(set.status == 0, "\(set.err)")
        for index in 14...17 { try nextTicked(["--date", "2026-09-\(index)"], in: journal.root, environment: journal.environment) }
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        let screen = try tmux.waitFor("Squat · cycle 2 · week 1 (5s)")
        // TM 340: 40 % = 136 → 135 (45 per side); 50 % = 170; 60 % = 204 → 205; 65 % = 221 → 220;
        // 75 % = 255; 85 % = 289 → 290; BBB 50 % = 170. (At 351: 230, 265, 300.)
        #expect(screen.contains("TM 340 lb"), "\(screen)")
        #expect(screen.contains("▶  1  Warmup   135 lb × 5     45 per side   ← next"), "\(screen)")
        #expect(screen.contains("     2  Warmup   170 lb × 5"), "\(screen)")
        #expect(screen.contains("     3  Warmup   205 lb × 3"), "\(screen)")
        #expect(screen.contains("     4  Working  220 lb × 5"), "\(screen)")
        #expect(screen.contains("     5  Working  255 lb × 5"), "\(screen)")
        #expect(screen.contains("     6  Working  290 lb × 5+"), "\(screen)")
        #expect(screen.contains("     7  BBB      170 lb × 10"), "\(screen)")
        try logSet(tmux, 1)
        try quit(tmux)
        #expect(try journal.sheet("squat").contains("training_max: 340\n"))
        let lines = try journal.setLines("squat")
        #expect(lines.first == "- [x] 135 x 5 — 45 per side" && lines[5].hasPrefix("- [ ] 290 x 5+ — "), "\(lines)")
    }

    // MARK: - Imports

    /// After `init --from` a Strong export, the record an AMRAP set must beat is the imported best
    /// until a set beats it: squat's 368.5 stays the record over week 1's 255 × 10 (340), and is
    /// beaten by 270 × 11; bench's 239.17 was beaten by week 1's 185 × 10 (246.67), which is the
    /// record then.
    @Test func theRecordToBeatIsTheImportedBestUntilASetBeatsIt() throws {
        let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/imports").path
        let journal = try TerminalJournal(initArguments: ["--from", imports + "/strong-lb.csv", "--unit", "lb", "--yes", "--date", "2026-11-30"])
        // Week 1 at the imported TMs, 10 reps on each AMRAP set: squat TM 299.25, 85 % = 254.36 → 255,
        // 255 × 10 = e1RM 340; bench TM 215.25, 85 % = 182.96 → 185, 185 × 10 = e1RM 246.67.
        for (index, lift) in ["squat", "bench", "deadlift", "press"].enumerated() {
            try nextTicked(["--lift", lift, "--date", "2026-12-0\(index + 1)"], in: journal.root, amrap: 10, environment: journal.environment)
        }
        // Week 2's squat and bench sheets, warmups and the first two working sets ticked.
        for lift in ["squat", "bench"] {
            let next = try plusmdReport(NextReport.self, ["next", "--lift", lift, "--date", "2026-12-05"], in: journal.root, environment: journal.environment)
            try tickFirst(5, of: next.path, in: journal)
        }
        let squat = try Tmux(journal.command("log --lift squat"), environment: journal.environment)
        let prompt = try squat.waitFor("How many reps?")
        // Week 2 squat: 90 % of 299.25 = 269.33 → 270. 270 × (1 + r/30) > 368.5 needs r > 10.94: 11.
        #expect(prompt.contains("AMRAP 270 lb × 3+"), "\(prompt)")
        #expect(prompt.contains("11 reps beat your best e1RM 368.5 lb (imported, 2026/2026-11-30-training-max.md)."), "\(prompt)")
        // 270 × 11: 270 + 99 = 369.
        try logSet(squat, 6, reps: "11")
        let party = try squat.waitFor("NEW e1RM PR")
        #expect(party.contains("NEW e1RM PR: 369 lb (270 × 11), up from 368.5"), "\(party)")
        try quit(squat)
        eventually("the PR note") { try String(contentsOfFile: journal.root + "/2026/2026-12-05-squat.md", encoding: .utf8).contains("PR: e1RM 369 (270 x 11)") }

        let bench = try Tmux(journal.command("log --lift bench"), environment: journal.environment)
        let benchPrompt = try bench.waitFor("How many reps?")
        // Week 2 bench: 90 % of 215.25 = 193.73 → 195. 195 × (1 + r/30) > 246.67 needs r > 7.95: 8.
        #expect(benchPrompt.contains("AMRAP 195 lb × 3+"), "\(benchPrompt)")
        #expect(benchPrompt.contains("8 reps beat your best e1RM 246.67 lb (185 × 10, 2026/2026-12-02-bench.md)."), "\(benchPrompt)")
        // 195 × 7 = 240.5: no PR, below both the set and the baseline.
        try logSet(bench, 6, reps: "7")
        try bench.waitFor("logged set 6: 195 lb × 7")
        #expect(try !bench.screen().contains("NEW e1RM PR"))
        try quit(bench)
        let prs = try plusmdReport(RecordsReport.self, ["prs"], in: journal.root, environment: journal.environment)
        #expect(prs.best[.squat]?.wrappedValue?.estimatedOneRepMax == Weight(369))
        #expect(prs.best[.bench]?.wrappedValue?.estimatedOneRepMax == Weight(hundredths: 24667))
    }

    // MARK: - Same-day sheets

    /// Catching up: squat's week 1 lifted today, then week 2 started the same day by `log` (its
    /// second squat sheet of the day). A second `log`, without the rest timer's hint, resumes week
    /// 2's sheet, not week 1's (same day, earlier name) and not a new one.
    @Test func logResumesTheUnfinishedOfTwoSheetsOfALiftOnOneDay() throws {
        let journal = try TerminalJournal()
        let today = TerminalJournal.localToday
        for (lift, date) in [("bench", "2026-09-01"), ("deadlift", "2026-09-02"), ("press", "2026-09-03"), ("squat", today)] {
            try nextTicked(["--lift", lift, "--date", date], in: journal.root, amrap: 8, environment: journal.environment)
        }
        let first = try Tmux(journal.command("log"), environment: journal.environment)
        try first.waitFor("Squat · cycle 1 · week 2 (3s)")
        // Week 2, TM 315: warmups 125/160/190, then 70 % = 220.5 → 220 × 3 (87.5 a side: 45 35 5 2.5).
        for number in 1...4 { try logSet(first, number) }
        try first.waitFor("logged set 4: 220 lb × 3")
        try quit(first)
        let week1 = "2026/\(today)-squat.md", week2 = "2026/\(today)-squat-2.md"
        #expect(Set(journal.sheets.filter { $0.contains("squat") }) == [week1, week2])
        let week1Text = try String(contentsOfFile: journal.root + "/" + week1, encoding: .utf8)
        let stateFolder = journal.folder.path + "/state/plusmd"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: stateFolder)) ?? [] where name.hasPrefix("timer-") {
            try FileManager.default.removeItem(atPath: stateFolder + "/" + name)
        }
        let second = try Tmux(journal.command("log"), environment: journal.environment)
        let resumed = try second.waitFor("4/11 sets")
        #expect(resumed.contains("Squat · cycle 1 · week 2 (3s)") && resumed.contains(week2), "\(resumed)")
        // 80 % = 252 → 250 × 3 (102.5 a side: 45 45 10 2.5); 90 % = 283.5 → 285 × 3+.
        #expect(resumed.contains("▶  5  Working  250 lb × 3     45 45 10 2.5 per side   ← next"), "\(resumed)")
        #expect(resumed.contains("     6  Working  285 lb × 3+"), "\(resumed)")
        try logSet(second, 5)
        try quit(second)
        let lines = try String(contentsOfFile: journal.root + "/" + week2, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("- [") }
        #expect(lines[3] == "- [x] 220 x 3 — 45 35 5 2.5 per side" && lines[4] == "- [x] 250 x 3 — 45 45 10 2.5 per side", "\(lines)")
        #expect(try String(contentsOfFile: journal.root + "/" + week1, encoding: .utf8) == week1Text, "week 1's sheet untouched")
        #expect(journal.sheets.filter { $0.contains("squat") }.count == 2, "no third sheet")
    }

    // MARK: - Assistance categories

    /// `log`'s finish screen gives the day's assistance reps per category against the target,
    /// as `show` does: dips 5 × 10 ticked (push 50, in 50–100), chin-ups 10, 8 (pull 18, 32 short).
    @Test func theFinishSaysTheDaysAssistanceRepsPerCategory() throws {
        let journal = try TerminalJournal()
        let settings = journal.root + "/plusmd.yaml"
        try (try String(contentsOfFile: settings, encoding: .utf8) + """

            assistance:
              squat: ["Dip 5 x 10", "Chin-up 5 x 10"]
              categories:
                push: [Dip]
                pull: [Chin-up]
              target: 50-100

            """).write(toFile: settings, atomically: true, encoding: .utf8)
        let today = TerminalJournal.localToday
        let next = try plusmdReport(NextReport.self, ["next", "--lift", "squat", "--date", today], in: journal.root, environment: journal.environment)
        let path = journal.root + "/" + next.path
        // Every set and the assistance ticked in the editor but the AMRAP set, passed over (the
        // sets after it are done): `log` opens on the finish screen of the unfinished sheet.
        let text = try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 8)
            .replacingOccurrences(of: "- [x] Chin-up 5 x 10", with: "- [x] Chin-up: 10, 8")
            .replacingOccurrences(of: "- [x] 270 x 8", with: "- [ ] 270 x 5+")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        let summary = try tmux.waitFor("Workout finished: squat, cycle 1 week 1")
        let done = try tmux.waitFor("Assistance reps on the day:")
        #expect(done.contains("Assistance reps on the day: push 50 (in 50–100), pull 18 (32 short of 50)"), "\(summary)\n\(done)")
        try quit(tmux)
    }

    // MARK: - Conflict copies

    /// A sync tool's conflict copy of the sheet being logged (every set ticked, 270 × 15 on the
    /// AMRAP) and of plusmd.yaml (a 35 lb bar): `log` resumes the original at its own progress,
    /// loads the 45 lb bar, and treats its AMRAP set as the lift's first (the copy's is no record).
    @Test func conflictCopiesOfTheSheetAndTheSettingsAreIgnored() throws {
        let journal = try TerminalJournal()
        let next = try plusmdReport(NextReport.self, ["next", "--lift", "squat", "--date", "2026-09-01"], in: journal.root, environment: journal.environment)
        let original = try String(contentsOfFile: journal.root + "/" + next.path, encoding: .utf8)
        let copyPath = "2026/2026-09-01-squat.sync-conflict-20260902-101500-ABCDEF7.md"
        try original.ticked(amrap: 15).write(toFile: journal.root + "/" + copyPath, atomically: true, encoding: .utf8)
        let settings = try String(contentsOfFile: journal.root + "/plusmd.yaml", encoding: .utf8)
        try settings.replacingFirst("bar: 45", with: "bar: 35")
            .write(toFile: journal.root + "/plusmd.sync-conflict-20260902-080000-XYZ1234.yaml", atomically: true, encoding: .utf8)
        try tickFirst(3, of: next.path, in: journal)
        let copyText = try String(contentsOfFile: journal.root + "/" + copyPath, encoding: .utf8)

        let tmux = try Tmux(journal.command("log"), environment: journal.environment, width: 160)
        let screen = try tmux.waitFor("3/11 sets")
        #expect(screen.contains("Squat · cycle 1 · week 1 (5s) · 2026-09-01") && screen.contains(next.path), "\(screen)")
        // 205 on the 45 lb bar: 80 a side, 45 35 (on the copy's 35 lb bar, 85 a side: 45 35 5).
        #expect(screen.contains("▶  4  Working  205 lb × 5     45 35 per side   ← next"), "\(screen)")
        #expect(screen.contains("     6  Working  270 lb × 5+    45 45 10 10 2.5 per side   AMRAP"), "\(screen)")
        try logSet(tmux, 4)
        try logSet(tmux, 5)
        let prompt = try tmux.waitFor("How many reps?")
        #expect(prompt.contains("Your first AMRAP of this lift: any reps set your best e1RM."), "the copy's 270 × 15 is no record: \(prompt)")
        // 270 × 8: 270 + 72 = 342.
        try logSet(tmux, 6, reps: "8")
        let party = try tmux.waitFor("NEW e1RM PR")
        #expect(party.contains("NEW e1RM PR: 342 lb (270 × 8)") && !party.contains("up from"), "\(party)")
        try quit(tmux)
        let lines = try String(contentsOfFile: journal.root + "/" + next.path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("- [") }
        #expect(lines[3] == "- [x] 205 x 5 — 45 35 per side" && lines[5] == "- [x] 270 x 8 — 45 45 10 10 2.5 per side", "\(lines)")
        #expect(lines.filter { $0.hasPrefix("- [x] ") }.count == 6)
        #expect(try String(contentsOfFile: journal.root + "/" + copyPath, encoding: .utf8) == copyText, "the copy is never written")
    }

    // MARK: - The cache

    /// `log`'s finish summary reads the journal through the cache: with every file cached and
    /// then squat's week-3 sheet edited (same size, so only its stamp tells), the "Next:" line after
    /// the last deload sheet is what a fresh `next --dry-run --no-cache` plans.
    @Test func theFinishSummaryThroughTheCacheIsWhatAFreshNextPlans() throws {
        let journal = try TerminalJournal()
        // Weeks 1–3 with 8 reps on each AMRAP set, and the deload of all but press.
        try liftSessions(journal, 15, amrap: 8)
        let cache = try #require(JournalCache.forJournal(root: journal.root, environment: journal.environment, disabled: false))
        // Files are cached once older than the racy window (2 s): load until all come from the cache.
        eventually("every file read from the cache") {
            let loaded = try JournalLoader.load(root: journal.root, cache: cache)
            return loaded.filesFromCache == loaded.paths.count
        }
        // Squat's week-3 AMRAP set 300 × 8 (e1RM 380, TM 342) made 300 × 9 after caching.
        let week3 = journal.root + "/2026/2026-09-09-squat.md"
        let before = try String(contentsOfFile: week3, encoding: .utf8)
        try before.replacingFirst("- [x] 300 x 8 ", with: "- [x] 300 x 9 ").write(toFile: week3, atomically: false, encoding: .utf8)

        let tmux = try Tmux(journal.command("log"), environment: journal.environment, width: 200, height: 40)
        let screen = try tmux.waitFor("Overhead press · cycle 1 · week 4 (deload)")
        // TM 135: 40 % = 54 → 55; 50 % = 67.5 → 70; 60 % = 81 → 80.
        #expect(screen.contains("▶  1  Working  55 lb × 5"), "\(screen)")
        for number in 1...3 { try logSet(tmux, number) }
        let summary = try tmux.waitFor("Workout finished: overhead press, cycle 1 week 4")
        #expect(summary.contains("Sets: 3 of 3 (working 3/3); 15 reps"), "\(summary)")
        #expect(summary.contains("Volume: 1025 lb"), "55×5 + 70×5 + 80×5: \(summary)")
        // Cycle 2's TMs, 90 % of each week-3 e1RM: squat 300 × 9 → 390 → 351 (300 × 8 would give
        // 342); bench 215 × 8 → 272.33 → 245.1; deadlift 385 × 8 → 487.67 → 438.9; press 130 × 8 →
        // 164.67 → 148.2. Squat's top set: 85 % of 351 = 298.35 → 300.
        let expected =
            "Next: Squat · cycle 2 · week 1 (5s) — top set 300 x 5+; new TMs: squat 315 → 351, bench 225 → 245.1, deadlift 405 → 438.9, press 135 → 148.2"
        #expect(summary.contains(expected), "\(summary)")
        try quit(tmux)
        let fresh = try plusmdReport(NextReport.self, ["next", "--dry-run", "--no-cache"], in: journal.root, environment: journal.environment)
        let top = try #require(fresh.sets.last { $0.kind == .working })
        let changes = fresh.trainingMaxChanges.map { "\($0.lift.rawValue) \($0.from.map(\.description) ?? "none") → \($0.to)" }
        let planned = "Next: Squat · cycle \(fresh.cycle) · week \(fresh.week) (5s) — top set \(top.weight) x \(top.reps)+; new TMs: " + changes.joined(separator: ", ")
        #expect(fresh.lift == .squat && planned == expected, "\(planned)")
    }

    // MARK: - Plate inventory

    /// One 45 and one 25 a side (plates {45: 2, 25: 2}): at most 45 + 2 × 70 = 185 lb. Deadlift TM
    /// 405, week 1: 40 % = 162 loads as 185 (the nearest, not capped); 50 % = 202.5, 60 % = 243, 65 %
    /// = 263.25, 75 % = 303.75, 85 % = 344.25 and BBB 202.5 are all capped at 185. The set rows say
    /// what the program wanted; a set logged at its target keeps the sheet's capped note, one logged
    /// lighter says its own plates, and undo writes the capped target back with its note.
    @Test func aCappedLoadSaysSoOnTheSetRow() throws {
        let journal = try TerminalJournal()
        let settings = try String(contentsOfFile: journal.root + "/plusmd.yaml", encoding: .utf8)
            .replacingFirst("plates: [45, 35, 25, 10, 5, 2.5]", with: "plates: {45: 2, 25: 2}")
        try settings.write(toFile: journal.root + "/plusmd.yaml", atomically: true, encoding: .utf8)
        let tmux = try Tmux(journal.command("log --lift deadlift"), environment: journal.environment, height: 40)
        let screen = try tmux.waitFor("Deadlift · cycle 1 · week 1 (5s)")
        #expect(screen.contains("▶  1  Warmup   185 lb × 5     45 25 per side   ← next"), "not capped: \(screen)")
        #expect(screen.contains("     2  Warmup   185 lb × 5     45 25 per side (capped from 202.5)"), "\(screen)")
        #expect(screen.contains("     3  Warmup   185 lb × 3     45 25 per side (capped from 243)"), "\(screen)")
        #expect(screen.contains("     4  Working  185 lb × 5     45 25 per side (capped from 263.25)"), "\(screen)")
        #expect(screen.contains("     6  Working  185 lb × 5+    45 25 per side (capped from 344.25)   AMRAP"), "\(screen)")
        #expect(screen.contains("     7  BBB      185 lb × 10    45 25 per side (capped from 202.5)"), "\(screen)")
        for number in 1...4 { try logSet(tmux, number) }
        let logged = try tmux.waitFor("▶  5  Working")
        #expect(logged.contains("  ✓  4  Working  185 lb × 5     45 25 per side (capped from 263.25)"), "\(logged)")
        #expect(logged.contains("▶  5  Working  185 lb × 5     45 25 per side (capped from 303.75)   ← next"), "\(logged)")
        // Set 5 lifted at 135 instead (45 a side): the line says those plates and no cap; undo
        // writes the capped target back with its note.
        try tmux.send("w")
        try tmux.waitFor("Weight for the next set (target 185 lb)")
        try tmux.type("135")
        try tmux.send("Enter")
        try tmux.waitFor("next set at 135 lb")
        try logSet(tmux, 5)
        let lighter = try tmux.waitFor("logged set 5: 135 lb × 5")
        #expect(lighter.split(separator: "\n").first { $0.contains("5  Working") } == "  ✓  5  Working  135 lb × 5     45 per side", "\(lighter)")
        eventually("set 5 written at 135") { try journal.setLines("deadlift")[4] == "- [x] 135 x 5 — 45 per side" }
        #expect(try journal.setLines("deadlift")[4] == "- [x] 135 x 5 — 45 per side")
        try tmux.send("u")
        try tmux.waitFor("took back set 5")
        let capped = "- [ ] 185 x 5 — 45 25 per side (capped: the plates owned make at most 185, not 303.75)"
        eventually("set 5 back at its capped target") { try journal.setLines("deadlift")[4] == capped }
        #expect(try journal.setLines("deadlift")[4] == capped)
        try quit(tmux)
        let lines = try journal.setLines("deadlift")
        #expect(lines[0] == "- [x] 185 x 5 — 45 25 per side", "\(lines)")
        #expect(lines[3] == "- [x] 185 x 5 — 45 25 per side (capped: the plates owned make at most 185, not 263.25)", "\(lines)")
        #expect(lines[5] == "- [ ] 185 x 5+ — 45 25 per side (capped: the plates owned make at most 185, not 344.25)", "\(lines)")
    }
}
