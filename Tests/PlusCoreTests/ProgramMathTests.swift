import PlusTestSupport
import Testing

@testable import PlusCore

@Suite struct LoadRoundingTests {
    let rounding = LoadRounding(settings: Settings())

    @Test func workedExampleFromTheIssue() {
        let tm = Weight(315)
        let sets = Program.sets(week: 1, settings: Settings()).map { rounding.load($0.percent, of: tm) }
        #expect(sets.map(\.description) == [
            "125", "160", "190", "205", "235", "270", "160", "160", "160", "160", "160",
        ])
    }

    @Test func exactHalvesRoundUp() {
        // 50 % of 315 = 157.5: 22.5 steps of 5 above the bar, so 23 steps: 160.
        #expect(rounding.load(Percentage(50), of: Weight(315)) == Weight(160))
        // 60 % of 312.5 = 187.5 → 28.5 steps → 190.
        #expect(rounding.load(Percentage(60), of: Weight(hundredths: 31250)) == Weight(190))
    }

    @Test func neverBelowTheBar() {
        #expect(rounding.load(Percentage(40), of: Weight(95)) == Weight(45))
        #expect(rounding.load(Percentage(40), of: Weight(60)) == Weight(45))
    }

    @Test func stepIsTwiceTheSmallestPlate() {
        var settings = Settings(units: .kg)
        #expect(settings.loadStep == Weight(hundredths: 250))
        #expect(LoadRounding(settings: settings).load(Percentage(65), of: Weight(100)) == Weight(65))
        settings.plates = [Weight(20), Weight(10), Weight(5)]
        #expect(LoadRounding(settings: settings).load(Percentage(65), of: Weight(100)) == Weight(70))
    }

    @Test func roundingIsIdempotentAndNearest() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let tm = Weight(hundredths: Int.random(in: 4_500...80_000, using: &generator))
            let percent = Percentage(Int.random(in: 30...100, using: &generator))
            let load = rounding.load(percent, of: tm)
            #expect(rounding.rounded(load) == load)
            #expect((load - rounding.bar).hundredths % rounding.step.hundredths == 0)
            let exact = tm.hundredths * percent.basisPoints  // in 1/10 000 of a hundredth
            if load > rounding.bar {
                #expect(abs(load.hundredths * 10_000 - exact) * 2 <= rounding.step.hundredths * 10_000)
            }
        }
    }
}

extension LoadRoundingTests {
    /// The grid starts at the bar, not at zero: with a 45 lb bar and a 10 lb step, 65 % of 300
    /// (195) is exactly 15 steps above the bar, so it stays 195 (a grid at 0 would give 200).
    @Test func theGridIsAnchoredAtTheBar() {
        let rounding = LoadRounding(bar: Weight(45), step: Weight(10))
        #expect(rounding.load(Percentage(65), of: Weight(300)) == Weight(195))
        #expect(rounding.load(Percentage(75), of: Weight(300)) == Weight(225))
        // A 7 kg technique bar with a 2.5 kg step: 50 % of 100 is 17.2 steps above 7 → 49.5
        // (a grid at 0 would say 50, which this bar cannot make).
        let kg = LoadRounding(bar: Weight(7), step: Weight(hundredths: 250))
        #expect(kg.load(Percentage(50), of: Weight(100)) == Weight(hundredths: 4_950))
    }

    /// Any bar and any step: the load is the bar plus whole steps, the nearest such weight to the
    /// exact target (halves up), never below the bar.
    @Test func roundingIsNearestOnTheBarsGridForAnyBarAndStep() {
        var generator = SeededGenerator(seed: 29)
        let steps = [50, 100, 125, 200, 250, 500, 1_000]  // hundredths: 0.5 … 10
        for _ in 0..<5_000 {
            let bar = Weight(hundredths: Int.random(in: 500...6_000, using: &generator))
            let step = Weight(hundredths: steps.randomElement(using: &generator)!)
            let rounding = LoadRounding(bar: bar, step: step)
            let tm = Weight(hundredths: Int.random(in: 2_000...80_000, using: &generator))
            let percent = Percentage(basisPoints: Int.random(in: 3_000...10_000, using: &generator))
            let load = rounding.load(percent, of: tm)
            #expect(load >= bar)
            #expect((load - bar).hundredths % step.hundredths == 0, "bar \(bar), step \(step): \(load)")
            let exact = tm.hundredths * percent.basisPoints  // in 1/10 000 of a hundredth
            let barExact = bar.hundredths * 10_000
            if exact <= barExact {
                #expect(load == bar)
            } else {
                // Nearest, with an exact half rounding up.
                let distance = load.hundredths * 10_000 - exact
                #expect(-distance * 2 < step.hundredths * 10_000 && distance * 2 <= step.hundredths * 10_000,
                    "bar \(bar), step \(step), \(percent) % of \(tm): \(load)")
            }
        }
    }
}

