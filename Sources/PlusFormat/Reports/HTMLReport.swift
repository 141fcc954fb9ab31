import PlusCore

/// `plusmd report`: a `ProgressReport` as one self-contained HTML page — inline CSS, inline SVG
/// charts and a few lines of inline script for tap-to-see details; no network, no external file
/// or font (a Content-Security-Policy forbids any), light and dark via `prefers-color-scheme`,
/// printable on A4 and Letter, readable on a 375 px phone.
///
/// Every chart is a `<figure>` with a caption, an SVG `<title>`/`<desc>`, and the same numbers as a
/// table. Every plotted point carries its numbers as data attributes (`data-kind`, `data-date`,
/// `data-e1rm`, `data-tm`, …; weights as `Weight.description` in the journal's unit) so tests read
/// them back from the DOM and compare them with the JSON reports. All text from files (paths) is
/// escaped with `HTMLText.escaped`.
package enum HTMLReport {
    /// The page.
    package static func render(_ report: ProgressReport) -> String {
        var body = header(report)
        body += currentSection(report)
        for lift in report.lifts { body += liftSection(lift, report) }
        body += volumeSection(report)
        body += assistanceSection(report)
        body += calendarSection(report)
        body += recordsSection(report)
        body += historySection(report)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="color-scheme" content="light dark">
            <title>plusmd training report</title>
            <style>\(HTMLReportStyle.css)</style>
            </head>
            <body>
            <main>
            \(body)</main>
            <p id="tip" class="tip" role="status" aria-live="polite" hidden></p>
            <script>\(HTMLReportStyle.script)</script>
            </body>
            </html>

            """
    }

    // MARK: - Sections

    static func header(_ report: ProgressReport) -> String {
        let unit = report.units.rawValue
        let since = report.since.map { ", from \($0)" } ?? ""
        return """
            <header>
            <h1>Training report</h1>
            <p class="meta">Cycle \(report.cycle), week \(report.week) · weights in \(unit)\(since) · generated \(HTMLText.escaped(report.generated)) by plusmd</p>
            </header>

            """
    }

    /// Why a held rise is not in "Next cycle": each with its source line and how to apply it.
    static func heldNote(_ report: ProgressReport) -> String {
        guard !report.held.isEmpty else { return "" }
        let items = report.held.map { row in
            "<li>\(row.lift.displayName): \(row.from?.description ?? "none") → \(row.to) \(report.units.rawValue) from "
                + "\(row.source.weight) × \(row.source.reps) (<code>\(HTMLText.escaped(row.source.path))</code> line \(row.source.line)), "
                + "e1RM \(row.estimatedOneRepMax): fix that line if it is a typo, or confirm with <code>plusmd tm accept \(row.lift.rawValue)</code>.</li>"
        }.joined(separator: "\n")
        return "<p>Held: a TM rise of more than 20 % in one cycle is applied only when you confirm it.</p>\n<ul>\n\(items)\n</ul>\n"
    }

    static func currentSection(_ report: ProgressReport) -> String {
        let unit = report.units.rawValue
        var rows = ""
        for lift in report.lifts {
            let best = report.records.best[lift]?.wrappedValue
            rows += "<tr><th scope=\"row\">\(lift.displayName)</th>"
            rows += "<td class=\"num\" data-kind=\"current-tm\" data-lift=\"\(lift.rawValue)\" data-tm=\"\(report.trainingMax[lift]?.description ?? "")\">\(report.trainingMax[lift]?.description ?? "—")</td>"
            let held = report.held.first { $0.lift == lift }.map { " <span data-kind=\"held\" data-lift=\"\(lift.rawValue)\" data-tm=\"\($0.to)\">(\($0.to) held)</span>" } ?? ""
            rows += "<td class=\"num\">\(report.pendingTrainingMax[lift]?.description ?? "—")\(held)</td>"
            rows += "<td class=\"num\">\(best.map { "\($0.estimatedOneRepMax)" } ?? "—")</td>"
            rows += "<td>\(best.map { "\($0.weight) × \($0.reps), \($0.date)" } ?? (report.baseline[lift].map { "imported baseline \($0)" } ?? "—"))</td></tr>\n"
        }
        return """
            <section id="now" aria-labelledby="now-h">
            <h2 id="now-h">Where you stand</h2>
            <p>Cycle <strong>\(report.cycle)</strong>, week <strong>\(report.week)</strong> (\(report.weekName)).</p>\(weekDays(report.days))
            <div class="scroll"><table>
            <caption>Training maxes and best e1RM (\(unit))</caption>
            <thead><tr><th scope="col">Lift</th><th scope="col">TM now</th><th scope="col">Next cycle</th><th scope="col">Best e1RM</th><th scope="col">From</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></div>
            \(heldNote(report))</section>

            """
    }

    static func liftSection(_ lift: Lift, _ report: ProgressReport) -> String {
        let id = lift.rawValue
        let points = report.records.amrapSets[lift] ?? []
        let changes = report.trainingMaxHistory.filter { $0.lift == lift }
        var text = "<section id=\"lift-\(id)\" aria-labelledby=\"lift-\(id)-h\">\n<h2 id=\"lift-\(id)-h\">\(lift.displayName)</h2>\n"
        text += HTMLReportCharts.strengthChart(lift, points: points, changes: changes, report: report)
        text += HTMLReportCharts.repsChart(lift, sets: report.amrapReps.filter { $0.lift == lift }, report: report)
        return text + "</section>\n"
    }

    static func volumeSection(_ report: ProgressReport) -> String {
        "<section id=\"volume\" aria-labelledby=\"volume-h\">\n<h2 id=\"volume-h\">Weekly volume</h2>\n"
            + HTMLReportCharts.volumeChart(report) + "</section>\n"
    }

    static func calendarSection(_ report: ProgressReport) -> String {
        "<section id=\"calendar\" aria-labelledby=\"calendar-h\">\n<h2 id=\"calendar-h\">Training days</h2>\n"
            + HTMLReportCharts.calendar(report) + "</section>\n"
    }

    /// A week built from days: one line per day, its lifts done (✓) and open; empty otherwise.
    static func weekDays(_ days: [StatusReport.WeekDay]?) -> String {
        guard let days, !days.isEmpty else { return "" }
        let items = days.map { day in
            let lifts = day.lifts.map { lift in
                lift.displayName + (day.skipped.contains(lift) ? " (skipped)" : day.done.contains(lift) ? " ✓" : "")
            }
            return "<li data-kind=\"week-day\" data-day=\"\(day.day)\" data-open=\"\(day.open.count)\">Day \(day.day): \(HTMLText.escaped(lifts.joined(separator: ", ")))</li>"
        }
        return "\n<ul class=\"days\">" + items.joined() + "</ul>"
    }

    /// Assistance reps per week (by category when plusmd.yaml names them) and each exercise's
    /// best set; nothing without ticked assistance whose reps are read.
    static func assistanceSection(_ report: ProgressReport) -> String {
        guard !report.assistanceWeeks.isEmpty else { return "" }
        let categories = report.assistanceWeeks.flatMap { $0.reps.map(\.category) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var weeks = ""
        for week in report.assistanceWeeks.reversed() {
            weeks += "<tr><td>\(week.week)</td>"
            for category in categories {
                let reps = week.reps.first { $0.category == category }?.reps ?? 0
                weeks += "<td class=\"num\" data-kind=\"assistance-week\" data-week=\"\(week.week)\" data-category=\"\(HTMLText.escaped(category))\" data-reps=\"\(reps)\">\(reps)</td>"
            }
            weeks += "</tr>\n"
        }
        var best = ""
        for row in report.assistanceBest {
            let weight = row.weight.map { " \($0.hundredths > 0 ? "+" : "")\($0)\(row.unit.map { " \($0.rawValue)" } ?? "")" } ?? ""
            best += "<tr data-kind=\"assistance-best\" data-exercise=\"\(HTMLText.escaped(row.exercise))\" data-reps=\"\(row.reps)\">"
            best += "<td>\(HTMLText.escaped(row.exercise))\(HTMLText.escaped(weight))</td><td class=\"num\">\(row.reps)</td><td>\(row.date)</td>"
            best += "<td class=\"path\">\(HTMLText.escaped(row.path)):\(row.line)</td></tr>\n"
        }
        let heads = categories.map { "<th scope=\"col\">\(HTMLText.escaped($0))</th>" }.joined()
        return """
            <section id="assistance" aria-labelledby="assistance-h">
            <h2 id="assistance-h">Assistance</h2>
            <div class="scroll"><table>
            <caption>Ticked assistance reps by week (Monday), newest first</caption>
            <thead><tr><th scope="col">Week</th>\(heads)</tr></thead>
            <tbody>
            \(weeks)</tbody></table></div>
            <div class="scroll"><table>
            <caption>Most reps in one set of each exercise</caption>
            <thead><tr><th scope="col">Exercise</th><th scope="col">Reps</th><th scope="col">Date</th><th scope="col">File</th></tr></thead>
            <tbody>
            \(best)</tbody></table></div>
            </section>

            """
    }

    static func recordsSection(_ report: ProgressReport) -> String {
        let unit = report.units.rawValue
        var rows = ""
        for record in report.records.history.reversed() {
            rows += "<tr data-kind=\"pr-row\" data-lift=\"\(record.lift.rawValue)\" data-date=\"\(record.date)\" data-e1rm=\"\(record.estimatedOneRepMax)\">"
            rows += "<td>\(record.date)</td><td>\(record.lift.displayName)</td><td class=\"num\">\(record.weight) × \(record.reps)</td>"
            rows += "<td class=\"num\">\(record.estimatedOneRepMax)</td><td class=\"num\">\(record.previousBest?.description ?? "—")</td>"
            rows += "<td class=\"path\">\(HTMLText.escaped(record.path)):\(record.line)</td></tr>\n"
        }
        var text = """
            <section id="records" aria-labelledby="records-h">
            <h2 id="records-h">Personal records</h2>
            <div class="scroll"><table>
            <caption>Every PR, newest first (\(unit); e1RM by Epley: weight × (1 + reps/30))</caption>
            <thead><tr><th scope="col">Date</th><th scope="col">Lift</th><th scope="col">Set</th><th scope="col">e1RM</th><th scope="col">Before</th><th scope="col">File</th></tr></thead>
            <tbody>
            \(rows.isEmpty ? "<tr><td colspan=\"6\">No PR yet.</td></tr>\n" : rows)</tbody></table></div>

            """
        for lift in report.lifts {
            let reps = report.records.bestReps[lift] ?? []
            guard !reps.isEmpty else { continue }
            var body = ""
            for record in reps {
                body += "<tr data-kind=\"best-reps\" data-lift=\"\(lift.rawValue)\" data-weight=\"\(record.weight)\" data-reps=\"\(record.reps)\">"
                body += "<td class=\"num\">\(record.weight)</td><td class=\"num\">\(record.reps)</td><td>\(record.date)</td>"
                body += "<td class=\"path\">\(HTMLText.escaped(record.path)):\(record.line)</td></tr>\n"
            }
            text += """
                <details><summary>\(lift.displayName): best reps at each weight</summary>
                <div class="scroll"><table>
                <caption>\(lift.displayName): most reps at each weight (\(unit)), every ticked working set</caption>
                <thead><tr><th scope="col">Weight</th><th scope="col">Reps</th><th scope="col">Date</th><th scope="col">File</th></tr></thead>
                <tbody>
                \(body)</tbody></table></div></details>

                """
        }
        return text + "</section>\n"
    }

    static func historySection(_ report: ProgressReport) -> String {
        var rows = ""
        for change in report.trainingMaxHistory {
            rows += "<tr><td>\(change.date)</td><td>\(change.lift.displayName)</td><td class=\"num\">\(change.from?.description ?? "—") → \(change.to)</td>"
            rows += "<td>\(HTMLReportCharts.causeText(change))</td><td class=\"path\">\(HTMLText.escaped(change.cause.path)):\(change.cause.line)</td></tr>\n"
        }
        for reset in report.resets {
            rows += "<tr><td>\(reset.date)</td><td>all</td><td>cycle \(reset.cycle) from week 1</td><td>reset</td><td class=\"path\">\(HTMLText.escaped(reset.path))</td></tr>\n"
        }
        return """
            <section id="tm-history" aria-labelledby="tm-history-h">
            <h2 id="tm-history-h">Training max changes</h2>
            <div class="scroll"><table>
            <caption>Every TM change with its cause (\(report.units.rawValue)), and every reset</caption>
            <thead><tr><th scope="col">Date</th><th scope="col">Lift</th><th scope="col">TM</th><th scope="col">Cause</th><th scope="col">File</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></div>
            \(heldNote(report))</section>

            """
    }
}

/// Escaping for HTML text and attribute values.
package enum HTMLText {
    /// `text` safe inside an element or a double- or single-quoted attribute: `& < > " '` as
    /// entities, control characters (but tab and newline) as U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
