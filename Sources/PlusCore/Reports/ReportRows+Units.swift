// The journal's rows re-expressed in another unit, for a report whose weights are all in a unit
// other than the journal's (`next --gym` at a kg gym in a lb journal): every number beside a unit
// is in that unit. Exact conversion (`Weight.converted(from:to:)`), rounded to the hundredth.

extension AMRAPResultRow {
    /// This result with its weights (the set's, the e1RM, the best it beat) in `to` instead of `from`.
    package func converted(from: WeightUnit, to: WeightUnit) -> AMRAPResultRow {
        var row = self
        row.weight = weight.converted(from: from, to: to)
        row.estimatedOneRepMax = estimatedOneRepMax.converted(from: from, to: to)
        row.previousBest = previousBest?.converted(from: from, to: to)
        return row
    }
}

extension ProgressionRow {
    /// This verdict with its weights (the TMs, the candidate, the e1RM, the set's) in `to` instead of `from`.
    package func converted(from: WeightUnit, to: WeightUnit) -> ProgressionRow {
        var row = self
        row.from = self.from?.converted(from: from, to: to)
        row.to = self.to.converted(from: from, to: to)
        row.candidate = candidate.converted(from: from, to: to)
        row.estimatedOneRepMax = estimatedOneRepMax.converted(from: from, to: to)
        row.source.weight = source.weight.converted(from: from, to: to)
        return row
    }
}

extension ResetSuggestionRow {
    /// This suggestion with its weights in `to` instead of `from`; `command` stays as `tm set`
    /// takes it, in the journal's unit.
    package func converted(from: WeightUnit, to: WeightUnit) -> ResetSuggestionRow {
        var row = self
        row.weight = weight.converted(from: from, to: to)
        row.trainingMax = trainingMax.converted(from: from, to: to)
        row.suggested = suggested.converted(from: from, to: to)
        return row
    }
}
