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
    }

    /// The file's path relative to the journal root.
    package var path: String
    package var date: Day
    package var cause: Cause
    /// The TMs the entry sets, in the journal's unit, with the 1-based line of each in the file.
    package var values: [Lift: (weight: Weight, line: Int)]
    /// The unit the entry says its weights are in; nil when it does not say (the journal's).
    package var units: WeightUnit?

    package init(
        path: String, date: Day, cause: Cause, values: [Lift: (weight: Weight, line: Int)],
        units: WeightUnit? = nil
    ) {
        self.units = units
        self.path = path
        self.date = date
        self.cause = cause
        self.values = values
    }

    package static func == (lhs: TrainingMaxEntry, rhs: TrainingMaxEntry) -> Bool {
        lhs.path == rhs.path && lhs.date == rhs.date && lhs.cause == rhs.cause
            && lhs.values.mapValues(\.weight) == rhs.values.mapValues(\.weight)
    }
}
