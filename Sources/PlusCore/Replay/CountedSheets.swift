/// Which sheet counts for each (cycle, week, slot) of the replay: one row per (cycle, week) that has
/// a counted sheet, one column per slot a week may have (each lift of the settings' `order`, and
/// each lift on each day of the program's `days:`), each cell the sheet's index in the journal's
/// `workouts` (in lifting order, `Workout.liftedBefore`).
///
/// One flat table instead of a dictionary of dictionaries: a 20-year journal has about 5,000 weeks,
/// and a table per week would cost an allocation, a hash per lift and a copy on every change.
struct CountedSheets {
    /// The columns: every slot, each once.
    let slots: [SessionSlot]
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

    /// An empty table with room for `sheets` sheets; a slot named twice in `slots` has one column.
    init(slots: [SessionSlot], sheets: Int) {
        var unique: [SessionSlot] = []
        for slot in slots where !unique.contains(slot) { unique.append(slot) }
        self.slots = unique
        let weeks = sheets / max(unique.count, 1) + 1
        rows.reserveCapacity(weeks)
        positions.reserveCapacity(weeks)
        cells.reserveCapacity(weeks * unique.count)
    }

    /// The column of `slot`; nil for a slot no week has.
    func column(of slot: SessionSlot) -> Int? {
        slots.firstIndex(of: slot)
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
        let index = cells[row * slots.count + column]
        return index == Self.empty ? nil : index
    }

    /// The indices of the counted sheets of `row`, in the order of `slots`.
    func sheets(row: Int) -> [Int] {
        (0..<slots.count).compactMap { sheet(row: row, column: $0) }
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
            cells.append(contentsOf: repeatElement(Self.empty, count: slots.count))
        }
        lastRow = (position, row)
        cells[row * slots.count + column] = index
    }

    /// Every counted sheet's index, in no particular order.
    var allSheets: [Int] { cells.filter { $0 != Self.empty } }

    /// How many sheets count.
    var count: Int { cells.reduce(0) { $0 + ($1 == Self.empty ? 0 : 1) } }
}
