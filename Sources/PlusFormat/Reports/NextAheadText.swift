import PlusCore

/// `plusmd next --week` / `--cycle` as text: a heading per week, one line per session with its
/// planned day, lift, TM, top set and what was done with its sheet.
///
/// ```text
/// Cycle 1, week 2 (3s)
///   Wed 2026-12-09  squat         TM 315   top set 285 x 3+   wrote 2026/2026-12-09-squat.md
/// ```
package enum NextAheadText {
    package static func text(_ reports: [NextReport], order: [Lift], displayPath: (String) -> String) -> String {
        var text = ""
        // The TMs a new cycle opens with, said once, as `next` says them with its first sheet.
        if let first = reports.first(where: { !$0.trainingMaxChanges.isEmpty }) {
            text += TrainingMaxReportText.newCycle(
                first.trainingMaxChanges, cycle: first.cycle, trainingMax: first.trainingMaxInForce, units: first.units, order: order,
                kept: first.trainingMaxKept) + "\n"
        }
        var week: (Int, Int)?
        let width = reports.map { name($0).count }.max() ?? 0
        for report in reports {
            if week.map({ $0 != (report.cycle, report.week) }) ?? true {
                week = (report.cycle, report.week)
                text += (week == nil || text.isEmpty ? "" : "\n") + "Cycle \(report.cycle), week \(report.week) (\(weekName(report)))\n"
            }
            let top = report.sets.last { $0.kind == .working }.map { "top set \($0.weight) x \($0.reps)\($0.amrap ? "+" : "")" } ?? ""
            let tm = report.trainingMax.map { "TM \($0)" } ?? "TM none"
            let what: String
            switch report.status {
            case .written: what = "wrote"
            case .dryRun: what = "would write"
            case .rewritten: what = "rewrote"
            case .unfinished:
                let done = report.sets.contains { $0.done }
                what = report.sets.filter { $0.kind == .working }.allSatisfy(\.done) ? "lifted" : done ? "under way" : "already written"
            }
            text += "  \(CalendarPrinter.weekdayName(report.date)) \(report.date)  \(name(report).padding(to: width))  \(tm.padding(to: 10))  \(top.padding(to: 20))  \(what) \(TerminalSafe.escaped(displayPath(report.path)))\n"
        }
        return text
    }

    /// `squat` or `squat (day 3)`.
    static func name(_ report: NextReport) -> String {
        report.lift.rawValue + (report.day.map { " (day \($0))" } ?? "")
    }

    static func weekName(_ report: NextReport) -> String {
        report.program?.scheme.weekName(report.week) ?? Program.weekName(report.week)
    }
}
