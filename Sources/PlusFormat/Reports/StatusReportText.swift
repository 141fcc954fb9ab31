import PlusCore

/// `plusmd status` as text: one labelled line per fact.
package enum StatusReportText {
    package static func text(_ report: StatusReport, order: [Lift], displayPath: (String) -> String) -> String {
        let names = { (lifts: [Lift]) in lifts.isEmpty ? "none" : lifts.map(\.rawValue).joined(separator: ", ") }
        var text = "Cycle \(report.cycle), week \(report.week) (\(Program.weekName(report.week)))\n"
        if let program = report.program {
            // Block names come from plusmd.yaml: text from a file. A 7th week is said once
            // (`7th-week deload; cycle 3`), its block's name only when it has its own.
            let seventh = program.title == "7th week" ? program.summary : "\(program.title): \(program.summary)"
            let line =
                program.scheme.isSeventhWeek
                ? "\(seventh); cycle \(report.cycle)"
                : "\(program.title), week \(report.week) (\(program.scheme.weekName(report.week))): \(program.summary); cycle \(report.cycle)"
            text = TerminalSafe.escaped(line) + "\n"
        }
        let done = report.done.map { report.skipped.contains($0) ? "\($0.rawValue) (skipped)" : $0.rawValue }
        if report.days == nil {
            text += "  Done:        \(done.isEmpty ? "none" : done.joined(separator: ", "))\n"
            text += "  Open:        \(names(report.open))\n"
        }
        for day in report.days ?? [] {
            text += "  Day \(day.day):".padding(to: 15) + TerminalSafe.escaped(day.summary) + (day.open.isEmpty ? " (done)" : "") + "\n"
        }
        text += "  Suggested:   \(report.suggested?.rawValue ?? "none")\(report.suggestedDay.map { " (day \($0))" } ?? "")\n"
        if let unfinished = report.unfinished {
            // The progress is the live sheet's (the one `log` follows); say it only for this sheet.
            let progress = report.progress.flatMap { $0.path == unfinished ? " (\($0.done) of \($0.total) sets ticked)" : nil } ?? ""
            text += "  Unfinished:  \(displayPath(unfinished))\(progress)\n"
        }
        let units = report.units.rawValue
        let tms = order.map { lift in "\(lift.rawValue) \(report.trainingMax[lift].map { "\($0) \(units)" } ?? "none")" }
        text += "  TM:          " + tms.joined(separator: ", ") + "\n"
        if !report.pending.isEmpty {
            let next = order.compactMap { lift in
                report.pending[lift].map { weight in
                    // Why a lift without a week-3 verdict keeps its TM, as the replay knows it.
                    let why = report.pendingKept.first { $0.lift == lift }.map { " (\($0.reason.text))" } ?? ""
                    return "\(lift.rawValue) \(weight) \(units)" + why
                }
            }
            if let cycle = report.pendingCycle, cycle == report.cycle {
                // This cycle has no sheet yet: its TMs, applied when its first sheet is written.
                text += "  Cycle \(cycle) TMs: " + next.joined(separator: ", ")
                    + " (applied when its first sheet is written; see `plusmd tm`)\n"
            } else {
                text += "  Next cycle:  " + next.joined(separator: ", ") + " (see `plusmd tm`)\n"
            }
        }
        for row in report.held {
            text += "  Held:        \(row.lift.rawValue) \(row.from?.description ?? "none") → \(row.to) \(units) from \(TerminalSafe.escaped(row.source.path)):\(row.source.line) "
                + "(a rise of more than 20 %; fix the line or `plusmd tm accept \(row.lift.rawValue)`)\n"
        }
        if let set = report.currentSet, let progress = report.progress {
            // A sheet in another unit (a kg gym): the weight as written, then the journal's.
            let weight = set.writtenWeight.map { "\($0) \(set.writtenUnit?.rawValue ?? units) (\(set.weight) \(units))" } ?? "\(set.weight) \(units)"
            text += "  Next set:    \(set.number ?? 0) of \(progress.total): \(set.kind.heading) \(weight) × \(set.reps)\(set.amrap ? "+" : "") — \(SheetRenderer.platesText(set.loadout))\n"
        }
        if let rest = report.timer, rest.remaining > 0 {
            text += "  Rest:        \(RestDuration.text(rest.remaining)) left of \(RestDuration.text(rest.duration))\n"
        }
        text += "  Sync:        \(report.sync.summary)\n"
        return text
    }
}
