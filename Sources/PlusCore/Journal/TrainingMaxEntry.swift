/// A dated record of training maxes: the starting TMs written by `plusmd init`, or a TM set by hand
/// with `plusmd tm set`. Kept as its own file so that history is never rewritten.
package struct TrainingMaxEntry: Sendable, Equatable {
    /// Why the entry exists.
    package enum Cause: String, Sendable {
        /// The starting TMs; they hold from the start of the journal, whatever their date.
        case start
        /// A TM set by hand; it holds from its date on.
        case manual
        /// Every TM converted when the journal changed its unit (`plusmd config set units`); it
        /// holds from its date on.
        case units
        /// The starting TMs proposed by `plusmd init --from FILE` from another app's history; like
        /// `start`, they hold from the start of the journal.
        case `import`

        /// True for the starting TMs of a journal (`start`, `import`): they hold from its start.
        package var isStart: Bool { self == .start || self == .import }
    }

    /// The file's path relative to the journal root.
    package var path: String
    package var date: Day
    package var cause: Cause
    /// The TMs the entry sets, in the journal's unit, with the 1-based line of each in the file.
    package var values: [Lift: (weight: Weight, line: Int)]
    /// The unit the entry says its weights are in; nil when it does not say (the journal's).
    package var units: WeightUnit?
    /// An `import` entry's baseline: each lift's best e1RM (Epley, journal unit) in the imported
    /// history (`baseline_e1rm:` in the file). A PR must beat it; empty for other entries.
    package var baseline: [Lift: Weight]
    /// The file an `import` entry was made from (`source:`), as the lifter named it; nil otherwise.
    package var source: String?

    package init(
        path: String, date: Day, cause: Cause, values: [Lift: (weight: Weight, line: Int)],
        units: WeightUnit? = nil, baseline: [Lift: Weight] = [:], source: String? = nil
    ) {
        self.units = units
        self.baseline = baseline
        self.source = source
        self.path = path
        self.date = date
        self.cause = cause
        self.values = values
    }

    package static func == (lhs: TrainingMaxEntry, rhs: TrainingMaxEntry) -> Bool {
        lhs.path == rhs.path && lhs.date == rhs.date && lhs.cause == rhs.cause
            && lhs.values.mapValues(\.weight) == rhs.values.mapValues(\.weight) && lhs.baseline == rhs.baseline
            && lhs.source == rhs.source
    }
}
