import PlusCore

/// The SVG charts of `HTMLReport`. Coordinates are computed in `Double` and printed with one
/// decimal; each chart's viewBox is fixed and the SVG scales to its container's width.
enum HTMLReportCharts {
    static let width = 640.0
    static let height = 300.0
    /// Room for the rotated y-axis label and y tick labels of up to five characters (`312.5`) at the phone size.
    static let left = 70.0
    static let right = 14.0
    static let top = 18.0
    static let bottom = 42.0

    // MARK: - e1RM and TM over time

    static func strengthChart(
        _ lift: Lift, points: [AMRAPResultRow], changes: [TrainingMaxChangeRow], report: ProgressReport
    ) -> String {
        let unit = report.units.rawValue
        let id = "chart-\(lift.rawValue)"
        let name = lift.displayName
        guard !points.isEmpty || !changes.isEmpty else {
            return "<p>No AMRAP set or training max for \(name.lowercased()) yet.</p>\n"
        }
        let since = report.since
        let shownChanges = changes.filter { change in since.map { change.date >= $0 } ?? true }
        var days = points.map(\.date) + shownChanges.map(\.date)
        if let since { days.append(since) }
        let lastDay = days.max() ?? report.records.history.last?.date ?? Day(year: 2000, month: 1, day: 1)!
        let firstDay = days.min() ?? lastDay
        let inForceAtStart = changes.last { $0.date <= firstDay }?.to
        let weights = points.map(\.estimatedOneRepMax) + shownChanges.map(\.to) + [inForceAtStart].compactMap { $0 }
        let x = TimeScale(first: firstDay, last: lastDay, from: left, to: width - right)
        let y = LinearScale(low: weights.min()!.doubleValue, high: weights.max()!.doubleValue, from: height - bottom, to: top)
        var svg = svgOpen(chart: id, title: "\(name): e1RM of every AMRAP set and the training max over time, in \(unit)",
            description: "\(points.count) AMRAP sets, \(report.records.history.filter { $0.lift == lift }.count) of them PRs; \(changes.count) TM changes.")
        svg += y.grid(left: left, right: width - right, label: { $0 })
        svg += x.axis(y: height - bottom, top: top)
        svg += axisLabels(x: "date", y: "weight (\(unit))")
        svg += boundaries(report, x: x)
        // The TM as a step line, from the value in force at the chart's start.
        var path = ""
        var current = inForceAtStart
        var segments: [(Double, Double)] = []
        if let current { segments.append((x(firstDay), y(current.doubleValue))) }
        for change in shownChanges {
            if current != nil { segments.append((x(change.date), y(current!.doubleValue))) }
            segments.append((x(change.date), y(change.to.doubleValue)))
            current = change.to
        }
        if let current { segments.append((x(lastDay), y(current.doubleValue))) }
        if !segments.isEmpty {
            path = "M" + segments.map { "\(f($0.0)) \(f($0.1))" }.joined(separator: " L")
            svg += "<path class=\"tm-line\" d=\"\(path)\" aria-hidden=\"true\"/>\n"
        }
        for change in shownChanges {
            let tip = "TM \(change.from?.description ?? "—") → \(change.to) \(unit) on \(change.date): \(causeText(change)) (\(change.cause.path):\(change.cause.line))"
            let cx = x(change.date), cy = y(change.to.doubleValue)
            svg += "<rect class=\"tm-point cause-\(change.cause.kind)\" x=\"\(f(cx - 4))\" y=\"\(f(cy - 4))\" width=\"8\" height=\"8\" tabindex=\"0\""
            svg += " data-kind=\"tm\" data-lift=\"\(lift.rawValue)\" data-date=\"\(change.date)\" data-tm=\"\(change.to)\" data-cause=\"\(change.cause.kind)\""
            svg += " data-path=\"\(HTMLText.escaped(change.cause.path))\" data-tip=\"\(HTMLText.escaped(tip))\"><title>\(HTMLText.escaped(tip))</title></rect>\n"
            if change.cause.kind != "amrap" {
                let label = change.cause.kind == "manual" ? "set by hand" : change.cause.kind == "import" ? "imported" : "start"
                svg += "<text class=\"note\" x=\"\(f(min(cx + 6, width - right - 60)))\" y=\"\(f(max(cy - 8, top + 10)))\">\(label)</text>\n"
            }
        }
        if points.count > 1 {
            svg += "<polyline class=\"e1rm-line\" points=\"" + points.map { "\(f(x($0.date))),\(f(y($0.estimatedOneRepMax.doubleValue)))" }.joined(separator: " ") + "\" aria-hidden=\"true\"/>\n"
        }
        for point in points {
            let tip = "\(point.date): \(point.weight) \(unit) × \(point.reps), e1RM \(point.estimatedOneRepMax)\(point.isPersonalRecord ? " — PR" : "") (cycle \(point.cycle) week \(point.week), \(point.path):\(point.line))"
            svg += "<circle class=\"e1rm-point\(point.isPersonalRecord ? " pr" : "")\" cx=\"\(f(x(point.date)))\" cy=\"\(f(y(point.estimatedOneRepMax.doubleValue)))\" r=\"\(point.isPersonalRecord ? 5.5 : 4)\" tabindex=\"0\""
            svg += " data-kind=\"e1rm\" data-lift=\"\(lift.rawValue)\" data-date=\"\(point.date)\" data-weight=\"\(point.weight)\" data-reps=\"\(point.reps)\""
            svg += " data-e1rm=\"\(point.estimatedOneRepMax)\" data-pr=\"\(point.isPersonalRecord)\" data-path=\"\(HTMLText.escaped(point.path))\" data-line=\"\(point.line)\""
            svg += " data-tip=\"\(HTMLText.escaped(tip))\"><title>\(HTMLText.escaped(tip))</title></circle>\n"
        }
        svg += "</svg>\n"
        var rows = ""
        for point in points {
            rows += "<tr><td>\(point.date)</td><td class=\"num\">\(point.weight) × \(point.reps)</td><td class=\"num\">\(point.estimatedOneRepMax)</td><td>\(point.isPersonalRecord ? "PR" : "")</td><td class=\"path\">\(HTMLText.escaped(point.path)):\(point.line)</td></tr>\n"
        }
        let legend = "<span class=\"key e1rm\"></span>e1RM of an AMRAP set <span class=\"key pr\"></span>PR <span class=\"key tm\"></span>training max <span class=\"key cycle\"></span>cycle start <span class=\"key reset\"></span>reset"
        return figure(
            chart: id, svg: svg,
            caption: "\(name): estimated one-rep max (Epley) of every AMRAP set and the training max, \(unit). <span class=\"legend\">\(legend)</span>",
            table: "<thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Set</th><th scope=\"col\">e1RM</th><th scope=\"col\">PR</th><th scope=\"col\">File</th></tr></thead><tbody>\n\(rows)</tbody>",
            tableTitle: "\(name): AMRAP sets as a table")
    }

