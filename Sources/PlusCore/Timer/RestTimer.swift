/// A rest countdown measured against a fixed end instant, never by adding up sleeps.
///
/// Times are whole milliseconds on one clock chosen by the caller (plusmd uses Unix time, so that
/// other processes reading the timer state file agree); the core never reads a clock. The end
/// instant is the truth: "remaining" is always `endsAt − now`, so a suspended laptop or a slow
/// redraw never makes the rest longer; it is clamped to the rest's length, so a clock stepped
/// back never does either.
package struct RestTimer: Sendable, Equatable {
    /// When a cue is due.
    package enum Cue: Sendable, Equatable {
        /// `warningSeconds` left: a short cue.
        case warning
        /// The rest is over: the chime, the bell and a notification.
        case done
    }

    /// Seconds left at which the short warning cue sounds.
    package static let warningSeconds = 30
    /// The step of the −15 s / +15 s controls, in seconds.
    package static let smallStep = 15
    /// The step of the +1 min control, in seconds.
    package static let largeStep = 60

    /// The kind of set the rest follows (its `rest.KIND` duration); nil for a standalone timer.
    package var kind: SetKind?
    /// When the rest began, in milliseconds.
    package var startedAt: Int64
    /// When the rest ends, in milliseconds. Never before `startedAt`.
    package var endsAt: Int64
    /// True when the lifter skipped the rest: over, without a chime.
    package var isSkipped: Bool

    /// A rest of `seconds` from `now` (milliseconds).
    package init(seconds: Int, kind: SetKind?, now: Int64) {
        self.kind = kind
        startedAt = now
        endsAt = now + Int64(max(0, seconds)) * 1000
        isSkipped = false
    }

    /// The rest's whole length in seconds, adjustments included.
    package var duration: Int { Int((endsAt - startedAt + 999) / 1000) }

    /// Milliseconds left at `now`; 0 once over, and never more than the rest's length (`endsAt −
    /// startedAt`): a clock read in another process that was stepped back (NTP, a manual change)
    /// cannot make the rest longer.
    package func remainingMilliseconds(at now: Int64) -> Int64 { min(endsAt - startedAt, max(0, endsAt - now)) }

    /// Whole seconds left at `now`, rounded up (a countdown shows 0:01 until the very end).
    package func remainingSeconds(at now: Int64) -> Int {
        Int((remainingMilliseconds(at: now) + 999) / 1000)
    }

    /// True once the end instant has passed (or the rest was skipped).
    package func isOver(at now: Int64) -> Bool { isSkipped || now >= endsAt }

    /// How much of the rest has passed at `now`, from 0 to 1, for a progress bar.
    package func elapsedFraction(at now: Int64) -> Double {
        let total = endsAt - startedAt
        guard total > 0, !isSkipped else { return 1 }
        return Double(min(total, max(0, now - startedAt))) / Double(total)
    }

    /// Moves the end by `seconds` (negative to shorten). The end never moves before `now`, so
    /// −15 s with 10 s left ends the rest now.
    package mutating func adjust(by seconds: Int, at now: Int64) {
        guard !isSkipped else { return }
        endsAt = max(min(now, endsAt), endsAt + Int64(seconds) * 1000)
        endsAt = max(endsAt, startedAt)
    }

    /// Ends the rest now, without a chime.
    package mutating func skip(at now: Int64) {
        isSkipped = true
        endsAt = max(startedAt, min(endsAt, now))
    }

    /// The cues due between two looks at the clock (`previous` < `now`): the warning when the
    /// remaining time crossed `warningSeconds` (only for rests longer than that), and `done` when
    /// it reached zero. A skipped rest has none.
    package func cues(from previous: Int64, to now: Int64) -> [Cue] {
        guard !isSkipped, now > previous else { return [] }
        var cues: [Cue] = []
        let warning = Int64(Self.warningSeconds) * 1000
        let before = remainingMilliseconds(at: previous)
        let after = remainingMilliseconds(at: now)
        if before > warning && after <= warning && after > 0 { cues.append(.warning) }
        if before > 0 && after == 0 { cues.append(.done) }
        return cues
    }
}
