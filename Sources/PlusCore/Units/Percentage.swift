/// A percentage kept exactly in hundredths of a percent (basis points): 65 % is 6500, 62.5 % is 6250.
package struct Percentage: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Hundredths of a percent.
    package var basisPoints: Int

    /// Creates a whole percentage (`Percentage(65)` is 65 %).
    package init(_ whole: Int) { basisPoints = whole * 100 }

    /// Creates a percentage from hundredths of a percent.
    package init(basisPoints: Int) { self.basisPoints = basisPoints }

    /// Parses `65`, `62.5` or `62,5` (at most two decimals).
    package init?(parsing text: some StringProtocol) {
        guard let value = Weight(parsing: text) else { return nil }
        basisPoints = value.hundredths
    }

    /// `65`, `62.5`: the number without the percent sign.
    package var description: String { Weight(hundredths: basisPoints).description }

    package static func < (lhs: Percentage, rhs: Percentage) -> Bool {
        lhs.basisPoints < rhs.basisPoints
    }

    /// `weight × self`, exact to the hundredth of the unit, halves rounded up.
    package func of(_ weight: Weight) -> Weight {
        Weight(hundredths: roundedHalfUp(weight.hundredths * basisPoints, 10_000))
    }
}
