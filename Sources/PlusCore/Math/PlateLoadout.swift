/// The plates to put on each side of the bar for a weight.
package struct PlateLoadout: Sendable, Equatable {
    /// The weight asked for.
    package var requested: Weight
    /// What the bar and `perSide` actually weigh: `requested` when exact, else the nearest lower
    /// loadable weight (or the empty bar when `requested` is below it).
    package var achieved: Weight
    /// Plates for one side, heaviest first. Empty for the empty bar.
    package var perSide: [Weight]

    /// True when the plates make the requested weight exactly.
    package var isExact: Bool { achieved == requested }

    /// `45 45 10 10 2.5`, or `empty bar`.
    package var perSideText: String {
        perSide.isEmpty ? "empty bar" : perSide.map { $0.description }.joined(separator: " ")
    }
}
