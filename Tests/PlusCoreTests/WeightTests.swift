import PlusTestSupport
import Testing

@testable import PlusCore

@Suite struct WeightTests {
    @Test(arguments: [
        ("120", 12000), ("102.5", 10250), ("102,5", 10250), ("1.25", 125), ("0.5", 50), ("45", 4500),
    ])
    func parsesDecimalPointOrComma(text: String, hundredths: Int) {
        #expect(Weight(parsing: text)?.hundredths == hundredths)
    }

    @Test(arguments: ["", ".", "1.", ".5", "1.234", "1,2,3", "-5", "1e3", "12a", "1 0"])
    func rejectsMalformedWeights(text: String) {
        #expect(Weight(parsing: text) == nil)
    }

    @Test(arguments: [(12000, "120"), (10250, "102.5"), (125, "1.25"), (5, "0.05"), (34200, "342"), (-250, "-2.5")])
    func printsWithoutFloatNoise(hundredths: Int, text: String) {
        #expect(Weight(hundredths: hundredths).description == text)
    }

    @Test func descriptionRoundTripsThroughParsing() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let weight = Weight(hundredths: Int.random(in: 0...200_000, using: &generator))
            #expect(Weight(parsing: weight.description) == weight)
        }
    }

    @Test func roundsHalvesUp() {
        #expect(roundedHalfUp(5, 2) == 3)
        #expect(roundedHalfUp(4, 3) == 1)
        #expect(roundedHalfUp(7, 2) == 4)
        #expect(roundedHalfUp(0, 9) == 0)
    }

    @Test func parsesDays() {
        #expect(Day(parsing: "2026-11-30")?.description == "2026-11-30")
        #expect(Day(parsing: "2024-02-29") != nil)
        #expect(Day(parsing: "2026-02-29") == nil)
        #expect(Day(parsing: "2026-13-01") == nil)
        #expect(Day(parsing: "2026-1-01") == nil)
        #expect(Day(parsing: "26-11-30") == nil)
    }

    @Test func parsesLiftAliases() {
        #expect(Lift(parsing: "bench press") == .bench)
        #expect(Lift(parsing: "Bench_Press") == .bench)
        #expect(Lift(parsing: "OHP") == .press)
        #expect(Lift(parsing: "overhead press") == .press)
        #expect(Lift(parsing: "Deadlift") == .deadlift)
        #expect(Lift(parsing: "sqaut") == Lift(rawValue: "sqaut"))  // any lift name; `order` says which are trained
        #expect(Lift(parsing: "sqaut!") == nil)
        #expect(Lift.closest(to: "sqaut") == .squat)
    }
}


@Suite struct RestDurationTests {
    @Test(arguments: ["90", "1:30", "2m", "1m30s", "90s", "1h"])
    func readsDurations(text: String) {
        #expect(RestDuration.seconds(parsing: text) != nil)
    }

    @Test(arguments: ["99999999999999999999:00", "9999999999999999:00:00", "9000000000000000000h", "0", "", "1:3", "abc", "4h"])
    func refusesWithoutCrashing(text: String) {
        #expect(RestDuration.seconds(parsing: text) == nil)
    }
}

/// A weight typed on the command line with or without its unit (`plates 100kg`).
@Test(arguments: [
    ("102.5", "102.5", nil), ("102,5", "102.5", nil), ("100kg", "100", "kg"), ("225 lb", "225", "lb"),
    ("102,5 kg", "102.5", "kg"), ("100 kgs", "100", "kg"),
] as [(String, String, String?)])
func weightWithItsUnit(text: String, weight: String, unit: String?) {
    let parsed = Weight.parsingWithUnit(text)
    #expect(parsed?.weight == Weight(parsing: weight) && parsed?.unit == unit.flatMap { WeightUnit(parsing: $0) })
}

@Test(arguments: ["kg", "", "100 stone", "x100kg", "100kg5"])
func notAWeightWithAUnit(text: String) {
    #expect(Weight.parsingWithUnit(text) == nil)
}
