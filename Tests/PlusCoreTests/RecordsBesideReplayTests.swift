import Testing

@testable import PlusCore

/// The records worked out beside the replay from a journal's own sheets (`JournalContext`)
/// are kept only when the resolved journal counts every sheet as written; then they are the
/// records of the resolved journal.
@Suite struct RecordsBesideReplayTests {
    func sheet(_ path: String, _ date: String, lift: Lift = .squat, week: Int, reps: Int, units: WeightUnit? = nil) -> Workout {
        Workout(
            path: path, date: Day(parsing: date)!, lift: lift, cycle: 1, week: week, units: units,
            sets: [PerformedSet(kind: .working, weight: Weight(270), reps: reps, isAMRAP: true, isDone: true, line: 9)])
    }

    @Test func aJournalThatCountsEverySheetGivesTheSameRecordsFromItsOwnSheets() {
        let journal = Journal(
            settings: Settings(),
            workouts: [sheet("2026/2026-09-01-squat.md", "2026-09-01", week: 1, reps: 8), sheet("2026/2026-09-08-squat.md", "2026-09-08", week: 2, reps: 6)],
            trainingMaxEntries: [])
        let resolved = ResolvedJournal.withoutRecords(journal)
        #expect(resolved.countsEverything(of: journal))
        let beside = ResolvedJournal.records(ofEverySheetOf: journal)
        #expect(beside.results == ResolvedJournal.records(of: resolved).results)
        #expect(beside.repRecords == ResolvedJournal.records(of: resolved).repRecords)
        let completed = resolved.completed(recordsOfEverySheet: beside, of: journal, cycleOfFile: FileCycles(journal.workouts))
        #expect(completed.records.results == beside.results)
    }

    @Test(arguments: ["duplicate", "conflict copy", "lift outside order", "other unit"])
    func aJournalThatSetsASheetAsideOrConvertsOneDoesNot(kind: String) {
        var workouts = [sheet("2026/2026-09-01-squat.md", "2026-09-01", week: 1, reps: 8)]
        switch kind {
        case "duplicate": workouts.append(sheet("2026/2026-09-02-squat.md", "2026-09-02", week: 1, reps: 12))
        case "conflict copy": workouts.append(sheet("2026/2026-09-01-squat (1).md", "2026-09-01", week: 1, reps: 12))
        case "lift outside order": workouts.append(sheet("2026/2026-09-02-front-squat.md", "2026-09-02", lift: Lift(rawValue: "front_squat"), week: 1, reps: 12))
        default: workouts.append(sheet("2026/2026-09-08-squat.md", "2026-09-08", week: 2, reps: 6, units: .kg))
        }
        let journal = Journal(settings: Settings(), workouts: workouts, trainingMaxEntries: [])
        let resolved = ResolvedJournal.withoutRecords(journal)
        #expect(!resolved.countsEverything(of: journal))
        // What the resolve then uses instead: the records of the counted (converted) sheets.
        let wrong = ResolvedJournal.records(ofEverySheetOf: journal)
        let completed = resolved.completed(recordsOfEverySheet: wrong, of: journal, cycleOfFile: FileCycles(journal.workouts))
        #expect(completed.records.results == ResolvedJournal.records(of: resolved).results)
        #expect(ResolvedJournal.records(of: resolved).results.map(\.path) == resolved.sheets.filter { !$0.sets.isEmpty }.map(\.path))
    }
}
