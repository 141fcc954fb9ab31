import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// Personal records, reviews and resets on journals built session by session.
@Suite struct RecordsTests {
    /// Week 1 squat top set is 270 x 5+; week 2 is 285 x 3+ (TM 315).
    @Test func prThenALowerAMRAPThenATie() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01", amraps: [.squat: 8])  // 270 x 8: e1RM 342, first PR
        try builder.week(from: "2026-09-08", amraps: [.squat: 5])  // 285 x 5: e1RM 332.5, lower
        let (journal, _) = builder.journal()
        var records = PersonalRecords(workouts: journal.workouts)
        let squat = records.results.filter { $0.lift == .squat }
        #expect(squat.map(\.estimatedOneRepMax) == [Weight(342), Weight(hundredths: 33250)])
        #expect(squat.map(\.isPersonalRecord) == [true, false])
        #expect(squat[1].previousBest == Weight(342))
        // Week 3 top set 300 x 4 is e1RM 340; edited to 285 x 6 it is 342 exactly: a tie, no PR.
        try builder.session(.squat, on: "2026-09-15", amrap: 6, editTopWeight: 285)
        records = PersonalRecords(workouts: builder.journal().0.workouts)
        let tie = try #require(records.results.last { $0.lift == .squat })
        #expect(tie.estimatedOneRepMax == Weight(342))
        #expect(!tie.isPersonalRecord)
        #expect(records.best[.squat]?.date == day("2026-09-01"))
        #expect(records.history.filter { $0.lift == .squat }.count == 1)
    }

    /// A ticked AMRAP set of zero reps is no result at all, however heavy: 400 × 0 is not a PR
    /// over 270 × 8 (and no rep record either).
    @Test func anAMRAPOfZeroRepsNeverCounts() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01", amraps: [.squat: 8])
        try builder.session(.squat, on: "2026-09-08", amrap: 0, editTopWeight: 400)
        let records = PersonalRecords(workouts: builder.journal().0.workouts)
        #expect(records.results.filter { $0.lift == .squat }.map(\.set.weight) == [Weight(270)])
        #expect(records.best[.squat]?.estimatedOneRepMax == Weight(342))
        #expect(records.repRecords[.squat]?.contains { $0.weight == Weight(400) } == false)
    }

    @Test func deloadWarmupAndBBBNeverCount() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08", "2026-09-15"] { try builder.week(from: start, amraps: [.squat: 1, .bench: 1, .deadlift: 1, .press: 1]) }
        // A deload sheet with a heavy hand-written "+" set and huge BBB-style numbers.
        try builder.session(.squat, on: "2026-09-22")
        let index = builder.files.count - 1
        builder.files[index].text = builder.files[index].text.replacingFirst("- [x] 190 x 5", with: "- [x] 400 x 20+")
        let (journal, diagnostics) = builder.journal(allowingDiagnostics: true)
        #expect(diagnostics.map(\.message) == ["ticked AMRAP set still shows `20+`; counted as 20 reps"])
        let records = PersonalRecords(workouts: journal.workouts)
        #expect(!records.results.contains { $0.week == 4 })
        #expect(records.results.allSatisfy { $0.set.kind == .working })
        #expect(records.best[.squat]?.set.weight == Weight(300), "week 3's 300 x 1, not the deload's 400 x 20")
        #expect(records.repRecords[.squat]?.first?.weight == Weight(400), "rep records count every ticked working set")
    }

    /// Rep records, worked out when asked, against their definition: per lift and weight, the
    /// most reps of any ticked working set (deload included, warmups and BBB not), the earliest
    /// such set (by day, path, line) on a tie; heaviest weight first.
    @Test func repRecordsAreTheMostRepsAtEachWeightEarliestFirst() throws {
        var builder = JournalBuilder()
        for (start, reps) in [("2026-09-01", 6), ("2026-09-08", 4), ("2026-09-15", 3), ("2026-09-22", 5)] {
            try builder.week(from: start, amraps: [.squat: reps, .bench: reps + 1, .deadlift: reps, .press: reps])
        }
        // Cycle 2 repeats weights of cycle 1 with the same and with more reps: ties and beats.
        for (start, reps) in [("2026-10-01", 6), ("2026-10-08", 9)] {
            try builder.week(from: start, amraps: [.squat: reps, .bench: reps, .deadlift: reps, .press: reps])
        }
        try builder.session(.squat, on: "2026-10-15", amrap: 12, editTopWeight: 270)
        let journal = builder.journal().0
        let sheets = journal.workouts.sorted { ($0.date, $0.path) < ($1.date, $1.path) }
        var expected: [Lift: [RepRecord]] = [:]
        for lift in Set(sheets.map(\.lift)) {
            let done = sheets.filter { $0.lift == lift }.flatMap { sheet in
                sheet.sets.filter { ($0.kind == .working || $0.kind == .joker) && $0.isDone && $0.reps > 0 }.map { (sheet, $0) }
            }
            expected[lift] = Set(done.map(\.1.weight)).sorted(by: >).map { weight in
                let atWeight = done.filter { $0.1.weight == weight }
                let most = atWeight.map(\.1.reps).max()!
                let (sheet, set) = atWeight.first { $0.1.reps == most }!
                return RepRecord(lift: lift, weight: weight, reps: most, date: sheet.date, path: sheet.path, line: set.line)
            }
        }
        let records = PersonalRecords(workouts: journal.workouts.reversed())
        #expect(records.repRecords == expected)
        #expect(records.repRecords[.squat]?.first { $0.weight == Weight(270) }?.reps == 12)
    }

    @Test func reviewComparesSetsWithTargetsAtTheTrainingMaxInForce() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", amrap: 9)
        // A hand TM change mid-cycle: bench from 225 to 200 from 2026-09-02.
        builder.add(
            "2026/2026-09-02-training-max-bench.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-09-02"), cause: .manual, values: [(.bench, Weight(200))], units: .lb, note: ""))
        try builder.session(.bench, on: "2026-09-03", amrap: 7)
        let summary = JournalSummary(builder.journal().0)
        let squat = try #require(summary.workouts.first)
        #expect(squat.trainingMax == Weight(315))
        let top = try #require(squat.sets.last { $0.set.kind == .working })
        #expect(top.target?.weight == Weight(270) && top.target?.reps == 5 && top.target?.isAMRAP == true)
        #expect(top.set.reps == 9 && top.number == 3)
        #expect(top.estimatedOneRepMax == Weight(351))
        #expect(top.isPersonalRecord)
        let bench = try #require(summary.workouts.last)
        #expect(bench.trainingMax == Weight(200))
        #expect(bench.sets.last { $0.set.kind == .working }?.target?.weight == Weight(170))
        #expect(bench.sets.filter { $0.set.kind == .warmup }.allSatisfy { $0.estimatedOneRepMax == nil })
    }

    @Test func resetInTheMiddleOfWeekTwoStartsTheNextCycleWithTheCurrentTMs() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.session(.squat, on: "2026-09-08")
        try builder.session(.bench, on: "2026-09-09")
        #expect(builder.state().position == CyclePosition(cycle: 1, week: 2))
        builder.add("2026/2026-09-10-reset.md", ResetEntryRenderer.markdown(date: day("2026-09-10"), cycle: 2, note: "Fresh."))
        let state = builder.state()
        #expect(state.position == CyclePosition(cycle: 2, week: 1))
        #expect(state.isNewCycle)
        #expect(state.openingProgression.isEmpty)
        #expect(state.trainingMax[.squat] == Weight(315))
        let squat = try builder.session(on: "2026-09-11")
        #expect(squat.position == CyclePosition(cycle: 2, week: 1))
        #expect(squat.lift == .squat && squat.trainingMax == Weight(315))
        // The cycle after the reset progresses as usual.
        for date in ["2026-09-14", "2026-09-15", "2026-09-16"] { try builder.session(on: date) }
        #expect(builder.state().position == CyclePosition(cycle: 2, week: 2))
    }

    @Test func resetDuringTheDeloadDropsThePendingProgression() throws {
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.week(from: "2026-09-15", amraps: [.squat: 8])
        #expect(builder.state().pending.contains { $0.lift == .squat && $0.next == Weight(342) })
        builder.add("2026/2026-09-22-reset.md", ResetEntryRenderer.markdown(date: day("2026-09-22"), cycle: 2, note: ""))
        let state = builder.state()
        #expect(state.position == CyclePosition(cycle: 2, week: 1))
        #expect(state.trainingMax[.squat] == Weight(315))
        #expect(state.pending.isEmpty)
    }

    @Test func resetEntryDecodesAndNeedsItsCycle() {
        let good = EntryDecoder.decode(path: "2026/2026-09-10-reset.md", text: ResetEntryRenderer.markdown(date: day("2026-09-10"), cycle: 3, note: "x"))
        #expect(good.entry == .reset(ResetEntry(path: "2026/2026-09-10-reset.md", date: day("2026-09-10"), cycle: 3)))
        #expect(good.diagnostics.isEmpty)
        let bad = EntryDecoder.decode(path: "2026/2026-09-10-reset.md", text: "---\nentry: reset\ndate: 2026-09-10\n---\n")
        #expect(bad.diagnostics.map(\.message) == ["missing `cycle`"])
    }
}
