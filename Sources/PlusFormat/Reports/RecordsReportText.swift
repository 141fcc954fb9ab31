import PlusCore

/// `plusmd prs` as text: best e1RM per lift, every PR with `--all`, best reps at each weight and a
/// sparkline of e1RM over time.
package enum RecordsReportText {
    package static func text(_ report: RecordsReport, all: Bool, style: Style, displayPath: (String) -> String) -> String {
        let lifts = report.lifts
        let width = lifts.map(\.rawValue.count).max() ?? 0
        var text = style.bold("Personal records (\(report.units.rawValue)): best e1RM, from \(report.jokerSets ? "AMRAP and Joker sets" : "AMRAP sets") of weeks 1–3") + "\n"
        for lift in lifts {
            guard let record = report.best[lift]?.wrappedValue else {
                text += "  \(lift.rawValue.padding(to: width))  none yet\n"
                continue
            }
            text += "  \(lift.rawValue.padding(to: width))  e1RM \(record.estimatedOneRepMax.description.padding(to: 7))  \(record.weight) × \(record.reps)  \(record.date)  \(displayPath(record.path)):\(record.line)\n"
        }
        if all {
            text += "\n" + style.bold("Every PR, oldest first") + "\n"
            for record in report.history {
                let previous = record.previousBest.map { "up from \($0)" } ?? "first AMRAP set"
                text += "  \(record.date)  \(record.lift.rawValue.padding(to: width))  e1RM \(record.estimatedOneRepMax.description.padding(to: 7))  \(record.weight) × \(record.reps)  (\(previous))\n"
            }
        }
        text += "\n" + style.bold("Best reps at each weight") + "\n"
        for lift in lifts {
            let reps = (report.bestReps[lift] ?? []).map { "\($0.weight) × \($0.reps)" }
            text += "  \(lift.rawValue.padding(to: width))  \(reps.isEmpty ? "none yet" : reps.joined(separator: " · "))\n"
        }
        text += "\n" + style.bold("e1RM over time (each AMRAP set, oldest first)") + "\n"
        for lift in lifts {
            let points = report.amrapSets[lift] ?? []
            guard let first = points.first, let last = points.last else {
                text += "  \(lift.rawValue.padding(to: width))  no AMRAP sets yet\n"
                continue
            }
            let values = points.map(\.estimatedOneRepMax)
            let low = values.min() ?? first.estimatedOneRepMax
            let high = values.max() ?? first.estimatedOneRepMax
            text += "  \(lift.rawValue.padding(to: width))  \(RecordChart.sparkline(values))  \(first.estimatedOneRepMax) → \(last.estimatedOneRepMax) (low \(low), high \(high); \(first.date) to \(last.date))\n"
        }
        return text
    }

    /// The line `next` prints for each PR set since the previous sheet.
    package static func newRecord(_ record: AMRAPResultRow, units: WeightUnit, style: Style) -> String {
        let previous = record.previousBest.map { ", up from \($0)" } ?? ", your first"
        return style.green(style.bold("New PR!")) + " \(record.lift.displayName): e1RM \(record.estimatedOneRepMax) \(units.rawValue) from \(record.weight) x \(record.reps) on \(record.date)\(previous). Well lifted.\n\n"
    }
}
