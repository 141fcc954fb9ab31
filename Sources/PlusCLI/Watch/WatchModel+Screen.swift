import PlusTerminal
import PlusCore
import PlusFormat

extension WatchModel {
    /// The frame: idle, the current set (or the rest and the set after it), or the finished
    /// workout.
    func frame(rows: Int, columns: Int, live: Bool) -> [ScreenLine] {
        let now = clock.now()
        let ascii = !live
        // The followed sheet's unit (a gym's may differ from the journal's): weights as written.
        let units = followed == nil ? settings.units : followedUnits
        let unit = units.rawValue
        var lines: [ScreenLine] = [ScreenLine("plusmd watch", .dim), ScreenLine()]
        switch screen {
        case .idle:
            lines.append(ScreenLine("No workout in progress.", .bold))
            lines.append(ScreenLine("Start one with `plusmd log`; this screen follows it."))
            if let timer, !timer.isOver(at: now) {
                lines.append(ScreenLine())
                lines += RestPanel.lines(timer, now: now, next: nil, units: nil, width: columns, live: live, ascii: ascii)
            }
        case .finished(let session):
            let summary = session.summary
            lines.append(ScreenLine([Span(ascii ? "Done: " : "✓ Done: ", .boldGreen), Span(SheetRenderer.displayTitle(session.lift, session.position, program: session.program), .bold)]))
            lines.append(ScreenLine())
            lines += LogController.summaryText(summary, unit: unit, supplemental: session.supplemental).map { ScreenLine($0) }
        case .inProgress(let session):
            let progress = session.progress
            lines.append(
                ScreenLine([
                    Span(SheetRenderer.displayTitle(session.lift, session.position, program: session.program), .bold),
                    Span("   \(progress.done)/\(progress.total) sets "),
                    Span(RestPanel.bar(Double(progress.done) / Double(max(1, progress.total)), width: 12, ascii: ascii), .cyan),
                ]))
            lines.append(ScreenLine())
            let upcoming = state?.sheet == session.path ? state?.next : nil
            let next = upcoming ?? session.nextIndex.map { index in
                let item = session.items[index]
                let plates = settings.equipment(ofSheet: session.gym, units: units).plateMath(for: session.lift)
                return TimerState.UpcomingSet(
                    number: item.number, kind: item.kind, weight: item.weight, reps: item.reps, isAMRAP: item.isAMRAP,
                    platesPerSide: session.loadouts(plates)[index].perSide)
            }
            if let timer, state?.sheet == session.path, !timer.isOver(at: now) {
                lines += RestPanel.lines(timer, now: now, next: nil, units: units, width: columns, live: live, ascii: ascii)
                lines.append(ScreenLine())
                if let next { lines += setBlock(next, title: "Up next", total: progress.total, unit: unit, supplemental: session.supplemental) }
            } else if let next {
                lines += setBlock(next, title: "Now", total: progress.total, unit: unit, supplemental: session.supplemental)
            }
        }
        lines.append(ScreenLine())
        lines.append(ScreenLine("q: quit", .dim))
        // On a narrow terminal (a phone in portrait) lines wrap between words instead of being cut.
        return lines.flatMap { $0.wrapped(width: columns) }
    }

    /// `Now · set 7 of 11 · BBB`, `160 lb × 10`, `45 10 2.5 per side`.
    private func setBlock(_ set: TimerState.UpcomingSet, title: String, total: Int, unit: String, supplemental: Supplemental.Kind) -> [ScreenLine] {
        let plates = set.platesPerSide.isEmpty ? "empty bar" : set.platesPerSide.map(\.description).joined(separator: " ") + " per side"
        return [
            ScreenLine([Span("\(title) · set \(set.number) of \(total) · \(set.kind.label(supplemental: supplemental))", .boldCyan)]),
            ScreenLine([Span("  \(set.weight) \(unit) × \(set.reps)\(set.isAMRAP ? "+" : "")", .bold), Span(set.isAMRAP ? "  AMRAP: as many reps as you can" : "", .yellow)]),
            ScreenLine("  \(plates)"),
        ]
    }
}
