/// A dated record that the lifter started over: from `date`, cycle `cycle` begins at week 1 with the
/// training maxes in force, whatever week the previous cycle had reached (`plusmd reset`).
///
/// Kept as its own file (`entry: reset`) so that history stays intact: the sheets of the cut-short
/// cycle stay as they are, and cycle numbers keep counting up.
package struct ResetEntry: Sendable, Equatable {
    /// The file's path relative to the journal root.
    package var path: String
    package var date: Day
    /// The cycle the reset starts (1, 2, …); its first week is week 1.
    package var cycle: Int

    package init(path: String, date: Day, cycle: Int) {
        self.path = path
        self.date = date
        self.cycle = cycle
    }

    /// The position the reset starts.
    package var position: CyclePosition { CyclePosition(cycle: cycle, week: 1) }
}
