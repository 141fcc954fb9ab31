import Testing

@testable import PlusCore

/// Assistance lines as lifters write them, read into an exercise and its sets.
@Suite struct AssistanceWorkTests {
    typealias Set = AssistanceWork.Set

    @Test(arguments: [
        ("Chin-up: 10, 8, 8, 6", "Chin-up", [10, 8, 8, 6]),
        ("Chin-up 10, 8, 8, 6", "Chin-up", [10, 8, 8, 6]),
        ("Chin-up 10,8,8,6", "Chin-up", [10, 8, 8, 6]),
        ("Chin-up 5 x 10", "Chin-up", [10, 10, 10, 10, 10]),
        ("Ab wheel 3x10", "Ab wheel", [10, 10, 10]),
        ("Back extension 3 × 15", "Back extension", [15, 15, 15]),
        ("Push-ups 50", "Push-ups", [50]),
        ("Bulgarian split squat: 3 x 12", "Bulgarian split squat", [12, 12, 12]),
    ])
    func bodyweightForms(text: String, exercise: String, reps: [Int]) throws {
        let work = try #require(AssistanceWork(parsing: text), "\(text)")
        #expect(work.exercise == exercise)
        #expect(work.sets.map(\.reps) == reps)
        #expect(work.sets.allSatisfy { $0.weight == nil })
        #expect(work.reps == reps.reduce(0, +))
    }

    @Test func weightedAndAssisted() throws {
        let dip = try #require(AssistanceWork(parsing: "Dip +25 lb: 3 x 8"))
        #expect(dip.exercise == "Dip" && dip.sets == Array(repeating: Set(reps: 8, weight: Weight(25), unit: .lb), count: 3))
        let lunge = try #require(AssistanceWork(parsing: "Lunge 20 kg 3 x 12"))
        #expect(lunge.exercise == "Lunge" && lunge.sets.first == Set(reps: 12, weight: Weight(20), unit: .kg) && lunge.reps == 36)
        let assisted = try #require(AssistanceWork(parsing: "Assisted pull-up -40 lb: 3 x 8"))
        #expect(assisted.exercise == "Assisted pull-up" && assisted.sets.first?.weight == Weight(-40))
        let signed = try #require(AssistanceWork(parsing: "Dip +10: 12, 10, 8"))
        #expect(signed.sets.map(\.weight) == [Weight(10), Weight(10), Weight(10)] && signed.sets.first?.unit == nil)
    }

    @Test func wordsAfterTheNumbersAreForPeople() throws {
        let lunge = try #require(AssistanceWork(parsing: "Lunge: 3 x 10 each leg"))
        #expect(lunge.exercise == "Lunge" && lunge.reps == 30)
        let dip = try #require(AssistanceWork(parsing: "Dip +25 lb: 3 x 8 slow negatives"))
        #expect(dip.reps == 24 && dip.sets.first?.weight == Weight(25))
    }

    @Test func aCategoryNamesAnExerciseOrItsLastWords() {
        let plan = AssistancePlan(categories: [("push", ["Dip", "Push-up"]), ("pull", ["Chin-up", "Row"]), ("core", ["Ab wheel"])])
        #expect(plan.category(of: "Dumbbell row") == "pull")
        #expect(plan.category(of: "Chin-ups") == "pull")
        #expect(plan.category(of: "Ring dips") == "push")
        #expect(plan.category(of: "Ab wheel") == "core")
        #expect(plan.category(of: "Rowing machine") == nil, "`Row` is a last word, not a prefix")
        #expect(plan.category(of: "Wheel") == nil, "`Ab wheel` is not named by its last word alone")
    }

    @Test func aLineWithoutNumbersIsAnExerciseWithoutReps() throws {
        let work = try #require(AssistanceWork(parsing: "Ab wheel"))
        #expect(work.exercise == "Ab wheel" && work.sets.isEmpty && work.reps == 0)
    }

    @Test(arguments: ["Chin-up 10 8 8", "Dip 3 x", "Dip x 8", "Row 3 x 8 x 2", "Curl 10,,8", "12 x 10", "Plank 200 x 100000", "Dip +25 lb"])
    func numbersNotUnderstood(text: String) {
        #expect(AssistanceWork(parsing: text) == nil, "\(text)")
    }
}