    /// How a TM change came about, for people.
    static func causeText(_ change: TrainingMaxChangeRow) -> String {
        switch change.cause.kind {
        case "start": "starting TM"
        case "import": "imported from another app"
        case "manual": "set by hand"
        case "amrap":
            "week-3 AMRAP \(change.cause.weight?.description ?? "?") × \(change.cause.reps ?? 0) (e1RM \(change.cause.estimatedOneRepMax?.description ?? "?"))"
        default: HTMLText.escaped(change.cause.kind)
        }
    }

    // MARK: - AMRAP reps against the minimum

    static func repsChart(_ lift: Lift, sets: [ProgressReport.AMRAPReps], report: ProgressReport) -> String {
        guard !sets.isEmpty else { return "" }
        let id = "reps-\(lift.rawValue)"
        let name = lift.displayName
        let high = Double(max(sets.map(\.reps).max() ?? 1, sets.map(\.minimum).max() ?? 1))
        let height = 220.0
        let y = LinearScale(low: 0, high: high, from: height - bottom, to: top, padding: 0)
        let slot = (width - left - right) / Double(sets.count)
        let bar = min(28, slot * 0.7)
        var svg = svgOpen(chart: id, title: "\(name): reps of every AMRAP set against the minimum the week asks for",
            description: "\(sets.filter { $0.reps >= $0.minimum }.count) of \(sets.count) AMRAP sets reached the minimum.", height: height)
        svg += y.grid(left: left, right: width - right, label: { $0 })
        svg += axisLabels(x: "AMRAP sets, oldest first", y: "reps", height: height)
        for (index, set) in sets.enumerated() {
            let cx = left + slot * (Double(index) + 0.5)
            let tip = "\(set.date): \(set.weight) \(report.units.rawValue) × \(set.reps), minimum \(set.minimum) (week \(set.week), \(set.path):\(set.line))"
            let topY = y(Double(set.reps))
            svg += "<rect class=\"reps-bar\(set.reps < set.minimum ? " short" : "")\" x=\"\(f(cx - bar / 2))\" y=\"\(f(topY))\" width=\"\(f(bar))\" height=\"\(f(height - bottom - topY))\" tabindex=\"0\""
            svg += " data-kind=\"amrap-reps\" data-lift=\"\(lift.rawValue)\" data-date=\"\(set.date)\" data-reps=\"\(set.reps)\" data-minimum=\"\(set.minimum)\""
            svg += " data-path=\"\(HTMLText.escaped(set.path))\" data-tip=\"\(HTMLText.escaped(tip))\"><title>\(HTMLText.escaped(tip))</title></rect>\n"
            svg += "<line class=\"minimum\" x1=\"\(f(cx - bar / 2 - 3))\" x2=\"\(f(cx + bar / 2 + 3))\" y1=\"\(f(y(Double(set.minimum))))\" y2=\"\(f(y(Double(set.minimum))))\" aria-hidden=\"true\"/>\n"
        }
        svg += "</svg>\n"
        var rows = ""
        for set in sets {
            rows += "<tr><td>\(set.date)</td><td class=\"num\">\(set.weight)</td><td class=\"num\">\(set.reps)</td><td class=\"num\">\(set.minimum)</td><td class=\"path\">\(HTMLText.escaped(set.path)):\(set.line)</td></tr>\n"
        }
        return figure(
            chart: id, svg: svg,
            caption: "\(name): reps of each AMRAP set (bars) against the week's minimum (5, 3 or 1; the line). <span class=\"legend\"><span class=\"key reps\"></span>reps <span class=\"key short\"></span>below the minimum</span>",
            table: "<thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Weight (\(report.units.rawValue))</th><th scope=\"col\">Reps</th><th scope=\"col\">Minimum</th><th scope=\"col\">File</th></tr></thead><tbody>\n\(rows)</tbody>",
            tableTitle: "\(name): AMRAP reps as a table")
    }

