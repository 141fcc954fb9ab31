import Testing

@testable import PlusCore

/// `plusmd log`'s state machine, without a terminal or a file: actions in, sheet edits out.
@Suite struct LoggingSessionTests {
    let settings = Settings()
    let day = Day(year: 2026, month: 11, day: 30)!

    func plan(week: Int = 1, tm: Int = 315) -> SessionPlan {
        Planner.plan(.squat, trainingMax: Weight(tm), position: CyclePosition(cycle: 1, week: week), settings: settings, date: day)
    }

    /// The sheet `next` would write for `plan`, as decoded: set lines start at line 13.
    func workout(_ plan: SessionPlan, path: String = "2026/2026-11-30-squat.md", done: Int = 0) -> Workout {
        let sets = plan.sets.enumerated().map { index, set in
            PerformedSet(kind: set.kind, weight: set.weight, reps: set.reps, isAMRAP: set.isAMRAP, isDone: index < done, line: 13 + index)
        }
        return Workout(path: path, date: day, lift: .squat, cycle: 1, week: plan.position.week, trainingMax: plan.trainingMax, sets: sets)
    }

    func done(_ path: String, week: Int, weight: Int, reps: Int) -> Workout {
        Workout(
            path: path, date: day, lift: .squat, cycle: 1, week: week,
            sets: [PerformedSet(kind: .working, weight: Weight(weight), reps: reps, isAMRAP: true, isDone: true, line: 9)])
    }

    @Test func logsInSequenceWithTargetsOrTypedRepsAndWeight() throws {
        let plan = plan()
        var session = LoggingSession(workout: workout(plan), plan: plan, best: nil)
        #expect(session.nextIndex == 0)
        let first = try session.logNext()
        #expect(first.edits == [.set(line: 13, isDone: true, weight: Weight(125), reps: 5, plus: false)])
        let second = try session.logNext(reps: 4, weight: Weight(155))
        #expect(second.edits == [.set(line: 14, isDone: true, weight: Weight(155), reps: 4, plus: false)])
        #expect(session.next?.number == 3)
        #expect(session.progress == (2, 11))
        #expect(throws: LoggingSession.Refusal.repsOutOfRange(101)) { try session.logNext(reps: 101) }
    }

