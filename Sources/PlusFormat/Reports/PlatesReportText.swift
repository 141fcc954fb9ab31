import PlusCore

/// The text of `plusmd plates`.
package enum PlatesReportText {
    /// `285 lb: 45 25 25 25 per side (45 lb bar)`, or the nearest loadable weights; with a table,
    /// one line per loadable weight.
    package static func text(_ report: PlatesReport) -> String {
        let unit = report.units.rawValue
        var text = "Equipment: \(equipment(report))\n"
        if let weight = report.weight {
            if let loadout = report.loadout {
                text += "\(weight) \(unit): \(perSide(loadout.perSide))\n"
            } else {
                text += "\(weight) \(unit) cannot be loaded"
                if weight < report.bar {
                    text += ": it is below the \(report.bar) \(unit) bar\n"
                } else if report.above == nil, let heaviest = report.heaviest {
                    text += ": the plates owned make at most \(heaviest) \(unit)\n"
                } else {
                    text += "\n"
                }
                if let below = report.below { text += "  below: \(below.weight) \(unit) — \(perSide(below.perSide))\n" }
                if let above = report.above { text += "  above: \(above.weight) \(unit) — \(perSide(above.perSide))\n" }
            }
        }
        if !report.table.isEmpty {
            let width = report.table.map(\.weight.description.count).max() ?? 0
            for row in report.table {
                text += "  \(String(repeating: " ", count: width - row.weight.description.count))\(row.weight) \(unit)  \(perSide(row.perSide))\n"
            }
        }
        return text
    }

    /// `45 lb bar, plates 45×6 25×2 10 5 (deadlift, gym hotel, rounding down)`.
    static func equipment(_ report: PlatesReport) -> String {
        let plates = report.plates.map { row in row.owned.map { "\(row.size)×\($0)" } ?? row.size.description }
        var text = "\(report.bar) \(report.units.rawValue) bar, plates \(plates.joined(separator: " "))"
        var notes: [String] = []
        if let lift = report.lift { notes.append(lift.rawValue) }
        if let gym = report.gym { notes.append("gym \(TerminalSafe.escaped(gym))") }
        if report.rounding == .down { notes.append("rounding down") }
        if !notes.isEmpty { text += " (\(notes.joined(separator: ", ")))" }
        return text
    }

    static func perSide(_ plates: [Weight]) -> String {
        plates.isEmpty ? "empty bar" : plates.map(\.description).joined(separator: " ") + " per side"
    }
}