    // MARK: - Weekly volume

    static func volumeChart(_ report: ProgressReport) -> String {
        let weeks = report.weeklyVolume
        let unit = report.units.rawValue
        guard !weeks.isEmpty else { return "<p>No sets done yet.</p>\n" }
        let total = { (week: ProgressReport.WeekVolume) in week.warmup + week.working + week.supplemental }
        let y = LinearScale(low: 0, high: max(1, weeks.map { total($0).doubleValue }.max()!), from: height - bottom, to: top, padding: 0)
        let slot = (width - left - right) / Double(weeks.count)
        let bar = min(30, slot * 0.75)
        var svg = svgOpen(chart: "volume-chart", title: "Weekly volume by set type: weight × reps of the done sets, \(unit)",
            description: "\(weeks.count) weeks; warmup, working and supplemental (BBB) sets stacked.")
        svg += y.grid(left: left, right: width - right, label: shortNumber)
        svg += axisLabels(x: "week (Monday)", y: "volume (\(unit) × reps)")
        let every = max(1, Int((Double(weeks.count) / 8).rounded(.up)))
        for (index, week) in weeks.enumerated() {
            let cx = left + slot * (Double(index) + 0.5)
            let tip = "Week of \(week.week): warmup \(week.warmup), working \(week.working), supplemental \(week.supplemental) \(unit) × reps"
            var base = height - bottom
            svg += "<g class=\"week\" tabindex=\"0\" data-kind=\"volume\" data-week=\"\(week.week)\" data-warmup=\"\(week.warmup)\" data-working=\"\(week.working)\" data-supplemental=\"\(week.supplemental)\" data-tip=\"\(tip)\"><title>\(tip)</title>"
            for (kind, value) in [("warmup", week.warmup), ("working", week.working), ("supplemental", week.supplemental)] where value > .zero {
                let top = y(value.doubleValue) - (height - bottom) + base
                svg += "<rect class=\"vol-\(kind)\" x=\"\(f(cx - bar / 2))\" y=\"\(f(top))\" width=\"\(f(bar))\" height=\"\(f(base - top))\"/>"
                base = top
            }
            svg += "</g>\n"
            if index % every == 0 {
                svg += "<text class=\"tick\" x=\"\(f(cx))\" y=\"\(f(height - bottom + 16))\" text-anchor=\"middle\">\(String(week.week.description.dropFirst(5)))</text>\n"
            }
        }
        svg += "</svg>\n"
        var rows = ""
        for week in weeks {
            rows += "<tr><td>\(week.week)</td><td class=\"num\">\(week.warmup)</td><td class=\"num\">\(week.working)</td><td class=\"num\">\(week.supplemental)</td></tr>\n"
        }
        return figure(
            chart: "volume-chart", svg: svg,
            caption: "Weekly volume (weight × reps of every done set, \(unit)) by set type. <span class=\"legend\"><span class=\"key warmup\"></span>warmup <span class=\"key working\"></span>working <span class=\"key supplemental\"></span>supplemental (BBB)</span>",
            table: "<thead><tr><th scope=\"col\">Week of</th><th scope=\"col\">Warmup</th><th scope=\"col\">Working</th><th scope=\"col\">Supplemental</th></tr></thead><tbody>\n\(rows)</tbody>",
            tableTitle: "Weekly volume as a table")
    }

