import Testing

@testable import PlusCore

/// What a sheet says of its sets and its name: done, the AMRAP set that counts, the sets the
/// records count, a sync tool's conflict copy.
@Suite struct WorkoutTests {
    private static func set(
        _ kind: SetKind, _ pounds: Int, _ reps: Int, amrap: Bool = false, _ status: PerformedSet.Status = .done, line: Int
    ) -> PerformedSet {
        PerformedSet(kind: kind, weight: Weight(pounds), reps: reps, isAMRAP: amrap, status: status, line: line)
    }

    private static func sheet(_ sets: [PerformedSet], path: String = "2026/2026-01-05-squat.md") -> Workout {
        Workout(path: path, date: Day(year: 2026, month: 1, day: 5)!, lift: .squat, cycle: 1, week: 1, sets: sets)
    }

    /// Done when every working set is ticked or skipped; warmups and BBB never matter; a sheet
    /// without working sets is never done.
    @Test func doneWhenEveryWorkingSetIsTickedOrSkipped() {
        let warmupOpen = Self.set(.warmup, 125, 5, .open, line: 10)
        let bbbOpen = Self.set(.bbb, 160, 10, .open, line: 20)
        let ticked = Self.sheet([warmupOpen, Self.set(.working, 205, 5, line: 12), Self.set(.working, 270, 9, amrap: true, line: 13), bbbOpen])
        #expect(ticked.isComplete && ticked.hasWorkingSets)
        let skipped = Self.sheet([Self.set(.working, 205, 5, line: 12), Self.set(.working, 270, 5, amrap: true, .skipped, line: 13)])
        #expect(skipped.isComplete && skipped.isAMRAPSkipped)
        #expect(skipped.lastTickedAMRAPSet == nil && skipped.topAMRAPSet == nil)
        let open = Self.sheet([Self.set(.working, 205, 5, line: 12), Self.set(.working, 270, 5, amrap: true, .open, line: 13)])
        #expect(!open.isComplete)
        let noWorking = Self.sheet([Self.set(.bbb, 160, 10, line: 20)])
        #expect(!noWorking.isComplete && !noWorking.hasWorkingSets)
        #expect(!Self.sheet([]).isComplete)
    }

    /// The AMRAP set that counts is the last ticked working AMRAP set with at least one rep; a
    /// failed one (0 reps) is the last ticked but counts for nothing.
    @Test func theTopAMRAPSetIsTheLastTickedOneWithReps() {
        let failed = Self.sheet([Self.set(.working, 270, 0, amrap: true, line: 13)])
        #expect(failed.lastTickedAMRAPSet?.line == 13 && failed.topAMRAPSet == nil)
        let two = Self.sheet([Self.set(.working, 260, 8, amrap: true, line: 13), Self.set(.working, 270, 6, amrap: true, line: 14)])
        #expect(two.topAMRAPSet?.line == 14)
        #expect(two.recordSets.map(\.line) == [13, 14])
    }

    /// The records count ticked working AMRAP sets and joker sets of at least one rep, in order;
    /// never warmups, BBB, plain working sets, open, skipped or failed sets.
    @Test func recordSetsAreTickedAMRAPAndJokerSetsWithReps() {
        let sheet = Self.sheet([
            Self.set(.warmup, 125, 5, line: 10), Self.set(.working, 235, 5, line: 11),
            Self.set(.working, 270, 9, amrap: true, line: 12), Self.set(.joker, 290, 3, line: 13),
            Self.set(.joker, 305, 0, line: 14), Self.set(.joker, 315, 1, .skipped, line: 15),
            Self.set(.joker, 315, 1, .open, line: 16), Self.set(.bbb, 160, 10, line: 17),
        ])
        #expect(sheet.recordSets.map(\.line) == [12, 13])
        #expect(sheet.progress == (6, 8))
    }

    @Test func aSetInItsOwnUnitIsNoticed() {
        var sheet = Self.sheet([Self.set(.working, 205, 5, line: 12)])
        #expect(!sheet.hasSetWithOwnUnit)
        sheet.sets[0].unit = .kg
        #expect(sheet.hasSetWithOwnUnit)
    }

    /// Judged by the file's name, and again when the path changes.
    @Test func aConflictCopyIsKnownByItsName() {
        var sheet = Self.sheet([], path: "2026/2026-01-05-squat.sync-conflict-20260106-101010-ABCDEF7.md")
        #expect(sheet.isSyncConflictCopy && sheet.conflictCopyService == "Syncthing")
        sheet.path = "2026/2026-01-05-squat.md"
        #expect(!sheet.isSyncConflictCopy && sheet.conflictCopyService == nil)
    }

    @Test func sheetsOfDifferentLiftsAreNotEqual() {
        let squat = Self.sheet([])
        var bench = squat
        bench.lift = .bench
        #expect(squat != bench)
        bench.lift = .squat
        #expect(squat == bench)
    }
}

/// `Workout` shares its strings and arrays between copies: a change to one copy never shows in
/// another, whichever field changes and however the copy was made.
@Suite struct WorkoutCopyTests {
    @Test func aChangeToACopyNeverShowsInTheOther() {
        let original = Workout(
            path: "2026/2026-01-05-squat.md", date: Day(year: 2026, month: 1, day: 5)!, lift: .squat, cycle: 1, week: 1,
            sets: [PerformedSet(kind: .working, weight: Weight(270), reps: 5, isAMRAP: true, isDone: false, line: 12)],
            notes: "felt heavy", gym: "home", assistance: [AssistanceTask(name: "chins", status: .open, line: 20)])
        let changes: [(inout Workout) -> Void] = [
            { $0.path = "2026/2026-01-06-squat.md" }, { $0.sets[0].reps = 9 }, { $0.sets.append($0.sets[0]) },
            { $0.notes = "" }, { $0.gym = nil }, { $0.assistance[0].status = .done },
            { $0.placement = SheetPlacement(block: "leader", blockCycle: 1, scheme: .fiveThreeOne, supplemental: .fsl) },
        ]
        for (number, change) in changes.enumerated() {
            var copy = original
            change(&copy)
            #expect(copy != original, "change \(number)")
            #expect(original.path == "2026/2026-01-05-squat.md" && original.sets.count == 1 && original.sets[0].reps == 5)
            #expect(original.notes == "felt heavy" && original.gym == "home" && original.placement == nil)
            #expect(original.assistance[0].status == .open)
        }
    }
}
