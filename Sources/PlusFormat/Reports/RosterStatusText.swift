import PlusCore

/// `plusmd status --roster`: one row per athlete — name, group, cycle and week, lifts done and
/// open, TMs in force (in the athlete's unit), reset suggestions and held rises — then, under an
/// athlete with errors, each error with its path and line.
package enum RosterStatusText {
    package static func text(_ report: RosterStatusReport, escaped: (String) -> String = { $0 }) -> String {
        let header = ["Athlete", "Group", "Week", "Done", "Open", "Training maxes", "Suggested"]
        var rows: [[String]] = []
        var after: [Int: [String]] = [:]
        for athlete in report.athletes {
            let unit = athlete.units?.rawValue ?? ""
            let week = athlete.cycle.map { "C\($0) W\(athlete.week ?? 0)" } ?? "—"
            let done = athlete.done.map { athlete.skipped.contains($0) ? "\($0.rawValue) (skipped)" : $0.rawValue }
            let tms = athlete.trainingMax.entries.map { "\($0.lift.rawValue) \($0.value)" }.joined(separator: ", ")
            var suggested = athlete.resetSuggestions.map { "reset \($0.lift.rawValue) to \($0.suggested)" }
            suggested += athlete.held.map { "\($0.lift.rawValue) \($0.to) held" }
            rows.append([
                escaped(athlete.name), escaped(athlete.group ?? "—"), week, done.isEmpty ? "—" : done.joined(separator: " "),
                athlete.open.isEmpty ? "—" : athlete.open.map(\.rawValue).joined(separator: " "),
                tms.isEmpty ? "—" : "\(tms) \(unit)", suggested.isEmpty ? "—" : suggested.joined(separator: "; "),
            ])
            if !athlete.errors.isEmpty { after[rows.count - 1] = athlete.errors.map { "  error: \(escaped($0.text))" } }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (index, cell) in cells.enumerated() {
                text += index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
            }
            return text + "\n"
        }
        var text = line(header)
        for (index, row) in rows.enumerated() {
            text += line(row)
            for error in after[index] ?? [] { text += error + "\n" }
        }
        let broken = report.athletes.filter { !$0.errors.isEmpty }.count
        if broken > 0 { text += "\n\(broken) athlete\(broken == 1 ? " has" : "s have") errors; `plusmd check --journal FOLDER` explains them\n" }
        return text
    }
}
