/// Where a lifter is in the program: cycle 1, 2, … and week 1…4 of it.
package struct CyclePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var cycle: Int
    package var week: Int

    package init(cycle: Int, week: Int) {
        self.cycle = cycle
        self.week = week
    }

    /// The first week of the first cycle.
    package static let start = CyclePosition(cycle: 1, week: 1)

    /// The following week; after the deload (week 4), week 1 of the next cycle.
    package var next: CyclePosition {
        week >= Program.deloadWeek
            ? CyclePosition(cycle: cycle + 1, week: 1) : CyclePosition(cycle: cycle, week: week + 1)
    }

    /// `cycle 2, week 3`.
    package var description: String { "cycle \(cycle), week \(week)" }

    package static func < (lhs: CyclePosition, rhs: CyclePosition) -> Bool {
        (lhs.cycle, lhs.week) < (rhs.cycle, rhs.week)
    }
}
