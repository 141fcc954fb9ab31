import PlusCore

/// `plusmd next` as text: new PRs, the TM changes that open a cycle, then the sheet.
package enum NextReportText {
    package static func text(_ report: NextReport, order: [Lift], style: Style) -> String {
        var text = report.personalRecords.map { RecordsReportText.newRecord($0, units: report.units, style: style) }.joined()
        if !report.trainingMaxChanges.isEmpty {
            text += TrainingMaxReportText.newCycle(
                report.trainingMaxChanges, cycle: report.cycle, trainingMax: report.trainingMaxInForce, units: report.units, order: order,
                kept: report.trainingMaxKept)
        }
        if !report.held.isEmpty { text += TrainingMaxReportText.held(report.held, units: report.units) + "\n" }
        text += sheet(report)
        if !report.assistance.isEmpty {
            text += "  Assistance: " + report.assistance.map { TerminalSafe.escaped($0) }.joined(separator: " · ") + "\n"
        }
        if !report.resetSuggestions.isEmpty {
            text += "\n" + TrainingMaxReportText.resetSuggestions(report.resetSuggestions, units: report.units, commandUnits: report.journalUnits)
        }
        return text
    }

    /// The sheet alone: heading, TM, one aligned line per set with its plates.
    package static func sheet(_ report: NextReport) -> String {
        SheetPrinter.text(
            lift: report.lift, position: CyclePosition(cycle: report.cycle, week: report.week), date: report.date,
            trainingMax: report.trainingMax, units: report.units,
            rows: report.sets.map { SheetRow($0, isPlanned: report.status != .unfinished) }, program: report.program, day: report.day)
    }
}

extension SheetRow {
    /// A row of a report's sheet: planned (no box) or read back from a file (ticked or not).
    package init(_ set: SheetSetRow, isPlanned: Bool) {
        kind = set.kind
        weight = set.weight
        reps = set.reps
        isAMRAP = set.amrap
        isDone = isPlanned ? nil : set.done
        loadout = set.loadout
        cappedFrom = set.cappedFrom
    }
}
