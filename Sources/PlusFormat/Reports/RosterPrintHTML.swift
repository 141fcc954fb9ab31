import PlusCore

/// `plusmd print --roster`: the team sheet first (one page: for each lift, every athlete's
/// working sets and plates, lightest top set first, by group), then each athlete's card as
/// `PrintCardHTML` prints it, or a box naming the files and lines that stopped it.
package enum RosterPrintHTML {
    package static func render(_ report: RosterPrintReport) -> String {
        var body = teamSheet(report)
        for athlete in report.athletes {
            if let card = athlete.card {
                body += PrintCardHTML.pages(card, athlete: athlete.name)
            } else {
                body += "<section class=\"page broken\" data-kind=\"broken\" data-athlete=\"\(HTMLText.escaped(athlete.name))\">\n"
                body += "<h1>\(HTMLText.escaped(athlete.name)): no card</h1>\n<p>Fix these errors in the journal, then print again:</p>\n<ul>\n"
                for problem in athlete.errors { body += "<li><code>\(HTMLText.escaped(problem.text))</code></li>\n" }
                body += "</ul>\n</section>\n"
            }
        }
        return PrintCardHTML.document(title: "plusmd team cards", body: body)
    }

    static func teamSheet(_ report: RosterPrintReport) -> String {
        var page = "<section class=\"page team\" data-kind=\"team\">\n<h1>Team sheet</h1>\n"
        page += "<p class=\"meta\">Each athlete's current week · working sets as weight × reps, plates for one side · lightest first, so a bar can be shared by adding plates · printed \(report.today)</p>\n"
        let broken = report.athletes.filter { $0.card == nil }.map(\.name)
        if !broken.isEmpty {
            page += "<p class=\"meta\">No card for \(broken.map(HTMLText.escaped).joined(separator: ", ")): see their page.</p>\n"
        }
        for lift in report.team {
            page += "<div class=\"lift\">\n<h2>\(HTMLText.escaped(lift.lift.displayName))</h2>\n"
            for group in lift.groups {
                if let name = group.group { page += "<h3>\(HTMLText.escaped(name))</h3>\n" }
                page += "<table>\n<thead><tr><th scope=\"col\">Athlete</th><th scope=\"col\">Week</th><th scope=\"col\">Day</th><th scope=\"col\">Working sets (plates a side)</th></tr></thead>\n<tbody>\n"
                for row in group.rows {
                    let sets = row.sets.map { set in
                        let plates = set.platesPerSide.isEmpty ? "bar" : set.platesPerSide.map(\.description).joined(separator: " ")
                        return "\(set.weight)×\(set.reps)\(set.amrap ? "+" : "") (\(plates))"
                    }.joined(separator: " · ")
                    let state = row.status == .done || row.status == .skipped ? " \(row.status.rawValue)" : ""
                    page += "<tr data-kind=\"team-row\" data-lift=\"\(lift.lift.rawValue)\" data-athlete=\"\(HTMLText.escaped(row.name))\" data-top=\"\(row.topWeight)\">"
                    page += "<td>\(HTMLText.escaped(row.name))</td><td>C\(row.cycle) W\(row.week)</td><td>\(PrintCardHTML.dayText(row.day))\(state)</td>"
                    page += "<td class=\"sets\">\(sets) \(row.units.rawValue)</td></tr>\n"
                }
                page += "</tbody>\n</table>\n"
            }
            page += "</div>\n"
        }
        return page + "</section>\n"
    }
}
