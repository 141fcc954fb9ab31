/// The estimated one-rep max (e1RM) of a set, by Epley's formula (B. Epley, *Poundage Chart*,
/// Boyd Epley Workout, 1985): `weight × (1 + reps / 30)`; for one rep or fewer, the weight itself.
///
/// Exact to the hundredth of the unit (halves up); computed in integers, never as a `Double`.
package enum Epley {
    /// The e1RM of `weight` lifted for `reps`, in the same unit as `weight`.
    package static func estimatedOneRepMax(weight: Weight, reps: Int) -> Weight {
        guard reps > 1 else { return weight }
        return Weight(hundredths: roundedHalfUp(weight.hundredths * (30 + reps), 30))
    }

    /// `percent` of the e1RM of `weight × reps`, rounded once to the hundredth (halves up), so that
    /// 300 × 5 at 90 % is exactly 315, never 314.99 or 315.01.
    package static func percentOfEstimatedOneRepMax(
        _ percent: Percentage, weight: Weight, reps: Int
    ) -> Weight {
        guard reps > 1 else { return percent.of(weight) }
        return Weight(
            hundredths: roundedHalfUp(
                weight.hundredths * (30 + reps) * percent.basisPoints, 30 * 10_000))
    }
}
