/// Why a training max has the value it has.
package enum TrainingMaxCause: Sendable, Equatable {
    /// The starting TM recorded by `plusmd init` (file and line).
    case start(path: String, line: Int)
    /// A TM set by hand (file and line).
    case manual(path: String, line: Int)
    /// A starting TM imported from another app's history by `plusmd init --from` (file and line).
    case imported(path: String, line: Int)
    /// Raised after week 3 by the AMRAP set at `path:line`, lifted `weight × reps`, with that e1RM.
    case amrap(path: String, line: Int, weight: Weight, reps: Int, estimatedOneRepMax: Weight)
    /// Raised by a fixed increment after the cycle whose week 3 ended at `path` (a program's
    /// `progression: fixed`, or a cycle without an AMRAP set).
    case increment(path: String, line: Int, amount: Weight)
    /// Lowered by 10 % after a 7th-week TM test whose 100 % set at `path:line` got fewer than 3 reps.
    case trainingMaxTest(path: String, line: Int, weight: Weight, reps: Int)
}

/// One change of a lift's training max, in the order replay applied it.
package struct TrainingMaxChange: Sendable, Equatable {
    package var lift: Lift
    /// The TM before the change; nil for the first one.
    package var from: Weight?
    package var to: Weight
    /// The day the change took effect from (a start entry's own date for starting TMs).
    package var date: Day
    /// The cycle the new TM first applies to.
    package var cycle: Int
    package var cause: TrainingMaxCause
}

/// The week-3 verdict for one lift: the TM before, the candidate from its AMRAP set, the TM after.
///
/// The rule of ThePlusSet, which plusmd follows: candidate = `tm_percent` × e1RM (Epley) of the
/// week-3 AMRAP set; the TM rises to it only if strictly higher; it never falls.
package struct Progression: Sendable, Equatable {
    package var lift: Lift
    /// The TM in force before; nil if the lift had none.
    package var previous: Weight?
    /// `tm_percent` of the AMRAP set's e1RM.
    package var candidate: Weight
    /// The TM for the next cycle: `max(previous, candidate)`.
    package var next: Weight
    package var estimatedOneRepMax: Weight
    /// The workout file and its AMRAP set.
    package var path: String
    package var set: PerformedSet
    /// The rule that gave the candidate.
    package var rule: Rule = .estimatedOneRepMax

    /// How a progression's candidate was found.
    package enum Rule: Sendable, Equatable {
        /// `tm_percent` of the e1RM; the TM never falls.
        case estimatedOneRepMax
        /// The TM in force plus a fixed increment (5/3/1 Forever).
        case fixed(increment: Weight)
        /// A failed 7th-week TM test: 90 % of the TM in force (5/3/1 Forever).
        case trainingMaxTest
    }

    /// True when the TM changes (goes up; down only after a failed TM test).
    package var isRaise: Bool { next != previous }

    /// The most an AMRAP set may raise a TM in one cycle without the lifter's word: 20 %.
    /// Wendler's cycles add 5–10 lb; a rise past this is nearly always a typo in the week-3
    /// AMRAP line (`3250 x 6` for `325 x 6`), and a TM that wrong would set every later weight.
    package static let largestRiseWithoutConfirmation = Percentage(120)

    /// True for an e1RM rise of more than `largestRiseWithoutConfirmation` over the TM in force:
    /// held, not applied, until the lifter confirms it (`plusmd tm accept`, `tm set`) or fixes
    /// the line.
    package var isHeld: Bool {
        guard case .estimatedOneRepMax = rule, let previous else { return false }
        return next > Self.largestRiseWithoutConfirmation.of(previous)
    }
}

extension TrainingMaxChange {
    /// How a TM set by hand to `weight` compares with `current` when it looks like a typo: `more
    /// than 1.5 times` or `less than half`; nil for a change within those bounds (`tm set` and a
    /// testing day's CSV warn, and record it anyway).
    package static func unusualJump(from current: Weight?, to weight: Weight) -> String? {
        guard let current else { return nil }
        if weight * 2 > current * 3 { return "more than 1.5 times" }
        if weight * 2 < current { return "less than half" }
        return nil
    }
}