    // MARK: - Calendar heatmap

    static func calendar(_ report: ProgressReport) -> String {
        guard let last = report.trainingDays.last?.date, let first = report.trainingDays.first?.date else {
            return "<p>No training day yet.</p>\n"
        }
        var text = ""
        let byDay = Dictionary(report.trainingDays.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        for year in first.year...last.year {
            let start = Day(year: year, month: 1, day: 1)!.monday
            let cell = 12.0, gap = 2.0, leftPad = 26.0, topPad = 16.0
            let columns = 54
            let w = leftPad + Double(columns) * (cell + gap)
            let h = topPad + 7 * (cell + gap) + 4
            let count = report.trainingDays.filter { $0.date.year == year }.count
            var svg = "<svg id=\"calendar-\(year)\" viewBox=\"0 0 \(f(w)) \(f(h))\" role=\"img\" aria-labelledby=\"calendar-\(year)-t calendar-\(year)-d\" class=\"chart calendar\">"
            svg += "<title id=\"calendar-\(year)-t\">Training days of \(year)</title><desc id=\"calendar-\(year)-d\">\(count) days with a logged set; darker days had more lifts.</desc>\n"
            for (row, name) in ["Mon", "", "Wed", "", "Fri", "", ""].enumerated() where !name.isEmpty {
                svg += "<text class=\"tick\" x=\"0\" y=\"\(f(topPad + Double(row) * (cell + gap) + cell - 2))\">\(name)</text>"
            }
            var day = start
            var column = 0
            while column < columns {
                let row = day.weekday - 1
                if day.year == year {
                    if day.day == 1 {
                        svg += "<text class=\"tick\" x=\"\(f(leftPad + Double(column) * (cell + gap)))\" y=\"11\">\(Month(year: year, month: day.month)!.name.prefix(3))</text>"
                    }
                    let cx = leftPad + Double(column) * (cell + gap), cy = topPad + Double(row) * (cell + gap)
                    if let trained = byDay[day] {
                        let lifts = trained.lifts.map(\.rawValue).joined(separator: ", ")
                        let tip = "\(day): \(lifts) (\(trained.paths.joined(separator: ", ")))"
                        svg += "<rect class=\"day level\(min(trained.lifts.count, 3))\" x=\"\(f(cx))\" y=\"\(f(cy))\" width=\"\(f(cell))\" height=\"\(f(cell))\" rx=\"2\" tabindex=\"0\""
                        svg += " data-kind=\"day\" data-date=\"\(day)\" data-lifts=\"\(lifts)\" data-tip=\"\(HTMLText.escaped(tip))\"><title>\(HTMLText.escaped(tip))</title></rect>"
                    } else {
                        svg += "<rect class=\"day empty\" x=\"\(f(cx))\" y=\"\(f(cy))\" width=\"\(f(cell))\" height=\"\(f(cell))\" rx=\"2\"/>"
                    }
                }
                day = day.adding(days: 1)
                if day.weekday == 1 { column += 1; svg += "\n" }
                if day.year > year && day.weekday == 1 { break }
            }
            svg += "</svg>\n"
            let list = report.trainingDays.filter { $0.date.year == year }.map { "\($0.date) (\($0.lifts.map(\.rawValue).joined(separator: ", ")))" }.joined(separator: "; ")
            text += "<figure>\n<div class=\"scroll\">\(svg)</div>\n<figcaption>\(year): \(count) training days. <span class=\"legend\"><span class=\"key level1\"></span>one lift <span class=\"key level2\"></span>two <span class=\"key level3\"></span>three or more</span></figcaption>\n"
            text += "<details><summary>\(year): training days as a list</summary><p>\(list)</p></details>\n</figure>\n"
        }
        return text
    }

    // MARK: - Shared pieces

    static func svgOpen(chart id: String, title: String, description: String, height: Double = height) -> String {
        "<svg id=\"\(id)\" class=\"chart\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"group\" aria-labelledby=\"\(id)-t \(id)-d\">"
            + "<title id=\"\(id)-t\">\(HTMLText.escaped(title))</title><desc id=\"\(id)-d\">\(HTMLText.escaped(description))</desc>\n"
    }

    static func figure(chart id: String, svg: String, caption: String, table: String, tableTitle: String) -> String {
        """
        <figure>
        \(svg)<figcaption>\(caption)</figcaption>
        <details><summary>\(tableTitle)</summary><div class="scroll"><table>\(table)</table></div></details>
        </figure>

        """
    }

    static func axisLabels(x: String, y: String, height: Double = height) -> String {
        "<text class=\"axis-label\" x=\"\(f((left + width - right) / 2))\" y=\"\(f(height - 4))\" text-anchor=\"middle\">\(x)</text>"
            + "<text class=\"axis-label\" transform=\"translate(13 \(f((top + height - bottom) / 2))) rotate(-90)\" text-anchor=\"middle\">\(y)</text>\n"
    }

    /// Dashed lines at each cycle's first sheet, solid ones at resets.
    static func boundaries(_ report: ProgressReport, x: TimeScale) -> String {
        var svg = ""
        // Where each row of cycle labels is taken up to (x): a label that would touch the one
        // before it goes one row down, and is left out (its line keeps its title) past three rows.
        var rowEnds: [Double] = [-.infinity, -.infinity, -.infinity]
        for start in report.cycleStarts where x.contains(start.date) {
            let cx = f(x(start.date))
            svg += "<line class=\"cycle-line\" x1=\"\(cx)\" x2=\"\(cx)\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\" data-kind=\"cycle\" data-cycle=\"\(start.cycle)\" data-date=\"\(start.date)\"><title>Cycle \(start.cycle) begins \(start.date)</title></line>"
            // Widest label ("C12" at the phone size, 15 units) with a little air.
            let extent = 34.0
            let lo = x(start.date) > width - right - 48 ? x(start.date) - 3 - extent : x(start.date) + 3
            if let row = rowEnds.firstIndex(where: { $0 < lo }) {
                rowEnds[row] = lo + extent
                svg += "<text class=\"note\" \(labelPlacement(x(start.date))) y=\"\(f(top + 12 + 19 * Double(row)))\">C\(start.cycle)</text>"
            }
            svg += "\n"
        }
        for reset in report.resets where x.contains(reset.date) {
            let cx = f(x(reset.date))
            let tip = "Reset on \(reset.date): cycle \(reset.cycle) starts again at week 1 (\(reset.path))"
            svg += "<line class=\"reset-line\" x1=\"\(cx)\" x2=\"\(cx)\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\" tabindex=\"0\" data-kind=\"reset\" data-date=\"\(reset.date)\" data-tip=\"\(HTMLText.escaped(tip))\"><title>\(HTMLText.escaped(tip))</title></line>"
            svg += "<text class=\"note reset\" \(labelPlacement(x(reset.date))) y=\"\(f(height - bottom - 6))\">reset</text>\n"
        }
        return svg
    }

    /// A label beside a vertical line at `x`: to its right, or to its left near the right edge.
    static func labelPlacement(_ x: Double) -> String {
        x > width - right - 48 ? "x=\"\(f(x - 3))\" text-anchor=\"end\"" : "x=\"\(f(x + 3))\""
    }

    /// `12.5k` for 12 500; whole numbers below ten thousand as they are.
    static func shortNumber(_ value: String) -> String {
        guard let number = Double(value), number >= 10_000 else { return value }
        let tenths = Int((number / 100).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)k" : "\(tenths / 10).\(tenths % 10)k"
    }

    /// `value` with at most one decimal (`12`, `12.5`).
    static func f(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}

/// Days to x, with month ticks.
struct TimeScale {
    let first: Int
    let last: Int
    let from: Double
    let to: Double

    init(first: Day, last: Day, from: Double, to: Double) {
        // A few days of margin so points never sit on the frame; a one-day chart gets a week.
        let span = max(last.ordinal - first.ordinal, 6)
        let pad = max(2, span / 30)
        self.first = first.ordinal - pad
        self.last = first.ordinal + span + pad
        self.from = from
        self.to = to
    }

    func callAsFunction(_ day: Day) -> Double {
        from + Double(day.ordinal - first) / Double(last - first) * (to - from)
    }

    func contains(_ day: Day) -> Bool { (first...last).contains(day.ordinal) }

    /// The frame's bottom line and a tick at each month's first day (every nth when crowded).
    func axis(y: Double, top: Double) -> String {
        var months: [Day] = []
        var current = firstDay.firstOfMonth
        while current.ordinal <= last {
            if current.ordinal >= first { months.append(current) }
            current = current.month == 12
                ? Day(year: current.year + 1, month: 1, day: 1)! : Day(year: current.year, month: current.month + 1, day: 1)!
        }
        let every = max(1, Int((Double(months.count) / 6).rounded(.up)))
        var svg = "<line class=\"axis\" x1=\"\(HTMLReportCharts.f(from))\" x2=\"\(HTMLReportCharts.f(to))\" y1=\"\(HTMLReportCharts.f(y))\" y2=\"\(HTMLReportCharts.f(y))\"/>"
        for (index, start) in months.enumerated() where index % every == 0 {
            let x = HTMLReportCharts.f(self(start))
            svg += "<line class=\"tick-line\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(HTMLReportCharts.f(y))\" y2=\"\(HTMLReportCharts.f(y + 5))\"/>"
            // A label centred on a tick near either end would reach past the plot (or into the
            // y labels): anchor it at its tick's side instead. Half a label is at most ~40 units.
            let anchor = self(start) - 40 < from ? "start" : self(start) + 40 > to + 10 ? "end" : "middle"
            svg += "<text class=\"tick\" x=\"\(x)\" y=\"\(HTMLReportCharts.f(y + 17))\" text-anchor=\"\(anchor)\">\(Month(start).name.prefix(3)) \(start.year)</text>"
        }
        return svg + "\n"
    }

    private var firstDay: Day { Day.fromOrdinal(first) }
}

extension Day {
    /// The day whose `ordinal` is `ordinal` (0 is 0001-01-01).
    fileprivate static func fromOrdinal(_ ordinal: Int) -> Day {
        var year = max(1, ordinal / 366)
        while Day(year: year + 1, month: 1, day: 1)!.ordinal <= ordinal { year += 1 }
        var month = 1
        while month < 12 && Day(year: year, month: month + 1, day: 1)!.ordinal <= ordinal { month += 1 }
        let start = Day(year: year, month: month, day: 1)!
        return Day(year: year, month: month, day: 1 + ordinal - start.ordinal)!
    }
}

/// Values to y, with "nice" gridlines (1, 2, 2.5 or 5 × 10ⁿ apart).
struct LinearScale {
    let low: Double
    let high: Double
    let from: Double
    let to: Double
    let step: Double

    init(low: Double, high: Double, from: Double, to: Double, padding: Double = 0.08) {
        var low = low, high = high
        if high <= low { low -= 5; high += 5 }
        let pad = (high - low) * padding
        low -= pad
        high += pad
        if low < 0 && padding > 0 { low = 0 }
        let raw = (high - low) / 5
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw && magnitude > 0.01 { magnitude /= 10 }
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? magnitude * 10
        self.step = step
        self.low = (low / step).rounded(.down) * step
        self.high = (high / step).rounded(.up) * step
        self.from = from
        self.to = to
    }

    func callAsFunction(_ value: Double) -> Double {
        from + (value - low) / (high - low) * (to - from)
    }

    /// Horizontal gridlines with labels at the left.
    func grid(left: Double, right: Double, label: (String) -> String) -> String {
        var svg = ""
        var value = low
        while value <= high + step / 1000 {
            let y = HTMLReportCharts.f(self(value))
            svg += "<line class=\"grid\" x1=\"\(HTMLReportCharts.f(left))\" x2=\"\(HTMLReportCharts.f(right))\" y1=\"\(y)\" y2=\"\(y)\"/>"
            svg += "<text class=\"tick\" x=\"\(HTMLReportCharts.f(left - 5))\" y=\"\(HTMLReportCharts.f(self(value) + 4))\" text-anchor=\"end\">\(label(HTMLReportCharts.f(value)))</text>\n"
            value += step
        }
        return svg
    }
}
