/// Turns "a percentage of the training max" into a weight that can be put on the bar.
///
/// Loadable weights are the bar plus whole steps of twice the smallest plate (one plate per side):
/// with a 45 lb bar and 2.5 lb plates, 45, 50, 55…. The exact target is rounded to the nearest
/// such weight, exact halves up; a target below the bar gives the empty bar.
package struct LoadRounding: Sendable, Equatable {
    /// The empty bar.
    package var bar: Weight
    /// The distance between loadable weights (twice the smallest plate). Must be positive.
    package var step: Weight

    package init(bar: Weight, step: Weight) {
        precondition(step.hundredths > 0, "the load step must be positive")
        self.bar = bar
        self.step = step
    }

    /// The rounding the settings imply: their bar, steps of twice their smallest plate.
    package init(settings: Settings) {
        self.init(bar: settings.bar, step: settings.loadStep)
    }

    /// `percent` of `trainingMax`, rounded to the nearest loadable weight (halves up, never below
    /// the bar). Exact: the target is never formed as a `Double`.
    package func load(_ percent: Percentage, of trainingMax: Weight) -> Weight {
        // Work in 1/10 000 of a hundredth so that TM × percent stays an integer.
        let target = trainingMax.hundredths * percent.basisPoints
        let aboveBar = target - bar.hundredths * 10_000
        guard aboveBar > 0 else { return bar }
        let steps = roundedHalfUp(aboveBar, step.hundredths * 10_000)
        return bar + step * steps
    }

    /// `weight` rounded to the nearest loadable weight (halves up, never below the bar).
    package func rounded(_ weight: Weight) -> Weight {
        load(Percentage(100), of: weight)
    }
}
