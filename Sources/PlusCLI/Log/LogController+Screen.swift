import PlusTerminal
import PlusCore
import PlusFormat

extension LogController {
    /// The screen: heading, the sets (next highlighted, done ticked, the rest dimmed), notes,
    /// the rest panel, the prompt and the keys.
    func frame(rows: Int, columns: Int, colors: Bool, live: Bool) -> [ScreenLine] {
        let now = clock.now()
        let ascii = !live
        let unit = sheet.units.rawValue
        var top: [ScreenLine] = []
        let progress = session.progress
        let tm = session.trainingMax.map { " · TM \($0) \(unit)" } ?? ""
        top.append(
            ScreenLine([
                Span(SheetRenderer.displayTitle(session.lift, session.position, program: session.program) + SheetRenderer.dayTitle(sheet.day), .bold),
                Span(" · \(session.date)\(tm)"), Span("   \(progress.done)/\(progress.total) sets", .dim),
            ]))
        top.append(ScreenLine(TerminalText.escaped(sheet.path), .dim))
        if let shown = celebration {
            let stars = ["★ ✦ ★", "✦ ★ ✦"][Int(now / 400 % 2)]
            top.append(ScreenLine([Span(ascii ? "*** " : "\(stars) ", .boldYellow), Span(shown.text, .boldYellow), Span(ascii ? " ***" : " \(stars)", .boldYellow)]))
        }
        var bottom: [ScreenLine] = []
        if !sheet.assistance.isEmpty {
            // Assistance is ticked in the file (`- [x] Chin-up 5 x 10`); never part of the sets.
            let tasks = sheet.assistance.map { "\($0.isDone ? "[x]" : $0.status == .skipped ? "[-]" : "[ ]") \(TerminalText.escaped($0.name))" }
            bottom.append(ScreenLine([Span("Assistance: ", .bold), Span(tasks.joined(separator: " · "))]))
        }
        if !session.notes.isEmpty && mode != .notes {
            bottom.append(ScreenLine([Span("Notes: ", .bold), Span(TerminalText.escaped(session.notes).replacingOccurrences("\\n", " ⏎ "))]))
        }
        let capped = bottom.count
        if mode == .summary {
            bottom += summaryLines(unit: unit)
        } else if let running = timer {
            bottom.append(ScreenLine(String(repeating: ascii ? "-" : "─", count: min(columns, 60)), .dim))
            if isPanelHidden {
                bottom.append(RestPanel.statusLine(running, now: now, next: upcoming, units: sheet.units))
            } else {
                bottom += RestPanel.lines(running, now: now, next: upcoming, units: sheet.units, width: columns, live: live, ascii: ascii)
                if !running.isOver(at: now) {
                    bottom.append(ScreenLine("rest: - −15s · + +15s · m +1min · s skip · h hide", .dim))
                }
            }
        }
        bottom += promptLines(unit: unit)
        if let message {
            bottom.append(ScreenLine(TerminalText.escaped(message.text), message.isError ? .red : .cyan))
        }
        bottom.append(ScreenLine(helpText, .dim))
        // On a narrow terminal (a phone in portrait) lines wrap between words instead of being cut;
        // notes and assistance take at most two lines, so they never push the prompt off the screen.
        let topLines = top.flatMap { $0.wrapped(width: columns) }
        let bottomLines = bottom.enumerated().flatMap { index, line in
            index < capped ? line.wrapped(width: columns, maxLines: 2) : line.wrapped(width: columns)
        }
        let room = max(1, rows - topLines.count - bottomLines.count - 1)
        return topLines + [ScreenLine()] + setLines(room: room, columns: columns, ascii: ascii, unit: unit) + bottomLines
    }

