import Testing

@testable import PlusCore

/// The `week-order` findings of `JournalChecks`: a sheet of a week whose previous week is not
/// finished, or dated before the last sheet of the previous week. The first week and a week a
/// reset starts follow nothing.
@Suite struct WeekOrderFindingsTests {
    func sheet(_ lift: Lift, _ date: String, cycle: Int = 1, week: Int, done: Bool = true) -> Workout {
        Workout(
            path: "2026/\(date)-\(lift.rawValue.replacingOccurrences(of: "_", with: "-")).md", date: Day(parsing: date)!,
            lift: lift, cycle: cycle, week: week,
            sets: [PerformedSet(kind: .working, weight: Weight(200), reps: 5, isAMRAP: true, isDone: done, line: 9)])
    }

    func week(_ first: String, cycle: Int = 1, week: Int, open: [Lift] = []) -> [Workout] {
        let start = Day(parsing: first)!
        return Lift.bigFour.enumerated().map { offset, lift in
            sheet(lift, Day(year: start.year, month: start.month, day: start.day + offset)!.description, cycle: cycle, week: week, done: !open.contains(lift))
        }
    }

    func findings(_ workouts: [Workout], resets: [ResetEntry] = [], settings: Settings = Settings()) -> [String] {
        let journal = Journal(
            settings: settings, workouts: workouts.sorted { ($0.date, $0.path) < ($1.date, $1.path) },
            trainingMaxEntries: [], resets: resets)
        return JournalChecks.sequenceFindings(journal).map { "\($0.location.path): \($0.message)" }
    }

    @Test func weeksInOrderSayNothing() {
        #expect(findings(week("2026-09-01", week: 1) + week("2026-09-08", week: 2) + week("2026-09-15", week: 3)).isEmpty)
    }

    @Test func aWeekAfterAnUnfinishedWeekNamesWhatIsOpen() {
        let found = findings(week("2026-09-01", week: 1, open: [.deadlift, .press]) + week("2026-09-08", week: 2))
        #expect(found.count == 4)
        #expect(found.first == "2026/2026-09-08-squat.md: cycle 1, week 2 but cycle 1, week 1 is not finished (open: deadlift, press)")
    }

    @Test func aSheetDatedBeforeThePreviousWeeksLastSheetIsNamed() {
        var workouts = week("2026-09-01", week: 1) + week("2026-09-08", week: 2)
        workouts.append(sheet(.press, "2026-09-20", week: 1))  // a week-1 press, again, later
        workouts[workouts.firstIndex { $0.lift == .press && $0.week == 1 }!].sets[0].status = .open
        let found = findings(workouts)
        #expect(found.count == 4, "\(found)")
        #expect(found.allSatisfy { $0.contains("before the last sheet of cycle 1, week 1 (2026-09-20)") })
    }

    @Test func theFirstWeekAndAResetsWeekFollowNothing() {
        // The journal starts at week 2 (imported mid-cycle); cycle 3 begins by a reset.
        let workouts = week("2026-09-08", week: 2) + week("2026-09-15", week: 3, open: [.press]) + week("2026-10-06", cycle: 3, week: 1)
        let reset = ResetEntry(path: "2026/2026-10-05-reset.md", date: Day(parsing: "2026-10-05")!, cycle: 3)
        #expect(findings(workouts, resets: [reset]).isEmpty)
        #expect(findings(workouts).count == 4)
    }

    @Test func aLiftOutsideOrderIsNeitherNeededNorCounted() {
        let extra = sheet(Lift(rawValue: "front_squat"), "2026-09-05", week: 1, done: false)
        #expect(findings(week("2026-09-01", week: 1) + [extra] + week("2026-09-08", week: 2)).isEmpty)
    }

    /// Settings made in code may name a lift twice in `order` (the decoder refuses it): it is
    /// needed once, and the replay moves on as with each lift once.
    @Test func aLiftNamedTwiceInOrderIsNeededOnce() {
        var settings = Settings()
        settings.order = [.squat, .bench, .squat, .deadlift, .press]
        let workouts = week("2026-09-01", week: 1) + week("2026-09-08", week: 2)
        #expect(findings(workouts, settings: settings).isEmpty)
        let open = week("2026-09-01", week: 1, open: [.squat]) + week("2026-09-08", week: 2)
        #expect(findings(open, settings: settings).first?.contains("is not finished (open: squat") == true)
        let journal = Journal(settings: settings, workouts: workouts, trainingMaxEntries: [])
        #expect(Replay.run(journal).position == CyclePosition(cycle: 1, week: 3))
    }

    /// With no lift in `order` (settings made in code), every week is done, as it always was: a
    /// reset's week is passed at once.
    @Test func anEmptyOrderLeavesNothingToDo() {
        var settings = Settings()
        settings.order = []
        let reset = ResetEntry(path: "2026/2026-10-05-reset.md", date: Day(parsing: "2026-10-05")!, cycle: 3)
        let journal = Journal(settings: settings, workouts: [], trainingMaxEntries: [], resets: [reset])
        #expect(Replay.run(journal).position == CyclePosition(cycle: 3, week: 2))
    }
}
