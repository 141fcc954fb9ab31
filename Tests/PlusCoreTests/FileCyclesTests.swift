import PlusTestSupport
import Testing

@testable import PlusCore

/// `FileCycles` answers as a dictionary from path to cycle filled in the sheets' order (the later
/// sheet winning), for sheets in path order or not, with repeated paths and paths it lacks.
@Suite struct FileCyclesTests {
    @Test func cyclesByPathAreADictionarysAnswers() {
        var generator = SeededGenerator(seed: 14)
        let names = ["2026/2026-01-05-squat.md", "2026/2026-01-06-bench.md", "2025/2025-12-29-press.md", "a.md", "2026-notes.md",
            "2026/2026-01-05-squat (1).md", "2026 b/x.md", "é.md", "Z.md"]
        for round in 0..<300 {
            var workouts = (0..<Int.random(in: 0...12, using: &generator)).map { index in
                Workout(
                    path: names.randomElement(using: &generator)!, date: Day(year: 2026, month: 1, day: 5)!, lift: .squat,
                    cycle: index + 1, week: 1, sets: [])
            }
            if round % 3 == 0 { workouts.sort { $0.path < $1.path } }
            var expected: [String: Int] = [:]
            for workout in workouts { expected[workout.path] = workout.cycle }
            let table = FileCycles(workouts)
            for name in names + ["missing.md", ""] {
                #expect(table.cycle(of: name) == expected[name], "\(name) in \(workouts.map(\.path))")
            }
        }
        #expect(FileCycles().cycle(of: "a.md") == nil)
    }

    /// A table made from a sorted listing and each file's cycle (nil for a file that is not a
    /// sheet) answers as a dictionary of the sheets' paths.
    @Test func cyclesOfASortedListingAreADictionarysAnswers() {
        var generator = SeededGenerator(seed: 15)
        let names = ["2026/2026-01-05-squat.md", "2026/2026-01-06-bench.md", "2025/2025-12-29-press.md", "a.md", "2026-notes.md",
            "2026/2026-01-05-squat (1).md", "2026 b/x.md", "é.md", "Z.md"]
        for _ in 0..<300 {
            let paths = Array(Set(names.filter { _ in Bool.random(using: &generator) })).sorted()
            let cycles = paths.map { _ in Bool.random(using: &generator) ? Int.random(in: 1...40, using: &generator) : nil }
            let expected = Dictionary(uniqueKeysWithValues: zip(paths, cycles).compactMap { path, cycle in cycle.map { (path, $0) } })
            let table = FileCycles(sortedPaths: paths, cycles: cycles)
            for name in names + ["missing.md", ""] {
                #expect(table.cycle(of: name) == expected[name], "\(name) in \(paths)")
            }
        }
    }
}
