import PlusCore

/// `plusmd show` as text: each workout of the day with its sets against their targets.
package enum DayReportText {
    package static func text(_ report: DayReport, style: Style, displayPath: (String) -> String) -> String {
        let text = report.workouts.map { workout($0, units: report.units, path: displayPath($0.path), style: style) }
            .joined(separator: "\n")
        guard let reps = report.assistanceReps else { return text }
        return text + "\n" + assistance(reps)
    }

    /// `Assistance reps on the day: push 50 (in 50–100), pull 30 (20 short of 50), single-leg/core 0 (50 short of 50)`.
    package static func assistance(_ rows: [DayReport.CategoryReps]) -> String {
        let parts = rows.map { row -> String in
            guard let low = row.targetMin else { return "\(TerminalSafe.escaped(row.category)) \(row.reps)" }
            let range = row.targetMax.map { $0 >= PerformedSet.maximumReps ? "\(low)+" : "\(low)–\($0)" } ?? "\(low)+"
            let verdict = row.reps < low ? "\(low - row.reps) short of \(low)" : row.targetMax.map { row.reps > $0 ? "\(row.reps - $0) over \(range)" : "in \(range)" } ?? "in \(range)"
            return "\(TerminalSafe.escaped(row.category)) \(row.reps) (\(verdict))"
        }
        return "Assistance reps on the day: " + parts.joined(separator: ", ") + "\n"
    }

    /// One workout: title, file and TM, then each set with what was done against its target, the
    /// AMRAP e1RM and a PR mark, then the notes (escaped: text from a file).
    package static func workout(_ row: WorkoutRow, units: WeightUnit, path: String, style: Style) -> String {
        let progress = row.progress
        let position = CyclePosition(cycle: row.cycle, week: row.week)
        let title = SheetRenderer.displayTitle(row.lift, position, program: row.program) + SheetRenderer.dayTitle(row.day)
        var text = style.bold("\(title) · \(row.date)") + "\n"
        text += "\(path) · training max \(row.trainingMax.map { "\($0) \(units.rawValue)" } ?? "unknown") · "
        let skipped = row.sets.filter { $0.status == .skipped }.count
        text += row.isSkipped
            ? "skipped (\(skipped) of \(progress.total) sets)\n"
            : row.state + " (\(progress.done) of \(progress.total) sets ticked)\n"
        let done = row.sets.map { set in
            // A line in another unit: as written, beside the journal's value.
            let written = set.writtenWeight.map { " (\($0) \(set.writtenUnit?.rawValue ?? "") as written)" } ?? ""
            return set.done ? "\(set.weight) × \(set.reps)\(written)" : set.status == .skipped ? "skipped" : "not done"
        }
        let doneWidth = done.map(\.count).max() ?? 0
        let labelWidth = max(8, row.sets.map(\.label.count).max() ?? 0)
        for (set, doneText) in zip(row.sets, done) {
            var line = "  \(set.label.padding(to: labelWidth)) \(set.done ? "[x]" : set.status == .skipped ? "[-]" : "[ ]") \(doneText.padding(to: doneWidth))"
            if let weight = set.targetWeight, let reps = set.targetReps {
                line += "   target \(weight) × \(reps)\(set.targetIsAMRAP ? "+" : "")"
            } else {
                line += "   target \(set.weight) × \(set.reps)\(set.amrap ? "+" : "") (as written)"
            }
            if let e1RM = set.estimatedOneRepMax { line += "   e1RM \(e1RM)" }
            if set.isPersonalRecord { line += "   " + style.green(style.bold("PR")) }
            text += line + "\n"
        }
        if let assistance = row.assistance {
            text += "  Assistance:\n"
            for task in assistance {
                // The reps of a ticked line (an open or skipped one did none).
                let reps = task.done ? task.reps.flatMap { $0 > 0 ? "   \($0) reps" : nil } ?? "" : ""
                text += "    \(task.done ? "[x]" : task.status == .skipped ? "[-]" : "[ ]") \(TerminalSafe.escaped(task.name))\(reps)\n"
            }
        }
        if !row.notes.isEmpty {
            text += "  Notes:\n"
                + row.notes.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    \(TerminalSafe.escaped(String($0)))\n" }.joined()
        }
        return text
    }
}
