/// The weights of a sheet's sets as written (each set's `written` weight, else its weight), summed
/// up in twelve bytes: the lowest, the highest, and a step that every weight minus the lowest is a
/// multiple of (the greatest common divisor of those differences; 0 when all are equal). Every
/// weight of the sheet is then `low + k × step` for some k, between `low` and `high`.
///
/// The journal checks ask the plate math about the whole spread at once
/// (`PlateMath.LoadChecker.loadsEvery(_:)`) and read the sets themselves only when it cannot
/// vouch for every weight in it: a pass over every set of a 20-year journal was most of the
/// checks' cache misses (issue 14).
package struct WeightSpread: Sendable, Equatable {
    /// In hundredths of the sheet's unit, as `Weight.hundredths`; 32 bits each to keep a sheet
    /// small (a sheet whose weights do not fit has no spread).
    private let lowHundredths: Int32
    private let highHundredths: Int32
    private let stepHundredths: Int32

    /// The lightest weight.
    package var low: Weight { Weight(hundredths: Int(lowHundredths)) }
    /// The heaviest weight.
    package var high: Weight { Weight(hundredths: Int(highHundredths)) }
    /// Every weight is `low` plus a multiple of this many hundredths (0: every weight is `low`).
    package var step: Int { Int(stepHundredths) }

    /// The spread of `sets`' written weights; nil for no sets, or for a weight below zero or above
    /// 32 bits of hundredths (21 million units; only a typo weighs that much).
    package init?(of sets: [PerformedSet]) {
        guard let first = sets.first.map(Self.writtenWeight) else { return nil }
        var low = first, high = first, step = 0
        for set in sets.dropFirst() {
            let weight = Self.writtenWeight(set)
            step = Self.gcd(step, abs(weight - first))
            low = min(low, weight)
            high = max(high, weight)
        }
        // Every weight is `first` plus a multiple of `step`, so `low` is too, and every weight is
        // `low` plus one.
        guard low >= 0, high <= Int(Int32.max) else { return nil }
        lowHundredths = Int32(low)
        highHundredths = Int32(high)
        stepHundredths = Int32(step)
    }

    /// What the checks test a set by: its weight as written in the file, in the sheet's unit.
    private static func writtenWeight(_ set: PerformedSet) -> Int { (set.written?.weight ?? set.weight).hundredths }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
