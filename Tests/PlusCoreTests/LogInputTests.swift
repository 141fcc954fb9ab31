import Testing

@testable import PlusCore

/// The workout screen's keyboard without a terminal: mode + key → intent.
@Suite struct LogInputTests {
    let day = Day(year: 2026, month: 11, day: 30)!

    /// A week-1 squat sheet (TM 315) with the first `done` sets ticked.
    func session(done: Int = 0, notes: String = "") -> LoggingSession {
        let plan = Planner.plan(.squat, trainingMax: Weight(315), position: CyclePosition(cycle: 1, week: 1), settings: Settings(), date: day)
        let sets = plan.sets.enumerated().map { index, set in
            PerformedSet(kind: set.kind, weight: set.weight, reps: set.reps, isAMRAP: set.isAMRAP, isDone: index < done, line: 13 + index)
        }
        let workout = Workout(path: "2026/2026-11-30-squat.md", date: day, lift: .squat, cycle: 1, week: 1, trainingMax: Weight(315), sets: sets, notes: notes)
        return LoggingSession(workout: workout, plan: plan, best: nil)
    }

    func type(_ text: String, into input: inout LogInput, session: LoggingSession) -> [LogIntent] {
        text.compactMap { input.handle(.character($0), session: session) }
    }

    @Test func enterLogsTheNextSetWithTypedRepsAndDigitsAreCapped() {
        var input = LogInput()
        let session = session()
        #expect(input.handle(.enter, session: session) == .logNext(reps: nil))
        #expect(type("1234", into: &input, session: session).isEmpty)
        #expect(input.text == "123")
        #expect(input.handle(.backspace, session: session) == nil)
        #expect(input.handle(.newline, session: session) == .logNext(reps: 12))
        #expect(input.handle(.escape, session: session) == .clearTyped)
        #expect(input.text.isEmpty)
        #expect(input.handle(.enter, session: self.session(done: 11)) == nil, "nothing left to log")
    }

    @Test func undoAsksWhenItTakesBackSeveralSets() {
        var input = LogInput()
        let session = session(done: 4)
        #expect(input.handle(.character("u"), session: session) == .undoLast)
        _ = type("4", into: &input, session: session)
        #expect(input.handle(.character("u"), session: session) == .undo(through: 4), "one set: no question")
        _ = type("2", into: &input, session: session)
        #expect(input.handle(.character("u"), session: session) == nil)
        #expect(input.mode == .confirmUndo(number: 2))
        #expect(input.handle(.character("x"), session: session) == nil)
        #expect(input.handle(.character("n"), session: session) == .say("nothing undone", isError: false))
        _ = type("2", into: &input, session: session)
        _ = input.handle(.character("u"), session: session)
        #expect(input.handle(.character("Y"), session: session) == .undo(through: 2))
        #expect(input.mode == .sets)
    }

    @Test func theWeightPromptGivesAWeightTheTargetOrAComplaint() {
        var input = LogInput()
        let session = session()
        #expect(input.handle(.character("w"), session: session) == nil)
        #expect(input.mode == .weight)
        #expect(type("13x7.5", into: &input, session: session).isEmpty)
        #expect(input.text == "137.5", "only digits and a point are typed")
        #expect(input.handle(.enter, session: session) == .setWeight(Weight(parsing: "137.5")))
        #expect(input.mode == .sets && input.text.isEmpty)
        _ = input.handle(.character("w"), session: session)
        #expect(input.handle(.enter, session: session) == .setWeight(nil))
        _ = input.handle(.character("w"), session: session)
        _ = type("0", into: &input, session: session)
        #expect(input.handle(.enter, session: session) == .say("'0' is not a weight", isError: true))
        _ = input.handle(.character("w"), session: session)
        _ = type("5", into: &input, session: session)
        #expect(input.handle(.escape, session: session) == nil)
        #expect(input.mode == .sets && input.text.isEmpty)
    }

    @Test func theNotesEditorShowsLineBreaksAndSavesThemAsLines() {
        var input = LogInput()
        let session = session(notes: "Belt on\nKnees fine")
        _ = input.handle(.character("n"), session: session)
        #expect(input.mode == .notes)
        #expect(input.text == "Belt on ⏎ Knees fine")
        _ = input.handle(.newline, session: session)
        _ = type("x", into: &input, session: session)
        _ = input.handle(.backspace, session: session)
        _ = input.handle(.backspace, session: session)
        #expect(input.text == "Belt on ⏎ Knees fine", "backspace takes a line break back whole")
        _ = input.handle(.newline, session: session)
        _ = type("q u", into: &input, session: session)
        #expect(input.handle(.enter, session: session) == .saveNotes("Belt on\nKnees fine\nq u"), "keys are text in a prompt")
        #expect(input.mode == .sets)
    }

    @Test func switchingLiftAsksOnlyOnceSetsAreLogged() {
        var input = LogInput()
        let fresh = session()
        #expect(input.handle(.character("l"), session: fresh) == .chooseLift)
        input.offer([.bench, .deadlift])
        #expect(input.handle(.character("3"), session: fresh) == nil, "no third choice")
        #expect(input.handle(.character("2"), session: fresh) == .switchLift(.deadlift))
        #expect(input.mode == .sets)
        let started = session(done: 1)
        input.offer([.bench, .deadlift])
        #expect(input.handle(.character("1"), session: started) == nil)
        #expect(input.mode == .confirmSwitch(.bench))
        #expect(input.handle(.character("y"), session: started) == .switchLift(.bench))
        input.offer([.bench])
        #expect(input.handle(.escape, session: started) == nil)
        #expect(input.mode == .sets)
    }

    @Test func finishNeedsTheWorkingSetsAndTheSummaryEndsOrUndoes() {
        var input = LogInput()
        #expect(input.handle(.character("f"), session: session(done: 4)) == .say("finish needs every working set logged (2 to go)", isError: true))
        #expect(input.handle(.character("f"), session: session(done: 6)) == .finish)
        input.mode = .summary
        #expect(input.handle(.character("x"), session: session(done: 11)) == nil)
        #expect(input.handle(.character("u"), session: session(done: 11)) == .undoLast)
        #expect(input.mode == .sets)
        input.mode = .summary
        #expect(input.handle(.enter, session: session(done: 11)) == .quit)
    }

    @Test func restKeysQuitAndCtrlCInEveryMode() {
        var input = LogInput()
        let session = session(done: 1)
        #expect(input.handle(.character("-"), session: session) == .adjustRest(seconds: -15))
        #expect(input.handle(.character("="), session: session) == .adjustRest(seconds: 15))
        #expect(input.handle(.character("m"), session: session) == .adjustRest(seconds: 60))
        #expect(input.handle(.character("s"), session: session) == .skipRest)
        #expect(input.handle(.character("h"), session: session) == .togglePanel)
        #expect(input.handle(.character("r"), session: session) == .reload)
        #expect(input.handle(.endOfInput, session: session) == .quit)
        for mode: LogMode in [.sets, .weight, .notes, .confirmUndo(number: 1), .chooseLift([.bench]), .confirmSwitch(.bench), .summary] {
            input.mode = mode
            #expect(input.handle(.interrupt, session: session) == .interrupt)
        }
    }
}