@Suite struct PlateMathTests {
    let plates = PlateMath(settings: Settings())

    @Test func topSetOfTheWorkedExample() {
        #expect(plates.loadout(for: Weight(270)).perSideText == "45 45 10 10 2.5")
    }

    @Test func findsCombinationsAGreedyPassMisses() {
        let math = PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25), Weight(10)])
        let loadout = math.loadout(for: Weight(145))
        #expect(loadout.perSide == [Weight(25), Weight(25)])
        #expect(loadout.isExact)
    }

    @Test func saysWhenNoCombinationExists() {
        let math = PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25), Weight(10)])
        let loadout = math.loadout(for: Weight(150))
        #expect(!loadout.isExact)
        #expect(loadout.achieved == Weight(145))
        let odd = plates.loadout(for: Weight(hundredths: 27_250))
        #expect(odd.achieved == Weight(270))
    }

    @Test func emptyBarAndBelow() {
        #expect(plates.loadout(for: Weight(45)).perSide.isEmpty)
        #expect(plates.loadout(for: Weight(45)).isExact)
        #expect(plates.loadout(for: Weight(30)).achieved == Weight(45))
        #expect(plates.loadout(for: Weight(30)).perSideText == "empty bar")
    }

    @Test func kilogramPlatesShowWithoutNoise() {
        let math = PlateMath(settings: Settings(units: .kg))
        #expect(math.loadout(for: Weight(hundredths: 2250)).perSideText == "1.25")
        #expect(math.loadout(for: Weight(hundredths: 10250)).perSideText == "25 15 1.25")
    }

    @Test func everyLoadoutSumsToItsWeightAndIsHeaviestFirst() {
        var generator = SeededGenerator(seed: 3)
        let inventories: [[Weight]] = [
            Settings().plates, Settings(units: .kg).plates,
            [Weight(45), Weight(25), Weight(10)], [Weight(20), Weight(15), Weight(hundredths: 50)],
        ]
        for inventory in inventories {
            let math = PlateMath(bar: Weight(20), plates: inventory)
            for _ in 0..<500 {
                let weight = Weight(hundredths: Int.random(in: 0...60_000, using: &generator))
                let loadout = math.loadout(for: weight)
                let total = loadout.perSide.reduce(Weight.zero, +) * 2 + math.bar
                #expect(total == loadout.achieved)
                #expect(loadout.achieved <= max(weight, math.bar))
                #expect(loadout.perSide == loadout.perSide.sorted(by: >))
                #expect(loadout.perSide.allSatisfy { inventory.contains($0) })
                if loadout.isExact { #expect(loadout.achieved == weight) }
            }
        }
    }

    @Test func everyRoundedLoadIsExactlyLoadable() {
        for units in WeightUnit.allCases {
            let settings = Settings(units: units)
            let rounding = LoadRounding(settings: settings)
            let math = PlateMath(settings: settings)
            for hundredths in stride(from: 2_000, through: 60_000, by: 37) {
                #expect(math.loadout(for: rounding.rounded(Weight(hundredths: hundredths))).isExact)
            }
        }
    }
}

@Suite struct EpleyTests {
    @Test func workedExample() {
        #expect(Epley.estimatedOneRepMax(weight: Weight(300), reps: 8) == Weight(380))
        #expect(Epley.percentOfEstimatedOneRepMax(Percentage(90), weight: Weight(300), reps: 8) == Weight(342))
    }

    @Test func tieIsExactNotNoise() {
        #expect(Epley.percentOfEstimatedOneRepMax(Percentage(90), weight: Weight(300), reps: 5) == Weight(315))
    }

