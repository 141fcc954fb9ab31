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

extension Epley {
    /// The e1RM of a ticked `set`, in the journal's unit (that of `set.weight`). A set the resolved
    /// journal converted from another unit gets its e1RM in the unit it was written in, then
    /// converted exactly (225 lb × 5 in a kg journal is 262.5 lb = 119.07 kg), so that
    /// two sets that tie as written still tie.
    package static func estimatedOneRepMax(of set: PerformedSet) -> Weight {
        guard let written = set.written else { return estimatedOneRepMax(weight: set.weight, reps: set.reps) }
        return estimatedOneRepMax(weight: written.weight, reps: set.reps).converted(from: written.unit, to: written.unit.other)
    }

    /// `percent` of the e1RM of `set`, in the journal's unit: for a set converted from another
    /// unit, computed in the unit it was written in, then converted exactly (324 lb → 146.96 kg,
    /// never 90 % of the converted 136.08 kg × 6 = 146.97).
    package static func percentOfEstimatedOneRepMax(_ percent: Percentage, of set: PerformedSet) -> Weight {
        guard let written = set.written else { return percentOfEstimatedOneRepMax(percent, weight: set.weight, reps: set.reps) }
        return percentOfEstimatedOneRepMax(percent, weight: written.weight, reps: set.reps)
            .converted(from: written.unit, to: written.unit.other)
    }
}
