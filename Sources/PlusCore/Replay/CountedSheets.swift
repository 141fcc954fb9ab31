/// Which sheet counts for each (cycle, week, lift) of the replay: one row per (cycle, week) that has
/// a counted sheet, one column per lift of the settings' `order`, each cell the sheet's index in the
/// journal's `workouts` (in lifting order, `Workout.liftedBefore`).
///
/// One flat table instead of a dictionary of dictionaries: a 20-year journal has about 5,000 weeks,
/// and a table per week would cost an allocation, a hash per lift and a copy on every change.
struct CountedSheets {
    /// The columns: the settings' `order`, each lift once.
    let lifts: [Lift]
    /// The row of each (cycle, week).
    private var rows: [CyclePosition: Int] = [:]
    /// The (cycle, week) of each row, in the order rows were added.
    private(set) var positions: [CyclePosition] = []
    /// `lifts.count` cells per row; `CountedSheets.empty` where the week has no sheet of that lift.
    private var cells: [Int] = []
    /// The row looked up last: the journal is replayed by day, so most sheets share their
    /// predecessor's week.
    private var lastRow: (position: CyclePosition, row: Int)?

    private static let empty = -1

    /// An empty table with room for `sheets` sheets; a lift named twice in `lifts` has one column.
    init(lifts: [Lift], sheets: Int) {
        var unique: [Lift] = []
        for lift in lifts where !unique.contains(lift) { unique.append(lift) }
        self.lifts = unique
        let weeks = sheets / max(unique.count, 1) + 1
        rows.reserveCapacity(weeks)
        positions.reserveCapacity(weeks)
        cells.reserveCapacity(weeks * unique.count)
    }

    /// The column of `lift`; nil for a lift `order` does not name.
    func column(of lift: Lift) -> Int? {
        lifts.firstIndex(of: lift)
    }

    /// The row of `position`, if it has a counted sheet.
    func row(of position: CyclePosition) -> Int? {
        if let lastRow, lastRow.position == position { return lastRow.row }
        return rows[position]
    }

    /// The index of the sheet counted for (`position`, lift in `column`).
    func sheet(at position: CyclePosition, column: Int) -> Int? {
        guard let row = row(of: position) else { return nil }
        return sheet(row: row, column: column)
    }

    /// The index of the sheet in `row`, `column`.
    func sheet(row: Int, column: Int) -> Int? {
        let index = cells[row * lifts.count + column]
        return index == Self.empty ? nil : index
    }

    /// The indices of the counted sheets of `row`, in the settings' order.
    func sheets(row: Int) -> [Int] {
        (0..<lifts.count).compactMap { sheet(row: row, column: $0) }
    }

    /// Counts sheet `index` for (`position`, lift in `column`), replacing any other.
    mutating func count(_ index: Int, at position: CyclePosition, column: Int) {
        let row: Int
        if let known = self.row(of: position) {
            row = known
        } else {
            row = positions.count
            rows[position] = row
            positions.append(position)
            cells.append(contentsOf: repeatElement(Self.empty, count: lifts.count))
        }
        lastRow = (position, row)
        cells[row * lifts.count + column] = index
    }

    /// Every counted sheet's index, in no particular order.
    var allSheets: [Int] { cells.filter { $0 != Self.empty } }

    /// How many sheets count.
    var count: Int { cells.reduce(0) { $0 + ($1 == Self.empty ? 0 : 1) } }
}
