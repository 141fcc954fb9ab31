/// Each sheet's cycle by its file's path, for scoping findings (`ResolvedJournal.cycle(ofFile:)`):
/// the paths in ascending order (`<`) beside their cycles, searched by halving.
///
/// Sheets are named by date, so a journal's sheets (in lifting order) are almost always in path
/// order already: then the table is two arrays made in one pass, not a dictionary hashing all
/// 20,000 paths of a 20-year journal on every run.
package struct FileCycles: Sendable {
    private var paths: [String] = []
    /// The cycle of the sheet at each of `paths`; nil for a file that is not a sheet.
    private var cycles: [Int?] = []

    /// No sheets.
    package init() {}

    /// The cycles of the sheets among `sortedPaths` (ascending by `<`, no path twice): `cycles[i]`
    /// is the cycle of the sheet at `sortedPaths[i]`, nil for a file that is not one. For the
    /// journal's listing, whose loader knows each file's cycle as it gathers the files: the
    /// paths are the listing's own array and no sheet is read again (by then each sheet of a
    /// 20-year journal is a cache miss).
    package init(sortedPaths: [String], cycles: [Int?]) {
        precondition(sortedPaths.count == cycles.count, "one cycle (or nil) per path")
        paths = sortedPaths
        self.cycles = cycles
    }

    /// The cycles of `workouts`; when two have one path (never in a journal read from disk), the
    /// later one's.
    package init(_ workouts: [Workout]) {
        paths = workouts.map(\.path)
        cycles = workouts.map(\.cycle)
        if zip(paths, paths.dropFirst()).allSatisfy({ $0 <= $1 }) { return }
        // Stable: among equal paths the later sheet stays later, and the search takes the last.
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        paths = order.map { paths[$0] }
        cycles = order.map { cycles[$0] }
    }

    /// Records that the file at `path` is now a sheet of `cycle`, or (nil) no sheet: what
    /// `init(workouts)` of the journal with that one file changed gives, without going through
    /// every sheet again.
    package mutating func setCycle(_ cycle: Int?, of path: String) {
        let after = paths.partitionPoint { $0 > path }
        if after > 0 && paths[after - 1] == path {
            cycles[after - 1] = cycle
        } else if cycle != nil {
            paths.insert(path, at: after)
            cycles.insert(cycle, at: after)
        }
    }

    /// The cycle of the sheet at `path`; nil when no sheet has that path.
    package func cycle(of path: String) -> Int? {
        // The first index whose path is after `path`; the one before it is the last equal one.
        let after = paths.partitionPoint { $0 > path }
        return after > 0 && paths[after - 1] == path ? cycles[after - 1] : nil
    }
}
