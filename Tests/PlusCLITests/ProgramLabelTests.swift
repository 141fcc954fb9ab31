import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The labels of `status`, `tm`, `next` and `prs` say what the numbers are (found in a
/// newcomer's trial): why a TM stays, which cycle the pending TMs open, the rule a new cycle's
/// TMs came from, a 7th week said once, Joker sets in the PR heading.
@Suite struct ProgramLabelTests {
    let forever = ForeverProgramTests()

    /// Writes, ticks and finishes every lift of `weeks` of `cycle` with `next`; `reps(lift, week)`
    /// gives the AMRAP reps.
    func run(_ journal: String, cycle: Int, weeks: [Int], offset: inout Int, reps: (String, Int) -> Int) throws {
        for week in weeks {
            for lift in ["squat", "bench", "deadlift", "press"] {
                let next = try forever.report(NextReport.self, ["next", "--lift", lift, "--date", ForeverProgramTests.day(offset)], in: journal)
                #expect((next.cycle, next.week) == (cycle, week), "\(lift) \(cycle) \(week)")
                let path = journal + "/" + next.path
                try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: reps(lift, week))
                    .write(toFile: path, atomically: false, encoding: .utf8)
                offset += 1
            }
        }
    }

    /// Default program, press's week-3 AMRAP ticked `x 0`: the TM stays because the AMRAP failed,
    /// not because it was set by hand; after the deload, the pending TMs are this cycle's.
    @Test func failedWeekThreeAMRAPIsNotSetByHand() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        var offset = 0
        try run(journal, cycle: 1, weeks: [1, 2, 3], offset: &offset) { lift, week in lift == "press" && week == 3 ? 0 : 8 }
        let status = plusmd(["status"], in: journal).out
        #expect(status.contains("  Next cycle:  "), "\(status)")
        #expect(status.contains("press 135 lb (week-3 AMRAP failed, 0 reps)"), "\(status)")
        #expect(!status.contains("set by hand"), "\(status)")
        let tm = plusmd(["tm"], in: journal).out
        #expect(tm.contains("week-3 AMRAP failed, 0 reps: keeps its TM"), "\(tm)")
        let json = try forever.report(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(json.pendingKept == [PendingKeptRow(lift: .press, reason: .amrapFailed)])
        let statusJSON = try forever.report(StatusReport.self, ["status"], in: journal)
        #expect(statusJSON.pendingKept == json.pendingKept && statusJSON.pendingCycle == 2)

        // After the deload, before cycle 2's first sheet: the pending TMs are cycle 2's.
        try run(journal, cycle: 1, weeks: [4], offset: &offset) { _, _ in 8 }
        let opening = plusmd(["status"], in: journal).out
        #expect(opening.hasPrefix("Cycle 2, week 1 (5s)\n"), "\(opening)")
        #expect(!opening.contains("Next cycle:"), "\(opening)")
        #expect(opening.contains("  Cycle 2 TMs: squat "), "\(opening)")
        #expect(opening.contains("(applied when its first sheet is written; see `plusmd tm`)"), "\(opening)")
        #expect(plusmd(["tm"], in: journal).out.contains("Cycle 2 will use"))
        // `next` opening cycle 2 gives the replay's reason too (it said "set by hand, or …").
        let dry = try forever.report(NextReport.self, ["next", "--lift", "squat", "--dry-run", "--date", ForeverProgramTests.day(offset)], in: journal)
        #expect(dry.trainingMaxKept == [PendingKeptRow(lift: .press, reason: .amrapFailed)])
        let first = plusmd(["next", "--lift", "squat", "--date", ForeverProgramTests.day(offset)], in: journal)
        #expect(first.out.contains("week-3 AMRAP failed, 0 reps: keeps its TM"), "\(first.out)")
        #expect(!first.out.contains("set by hand"), "\(first.out)")
    }

    /// A TM set by hand after week 3 says so; a skipped AMRAP set says it was skipped.
    @Test func setByHandAndSkippedSayWhy() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        var offset = 0
        try run(journal, cycle: 1, weeks: [1, 2], offset: &offset) { _, _ in 8 }
        try run(journal, cycle: 1, weeks: [3], offset: &offset) { _, _ in 8 }
        // Bench's week-3 AMRAP set skipped (`[-]`) instead of ticked.
        let bench = try #require(try FileManager.default.subpathsOfDirectory(atPath: journal).first { $0.hasSuffix("-bench.md") && $0 > "2026/2026-09-06" })
        let text = try String(contentsOfFile: journal + "/" + bench, encoding: .utf8)
        let amrap = try #require(text.split(separator: "\n").last { $0.hasPrefix("- [x] ") && $0.contains(" x 8") })
        try text.replacingOccurrences(of: String(amrap), with: "- [-] " + amrap.dropFirst(6))
            .write(toFile: journal + "/" + bench, atomically: false, encoding: .utf8)
        #expect(plusmd(["tm", "set", "press", "140", "--date", ForeverProgramTests.day(offset)], in: journal).status == 0)
        let json = try forever.report(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(json.pendingKept == [PendingKeptRow(lift: .bench, reason: .amrapSkipped), PendingKeptRow(lift: .press, reason: .manual)])
        let status = plusmd(["status"], in: journal).out
        #expect(status.contains("bench 232.2 lb (week-3 AMRAP skipped)") || status.contains("(week-3 AMRAP skipped)"), "\(status)")
        #expect(status.contains("press 140 lb (set by hand)"), "\(status)")
        #expect(plusmd(["tm"], in: journal).out.contains("set by hand: keeps its TM"))
    }

    /// Forever with fixed progression: `next`'s heading names fixed increments; the 7th week is
    /// said once; after a passed TM test, `status` and `tm` say so; Joker sets are in `prs`'s heading.
    @Test func foreverLabels() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        try (try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8) + ForeverProgramTests.yaml(progression: "fixed"))
            .write(toFile: journal + "/plusmd.yaml", atomically: false, encoding: .utf8)
        var offset = 0
        try run(journal, cycle: 1, weeks: [1, 2, 3], offset: &offset) { _, _ in 8 }
        let next = plusmd(["next", "--lift", "squat", "--date", ForeverProgramTests.day(offset)], in: journal).out
        #expect(next.contains("New cycle 2: training maxes (lb) from fixed increments after week 3\n"), "\(next)")
        #expect(!next.contains("AMRAP sets"), "\(next)")
        try forever.run(folder, journal: journal, cycles: [(2, [1, 2, 3]), (3, [7]), (4, [1, 2, 3]), (5, [7])], start: 13)
        let status = plusmd(["status"], in: journal).out
        #expect(status.contains("squat 345 lb (passed the TM test)"), "\(status)")
        #expect(!status.contains("set by hand"), "\(status)")
        #expect(status.contains("  Cycle 6 TMs: "), "\(status)")
        let tm = plusmd(["tm"], in: journal).out
        #expect(tm.contains("passed the TM test: keeps its TM"), "\(tm)")
        #expect(!tm.contains("or set by hand"), "\(tm)")
        let json = try forever.report(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(json.pendingKept.map(\.reason) == [.trainingMaxTestPassed, .trainingMaxTestPassed, .trainingMaxTestPassed])
        let prs = plusmd(["prs"], in: journal).out
        #expect(prs.contains("from AMRAP and Joker sets of weeks 1–3"), "\(prs)")
        #expect(try forever.report(RecordsReport.self, ["prs"], in: journal).jokerSets)
    }

    /// The 7th-week line says the protocol once.
    @Test func seventhWeekSaidOnce() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        try (try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8) + ForeverProgramTests.yaml(progression: "fixed"))
            .write(toFile: journal + "/plusmd.yaml", atomically: false, encoding: .utf8)
        try forever.run(folder, journal: journal, cycles: [(1, [1, 2, 3]), (2, [1, 2, 3])])
        _ = plusmd(["next", "--lift", "squat", "--date", ForeverProgramTests.day(30)], in: journal)
        let status = plusmd(["status"], in: journal).out
        #expect(status.hasPrefix("7th-week deload; cycle 3\n"), "\(status)")
    }
}