    @Test func oneRepOrFewerIsTheWeight() {
        #expect(Epley.estimatedOneRepMax(weight: Weight(300), reps: 1) == Weight(300))
        #expect(Epley.estimatedOneRepMax(weight: Weight(300), reps: 0) == Weight(300))
    }

    @Test func keepsHundredths() {
        // 205 × (1 + 7/30) = 252.8333… → 252.83
        #expect(Epley.estimatedOneRepMax(weight: Weight(205), reps: 7) == Weight(hundredths: 25283))
    }

    @Test func neverDecreasesWithWeightOrReps() {
        for reps in 0..<20 {
            for pounds in stride(from: 45, to: 600, by: 5) {
                let here = Epley.estimatedOneRepMax(weight: Weight(pounds), reps: reps)
                #expect(Epley.estimatedOneRepMax(weight: Weight(pounds + 5), reps: reps) >= here)
                #expect(Epley.estimatedOneRepMax(weight: Weight(pounds), reps: reps + 1) >= here)
            }
        }
    }
}

@Suite struct ProgramTests {
    @Test(arguments: [
        (1, [65, 75, 85], [5, 5, 5]), (2, [70, 80, 90], [3, 3, 3]), (3, [75, 85, 95], [5, 3, 1]),
        (4, [40, 50, 60], [5, 5, 5]),
    ])
    func workingSetsFollowWendler(week: Int, percents: [Int], reps: [Int]) {
        let sets = Program.workingSets(week: week)
        #expect(sets.map(\.percent) == percents.map { Percentage($0) })
        #expect(sets.map(\.reps) == reps)
        #expect(sets.map(\.isAMRAP) == [false, false, week != 4])
    }

    @Test func weeksOneToThreeHaveWarmupsAndBBB() {
        for week in 1...3 {
            let sets = Program.sets(week: week, settings: Settings())
            #expect(sets.filter { $0.kind == .warmup }.map(\.percent) == [40, 50, 60].map { Percentage($0) })
            #expect(sets.filter { $0.kind == .warmup }.map(\.reps) == [5, 5, 3])
            let bbb = sets.filter { $0.kind == .bbb }
            #expect(bbb.count == 5 && bbb.allSatisfy { $0.reps == 10 && $0.percent == Percentage(50) })
        }
    }

    @Test func deloadHasNoWarmupNoAMRAPNoBBB() {
        let sets = Program.sets(week: 4, settings: Settings())
        #expect(sets.count == 3 && sets.allSatisfy { $0.kind == .working && !$0.isAMRAP })
    }

    @Test func bbbCanBeDisabledOrMoved() {
        var settings = Settings()
        settings.bbbEnabled = false
        #expect(!Program.sets(week: 1, settings: settings).contains { $0.kind == .bbb })
        settings.bbbEnabled = true
        settings.bbbPercent = Percentage(60)
        #expect(Program.sets(week: 2, settings: settings).filter { $0.kind == .bbb }.allSatisfy { $0.percent == Percentage(60) })
    }

    @Test func kilogramDefaults() {
        let settings = Settings(units: .kg)
        #expect(settings.bar == Weight(20))
        #expect(settings.plates.map(\.description) == ["25", "20", "15", "10", "5", "2.5", "1.25"])
        #expect(Settings().bar == Weight(45))
        #expect(Settings().plates.map(\.description) == ["45", "35", "25", "10", "5", "2.5"])
        #expect(Settings().rest == [.warmup: 60, .working: 180, .bbb: 90])
        #expect(Settings().order == [.squat, .bench, .deadlift, .press])
        #expect(Settings().tmPercent == Percentage(90) && Settings().bbbPercent == Percentage(50))
    }

    @Test func kilogramSheet() {
        let plan = Planner.plan(.squat, trainingMax: Weight(140), position: .start, settings: Settings(units: .kg), date: Day(year: 2026, month: 11, day: 30)!)
        // 65/75/85 % of 140 kg = 91, 105, 119 → nearest 2.5 kg: 90, 105, 120.
        #expect(plan.sets.filter { $0.kind == .working }.map(\.weight.description) == ["90", "105", "120"])
        #expect(plan.sets.first { $0.kind == .working && $0.isAMRAP }?.loadout.perSideText == "25 25")
    }
}
