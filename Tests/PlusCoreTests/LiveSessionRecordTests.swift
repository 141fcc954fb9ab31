import Testing

@testable import PlusCore

/// One PR rule for `log`, `watch` and `prs`: the record a sheet's AMRAP set must beat comes from
/// the counted sheets before it (conflict copies never count), and a tie is not a PR.
@Suite struct LiveSessionRecordTests {
    func sheet(_ path: String, _ date: String, week: Int, weight: Int, reps: Int, done: Bool = true) -> Workout {
        Workout(
            path: path, date: Day(parsing: date)!, lift: .squat, cycle: 1, week: week,
            sets: [PerformedSet(kind: .working, weight: Weight(weight), reps: reps, isAMRAP: true, isDone: done, line: 9)])
    }

    @Test func theRecordToBeatComesFromCountedEarlierSheetsAndATieIsNoPR() throws {
        let week1 = sheet("2026/2026-09-01-squat.md", "2026-09-01", week: 1, weight: 270, reps: 8)  // e1RM 342
        // A Syncthing copy with a better AMRAP: never counted.
        let copy = sheet("2026/2026-09-01-squat.sync-conflict-20260901-183012-ABCDEF7.md", "2026-09-01", week: 1, weight: 270, reps: 12)
        let week2 = sheet("2026/2026-09-08-squat.md", "2026-09-08", week: 2, weight: 285, reps: 3, done: false)
        // A later sheet (a cycle ahead, written by mistake) is not "before" week 2.
        let later = sheet("2026/2026-10-01-squat.md", "2026-10-01", week: 1, weight: 300, reps: 10)
        let resolved = ResolvedJournal(Journal(settings: Settings(), workouts: [week1, copy, week2, later], trainingMaxEntries: []))
        let record = try #require(resolved.recordToBeat(week2))
        #expect(record.path == week1.path && record.estimatedOneRepMax == Weight(342))
        var session = resolved.loggingSession(week2)
        // 285 x 6 = e1RM 342 exactly: a tie, not a PR, in log (celebration and summary) and in prs.
        let logged = try session.logNext(reps: 6)
        #expect(logged.estimatedOneRepMax == Weight(342))
        #expect(!logged.isPersonalRecord && !session.summary.isPersonalRecord)
        var tied = week2
        tied.sets[0].reps = 6
        tied.sets[0].isDone = true
        let records = PersonalRecords(workouts: [week1, tied])
        #expect(records.isPersonalRecord(path: week2.path, line: 9) == false)
        // One more rep is a PR everywhere.
        var beaten = resolved.loggingSession(week2)
        #expect(try beaten.logNext(reps: 7).isPersonalRecord && beaten.summary.isPersonalRecord)
        tied.sets[0].reps = 7
        #expect(PersonalRecords(workouts: [week1, tied]).isPersonalRecord(path: week2.path, line: 9))
    }

    @Test func aLiftsFirstAMRAPHasNoRecordToBeat() {
        let week1 = sheet("2026/2026-09-01-squat.md", "2026-09-01", week: 1, weight: 270, reps: 8, done: false)
        let resolved = ResolvedJournal(Journal(settings: Settings(), workouts: [week1], trainingMaxEntries: []))
        #expect(resolved.recordToBeat(week1) == nil)
    }
}
