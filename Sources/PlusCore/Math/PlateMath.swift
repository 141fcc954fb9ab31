/// Finds which plates make a weight, for a bar and an inventory of plate sizes (any number of each).
///
/// Not a greedy pass, which can miss a combination (with plates 45/25/10 and a 45 bar, greedy loads
/// 45 per side for 145 and then cannot make the last 5; the answer is 25 + 25). Instead it first
/// finds every per-side amount the plates can make (an unbounded subset sum over the plates'
/// common divisor), then takes, heaviest first, the largest plate that leaves a makeable rest.
/// That yields the combination a lifter loads: heaviest plates first, lexicographically largest.
package struct PlateMath: Sendable {
    /// The empty bar.
    package let bar: Weight
    /// Distinct plate sizes, heaviest first, all positive.
    package let plates: [Weight]
    private let unit: Int
    /// The most plate-size units per side the search considers (a few tonnes in any plate set).
    static let maximumSearch = 200_000

    /// - Parameters:
    ///   - bar: the empty bar's weight.
    ///   - plates: plate sizes for one side; duplicates and non-positive sizes are ignored.
    package init(bar: Weight, plates: [Weight]) {
        self.bar = bar
        let sizes = Set(plates.filter { $0.hundredths > 0 }).sorted(by: >)
        self.plates = sizes
        self.unit = sizes.reduce(0) { gcd($0, $1.hundredths) }
    }

    /// The plate math the settings imply.
    package init(settings: Settings) {
        self.init(bar: settings.bar, plates: settings.plates)
    }

    /// The plates per side for `weight`: exact when possible, else the nearest lower load
    /// (`isExact` false), else the empty bar for a weight below the bar.
    package func loadout(for weight: Weight) -> PlateLoadout {
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
        let sizes = plates.map { $0.hundredths / unit }
        var makeable = [Bool](repeating: false, count: perSideUnits + 1)
        makeable[0] = true
        if perSideUnits > 0 {
            for amount in 1...perSideUnits {
                makeable[amount] = sizes.contains { $0 <= amount && makeable[amount - $0] }
            }
        }
        var amount = perSideUnits
        while amount > 0 && !makeable[amount] { amount -= 1 }
        var perSide: [Weight] = []
        var rest = amount
        while rest > 0 {
            guard let size = sizes.first(where: { $0 <= rest && makeable[rest - $0] }) else {
                preconditionFailure("a makeable amount must have a makeable remainder")
            }
            perSide.append(Weight(hundredths: size * unit))
            rest -= size
        }
        let achieved = bar + Weight(hundredths: amount * unit * 2)
        return PlateLoadout(requested: weight, achieved: achieved, perSide: perSide)
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
