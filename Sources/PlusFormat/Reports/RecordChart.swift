import PlusCore

/// Charts of e1RM over time: a one-line sparkline for the terminal and a small SVG file.
///
/// Points are the counting AMRAP sets of a `RecordsReport` (weeks 1–3), oldest first. Coordinates
/// are whole pixels computed in integers, so the SVG is byte-identical on every machine.
package enum RecordChart {
    /// One lift's points.
    package struct Series: Sendable {
        package var lift: Lift
        package var points: [AMRAPResultRow]
        package init(lift: Lift, points: [AMRAPResultRow]) {
            self.lift = lift
            self.points = points
        }
    }

    /// `▁▃▅█▆`: one block per point, scaled between the series' lowest and highest e1RM.
    package static func sparkline(_ points: [Weight]) -> String {
        let blocks = Array("▁▂▃▄▅▆▇█")
        let values = points.map(\.hundredths)
        guard let low = values.min(), let high = values.max() else { return "" }
        return String(values.map { value in
            high == low ? blocks[3] : blocks[(value - low) * (blocks.count - 1) / (high - low)]
        })
    }

    /// A line chart of every series: x is the day, y the e1RM; PRs are filled dots.
    package static func svg(_ series: [Series], units: WeightUnit) -> String {
        let (width, height, left, right, top, bottom) = (720, 360, 64, 110, 24, 40)
        let all = series.flatMap(\.points)
        guard let first = all.map(\.date.ordinal).min(), let last = all.map(\.date.ordinal).max(),
            let low = all.map(\.estimatedOneRepMax.hundredths).min(),
            let high = all.map(\.estimatedOneRepMax.hundredths).max()
        else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"><text x=\"20\" y=\"40\">No AMRAP sets yet</text></svg>\n"
        }
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        // Pad the range by 5 % so lines never sit on the frame.
        let pad = max(100, (high - low) / 20)
        let (yLow, yHigh) = (low - pad, high + pad)
        func x(_ day: Day) -> Int { last == first ? left + plotWidth / 2 : left + (day.ordinal - first) * plotWidth / (last - first) }
        func y(_ weight: Weight) -> Int { top + (yHigh - weight.hundredths) * plotHeight / (yHigh - yLow) }
        let colours: [Lift: String] = [.squat: "#c0392b", .bench: "#2471a3", .deadlift: "#1e8449", .press: "#b9770e"]
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="12">
            <title>e1RM over time (\(units.rawValue)), from AMRAP sets of weeks 1-3</title>
            <rect x="\(left)" y="\(top)" width="\(plotWidth)" height="\(plotHeight)" fill="none" stroke="#999"/>
            <text x="\(left - 6)" y="\(top + 4)" text-anchor="end">\(Weight(hundredths: high))</text>
            <text x="\(left - 6)" y="\(top + plotHeight)" text-anchor="end">\(Weight(hundredths: low))</text>
            <text x="\(left)" y="\(height - bottom + 18)">\(all.map(\.date).min() ?? all[0].date)</text>
            <text x="\(left + plotWidth)" y="\(height - bottom + 18)" text-anchor="end">\(all.map(\.date).max() ?? all[0].date)</text>
            <text x="\(left + plotWidth / 2)" y="\(height - 8)" text-anchor="middle">e1RM (\(units.rawValue)) per AMRAP set; filled dots are PRs</text>

            """
        for (index, item) in series.enumerated() where !item.points.isEmpty {
            let colour = colours[item.lift] ?? "#333"
            let path = item.points.map { "\(x($0.date)),\(y($0.estimatedOneRepMax))" }.joined(separator: " ")
            svg += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\"\(path)\"/>\n"
            for point in item.points {
                let fill = point.isPersonalRecord ? colour : "white"
                svg += "<circle cx=\"\(x(point.date))\" cy=\"\(y(point.estimatedOneRepMax))\" r=\"3.5\" fill=\"\(fill)\" stroke=\"\(colour)\"><title>\(item.lift.rawValue) \(point.date): \(point.weight) x \(point.reps), e1RM \(point.estimatedOneRepMax)</title></circle>\n"
            }
            svg += "<text x=\"\(width - right + 10)\" y=\"\(top + 16 + index * 18)\" fill=\"\(colour)\">\(item.lift.rawValue)</text>\n"
        }
        return svg + "</svg>\n"
    }
}
