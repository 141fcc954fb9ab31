@testable import PlusCore
import PlusTestSupport
import Testing

/// `TrainingMaxInForce` answers exactly as the history's own linear search, on random
/// histories with out-of-order dates and cycles, repeated entries and lifts without any TM.
@Test func theIndexedLookupAnswersAsTheLinearSearch() {
    var random = SeededGenerator(seed: 14)
    for _ in 0..<300 {
        var history: [TrainingMaxChange] = []
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            let lift = Lift.bigFour.randomElement(using: &random)!
            let date = Day(year: 2026, month: Int.random(in: 1...3, using: &random), day: Int.random(in: 1...28, using: &random))!
            let cause: TrainingMaxCause = switch Int.random(in: 0..<3, using: &random) {
            case 0: .start(path: "s.md", line: 1)
            case 1: .manual(path: "m.md", line: 1)
            default: .amrap(path: "a.md", line: 1, weight: Weight(100), reps: 5, estimatedOneRepMax: Weight(117))
            }
            history.append(
                TrainingMaxChange(
                    lift: lift, from: nil, to: Weight(Int.random(in: 50...400, using: &random)), date: date,
                    cycle: Int.random(in: 1...6, using: &random), cause: cause))
        }
        let inForce = TrainingMaxInForce(history)
        for _ in 0..<40 {
            let lift = Lift.bigFour.randomElement(using: &random)!
            let cycle = Int.random(in: 0...7, using: &random)
            let date = Day(year: 2026, month: Int.random(in: 1...3, using: &random), day: Int.random(in: 1...28, using: &random))!
            #expect(inForce.trainingMax(for: lift, cycle: cycle, date: date) == history.trainingMax(for: lift, cycle: cycle, date: date))
        }
    }
}
