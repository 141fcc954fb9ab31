/// Finds which plates make a weight, and which weights the plates can make, for a bar and the
/// plates a lifter owns.
///
/// Exact, not a grid: it works out every amount one side of the bar can hold with the plates
/// owned (a bounded subset sum over the plates' common divisor; a size without a count is unlimited)
/// and, for each amount, the fewest plates that make it. Among the loadouts with the fewest plates
/// it takes the one that changes the fewest plates from the previous set, else the heaviest-first
/// one a lifter loads (lexicographically largest). With plates 45/25/10 and a 45 bar, 285 is
/// 45 25 25 25 per side (four plates), not 45 45 10 10 10.
package struct PlateMath: Sendable {
    /// The empty bar.
    package let bar: Weight
    /// Distinct plate sizes, heaviest first, all positive.
    package let plates: [Weight]
    /// Plates of each size (parallel to `plates`) available for one side; nil for any number.
    package let perSide: [Int?]
    /// The plates' common divisor in hundredths: amounts per side are counted in it.
    let unit: Int
    /// The most plate-size units per side the search considers (a few tonnes in any plate set).
    static let maximumSearch = 200_000
    /// At most this many equally short loadouts are compared for the fewest changes.
    static let maximumAlternatives = 256

    /// - Parameters:
    ///   - bar: the empty bar's weight.
    ///   - plates: plate sizes for one side, any number of each; duplicates and non-positive
    ///     sizes are ignored.
    package init(bar: Weight, plates: [Weight]) {
        self.init(bar: bar, inventory: PlateInventory(sizes: plates))
    }

    /// - Parameters:
    ///   - bar: the empty bar's weight.
    ///   - inventory: the plates owned (a size without a count: any number).
    package init(bar: Weight, inventory: PlateInventory) {
        self.bar = bar
        let stock = inventory.perSide.filter { $0.size.hundredths > 0 && $0.count != 0 }
        self.plates = stock.map(\.size)
        self.perSide = stock.map(\.count)
        self.unit = plates.reduce(0) { gcd($0, $1.hundredths) }
    }

    /// The plate math the settings imply for `lift` (its bar and increment when the settings give
    /// one) in the journal's own equipment.
    package init(settings: Settings, lift: Lift? = nil) {
        self = settings.homeGym.plateMath(for: lift)
    }

    /// True when the plates owned are limited (some size has a count).
    package var isLimited: Bool { perSide.contains { $0 != nil } }

    /// The heaviest weight the bar and the plates owned make; nil when the plates are unlimited.
    package var heaviest: Weight? {
        guard !perSide.contains(where: { $0 == nil }) else { return nil }
        let side = zip(plates, perSide).reduce(0) { $0 + $1.0.hundredths * ($1.1 ?? 0) }
        let table = Table(math: self, limit: side / max(unit, 1))
        return bar + Weight(hundredths: table.highestMakeable(atMost: table.limit) * unit * 2)
    }

    /// What the bar and plates make of a weight, for many weights, with one table of what the
    /// plates make, grown as heavier weights are asked: the journal checks ask it of every set of
    /// a journal, and a table look-up costs less than hashing the weight.
    package struct LoadChecker: Sendable {
        package let math: PlateMath
        /// Per side, in units of the plates' common divisor: whether that amount is makeable.
        private var makeable: [Bool] = []

        package init(_ math: PlateMath) { self.math = math }

        /// `weight` itself when it can be loaded exactly, else the nearest lower load, else the bar
        /// for a weight below it: always `math.loadout(for: weight).achieved`, without choosing
        /// the plates.
        package mutating func achievedLoad(for weight: Weight) -> Weight {
            let perSideTarget = weight.hundredths - math.bar.hundredths
            guard perSideTarget > 0, math.unit > 0 else { return math.bar }
            var amount = perSideTarget / 2 / math.unit
            guard amount <= PlateMath.maximumSearch else { return math.bar }
            if amount >= makeable.count {
                let limit = min(max(amount, makeable.count * 2, 64), PlateMath.maximumSearch)
                makeable = Self.makeableAmounts(math, limit: limit)
            }
            while amount > 0 && !makeable[amount] { amount -= 1 }
            return math.bar + Weight(hundredths: amount * math.unit * 2)
        }

        /// For each amount per side from 0 to `limit` (in units of the plates' common divisor):
        /// whether the plates owned make it, each size at most its count. Whether, not with how
        /// few plates (`Table`): one row instead of one per size. A size is added to
        /// the amounts the heavier ones make, lightest amount first; `used[a]` is how many of
        /// that size the amount `a` first reached with it takes, so a size never goes past its
        /// count (the bounded subset sum's one-pass form).
        static func makeableAmounts(_ math: PlateMath, limit: Int) -> [Bool] {
            var makeable = [Bool](repeating: false, count: limit + 1)
            makeable[0] = true
            var used = [Int](repeating: 0, count: math.isLimited ? limit + 1 : 0)
            for (plate, count) in zip(math.plates, math.perSide) {
                let size = plate.hundredths / math.unit
                guard size <= limit else { continue }
                if let count {
                    for amount in used.indices { used[amount] = 0 }
                    for amount in size...limit where !makeable[amount] && makeable[amount - size] && used[amount - size] < count {
                        makeable[amount] = true
                        used[amount] = used[amount - size] + 1
                    }
                } else {
                    for amount in size...limit where !makeable[amount] && makeable[amount - size] { makeable[amount] = true }
                }
            }
            return makeable
        }
    }

    /// The plates per side for `weight`: exact when possible, else the nearest lower load
    /// (`isExact` false), else the empty bar for a weight below the bar. Among equally few plates,
    /// the loadout that changes the fewest plates from `previous` (the plates per side of the
    /// previous set), else the heaviest-first one.
    package func loadout(for weight: Weight, after previous: [Weight] = []) -> PlateLoadout {
        let perSideTarget = weight.hundredths - bar.hundredths
        guard perSideTarget > 0, unit > 0 else {
            return PlateLoadout(requested: weight, achieved: bar, perSide: [])
        }
        // Per side in whole `unit`s; an odd remainder (half a unit per side) cannot be loaded.
        let perSideUnits = perSideTarget / 2 / unit
        // No bar holds this much (a typo such as 9999999): say so rather than search for it.
        guard perSideUnits <= Self.maximumSearch else {
            return PlateLoadout(requested: weight, achieved: bar, perSide: [])
        }
        let table = Table(math: self, limit: perSideUnits)
        let amount = table.highestMakeable(atMost: perSideUnits)
        let options = table.alternatives(for: amount).map { $0.map { Weight(hundredths: $0 * unit) } }
        guard let first = options.first else { preconditionFailure("a makeable amount must have a loadout") }
        let perSide =
            previous.isEmpty
            ? first
            : options.min { Self.changes(from: previous, to: $0) < Self.changes(from: previous, to: $1) } ?? first
        let achieved = bar + Weight(hundredths: amount * unit * 2)
        return PlateLoadout(requested: weight, achieved: achieved, perSide: perSide)
    }

    /// True when `plates` (one side's, as a line names them) load `weight` on the bar exactly and
    /// are this equipment's: every size one of `plates`, none more often than a side holds.
    package func loads(_ weight: Weight, with plates: [Weight]) -> Bool {
        guard bar.hundredths + 2 * plates.reduce(0, { $0 + $1.hundredths }) == weight.hundredths else { return false }
        for plate in plates {
            guard let index = self.plates.firstIndex(of: plate) else { return false }
            if let limit = perSide[index], plates.filter({ $0 == plate }).count > limit { return false }
        }
        return true
    }

    /// The plates per side of a sheet's sets, in the sheet's order: each weight's loadout chosen
    /// after the one before it (`loadout(for:after:)`). This is the rule `next` writes a sheet's
    /// plates with, so every command shows a set with the plates its line says.
    package func loadouts(for weights: [Weight]) -> [PlateLoadout] {
        var previous: [Weight] = []
        return weights.map { weight in
            let loadout = loadout(for: weight, after: previous)
            previous = loadout.perSide
            return loadout
        }
    }

    /// The loadable weight for `percent` of `trainingMax`: the nearest the bar and plates make
    /// (exact halves up; `.down`: the heaviest not above it), never below the bar; beyond the
    /// plates owned, the heaviest they make. Exact: the target is never formed as a `Double`.
    package func load(_ percent: Percentage, of trainingMax: Weight, rounding: RoundingMode = .nearest) -> Weight {
        // Work in 1/10 000 of a hundredth so that TM × percent stays an integer.
        nearest(target: trainingMax.hundredths * percent.basisPoints, rounding: rounding).weight
    }

    /// `weight` rounded to a loadable weight as `load` does; `below`/`above` are the nearest
    /// loadable weights on each side of it (equal to it when it is loadable; `above` nil beyond the
    /// plates owned).
    package func nearest(to weight: Weight, rounding: RoundingMode = .nearest) -> (weight: Weight, below: Weight, above: Weight?) {
        nearest(target: weight.hundredths * 10_000, rounding: rounding)
    }

    /// The search behind `load` and `nearest(to:)`; `target` in 1/10 000 of a hundredth.
    private func nearest(target: Int, rounding: RoundingMode) -> (weight: Weight, below: Weight, above: Weight?) {
        let aboveBar = target - bar.hundredths * 10_000
        guard aboveBar > 0, unit > 0 else { return (bar, bar, aboveBar <= 0 ? bar : nil) }
        // In units of one pair of the plates' common divisor (the smallest change of the load).
        let pair = unit * 2 * 10_000
        let floorPairs = aboveBar / pair
        let largest = plates.first.map { $0.hundredths / unit } ?? 1
        let limit = min(floorPairs + largest + 1, Self.maximumSearch)
        guard floorPairs <= Self.maximumSearch else { return (bar, bar, nil) }
        let table = Table(math: self, limit: limit)
        let low = table.highestMakeable(atMost: min(floorPairs, limit))
        let high = table.lowestMakeable(atLeast: aboveBar % pair == 0 ? floorPairs : floorPairs + 1)
        func weight(_ pairs: Int) -> Weight { bar + Weight(hundredths: pairs * unit * 2) }
        let below = weight(low)
        let above = high.map(weight)
        guard let high else { return (below, below, nil) }
        if rounding == .down || low * pair == aboveBar { return (below, below, above) }
        // Nearest, exact ties up.
        let chosen = (aboveBar - low * pair) < (high * pair - aboveBar) ? low : high
        return (weight(chosen), below, above)
    }

    /// Every loadable weight from the empty bar up to `limit` (or the heaviest the plates owned
    /// make), lightest first.
    package func loadableWeights(upTo limit: Weight) -> [Weight] {
        guard unit > 0, limit > bar else { return [bar] }
        let units = min((limit.hundredths - bar.hundredths) / 2 / unit, Self.maximumSearch)
        let table = Table(math: self, limit: units)
        return (0...units).filter { table.fewest[0][$0] != Table.impossible }.map { bar + Weight(hundredths: $0 * unit * 2) }
    }

    /// The fewest plates per side for every amount up to a limit, and the loadouts behind them.
    private struct Table {
        static let impossible = Int.max
        let sizes: [Int]
        let counts: [Int?]
        let limit: Int
        /// `fewest[i][a]`: the fewest plates of sizes `i...` (in `unit`s) that make `a`.
        var fewest: [[Int]]

        init(math: PlateMath, limit: Int) {
            sizes = math.plates.map { $0.hundredths / math.unit }
            counts = math.perSide
            self.limit = limit
            var rows = [[Int]](repeating: [], count: sizes.count + 1)
            var last = [Int](repeating: Self.impossible, count: limit + 1)
            last[0] = 0
            rows[sizes.count] = last
            for index in stride(from: sizes.count - 1, through: 0, by: -1) {
                let size = sizes[index]
                var row = last
                if let count = counts[index] {
                    for amount in stride(from: limit, through: size, by: -1) {
                        var k = 1
                        while k <= count && k * size <= amount {
                            let rest = last[amount - k * size]
                            if rest != Self.impossible && rest + k < row[amount] { row[amount] = rest + k }
                            k += 1
                        }
                    }
                } else if size <= limit {
                    for amount in size...limit where row[amount - size] != Self.impossible {
                        row[amount] = min(row[amount], row[amount - size] + 1)
                    }
                }
                rows[index] = row
                last = row
            }
            fewest = rows
        }

        func highestMakeable(atMost amount: Int) -> Int {
            var amount = min(amount, limit)
            while amount > 0 && fewest[0][amount] == Self.impossible { amount -= 1 }
            return amount
        }

        func lowestMakeable(atLeast amount: Int) -> Int? {
            guard amount <= limit else { return nil }
            return (amount...limit).first { fewest[0][$0] != Self.impossible }
        }

        /// The plates (in hundredths, heaviest first) of the loadouts with the fewest plates for
        /// `amount`, heaviest-first order: the first is the lexicographically largest.
        func alternatives(for amount: Int) -> [[Int]] {
            var found: [[Int]] = []
            var current: [Int] = []
            func walk(_ index: Int, _ rest: Int) {
                guard found.count < PlateMath.maximumAlternatives else { return }
                if index == sizes.count {
                    if rest == 0 { found.append(current) }
                    return
                }
                let need = fewest[index][rest]
                let size = sizes[index]
                let most = min(counts[index] ?? rest / size, rest / size)
                for k in stride(from: most, through: 0, by: -1) {
                    let left = rest - k * size
                    let after = fewest[index + 1][left]
                    guard after != Self.impossible, after + k == need else { continue }
                    current.append(contentsOf: repeatElement(size, count: k))
                    walk(index + 1, left)
                    current.removeLast(k)
                }
            }
            walk(0, amount)
            return found
        }

    }
}

extension PlateMath {
    /// Plates added plus plates removed (one side) to go from `old` to `new`.
    static func changes(from old: [Weight], to new: [Weight]) -> Int {
        var counts: [Weight: Int] = [:]
        for plate in old { counts[plate, default: 0] += 1 }
        for plate in new { counts[plate, default: 0] -= 1 }
        return counts.values.reduce(0) { $0 + abs($1) }
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