    @Test func amrapNeedsRepsAndShowsRepsToBeatTheBest() throws {
        let plan = plan()
        var session = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: nil)
        #expect(session.next?.isAMRAP == true)
        #expect(throws: LoggingSession.Refusal.amrapNeedsReps(minimum: 5)) { try session.logNext() }
        let best = BestEstimatedOneRepMax.best(
            for: .squat, in: [done("a.md", week: 3, weight: 300, reps: 8), done("b.md", week: 1, weight: 250, reps: 10)])
        #expect(best?.estimatedOneRepMax == Weight(380))
        #expect(best?.path == "a.md")
        session = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: best)
        // 270 × 12 = 378, × 13 = 387: thirteen reps beat 380.
        #expect(session.repsToBeat(at: Weight(270)) == 13)
        let logged = try session.logNext(reps: 13)
        #expect(logged.isPersonalRecord)
        #expect(logged.estimatedOneRepMax == Weight(hundredths: 38_700))
        #expect(logged.edits.last == .notes("PR: e1RM 387 (270 x 13)"))
        #expect(session.hasPersonalRecord)
        #expect(session.isComplete)
    }

    @Test func anAMRAPThatDoesNotBeatTheBestIsNoPR() throws {
        let plan = plan()
        let best = BestEstimatedOneRepMax.Record(estimatedOneRepMax: Weight(380), weight: Weight(300), reps: 8, path: "a.md", line: 9)
        var session = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: best)
        let logged = try session.logNext(reps: 12)
        #expect(!logged.isPersonalRecord)
        #expect(logged.edits.count == 1)
    }

    /// The live session's rule is `prs`'s: a tie with the best e1RM is not a PR.
    @Test func anAMRAPThatTiesTheBestIsNoPR() throws {
        let plan = plan()
        let best = BestEstimatedOneRepMax.Record(estimatedOneRepMax: Weight(380), weight: Weight(300), reps: 8, path: "a.md", line: 9)
        var session = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: best)
        // 300 × 8 is exactly 380 again.
        let logged = try session.logNext(reps: 8, weight: Weight(300))
        #expect(logged.estimatedOneRepMax == Weight(380))
        #expect(!logged.isPersonalRecord)
        #expect(logged.edits == [.set(line: 18, isDone: true, weight: Weight(300), reps: 8, plus: false)], "no PR note")
        #expect(!session.hasPersonalRecord)
        #expect(!session.summary.isPersonalRecord)
        // One more rep beats it.
        var better = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: best)
        #expect(try better.logNext(reps: 9, weight: Weight(300)).isPersonalRecord)
        #expect(better.hasPersonalRecord)
    }

    /// Done means all three working sets: two of three is not done, whatever else is ticked.
    @Test func twoOfThreeWorkingSetsIsNotDone() throws {
        let plan = plan()
        var sheet = workout(plan)
        for index in sheet.sets.indices where !(sheet.sets[index].kind == .working && sheet.sets[index].isAMRAP) {
            sheet.sets[index].isDone = true  // warmups, the first two working sets and every BBB set
        }
        var session = LoggingSession(workout: sheet, plan: plan, best: nil)
        #expect(session.items.filter { $0.kind == .working && $0.isDone }.count == 2)
        #expect(!session.isComplete)
        #expect(!session.summary.isComplete)
        session = LoggingSession(workout: workout(plan, done: 5), plan: plan, best: nil)
        #expect(!session.isComplete, "warmups and two working sets")
        _ = try session.logNext(reps: 5)
        #expect(session.isComplete)
        #expect(session.summary.isComplete)
    }

    @Test func bestE1RMCountsOnlyTickedAMRAPSetsOfWeeksOneToThreeOfThatLift() {
        var deload = done("d.md", week: 4, weight: 400, reps: 10)
        deload.sets[0].isAMRAP = true
        var unticked = done("u.md", week: 1, weight: 400, reps: 10)
        unticked.sets[0].isDone = false
        var bench = done("bench.md", week: 1, weight: 400, reps: 10)
        bench.lift = .bench
        let workouts = [deload, unticked, bench, done("s.md", week: 2, weight: 290, reps: 3), done("mine.md", week: 1, weight: 500, reps: 5)]
        let best = BestEstimatedOneRepMax.best(for: .squat, in: workouts, excluding: "mine.md")
        #expect(best?.path == "s.md")
        #expect(best?.estimatedOneRepMax == Weight(319))
        #expect(BestEstimatedOneRepMax.best(for: .press, in: workouts) == nil)
    }

    @Test func repsToBeat() {
        #expect(Epley.repsToBeat(Weight(380), at: Weight(300)) == 9, "300 x 8 is exactly 380: a tie is no PR")
        #expect(Epley.repsToBeat(Weight(380), at: Weight(400)) == 1)
        #expect(Epley.repsToBeat(Weight(380), at: Weight(100), limit: 50) == nil)
    }

    /// A session whose five warmup and working sets before the AMRAP set are logged at 200 x 5 and
    /// whose AMRAP set, 270 x 9 (e1RM 351), beats the best of 300: a PR line in the notes.
    func sessionWithAPRAMRAP() throws -> LoggingSession {
        let plan = plan()
        let best = BestEstimatedOneRepMax.Record(estimatedOneRepMax: Weight(300), weight: Weight(250), reps: 6, path: "a.md", line: 9)
        var session = LoggingSession(workout: workout(plan), plan: plan, best: best)
        for _ in 0..<5 { _ = try session.logNext(reps: 5, weight: Weight(200)) }
        _ = try session.logNext(reps: 9)
        return session
    }

    /// A note typed straight after the PR line in `log` is saved on its own line, and taking the
    /// AMRAP set back removes the PR line and keeps the note.
    @Test func aNoteTypedAfterThePRLineStaysApartAndSurvivesTheUndo() throws {
        var session = try sessionWithAPRAMRAP()
        #expect(session.notes == "PR: e1RM 351 (270 x 9)")
        #expect(session.setNotes(session.notes + "Knees ok.") == [.notes("PR: e1RM 351 (270 x 9)\nKnees ok.")])
        #expect(try session.undoLast().last == .notes("Knees ok."))
    }

    @Test func undoOneAndUndoBackToAChosenSetRestoreTheTargets() throws {
        var session = try sessionWithAPRAMRAP()
        _ = session.setNotes("Felt fast.\nPR: e1RM 351 (270 x 9)")
        #expect(try session.undoLast() == [
            .set(line: 18, isDone: false, weight: Weight(270), reps: 5, plus: true), .notes("Felt fast."),
        ])
        #expect(session.next?.number == 6)
        let edits = try session.undo(through: 2)
        #expect(edits == [
            .set(line: 14, isDone: false, weight: Weight(160), reps: 5, plus: false),
            .set(line: 15, isDone: false, weight: Weight(190), reps: 3, plus: false),
            .set(line: 16, isDone: false, weight: Weight(205), reps: 5, plus: false),
            .set(line: 17, isDone: false, weight: Weight(235), reps: 5, plus: false),
        ])
        #expect(session.next?.number == 2)
        #expect(throws: LoggingSession.Refusal.notDone(number: 5)) { try session.undo(through: 5) }
        _ = try session.undoLast()
        #expect(throws: LoggingSession.Refusal.nothingToUndo) { try session.undoLast() }
    }

    @Test func resumesFromTheFileAndTicksPlannedTargetsBackOnUndo() throws {
        let plan = plan()
        var sheet = workout(plan, done: 6)
        sheet.sets[5].weight = Weight(265)
        sheet.sets[5].reps = 9
        var session = LoggingSession(workout: sheet, plan: plan, best: nil)
        #expect(session.next?.kind == .bbb)
        #expect(session.isComplete)
        #expect(try session.undoLast() == [.set(line: 18, isDone: false, weight: Weight(270), reps: 5, plus: true)])
    }

    @Test func skippedSetsStayBehindTheNextOne() {
        let plan = plan()
        var sheet = workout(plan)
        sheet.sets[3].isDone = true  // warmups left unticked in an editor
        let session = LoggingSession(workout: sheet, plan: plan, best: nil)
        #expect(session.next?.number == 5)
    }

    @Test func summarySumsVolumeAndNamesThePR() throws {
        let plan = plan()
        let best = BestEstimatedOneRepMax.Record(estimatedOneRepMax: Weight(300), weight: Weight(250), reps: 6, path: "a.md", line: 9)
        var session = LoggingSession(workout: workout(plan), plan: plan, best: best)
        for _ in 0..<5 { _ = try session.logNext() }
        _ = try session.logNext(reps: 10)
        let summary = session.summary
        #expect(summary.setsDone == 6)
        #expect(summary.setsTotal == 11)
        // 125×5 + 160×5 + 190×3 + 205×5 + 235×5 + 270×10
        #expect(summary.volume == Weight(625 + 800 + 570 + 1025 + 1175 + 2700))
        #expect(summary.estimatedOneRepMax == Weight(360))
        #expect(summary.isPersonalRecord)
        #expect(summary.byKind.map(\.done) == [3, 3, 0])
        #expect(summary.isComplete)
    }

    @Test func prNotesAreRecognisedExactly() {
        #expect(PersonalRecordNote.isNote("PR: e1RM 380 (300 x 8)"))
        #expect(PersonalRecordNote.isNote("PR: e1RM 102.5 (95 x 3)"))
        #expect(!PersonalRecordNote.isNote("PR: felt amazing (really)"))
        #expect(PersonalRecordNote.removing(from: "a\nPR: e1RM 380 (300 x 8)\nb") == "a\nb")
        // A note typed right after the PR line is moved to a line of its own.
        #expect(PersonalRecordNote.separated("PR: e1RM 342 (270 x 8)Knees ok.") == "PR: e1RM 342 (270 x 8)\nKnees ok.")
        #expect(PersonalRecordNote.separated("Belt on\nPR: e1RM 342 (270 x 8) Knees ok.\nx") == "Belt on\nPR: e1RM 342 (270 x 8)\nKnees ok.\nx")
        #expect(PersonalRecordNote.separated("PR: felt amazing (really) yes") == "PR: felt amazing (really) yes")
    }
}
