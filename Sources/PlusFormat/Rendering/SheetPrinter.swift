import PlusCore

/// One row of a sheet as printed for a person: planned, or read back from a file.
package struct SheetRow: Sendable, Equatable {
    package var kind: SetKind
    package var weight: Weight
    package var reps: Int
    package var isAMRAP: Bool
    /// Nil for a planned set; ticked or not for a set read from a file.
    package var isDone: Bool?
    package var loadout: PlateLoadout
    /// What the program wanted, when the plates owned cap the load (`PlannedSet.cappedFrom`).
    package var cappedFrom: Weight? = nil

    package init(_ set: PlannedSet) {
        kind = set.kind
        weight = set.weight
        reps = set.reps
        isAMRAP = set.isAMRAP
        isDone = nil
        loadout = set.loadout
        cappedFrom = set.cappedFrom
    }
}

/// Prints a sheet for the terminal: a heading, then one aligned line per set with its type,
/// weight, reps and plates per side. Plain text; colour is the CLI's business.
package enum SheetPrinter {
    /// The printed sheet, ending with a newline. With `program` (a sheet of a `program:`), the
    /// heading names the block as the sheet's title does (`Squat · Anchor (cycle 4) · week 1 (5s,
    /// 5/3/1)`) and supplemental rows are labelled as the sheet's section (`FSL`, `SSL`, …).
    package static func text(
        lift: Lift, position: CyclePosition, date: Day, trainingMax: Weight?, units: WeightUnit,
        rows: [SheetRow], program: ProgramCycle? = nil, day: Int? = nil
    ) -> String {
        let title = SheetRenderer.displayTitle(lift, position, program: program) + SheetRenderer.dayTitle(day)
        var lines = ["\(title) · \(date)"]
        if let trainingMax { lines.append("Training max \(trainingMax) \(units.rawValue)") }
        lines.append("")
        let weights = rows.map { "\($0.weight) \(units.rawValue)" }
        let reps = rows.map { "× \($0.reps)\($0.isAMRAP ? "+" : "")" }
        let weightWidth = weights.map(\.count).max() ?? 0
        let repsWidth = reps.map(\.count).max() ?? 0
        let labels = rows.map { $0.kind.label(supplemental: program?.supplemental.kind) }
        let labelWidth = max(9, (labels.map(\.count).max() ?? 0) + 1)
        for (index, row) in rows.enumerated() {
            let box = row.isDone.map { $0 ? "[x] " : "[ ] " } ?? ""
            let kind = labels[index].padding(to: labelWidth)
            let weight = String(repeating: " ", count: weightWidth - weights[index].count) + weights[index]
            let plates = SheetRenderer.platesText(row.loadout) + SheetRenderer.cappedText(row.cappedFrom, weight: row.weight)
            let amrap = row.isAMRAP ? "   AMRAP: as many reps as you can" : ""
            lines.append("  \(box)\(kind)\(weight) \(reps[index].padding(to: repsWidth))   \(plates)\(amrap)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    package func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
