import PlusCore

/// The rest countdown as `log`, `timer` and `watch` draw it: a bar, the time left, and the set
/// that comes next. Green, then orange at 30 s or less, red at 10 s or less.
package enum RestPanel {
    /// The panel's lines.
    ///
    /// - Parameters:
    ///   - live: false on `TERM=dumb`, where frames are only printed when their text changes:
    ///     the time left is then given coarsely (whole rest, 30 s or less, over).
    ///   - ascii: draw the bar with `#` and `-`.
    package static func lines(
        _ timer: RestTimer, now: Int64, next: TimerState.UpcomingSet?, units: WeightUnit?,
        width: Int, live: Bool, ascii: Bool, title: String = "Rest"
    ) -> [ScreenLine] {
        let remaining = timer.remainingSeconds(at: now)
        let kind = timer.kind.map { " after \($0.heading.lowercased())" } ?? ""
        var lines: [ScreenLine] = []
        if timer.isOver(at: now) {
            lines.append(ScreenLine([Span("\(title) over", .boldGreen), Span(timer.isSkipped ? " (skipped)" : " — lift!")]))
        } else if live {
            let barWidth = max(10, min(40, width - 30))
            let look = look(remaining: remaining)
            lines.append(
                ScreenLine([
                    Span("\(title) ", .bold), Span(bar(timer.elapsedFraction(at: now), width: barWidth, ascii: ascii), look),
                    Span("  "), Span(RestDuration.text(remaining), look == .green ? .boldGreen : (look == .red ? .boldRed : .bold)),
                    Span(" / \(RestDuration.text(timer.duration))\(kind)", .dim),
                ]))
        } else {
            let coarse = remaining <= RestTimer.warningSeconds ? "\(RestTimer.warningSeconds) s or less left" : "\(RestDuration.text(timer.duration))\(kind); the chime ends it"
            lines.append(ScreenLine("\(title): \(coarse)"))
        }
        if let next {
            lines.append(ScreenLine([Span("Next: ", .bold), Span(setText(next, units: units))]))
        }
        return lines
    }

    /// One line for a hidden panel: `Rest 1:23 · next 270 lb × 5+`.
    package static func statusLine(_ timer: RestTimer, now: Int64, next: TimerState.UpcomingSet?, units: WeightUnit?) -> ScreenLine {
        let remaining = timer.remainingSeconds(at: now)
        let time = timer.isOver(at: now) ? "over" : RestDuration.text(remaining)
        let upcoming = next.map { " · next \($0.weight)\(units.map { " \($0.rawValue)" } ?? "") × \($0.reps)\($0.isAMRAP ? "+" : "")" } ?? ""
        return ScreenLine([Span("Rest \(time)", look(remaining: remaining)), Span("\(upcoming)  (h: show panel)", .dim)])
    }

    /// `Working 270 lb × 5+ · 45 45 10 10 2.5 per side (set 6)`.
    package static func setText(_ set: TimerState.UpcomingSet, units: WeightUnit?) -> String {
        let unit = units.map { " \($0.rawValue)" } ?? ""
        let plates = set.platesPerSide.isEmpty ? "empty bar" : set.platesPerSide.map(\.description).joined(separator: " ") + " per side"
        return "\(set.kind.heading) \(set.weight)\(unit) × \(set.reps)\(set.isAMRAP ? "+" : "") · \(plates) (set \(set.number))"
    }

    /// Green above 30 s, orange at 30 s or less, red at 10 s or less.
    package static func look(remaining: Int) -> Span.Look {
        remaining <= 10 ? .red : (remaining <= RestTimer.warningSeconds ? .orange : .green)
    }

    /// `██████░░░░` filled by `fraction` of `width` cells.
    package static func bar(_ fraction: Double, width: Int, ascii: Bool) -> String {
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded(.down))))
        return String(repeating: ascii ? "#" : "█", count: filled) + String(repeating: ascii ? "-" : "░", count: width - filled)
    }
}
