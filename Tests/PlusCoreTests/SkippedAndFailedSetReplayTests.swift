import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// What skipped (`[-]`), failed (`x 0`) and indented AMRAP sets do to the replay: the week moves
/// on, and only a ticked AMRAP set of at least one rep gives an e1RM, a PR or a TM candidate.
@Suite struct SkippedAndFailedSetReplayTests {
    /// Weeks 1 and 2 done, and week 3 with squat's sheet rewritten by `edit` (the AMRAP line is
    /// `- [x] 300 x 8 — …` as the builder ticks it).
    func weekThree(_ edit: (String) -> String) throws -> JournalBuilder {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01")
        try builder.week(from: "2026-09-08")
        try builder.week(from: "2026-09-15", amraps: [.squat: 8, .bench: 5, .deadlift: 3, .press: 1])
        let index = try #require(builder.files.firstIndex { $0.path == "2026/2026-09-15-squat.md" })
        let text = builder.files[index].text
        #expect(text.contains("- [x] 270 x 3"))
        #expect(text.contains("- [x] 300 x 8"))
        builder.files[index].text = edit(text)
        return builder
    }

    @Test func aSkippedWeekThreeAMRAPKeepsTheTrainingMax() throws {
        let builder = try weekThree { $0.replacingFirst("- [x] 300 x 8", with: "- [-] 300 x 1+") }
        let state = builder.state()
        #expect(state.position == CyclePosition(cycle: 1, week: 4), "a skipped set finishes the lift for the week")
        #expect(state.pending.first { $0.lift == .squat } == nil, "no TM candidate from a skipped AMRAP")
        #expect(state.pending.first { $0.lift == .bench }?.next == Weight(hundredths: 22575))
        #expect(state.diagnostics.contains { $0.message == "week 3 AMRAP set of cycle 1 was skipped; the squat TM stays" })
        let records = PersonalRecords(workouts: builder.journal().0.workouts)
        #expect(!records.results.contains { $0.path == "2026/2026-09-15-squat.md" })
    }

    @Test func aFailedHeavyAMRAPIsNeitherACandidateNorAPR() throws {
        // Old reading: 405 x 0 had an e1RM of 405, a PR, and raised the TM to 364.5.
        let builder = try weekThree { $0.replacingFirst("- [x] 300 x 8", with: "- [x] 405 x 0") }
        let state = builder.state()
        #expect(state.position == CyclePosition(cycle: 1, week: 4))
        #expect(state.pending.first { $0.lift == .squat } == nil)
        #expect(state.diagnostics.contains { $0.message == "week 3 AMRAP set of cycle 1 failed (0 reps); the squat TM stays" })
        let records = PersonalRecords(workouts: builder.journal().0.workouts)
        #expect(!records.results.contains { $0.path == "2026/2026-09-15-squat.md" })
        #expect(records.best[.squat]?.set.weight != Weight(405))
    }

    @Test func anIndentedAMRAPIsTheOneCounted() throws {
        // An editor's auto-indent nests the AMRAP line under the set above it.
        let builder = try weekThree { $0.replacingFirst("- [x] 300 x 8", with: "  - [x] 300 x 8") }
        let (journal, diagnostics) = builder.journal()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let state = Replay.run(journal)
        let squat = try #require(state.pending.first { $0.lift == .squat })
        #expect(squat.set.weight == Weight(300))
        #expect(squat.estimatedOneRepMax == Weight(380))
        #expect(squat.next == Weight(342))
        let records = PersonalRecords(workouts: journal.workouts)
        let week3 = try #require(records.results.first { $0.path == "2026/2026-09-15-squat.md" })
        #expect(week3.set.weight == Weight(300), "not the 270 x 3 above it")
    }

    @Test func aFullySkippedSheetLetsTheWeekMoveOn() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01")
        try builder.session(.bench, on: "2026-09-02")
        try builder.session(.deadlift, on: "2026-09-03")
        try builder.session(.press, on: "2026-09-04", tickWorking: 0)
        #expect(builder.state().position == CyclePosition(cycle: 1, week: 1))
        let index = builder.files.count - 1
        builder.files[index].text = builder.files[index].text.replacingOccurrences("- [ ] ", with: "- [-] ")
        #expect(builder.state().position == CyclePosition(cycle: 1, week: 2))
    }

    @Test func loggingSessionTreatsSkippedSetsAsFinishedAndFailedAMRAPsAsNoE1RM() throws {
        var builder = JournalBuilder()
        try builder.session(.squat, on: "2026-09-01", tickWorking: 0)
        let text = builder.files[1].text
            .replacingFirst("- [ ] 125 x 5", with: "- [-] 125 x 5")
        guard case .workout(let workout) = EntryDecoder.decode(path: "a.md", text: text).entry else {
            Issue.record("not a workout")
            return
        }
        var session = LoggingSession(workout: workout, plan: nil, best: nil)
        #expect(session.items.first?.isSkipped == true)
        #expect(session.next?.weight == Weight(160), "the skipped warmup is passed over")
        for _ in 0..<4 { _ = try session.logNext() }
        #expect(session.next?.weight == Weight(270))
        #expect(!session.isComplete)
        let amrap = try session.logNext(reps: 0)
        #expect(amrap.estimatedOneRepMax == nil)
        #expect(!amrap.isPersonalRecord)
        #expect(session.isComplete)
        #expect(session.summary.estimatedOneRepMax == nil)
        #expect(!session.summary.isPersonalRecord)
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
