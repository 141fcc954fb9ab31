import PlusCore

/// `plusmd plan` as text: a heading per week, one line per lift with its sets grouped by kind.
package enum PlanReportText {
    /// ```text
    /// Cycle 1, week 1 (5s) · Leader 1 of 2: 5s PRO + BBB 5 × 10
    ///   squat     TM 300   warmup 120x5 150x5 180x3 · working 195x5 225x5 255x5 · bbb 5x10 @ 150
    /// ```
    package static func text(_ report: PlanReport) -> String {
        let width = report.weeks.flatMap(\.sessions).map(\.lift.rawValue.count).max() ?? 0
        let tmWidth = report.weeks.flatMap(\.sessions).map { ($0.projected ? "~" : "") + $0.trainingMax.description }.map(\.count).max() ?? 0
        var text = "Plan (\(report.units.rawValue)); ~ marks a projected training max\n"
        if let cycle = report.weeks.first?.cycle, !report.pendingSoFar.isEmpty {
            text += "Cycle \(cycle + 1) TMs known from week 3 so far: "
            text += report.pendingSoFar.map { row in
                let from = row.from.map { "\($0) → " } ?? ""
                let source = row.rule == "increment" ? "+\(row.to - (row.from ?? .zero))" : "\(row.source.weight) x \(row.source.reps)"
                return "\(row.lift.rawValue) \(from)\(row.to) (\(source))"
            }.joined(separator: ", ")
            if !report.notYetKnown.isEmpty {
                text += "; not yet known: \(report.notYetKnown.map(\.rawValue).joined(separator: ", ")) (week 3 open)"
            }
            text += "\n"
        }
        if !report.held.isEmpty { text += TrainingMaxReportText.held(report.held, units: report.units) }
        for week in report.weeks {
            text += "\nCycle \(week.cycle), week \(week.week) (\(TerminalSafe.escaped(week.name)))"
            if let program = week.program { text += " · \(program.title): \(program.summary)" }
            text += "\n"
            if week.sessions.isEmpty { text += "  no training maxes yet\n" }
            for (index, session) in week.sessions.enumerated() {
                // A week built from days: a line before each day's sessions.
                if let day = session.day, index == 0 || week.sessions[index - 1].day != day { text += "  Day \(day)\n" }
                let tm = (session.projected ? "~" : "") + session.trainingMax.description
                var groups: [String] = []
                for kind in SetKind.allCases {
                    let sets = session.sets.filter { $0.kind == kind }
                    guard !sets.isEmpty else { continue }
                    let label = kind == .bbb && week.program != nil ? "suppl." : kind.rawValue
                    if sets.count > 2, Set(sets.map(\.weight)).count == 1, Set(sets.map(\.reps)).count == 1 {
                        groups.append("\(label) \(sets.count)x\(sets[0].reps) @ \(sets[0].weight)")
                    } else {
                        groups.append(label + " " + sets.map { "\($0.weight)x\($0.reps)\($0.amrap ? "+" : "")" }.joined(separator: " "))
                    }
                }
                let status = session.status.map { " (\($0))" } ?? ""
                text += "  \(session.lift.rawValue.padding(to: width))  TM \(tm.padding(to: tmWidth))   \(groups.joined(separator: " · "))\(status)\n"
            }
        }
        return text
    }
}
