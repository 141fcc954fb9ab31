import PlusTestSupport
import Testing

@testable import PlusCore

/// A sheet keeps what every pass asks of its sets (done, has working sets, a set in its own unit,
/// the last ticked AMRAP set, the sets the records count, the spread of its written weights) and
/// whether it is a conflict copy beside its box (issue 14): these must always answer as a walk of
/// its sets and a look at its name do, however the sheet was made or changed, and a change to one
/// copy never shows in another.
@Suite struct WorkoutFactsTests {
    /// The rules as the sets give them, worked out from scratch.
    private static func expectMatchesSets(_ workout: Workout, _ note: String) {
        let working = workout.sets.filter { $0.kind == .working }
        #expect(workout.isComplete == (!working.isEmpty && working.allSatisfy(\.isFinished)), "\(note)")
        #expect(workout.hasWorkingSets == !working.isEmpty, "\(note)")
        #expect(workout.hasSetWithOwnUnit == workout.sets.contains { $0.unit != nil }, "\(note)")
        #expect(workout.lastTickedAMRAPSet == workout.sets.last { $0.kind == .working && $0.isAMRAP && $0.isDone }, "\(note)")
        #expect(workout.isSyncConflictCopy == (SyncConflictName.service(ofPath: workout.path) != nil), "\(note)")
        var recordSets: [PerformedSet] = []
        workout.forEachRecordSet { recordSets.append($0) }
        #expect(recordSets == workout.sets.filter { ($0.kind == .working && $0.isAMRAP || $0.kind == .joker) && $0.isDone && $0.reps > 0 }, "\(note)")
        let written = workout.sets.map { ($0.written?.weight ?? $0.weight).hundredths }
        if let spread = workout.writtenWeightSpread {
            #expect(written.min() == spread.low.hundredths && written.max() == spread.high.hundredths, "\(note)")
            #expect(written.allSatisfy { spread.step == 0 ? $0 == spread.low.hundredths : ($0 - spread.low.hundredths) % spread.step == 0 }, "\(note)")
        } else {
            #expect(written.isEmpty || written.contains { $0 < 0 || $0 > Int(Int32.max) }, "\(note)")
        }
    }

    private static func randomSet(line: Int, using generator: inout SeededGenerator) -> PerformedSet {
        let statuses: [PerformedSet.Status] = [.done, .open, .skipped]
        var set = PerformedSet(
            kind: SetKind.allCases.randomElement(using: &generator)!, weight: Weight(hundredths: Int.random(in: 0...40_000, using: &generator)),
            reps: Int.random(in: 0...12, using: &generator), isAMRAP: Bool.random(using: &generator),
            status: statuses.randomElement(using: &generator)!, line: line,
            unit: [nil, nil, WeightUnit.kg, .lb].randomElement(using: &generator)!)
        // Converted from another unit: the checks read the weight as written.
        if Int.random(in: 0..<4, using: &generator) == 0 {
            set.written = WrittenWeight(Weight(hundredths: Int.random(in: -100...3_000_000_000, using: &generator)), .kg)
        }
        return set
    }

    private static func randomSets(using generator: inout SeededGenerator) -> [PerformedSet] {
        (0..<Int.random(in: 0...8, using: &generator)).map { randomSet(line: $0 + 10, using: &generator) }
    }

    @Test func factsFollowTheSetsThroughEveryChange() {
        var generator = SeededGenerator(seed: 1414)
        let paths = ["2026/2026-01-05-squat.md", "2026/2026-01-05-squat (Ann's conflicted copy 2026-01-06).md",
            "2026/2026-01-05-squat.sync-conflict-20260106-101010-ABCDEF7.md", "b.md"]
        #expect(paths.filter { SyncConflictName.service(ofPath: $0) != nil }.count == 2)
        for round in 0..<400 {
            var workout = Workout(
                path: paths.randomElement(using: &generator)!, date: Day(year: 2026, month: 1, day: 5)!, lift: .squat,
                cycle: 1, week: 1, sets: Self.randomSets(using: &generator))
            Self.expectMatchesSets(workout, "round \(round), made")
            for step in 0..<6 {
                let before = workout
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: workout.sets = Self.randomSets(using: &generator)
                case 1: workout.sets.append(Self.randomSet(line: 99, using: &generator))
                case 2 where !workout.sets.isEmpty:
                    let index = Int.random(in: workout.sets.indices, using: &generator)
                    workout.sets[index].isDone.toggle()
                case 3 where !workout.sets.isEmpty: workout.sets.removeLast()
                case 4: workout.path = paths.randomElement(using: &generator)!
                case 5:  // more sets than the records' bits
                    workout.sets = (0..<Int.random(in: 30...40, using: &generator)).map { Self.randomSet(line: $0 + 10, using: &generator) }
                default:
                    for index in workout.sets.indices { workout.sets[index].status = .done }
                }
                Self.expectMatchesSets(workout, "round \(round), step \(step)")
                // The copy taken before the change still answers for its own sets.
                Self.expectMatchesSets(before, "round \(round), step \(step), the copy before")
            }
        }
    }

    @Test func aChangeThatThrowsMidwayStillLeavesFactsRight() {
        struct Stop: Error {}
        var workout = Workout(
            path: "a.md", date: Day(year: 2026, month: 1, day: 5)!, lift: .bench, cycle: 1, week: 1,
            sets: [PerformedSet(kind: .working, weight: Weight(hundredths: 10_000), reps: 5, isAMRAP: true, isDone: false, line: 3)])
        func tickThenFail(_ sets: inout [PerformedSet]) throws {
            sets[0].isDone = true
            throw Stop()
        }
        #expect(throws: Stop.self) { try tickThenFail(&workout.sets) }
        Self.expectMatchesSets(workout, "after a throwing change")
        #expect(workout.isComplete)
    }

    @Test func sheetsOfDifferentLiftsAreNotEqual() {
        let squat = Workout(path: "a.md", date: Day(year: 2026, month: 1, day: 5)!, lift: .squat, cycle: 1, week: 1, sets: [])
        var bench = squat
        bench.lift = .bench
        #expect(squat != bench)
        bench.lift = .squat
        #expect(squat == bench)
    }
}