    /// The sets, scrolled so the next one is in view. A set whose row is wider than the terminal
    /// takes two lines: the set, then its plates per side under it (never cut).
    private func setLines(room: Int, columns: Int, ascii: Bool, unit: String) -> [ScreenLine] {
        let items = session.items
        let nextIndex = session.nextIndex
        let weightWidth = items.map { "\($0.weight)".count }.max() ?? 3
        let labelWidth = max(8, items.map { session.label($0).count }.max() ?? 0)
        let loadouts = session.loadouts(plates, weight: mode == .summary ? nil : weightOverride, at: nextIndex)
        var blocks: [[ScreenLine]] = []
        for (index, item) in items.enumerated() {
            let isNext = index == nextIndex && mode != .summary
            let marker: String
            if item.isDone {
                marker = ascii ? "  x " : "  ✓ "
            } else if item.isSkipped {
                marker = ascii ? "  - " : "  – "
            } else if isNext {
                marker = ascii ? "  > " : "  ▶ "
            } else {
                marker = "    "
            }
            let weight = isNext ? (weightOverride ?? item.weight) : item.weight
            let weightText = String(repeating: " ", count: max(0, weightWidth - "\(weight)".count)) + "\(weight) \(unit)"
            let reps = item.isDone ? "× \(item.reps)" : "× \(item.reps)\(item.isAMRAP ? "+" : "")"
            let number = item.number < 10 ? " \(item.number)" : "\(item.number)"
            // A capped target says what the program wanted, as the sheet line does (shorter).
            let capped = item.cappedFrom.map { weight == item.targetWeight ? " (capped from \($0))" : "" } ?? ""
            let plates = SheetRenderer.platesText(loadouts[index]) + capped
            let text = "\(number)  \(session.label(item).padding(to: labelWidth)) \(weightText) \(reps.padding(to: 6))  \(plates)"
            let tail = isNext ? (item.isAMRAP ? "   ← next · AMRAP" : "   ← next") : (item.isAMRAP && !item.isDone ? "   AMRAP" : "")
            let look: Span.Look = item.isDone ? .green : (isNext ? .reverse : .dim)
            let markerSpan = Span(marker, isNext ? .boldYellow : (item.isDone ? .green : .plain))
            let row = ScreenLine([markerSpan, Span(text, look), Span(tail, isNext ? .boldYellow : .dim)])
            guard row.width > columns else {
                blocks.append([row])
                continue
            }
            let set = "\(number)  \(session.label(item).padding(to: labelWidth)) \(weightText) \(reps)"
            let shortTail = isNext ? " ←" : (item.isAMRAP && !item.isDone ? " AMRAP" : "")
            let first = ScreenLine([markerSpan, Span(set, look), Span(shortTail, isNext ? .boldYellow : .dim)])
            let under = String(repeating: " ", count: min(marker.count + number.count + 2, max(0, columns / 3)))
            blocks.append(first.wrapped(width: columns) + ScreenLine([Span(under), Span(plates, look)]).wrapped(width: columns, indent: under.count))
        }
        let lines = blocks.flatMap { $0 }
        guard lines.count > room else { return lines }
        // The next set's first line in the middle of the room.
        let focus = blocks.prefix(nextIndex ?? items.count - 1).reduce(0) { $0 + $1.count }
        let start = max(0, min(lines.count - room, focus - room / 2))
        return Array(lines[start..<(start + room)])
    }

