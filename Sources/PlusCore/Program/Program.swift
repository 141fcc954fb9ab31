/// A prescribed set: a percentage of the training max for a number of reps.
package struct Prescription: Sendable, Equatable {
    package var kind: SetKind
    package var percent: Percentage
    package var reps: Int
    /// True for the last working set of weeks 1–3: as many reps as possible, at least `reps`.
    package var isAMRAP: Bool
}

/// Wendler's 5/3/1 with Boring But Big, as published in Jim Wendler, *5/3/1: The Simplest and Most
/// Effective Training System for Raw Strength* (2nd ed., 2011) and *Beyond 5/3/1* (2013):
///
/// - week 1: 65/75/85 % × 5/5/5+; week 2: 70/80/90 % × 3/3/3+; week 3: 75/85/95 % × 5/3/1+;
///   week 4 (deload): 40/50/60 % × 5/5/5, no AMRAP;
/// - warmups 40 % × 5, 50 % × 5, 60 % × 3 in weeks 1–3;
/// - BBB 5 × 10 at the BBB percent in weeks 1–3, when enabled.
///
/// Percentages are of the training max (TM), never of the one-rep max.
package enum Program {
    /// The weeks of a cycle: 1…4, the fourth being the deload.
    package static let weeks = 1...4
    /// The cycle numbers a sheet may carry: far more than a lifetime (a cycle takes about a
    /// month), and small enough that no arithmetic on them can overflow.
    package static let cycles = 1...99_999
    /// The deload week, which has no warmups, no AMRAP and no BBB.
    package static let deloadWeek = 4
    /// The week whose AMRAP sets drive the next cycle's training maxes.
    package static let progressionWeek = 3

    /// The three working sets of a week (1…4).
    package static func workingSets(week: Int) -> [Prescription] {
        let table: [(Int, Int)]
        switch week {
        case 1: table = [(65, 5), (75, 5), (85, 5)]
        case 2: table = [(70, 3), (80, 3), (90, 3)]
        case 3: table = [(75, 5), (85, 3), (95, 1)]
        default: table = [(40, 5), (50, 5), (60, 5)]
        }
        return table.enumerated().map { index, entry in
            Prescription(
                kind: .working, percent: Percentage(entry.0), reps: entry.1,
                isAMRAP: week != deloadWeek && index == table.count - 1)
        }
    }

    /// Every set of a session of `week`, in the order they are lifted: warmups, working, BBB.
    package static func sets(week: Int, settings: Settings) -> [Prescription] {
        guard week != deloadWeek else { return workingSets(week: week) }
        let warmups = [(40, 5), (50, 5), (60, 3)].map {
            Prescription(kind: .warmup, percent: Percentage($0.0), reps: $0.1, isAMRAP: false)
        }
        let bbb =
            settings.bbbEnabled
            ? Array(
                repeating: Prescription(
                    kind: .bbb, percent: settings.bbbPercent, reps: 10, isAMRAP: false), count: 5)
            : []
        return warmups + workingSets(week: week) + bbb
    }

    /// A short name for a week: `5s`, `3s`, `5/3/1`, `deload`.
    package static func weekName(_ week: Int) -> String {
        switch week {
        case 1: "5s"
        case 2: "3s"
        case 3: "5/3/1"
        default: "deload"
        }
    }
}
