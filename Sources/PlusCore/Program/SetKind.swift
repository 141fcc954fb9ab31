/// What a set is for in a 5/3/1 session. Each kind has its own section in the sheet and its own
/// rest duration.
package enum SetKind: String, Sendable, CaseIterable {
    /// Warmup sets before the working sets (40/50/60 % of TM), weeks 1–3.
    case warmup
    /// The three 5/3/1 working sets; the last is the AMRAP ("+") set in weeks 1–3.
    case working
    /// Joker sets (5/3/1 Forever): optional heavier sets after the AMRAP set, only in programs
    /// that offer them; never needed to finish a lift, never used for progression, counted for PRs.
    case joker
    /// Boring But Big supplemental work: 5 × 10 at the BBB percent, weeks 1–3.
    case bbb

    /// The heading of the kind's section in a sheet: `Warmup`, `Working`, `BBB`.
    package var heading: String {
        switch self {
        case .warmup: "Warmup"
        case .working: "Working"
        case .joker: "Jokers"
        case .bbb: "BBB"
        }
    }

    /// The kind's label for a person, as the sheet heads its section: the `heading`, except that
    /// supplemental (`.bbb`) sets of `supplemental` FSL, SSL, BBS or Widowmaker are named so
    /// (`FSL`); `.bbb` (or nil, `.none`) keeps `BBB`.
    package func label(supplemental: Supplemental.Kind?) -> String {
        guard self == .bbb, let supplemental, supplemental != .none else { return heading }
        return supplemental.heading
    }
}
