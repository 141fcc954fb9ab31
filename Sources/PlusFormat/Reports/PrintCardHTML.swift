import PlusCore

/// `plusmd print`: a `PrintReport` as one self-contained HTML page made to be printed — inline CSS,
/// no script, nothing fetched (a Content-Security-Policy forbids it), black and white, a page per
/// week. Per session: the lift, its day, the TM, every set (kind and percent, weight, reps,
/// plates per side) with a box to tick, a larger box to write the AMRAP reps in, and room for
/// notes. A lifted session shows what was done (ticks, reps) and says so.
///
/// Every set row carries its numbers as data attributes (`data-kind="set"`, `data-lift`,
/// `data-weight`, `data-plates`, weights as `Weight.description` in the session's unit) for the
/// tests. Text from files (paths, athlete and gym names) is escaped with `HTMLText.escaped`.
package enum PrintCardHTML {
    /// The page of one lifter's card.
    package static func render(_ report: PrintReport) -> String {
        document(title: "plusmd training card", body: pages(report, athlete: nil))
    }

    /// A whole document around `body` (pages of `<section class="page">`).
    package static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="color-scheme" content="light">
        <title>\(HTMLText.escaped(title))</title>
        <style>\(PrintCardStyle.css)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// One `<section class="page">` per week of `report`, headed with `athlete` when given.
    package static func pages(_ report: PrintReport, athlete: String?) -> String {
        report.weeks.map { week in
            let who = athlete.map { "\(HTMLText.escaped($0)) · " } ?? ""
            let program = week.program.map { " · \(HTMLText.escaped($0.title)): \(HTMLText.escaped($0.summary))" } ?? ""
            let days = week.sessions.map(\.day)
            let span = days.min().map { first in first == days.max() ? dayText(first) : "\(dayText(first)) – \(dayText(days.max() ?? first))" } ?? ""
            // More than four sessions (a program built from days: six) take the compact rows that
            // keep a week on one sheet.
            let compact = week.sessions.count > 4 ? " compact" : ""
            var page = "<section class=\"page\(compact)\" data-kind=\"week\" data-cycle=\"\(week.cycle)\" data-week=\"\(week.week)\">\n"
            page += "<h1>\(who)Cycle \(week.cycle), week \(week.week) (\(HTMLText.escaped(week.name)))</h1>\n"
            page += "<p class=\"meta\">\(span)\(program) · weights in \(report.units.rawValue) unless a session says otherwise · plates are for one side · printed \(report.today)</p>\n"
            page += "<div class=\"sessions\">\n"
            for session in week.sessions { page += sessionBox(session, supplemental: week.program?.supplemental) }
            page += "</div>\n</section>\n"
            return page
        }.joined()
    }

    /// `Mon 2026-11-30`.
    static func dayText(_ day: Day) -> String { "\(CalendarPrinter.weekdayName(day)) \(day)" }

    static func sessionBox(_ session: PrintReport.Session, supplemental: Supplemental.Kind?) -> String {
        let unit = session.units.rawValue
        let tm = session.trainingMax.map { "TM \($0)\(session.projected ? " (projected)" : "") \(unit)" } ?? "no TM"
        let gym = session.gym.map { " · gym \(HTMLText.escaped($0))" } ?? ""
        let state: String
        switch session.status {
        case .planned: state = "Planned for \(dayText(session.day))"
        case .written: state = "Sheet written for \(dayText(session.day))"
        case .underWay: state = "Under way since \(dayText(session.day)): what is ticked is done"
        case .done: state = "Done on \(dayText(session.day)): as lifted"
        case .skipped: state = "Skipped on \(dayText(session.day))"
        }
        var box = "<article class=\"session\" data-kind=\"session\" data-lift=\"\(session.lift.rawValue)\" data-day=\"\(session.day)\" data-status=\"\(session.status.rawValue)\">\n"
        box += "<header><h2>\(HTMLText.escaped(session.lift.displayName))\(session.programDay.map { " · day \($0)" } ?? "")</h2><span class=\"day\">\(dayText(session.day))</span></header>\n"
        box += "<p class=\"state\">\(tm)\(gym) · \(state)</p>\n"
        box += "<table>\n<thead><tr><th scope=\"col\">✓</th><th scope=\"col\">Set</th><th scope=\"col\" class=\"num\">\(unit)</th><th scope=\"col\">Reps</th><th scope=\"col\">Plates a side</th></tr></thead>\n<tbody>\n"
        for set in session.sets {
            let label = set.kind.label(supplemental: supplemental) + (set.percent.map { " \($0)%" } ?? "")
            let mark: String
            switch set.status {
            case .done: mark = "<span class=\"mark\">✓</span>"
            case .skipped: mark = "<span class=\"mark\">–</span>"
            case .open: mark = "<span class=\"box\"></span>"
            }
            let reps: String
            if set.amrap && set.status == .open {
                reps = "\(set.reps)+<span class=\"amrap\" title=\"reps done\"></span>"
            } else {
                reps = "\(set.reps)"
            }
            var plates = set.platesPerSide.isEmpty ? "bar" : set.platesPerSide.map(\.description).joined(separator: " ")
            if let loadable = set.loadableWeight { plates += " (= \(loadable))" }
            if let capped = set.cappedFrom { plates += " (wanted \(capped))" }
            let plateData = set.platesPerSide.map(\.description).joined(separator: " ")
            box += "<tr\(set.amrap ? " class=\"top\"" : "") data-kind=\"set\" data-lift=\"\(session.lift.rawValue)\" data-weight=\"\(set.weight)\" data-reps=\"\(set.reps)\" data-plates=\"\(plateData)\">"
            box += "<td>\(mark)</td><td class=\"label\">\(HTMLText.escaped(label))</td><td class=\"num\">\(set.weight)</td><td>\(reps)</td><td class=\"plates\">\(plates)</td></tr>\n"
        }
        box += "</tbody>\n</table>\n<div class=\"notes\">Notes</div>\n</article>\n"
        return box
    }
}
