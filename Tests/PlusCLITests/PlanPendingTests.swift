import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plan` reaching into the next cycle uses what the journal already knows: the rises of lifts
/// whose week 3 is done (while the week is under way), never a rise held for the lifter's word,
/// and no increment after a skipped or failed week 3.
@Suite struct PlanPendingTests {
    let folder = TemporaryFolder()

    /// A journal from the default TMs (squat 315, bench 225, deadlift 405, press 135) with weeks 1
    /// and 2 done and, of week 3, the sessions `weekThree` gives (lift, AMRAP reps, working sets ticked).
    func journal(weekThree: [(Lift, Int, Int)], settings: Settings = Settings()) throws -> String {
        let journal = newJournal(in: folder)
        var builder = JournalBuilder(settings: settings)
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        for (offset, (lift, amrap, ticked)) in weekThree.enumerated() {
            try builder.session(lift, on: "2026-09-1\(5 + offset)", amrap: amrap, tickWorking: ticked)
        }
        try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
        for file in builder.files { try file.text.write(toFile: journal + "/" + file.path, atomically: true, encoding: .utf8) }
        return journal
    }

    func firstWeek(of cycle: Int, in plan: PlanReport) throws -> [Lift: PlanReport.Session] {
        let week = try #require(plan.weeks.first { $0.cycle == cycle && $0.week == 1 })
        return Dictionary(uniqueKeysWithValues: week.sessions.map { ($0.lift, $0) })
    }

    @Test func weekThreeUnderWayPlansTheKnownRisesAndNamesTheRest() throws {
        let journal = try journal(weekThree: [(.squat, 9, 3), (.bench, 9, 3)])
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        // Squat 300 × 9: e1RM 300 × (1 + 9/30) = 390, 90 % = 351. Bench 215 × 9: 279.5, 90 % = 251.55.
        #expect(plan.pendingSoFar.map(\.lift) == [.squat, .bench])
        #expect(plan.pendingSoFar.map(\.to) == [Weight(351), Weight(hundredths: 25155)])
        #expect(plan.notYetKnown == [.deadlift, .press])
        let next = try firstWeek(of: 2, in: plan)
        #expect(next[.squat]?.trainingMax == Weight(351) && next[.squat]?.projected == false)
        #expect(next[.bench]?.trainingMax == Weight(hundredths: 25155) && next[.bench]?.projected == false)
        #expect(next[.deadlift]?.trainingMax == Weight(405) && next[.deadlift]?.projected == true)
        #expect(next[.press]?.trainingMax == Weight(135) && next[.press]?.projected == true)
        // 65/75/85 % of 351 = 228.15, 263.25, 298.35, loaded to the nearest 5 lb.
        #expect(next[.squat]?.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(230), Weight(265), Weight(300)])
        let text = plusmd(["plan", "--cycles", "2"], in: journal).out
        #expect(text.contains("Cycle 2 TMs known from week 3 so far: squat 315 → 351 (300 x 9), bench 225 → 251.55 (215 x 9); not yet known: deadlift, press (week 3 open)\n"), "\(text)")
        #expect(text.contains("  squat     TM 351      warmup"), "\(text)")
        #expect(text.contains("  deadlift  TM ~405     warmup"), "\(text)")
        // The same numbers `next` gives once the week is done: finish it and compare.
        let done = try self.journalFinishing(journal, with: [(.deadlift, "2026-09-17"), (.press, "2026-09-18")])
        let after = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: done)
        #expect(try firstWeek(of: 2, in: after)[.squat]?.trainingMax == Weight(351))
        #expect(after.pendingSoFar.isEmpty && after.notYetKnown.isEmpty, "week 3 is done: `pending`, as `tm` shows it")
        // A one-cycle plan never reaches cycle 2: nothing to say about it.
        let short = try plusmdReport(PlanReport.self, ["plan"], in: journal)
        #expect(short.pendingSoFar.isEmpty && short.notYetKnown.isEmpty)
    }

    /// Ticks the week-3 sessions of `lifts` with 6 reps on the AMRAP set (`next` writes them).
    func journalFinishing(_ journal: String, with lifts: [(Lift, String)]) throws -> String {
        for (lift, date) in lifts { try nextTicked(["--lift", lift.rawValue, "--date", date], in: journal, amrap: 6) }
        return journal
    }

    /// Week 3 under way with a rise that will be held: the plan shows it as held and keeps the
    /// TM in force for that lift (known, not projected).
    @Test func aRiseHeldFromWeekThreeSoFarIsShownNotPlanned() throws {
        // Squat 300 × 30: 540, held; bench 215 × 9: 251.55, known.
        let journal = try journal(weekThree: [(.squat, 30, 3), (.bench, 9, 3)])
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        #expect(plan.held.map(\.lift) == [.squat] && plan.held.first?.to == Weight(540))
        #expect(plan.pendingSoFar.map(\.lift) == [.bench])
        let next = try firstWeek(of: 2, in: plan)
        #expect(next[.squat]?.trainingMax == Weight(315) && next[.squat]?.projected == false)
        #expect(plan.notYetKnown == [.deadlift, .press])
    }

    @Test func aHeldRiseIsNotPlannedUntilAccepted() throws {
        // Squat 300 × 30: e1RM 600, 90 % = 540, a rise of 71 %: held. The others 6 reps, no rise
        // above 20 %: bench 215 × 6 = 258, 232.2; deadlift 385 × 6 = 462, 415.8; press 130 × 6 = 156, 140.4.
        let journal = try journal(weekThree: [(.squat, 30, 3), (.bench, 6, 3), (.deadlift, 6, 3), (.press, 6, 3)])
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        #expect(plan.held.map(\.lift) == [.squat] && plan.held.first?.to == Weight(540))
        let next = try firstWeek(of: 2, in: plan)
        #expect(next[.squat]?.trainingMax == Weight(315), "a held rise is not planned")
        #expect(next[.bench]?.trainingMax == Weight(hundredths: 23220) && next[.deadlift]?.trainingMax == Weight(hundredths: 41580))
        let text = plusmd(["plan", "--cycles", "2"], in: journal).out
        #expect(text.contains("  squat: 315 → 540 lb from 300 x 30") && text.contains("plusmd tm accept squat"), "\(text)")
        let accepted = plusmd(["tm", "accept", "squat", "--date", "2026-09-20"], in: journal)
        #expect(accepted.status == 0, "\(accepted.err)")
        let after = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        #expect(after.held.isEmpty)
        #expect(try firstWeek(of: 2, in: after)[.squat]?.trainingMax == Weight(540))
    }

    /// `tm set` over a pending rise says why the rise goes: the TM set by hand replaces it.
    @Test func aTMSetByHandSaysItReplacesThePendingRise() throws {
        let journal = try journal(weekThree: [(.squat, 9, 3), (.bench, 6, 3), (.deadlift, 6, 3), (.press, 6, 3)])
        let set = plusmd(["tm", "set", "squat", "340", "--date", "2026-09-21", "--yes"], in: journal)
        #expect(set.status == 0, "\(set.err)")
        let all = set.out + set.err
        // Squat 300 × 9: the pending 351 goes; the hand-set 340 is in force (and carries on).
        #expect(all.contains("squat next cycle's TM 351 → none: the TM set by hand in 2026/2026-09-21-training-max-squat.md replaces the week-3 progression"), "\(all)")
        #expect(!all.contains("no longer complete"))
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        #expect(try firstWeek(of: 2, in: plan)[.squat]?.trainingMax == Weight(340))
    }

    /// Under a fixed progression, week 3 under way: a lift done gets its increment, known (squat
    /// +10 lb), the other lift is projected with its own (bench +5 lb).
    @Test func weekThreeUnderWayWithAFixedProgression() throws {
        let settings = Settings.program([.cycles(count: 2, weeks: 3)], progression: .fixed)
        let journal = newJournal(in: folder)
        try """
            units: lb
            order: [squat, bench]
            program:
              progression: fixed
              blocks:
                - name: Leader
                  cycles: 2
                  weeks: 3
                  scheme: 531
                  supplemental: bbb
            """.write(toFile: journal + "/plusmd.yaml", atomically: true, encoding: .utf8)
        var builder = JournalBuilder(settings: settings)
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.session(.squat, on: "2026-09-15", amrap: 3)
        try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
        for file in builder.files { try file.text.write(toFile: journal + "/" + file.path, atomically: true, encoding: .utf8) }
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        #expect(plan.pendingSoFar.map(\.lift) == [.squat] && plan.pendingSoFar.first?.rule == "increment")
        #expect(plan.notYetKnown == [.bench])
        let next = try firstWeek(of: 2, in: plan)
        #expect(next[.squat]?.trainingMax == Weight(325) && next[.squat]?.projected == false)
        #expect(next[.bench]?.trainingMax == Weight(230) && next[.bench]?.projected == true)
        #expect(plusmd(["plan", "--cycles", "2"], in: journal).out.contains("squat 315 → 325 (+10)"))
    }

    @Test func aSkippedOrFailedWeekThreeKeepsTheTMUnderAFixedProgression() throws {
        let settings = Settings.program([.cycles(count: 2, weeks: 3)], progression: .fixed)
        let journal = newJournal(in: folder)
        try """
            units: lb
            order: [squat, bench]
            program:
              progression: fixed
              blocks:
                - name: Leader
                  cycles: 2
                  weeks: 3
                  scheme: 531
                  supplemental: bbb
            """.write(toFile: journal + "/plusmd.yaml", atomically: true, encoding: .utf8)
        var builder = JournalBuilder(settings: settings)
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        // Week 3: squat's AMRAP set 0 reps (failed), bench's left undone.
        try builder.session(.squat, on: "2026-09-15", amrap: 0)
        try builder.session(.bench, on: "2026-09-16", amrap: 6)
        try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
        for file in builder.files { try file.text.write(toFile: journal + "/" + file.path, atomically: true, encoding: .utf8) }
        let path = journal + "/2026/2026-09-16-bench.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "- [x] 215 x 6", with: "- [-] 215 x 1+").write(toFile: path, atomically: true, encoding: .utf8)
        let plan = try plusmdReport(PlanReport.self, ["plan", "--cycles", "2"], in: journal)
        let next = try firstWeek(of: 2, in: plan)
        // Fixed increments would be +10 squat, +5 bench; a failed or skipped week 3 earns none.
        #expect(next[.squat]?.trainingMax == Weight(315), "\(plusmd(["plan", "--cycles", "2"], in: journal).out)")
        #expect(next[.bench]?.trainingMax == Weight(225))
        #expect(next[.squat]?.projected == false && next[.bench]?.projected == false, "week 3 is done: known, not projected")
    }
}

/// A 0-rep or skipped (`[-]`) AMRAP set is lifted (or not) but never a record: `prs` leaves it
/// out of every list, and the next real AMRAP is compared with the one before it.
@Suite struct SkippedAMRAPRecordTests {
    @Test func prsLeavesOutAFailedAndASkippedAMRAPSet() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        // Week 1: squat 270 × 8 (e1RM 342), bench 190 × 0 (failed), deadlift skipped, press 115 × 8.
        try nextTicked(["--lift", "squat", "--date", "2026-09-01"], in: journal, amrap: 8)
        try nextTicked(["--lift", "bench", "--date", "2026-09-02"], in: journal, amrap: 0)
        let deadlift = try nextTicked(["--lift", "deadlift", "--date", "2026-09-03"], in: journal, amrap: 8)
        let path = journal + "/" + deadlift.path
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "- [x] 345 x 8", with: "- [-] 345 x 5+")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try nextTicked(["--lift", "press", "--date", "2026-09-04"], in: journal, amrap: 8)
        // Week 2: bench 205 × 6 (90 % of 225 = 202.5, loaded 205): e1RM 246, its first record.
        try nextTicked(["--lift", "bench", "--date", "2026-09-08"], in: journal, amrap: 6)
        let prs = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(prs.amrapSets[.squat]?.map(\.estimatedOneRepMax) == [Weight(342)])
        #expect(prs.amrapSets[.bench]?.map(\.reps) == [6], "the 0-rep set is no AMRAP result")
        #expect(prs.amrapSets[.bench]?.first?.isPersonalRecord == true && prs.amrapSets[.bench]?.first?.previousBest == nil)
        #expect(prs.amrapSets[.deadlift]?.isEmpty != false, "the skipped set is none")
        #expect(prs.best[.deadlift]?.wrappedValue == nil)
        #expect(prs.bestReps[.bench]?.contains { $0.reps == 0 } != true)
        #expect(!prs.history.contains { $0.lift == .deadlift || $0.reps == 0 })
        let text = plusmd(["prs"], in: journal).out
        #expect(text.contains("deadlift  none yet"), "\(text)")
    }
}
