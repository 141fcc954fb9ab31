extension Epley {
    /// The fewest reps at `weight` whose e1RM is strictly above `record` (the "reps to beat" an
    /// AMRAP set shows), or nil when even `limit` reps would not beat it.
    ///
    /// Uses the same rounded e1RM as `estimatedOneRepMax`, so the promise on screen and the PR
    /// recorded afterwards always agree.
    package static func repsToBeat(_ record: Weight, at weight: Weight, limit: Int = 50) -> Int? {
        guard weight.hundredths > 0 else { return nil }
        for reps in 1...max(1, limit) where estimatedOneRepMax(weight: weight, reps: reps) > record {
            return reps
        }
        return nil
    }
}