    private func promptLines(unit: String) -> [ScreenLine] {
        switch mode {
        case .sets:
            guard let next = session.next else { return [] }
            let weight = weightOverride ?? next.weight
            if next.isAMRAP {
                var lines = [
                    ScreenLine(
                        [Span("AMRAP ", .boldYellow), Span("\(weight) \(unit) × \(next.reps)+ — as many reps as you can (at least \(next.reps)).", .bold)])
                ]
                if let best = session.best {
                    let target = session.repsToBeat(at: weight).map { "\($0) rep\($0 == 1 ? "" : "s") beat\($0 == 1 ? "s" : "")" } ?? "No rep count here beats"
                    let source = best.isBaseline ? "imported, \(TerminalText.escaped(best.path))" : "\(best.weight) × \(best.reps), \(TerminalText.escaped(best.path))"
                    lines.append(ScreenLine("\(target) your best e1RM \(best.estimatedOneRepMax) \(unit) (\(source)).", .yellow))
                } else {
                    lines.append(ScreenLine("Your first AMRAP of this lift: any reps set your best e1RM.", .yellow))
                }
                lines.append(ScreenLine([Span("How many reps? ", .boldYellow), Span(input + "_", .bold)]))
                return lines
            }
            let reps = input.isEmpty ? "\(next.reps)" : input
            return [
                ScreenLine([
                    Span("Reps: ", .bold), Span(input + "_", .bold),
                    Span("   Enter logs set \(next.number): \(weight) \(unit) × \(reps)", .plain),
                    Span(weightOverride == nil ? "" : " (weight changed)", .yellow),
                ])
            ]
        case .weight:
            let target = session.next.map { " (target \($0.weight) \(unit))" } ?? ""
            return [ScreenLine([Span("Weight for the next set\(target): ", .bold), Span(input + "_", .bold), Span("   Enter: use it · empty Enter: the target · Esc: cancel", .dim)])]
        case .notes:
            return [
                ScreenLine("Notes (Enter saves, Ctrl-J new line, Esc cancels):", .bold),
                ScreenLine(TerminalText.escaped(input) + "_"),
            ]
        case .confirmUndo(let number):
            let count = session.items.filter { $0.number >= number && $0.isDone }.count
            return [ScreenLine("Take back set \(number) and the \(count - 1) logged after it? y/n", .boldYellow)]
        case .chooseLift(let lifts):
            let choices = lifts.enumerated().map { "\($0.offset + 1) \($0.element.displayName.lowercased())" }.joined(separator: "   ")
            return [ScreenLine("Switch to (open this week): \(choices)   Esc: stay", .bold)]
        case .confirmSwitch(let lift):
            let done = session.progress.done
            return [ScreenLine("\(done) set\(done == 1 ? "" : "s") of \(session.lift.displayName.lowercased()) logged (kept in its sheet). Switch to \(lift.displayName.lowercased())? y/n", .boldYellow)]
        case .summary:
            return []
        }
    }

    private func summaryLines(unit: String) -> [ScreenLine] {
        let summary = session.summary
        var lines = [ScreenLine(String(repeating: "─", count: 40), .dim)]
        lines.append(ScreenLine("Workout finished: \(summary.lift.displayName.lowercased()), cycle \(summary.position.cycle) week \(summary.position.week)\(sheet.day.map { " day \($0)" } ?? "")", .boldGreen))
        lines += Self.summaryText(summary, unit: unit, supplemental: session.supplemental).map { ScreenLine($0) }
        if !assistanceSummary.isEmpty { lines.append(ScreenLine(assistanceSummary)) }
        if !nextSuggestion.isEmpty { lines.append(ScreenLine(nextSuggestion, .bold)) }
        return lines
    }

    /// The summary as text lines (on screen and printed after the session).
    /// Supplemental sets are counted under `supplemental`'s name (`fsl 5/5`).
    static func summaryText(_ summary: SessionSummary, unit: String, supplemental: Supplemental.Kind? = nil) -> [String] {
        let kinds = summary.byKind.map { "\($0.kind.label(supplemental: supplemental).lowercased()) \($0.done)/\($0.total)" }.joined(separator: ", ")
        var lines = [
            "Sets: \(summary.setsDone) of \(summary.setsTotal) (\(kinds)); \(summary.repsDone) rep\(summary.repsDone == 1 ? "" : "s")",
            "Volume: \(summary.volume) \(unit)",
        ]
        if let e1RM = summary.estimatedOneRepMax, let weight = summary.amrapWeight, let reps = summary.amrapReps {
            var line = "AMRAP: \(weight) × \(reps), e1RM \(e1RM) \(unit)"
            if summary.isPersonalRecord, let best = summary.previousBest {
                line += " — PR (best was \(best.estimatedOneRepMax))"
            } else if let best = summary.previousBest {
                line += " (best \(best.estimatedOneRepMax))"
            }
            lines.append(line)
        }
        lines.append(summary.isPersonalRecord ? "PRs: new e1RM PR" : "PRs: none")
        return lines
    }

    private var helpText: String {
        switch mode {
        case .sets:
            var keys = "Enter log · 0-9 reps · w weight · u undo (Nu: back to set N) · n notes · l lift"
            if session.isComplete { keys += " · f finish" }
            keys += " · q quit"
            return keys
        case .summary:
            let next = dayNext.map { "n: on to \($0.lift.displayName.lowercased()) · " } ?? ""
            return next + "q or Enter: done · u: take back the last set"
        default: return "Esc: cancel · Ctrl-C: quit (everything logged is saved)"
        }
    }
}
