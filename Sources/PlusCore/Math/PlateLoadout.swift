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
        // Written out: `map(\.description).joined` cost about 0.4 M instructions of runtime
        // type look-ups on its first use in a run (issue 14).
        guard var text = perSide.first?.description else { return "empty bar" }
        for plate in perSide.dropFirst() {
            text.append(" ")
            text.append(plate.description)
        }
        return text
    }
}
