import PlusTestSupport
import Testing

@testable import PlusCore

@Suite struct LoadableWeightTests {
    /// Every loadable weight of `math` up to `limit`, by brute force over the plates owned.
    static func bruteForce(_ math: PlateMath, limit: Weight) -> Set<Weight> {
        var sums: Set<Int> = [0]
        for (size, count) in zip(math.plates, math.perSide) {
            let most = count ?? ((limit.hundredths - math.bar.hundredths) / 2 / size.hundredths)
            var next: Set<Int> = []
            for sum in sums {
                for k in 0...max(0, most) where sum + k * size.hundredths <= (limit.hundredths - math.bar.hundredths) / 2 {
                    next.insert(sum + k * size.hundredths)
                }
            }
            sums = next
        }
        return Set(sums.map { math.bar + Weight(hundredths: $0 * 2) })
    }

    static let equipment: [PlateMath] = [
        PlateMath(settings: Settings()),
        PlateMath(settings: Settings(units: .kg)),
        PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25)]),
        PlateMath(bar: Weight(20), plates: [Weight(25), Weight(20), Weight(15), Weight(10)]),
        PlateMath(
            bar: Weight(45),
            inventory: PlateInventory(stock: [
                .init(size: Weight(45), owned: 6), .init(size: Weight(25), owned: 2), .init(size: Weight(10), owned: 2),
                .init(size: Weight(5), owned: 2), .init(size: Weight(hundredths: 250), owned: 2),
            ])),
        PlateMath(bar: Weight(60), inventory: PlateInventory(stock: [.init(size: Weight(45), owned: 4), .init(size: Weight(35), owned: 3)])),
    ]

    @Test func everyPrescribedWeightIsLoadableAndNearest() {
        var generator = SeededGenerator(seed: 1111)
        for math in Self.equipment {
            let loadable = Self.bruteForce(math, limit: Weight(1_000)).sorted()
            for _ in 0..<400 {
                let tm = Weight(hundredths: Int.random(in: 4_000...60_000, using: &generator))
                let percent = Percentage(basisPoints: Int.random(in: 3_000...10_000, using: &generator))
                let exact = tm.hundredths * percent.basisPoints  // 1/10 000 of a hundredth
                let nearest = math.load(percent, of: tm)
                let down = math.load(percent, of: tm, rounding: .down)
                #expect(loadable.contains(nearest) && loadable.contains(down))
                #expect(math.loadout(for: nearest).isExact && math.loadout(for: down).isExact)
                let distance = abs(nearest.hundredths * 10_000 - exact)
                // Nearest: no loadable weight is closer; a tie goes up.
                for other in loadable {
                    let d = abs(other.hundredths * 10_000 - exact)
                    #expect(d > distance || (d == distance && other <= nearest), "\(other) is nearer to \(exact) than \(nearest)")
                }
                // Down: the heaviest loadable weight not above the target (the bar when below it).
                let expectedDown = loadable.last { $0.hundredths * 10_000 <= exact } ?? math.bar
                #expect(down == expectedDown)
            }
        }
    }

    /// Through the planner: every weight of every sheet is loadable with the gym's plates owned,
    /// its plates sum to it, and it is what `load` gives for the set's percentage.
    @Test func everyPlannedSheetIsLoadableWithTheInventory() {
        var generator = SeededGenerator(seed: 42)
        let inventory = PlateInventory(stock: [
            .init(size: Weight(45), owned: 6), .init(size: Weight(25), owned: 2), .init(size: Weight(10), owned: 2),
            .init(size: Weight(5), owned: 2), .init(size: Weight(hundredths: 250), owned: 2),
        ])
        let gyms = [
            Gym(units: .lb, bar: Weight(45), plates: inventory, rounding: .down),
            Gym(units: .lb, bar: Weight(45), plates: inventory, lifts: [.deadlift: LiftEquipment(bar: Weight(60))]),
            Gym(name: "hotel", units: .kg, bar: Weight(20), plates: PlateInventory(sizes: [Weight(25), Weight(20), Weight(15), Weight(10)])),
        ]
        let settings = Settings()
        for gym in gyms {
            for _ in 0..<100 {
                let tm = Weight(hundredths: Int.random(in: 10_000...45_000, using: &generator))
                let lift = Lift.bigFour.randomElement(using: &generator) ?? .squat
                let week = Int.random(in: 1...4, using: &generator)
                let plan = Planner.plan(
                    lift, trainingMax: tm, position: CyclePosition(cycle: 1, week: week), settings: settings,
                    date: Day(parsing: "2026-09-01")!, gym: gym)
                let math = gym.plateMath(for: lift)
                #expect(plan.units == gym.units && plan.trainingMax == tm.converted(from: .lb, to: gym.units))
                for set in plan.sets {
                    #expect(set.loadout.isExact && set.loadout.achieved == set.weight)
                    #expect(set.loadout.perSide.reduce(Weight.zero, +) * 2 + math.bar == set.weight)
                    #expect(set.weight == math.load(set.percent, of: plan.trainingMax, rounding: gym.rounding))
                    for (size, count) in zip(math.plates, math.perSide) {
                        if let count { #expect(set.loadout.perSide.filter { $0 == size }.count <= count) }
                    }
                }
            }
        }
    }

    @Test func noLoadoutExceedsTheInventoryAndEveryLoadoutSums() {
        var generator = SeededGenerator(seed: 7)
        for math in Self.equipment {
            for _ in 0..<400 {
                let weight = Weight(hundredths: Int.random(in: 0...70_000, using: &generator))
                let previous = math.loadout(for: Weight(hundredths: Int.random(in: 0...70_000, using: &generator))).perSide
                let loadout = math.loadout(for: weight, after: previous)
                #expect(loadout.perSide.reduce(Weight.zero, +) * 2 + math.bar == loadout.achieved)
                #expect(loadout.achieved <= max(weight, math.bar))
                for (size, count) in zip(math.plates, math.perSide) {
                    if let count { #expect(loadout.perSide.filter { $0 == size }.count <= count) }
                }
            }
        }
    }

    /// The journal checks ask a `LoadChecker` instead of building a whole loadout: a fresh one (its
    /// table made for that weight alone) must give the loadout's `achieved` for every weight, bar
    /// and inventory, exact or not.
    @Test func achievedLoadIsTheLoadoutsAchievedWeight() {
        var generator = SeededGenerator(seed: 53)
        for math in Self.equipment {
            for _ in 0..<400 {
                let weight = Weight(hundredths: Int.random(in: -1_000...90_000, using: &generator))
                var fresh = PlateMath.LoadChecker(math)
                #expect(fresh.achievedLoad(for: weight) == math.loadout(for: weight).achieved, "\(weight) on \(math.bar)")
            }
            var fresh = PlateMath.LoadChecker(math)
            #expect(fresh.achievedLoad(for: Weight(9_999_999)) == math.loadout(for: Weight(9_999_999)).achieved)
        }
    }

    /// The checker's growing table answers as the loadout does, whatever order weights come in.
    @Test func loadCheckerAgreesWithAchievedLoad() {
        var generator = SeededGenerator(seed: 59)
        for math in Self.equipment {
            var checker = PlateMath.LoadChecker(math)
            for _ in 0..<600 {
                let weight = Weight(hundredths: Int.random(in: -1_000...120_000, using: &generator))
                #expect(checker.achievedLoad(for: weight) == math.loadout(for: weight).achieved, "\(weight) on \(math.bar)")
            }
            #expect(checker.achievedLoad(for: Weight(9_999_999)) == math.loadout(for: Weight(9_999_999)).achieved)
        }
    }

    @Test func fewestPlatesPerSide() {
        let math = PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25), Weight(10)])
        #expect(math.loadout(for: Weight(285)).perSideText == "45 25 25 25")
        // Brute force: no exact loadout uses fewer plates.
        let sizes = [45, 25, 10]
        for perSide in stride(from: 0, through: 300, by: 5) {
            let loadout = math.loadout(for: Weight(45 + perSide * 2))
            guard loadout.isExact else { continue }
            var best = Int.max
            for a in 0...7 { for b in 0...12 { for c in 0...30 where a * sizes[0] + b * sizes[1] + c * sizes[2] == perSide { best = min(best, a + b + c) } } }
            #expect(loadout.perSide.count == best)
        }
    }

    @Test func fewestChangesFromThePreviousSet() {
        let math = PlateMath(settings: Settings())
        // 355 lb: five plates per side either way; after 45 45 35 …, keep the 35.
        #expect(math.loadout(for: Weight(355)).perSideText == "45 45 45 10 10")
        #expect(math.loadout(for: Weight(355), after: [Weight(45), Weight(45), Weight(35), Weight(5), Weight(hundredths: 250)]).perSideText == "45 45 35 25 5")
    }

    @Test func theGridWasWrongForUnevenPlates() {
        // Bumper plates only: 25/20/15/10 kg on a 20 kg bar. A grid of twice the smallest plate
        // (20 kg) gives 60, 60 for 62.5 % and 67.5 % of 100; the loadable neighbours are 60, 70.
        let bumpers = PlateMath(bar: Weight(20), plates: [Weight(25), Weight(20), Weight(15), Weight(10)])
        #expect(bumpers.load(Percentage(42), of: Weight(100)) == Weight(40))
        #expect(bumpers.load(Percentage(45), of: Weight(100)) == Weight(50), "a tie goes up")
        #expect(bumpers.load(Percentage(55), of: Weight(100)) == Weight(60))
        #expect(bumpers.load(Percentage(65), of: Weight(100)) == Weight(70))
        // 45/25 lb only: loadable 45, 95, 135, 145, 185, 195, 225, 235, 245 …
        let garage = PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25)])
        #expect(garage.load(Percentage(65), of: Weight(200)) == Weight(135))
        #expect(garage.load(Percentage(70), of: Weight(200)) == Weight(145))
        #expect(garage.load(Percentage(70), of: Weight(200), rounding: .down) == Weight(135))
    }

    @Test func beyondTheInventoryGivesTheHeaviest() {
        let math = Self.equipment[4]
        #expect(math.heaviest == Weight(45 + 2 * (135 + 25 + 10 + 5) + 5))
        #expect(math.load(Percentage(100), of: Weight(900)) == math.heaviest)
        #expect(!math.loadout(for: Weight(900)).isExact)
        #expect(math.nearest(to: Weight(900)).above == nil)
    }

    @Test func defaultPlatesGiveTheOldGrid() {
        for units in WeightUnit.allCases {
            let settings = Settings(units: units)
            let grid = LoadRounding(settings: settings)
            let math = PlateMath(settings: settings)
            for tm in stride(from: 5_000, through: 50_000, by: 73) {
                for percent in [40, 50, 55, 62, 65, 70, 75, 80, 85, 90, 95] {
                    #expect(math.load(Percentage(percent), of: Weight(hundredths: tm)) == grid.load(Percentage(percent), of: Weight(hundredths: tm)))
                }
            }
        }
    }

    /// The journal checks' table of makeable amounts (a one-row bounded subset sum) against the
    /// brute force, over random inventories: limited and unlimited sizes, counts of 0 to 7 per
    /// side, sizes that share divisors or not.
    @Test func makeableAmountsAreWhatThePlatesMake() {
        var generator = SeededGenerator(seed: 61)
        // 40 000 hundredths is past the limit below for some units: a size no amount can hold.
        let pool = [4_500, 3_500, 2_500, 2_000, 1_500, 1_000, 500, 250, 125, 50, 2_250, 1_125, 40_000]
        for _ in 0..<150 {
            let sizes = pool.shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator))
            let stock = sizes.map { size in
                PlateInventory.Stock(
                    size: Weight(hundredths: size),
                    owned: Int.random(in: 0...3, using: &generator) == 0 ? nil : Int.random(in: 0...15, using: &generator))
            }
            let math = PlateMath(bar: Weight(hundredths: Int.random(in: 0...4_500, using: &generator)), inventory: PlateInventory(stock: stock))
            let limit = math.bar + Weight(hundredths: 60_000)
            let loadable = Self.bruteForce(math, limit: limit)
            let unit = math.unit
            guard unit > 0 else { continue }
            let makeable = PlateMath.LoadChecker.makeableAmounts(math, limit: 30_000 / unit)
            #expect(makeable.count == 30_000 / unit + 1, "every amount from 0 to the limit")
            for (amount, isMakeable) in makeable.enumerated() {
                #expect(isMakeable == loadable.contains(math.bar + Weight(hundredths: amount * unit * 2)), "\(amount * unit) per side, \(stock)")
            }
        }
    }

    /// A size listed twice keeps its last count; sizes come heaviest first, non-positive ones dropped.
    @Test func inventoryKeepsTheLastCountOfASizeListedTwice() {
        let inventory = PlateInventory(stock: [
            .init(size: Weight(10), owned: 2), .init(size: Weight(45), owned: nil), .init(size: Weight(10), owned: 6),
            .init(size: .zero, owned: 4), .init(size: Weight(25), owned: 2), .init(size: Weight(45), owned: 8),
        ])
        #expect(inventory.stock == [.init(size: Weight(45), owned: 8), .init(size: Weight(25), owned: 2), .init(size: Weight(10), owned: 6)])
    }

    @Test func perLiftBarAndIncrement() {
        var settings = Settings()
        settings.lifts = [.deadlift: LiftEquipment(bar: Weight(60)), .press: LiftEquipment(bar: Weight(35), increment: Weight(1))]
        #expect(PlateMath(settings: settings, lift: .deadlift).bar == Weight(60))
        #expect(PlateMath(settings: settings, lift: .squat).bar == Weight(45))
        let press = PlateMath(settings: settings, lift: .press)
        #expect(press.bar == Weight(35))
        // 0.5 lb microplates: 1 lb steps.
        #expect(press.load(Percentage(65), of: Weight(131)) == Weight(85))
        #expect(press.loadout(for: Weight(86)).perSideText == "25 0.5")
    }
}

@Suite struct UnitConversionTests {
    @Test func exactPound() {
        #expect(Weight(225).converted(from: .lb, to: .kg) == Weight(hundredths: 10206))
        #expect(Weight(hundredths: 26250).converted(from: .lb, to: .kg) == Weight(hundredths: 11907))
        #expect(Weight(100).converted(from: .kg, to: .lb) == Weight(hundredths: 22046))
        #expect(Weight(100).converted(from: .kg, to: .kg) == Weight(100))
    }

    @Test func kilogramsThroughPoundsNeverDrift() {
        for hundredths in stride(from: 0, through: 1_000_000, by: 7) {
            let kg = Weight(hundredths: hundredths)
            #expect(kg.converted(from: .kg, to: .lb).converted(from: .lb, to: .kg) == kg)
        }
    }

    @Test func poundsThroughKilogramsStayWithinAHundredth() {
        for hundredths in stride(from: 0, through: 1_000_000, by: 7) {
            let lb = Weight(hundredths: hundredths)
            #expect(abs((lb.converted(from: .lb, to: .kg).converted(from: .kg, to: .lb) - lb).hundredths) <= 1)
        }
    }
}
