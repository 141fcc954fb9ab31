import PlusCore

/// Text renderings of `TrainingMaxReport`, `TrainingMaxHistoryReport` and the week-3 verdicts.
package enum TrainingMaxReportText {
    /// `plusmd tm`: the TMs in force, then next cycle's with where each came from, then any
    /// suggested reset.
    package static func text(_ report: TrainingMaxReport, order: [Lift]) -> String {
        var text = inForce(report, order: order)
        if !report.held.isEmpty { text += "\n" + held(report.held, units: report.units) }
        return report.resetSuggestions.isEmpty ? text : text + "\n" + resetSuggestions(report.resetSuggestions, units: report.units)
    }

    /// TM rises held for the lifter's word: each with its source line and the two ways on (the
    /// path escaped: a file name from the journal).
    package static func held(_ rows: [ProgressionRow], units: WeightUnit) -> String {
        "Held: a TM rise of more than 20 % in one cycle is applied only when you confirm it\n"
            + rows.map { row in
                "  \(row.lift.rawValue): \(row.from?.description ?? "none") → \(row.to) \(units.rawValue) from "
                    + "\(row.source.weight) x \(row.source.reps) (\(TerminalSafe.escaped(row.source.path)):\(row.source.line)), e1RM \(row.estimatedOneRepMax); "
                    + "fix that line if it is a typo, or confirm: plusmd tm accept \(row.lift.rawValue)\n"
            }.joined()
    }

    /// Wendler's reset, one paragraph per lift: the short set, then the command to run.
    /// `commandUnits`: the journal's unit, when the rows are in another (the command's weight is
    /// always the journal's).
    package static func resetSuggestions(_ suggestions: [ResetSuggestionRow], units: WeightUnit, commandUnits: WeightUnit? = nil) -> String {
        let note = commandUnits.flatMap { $0 == units ? nil : "   (\($0.rawValue), the journal's unit)" } ?? ""
        return suggestions.map { row in
            "\(row.lift.rawValue): the week-3 AMRAP set of cycle \(row.cycle) got \(row.reps) of \(row.minimumReps)+ reps "
                + "(\(row.weight) x \(row.reps), \(TerminalSafe.escaped(row.path)):\(row.line)); Wendler's reset lowers the TM 10 %, "
                + "\(row.trainingMax) → \(row.suggested) \(units.rawValue). plusmd does not lower it by itself; to reset, run:\n"
                + "  \(row.command)\(note)\n"
        }.joined()
    }

    static func inForce(_ report: TrainingMaxReport, order: [Lift]) -> String {
        let width = order.map(\.rawValue.count).max() ?? 0
        var text = "Training maxes (\(report.units.rawValue)), cycle \(report.cycle) week \(report.week)\n"
        for lift in order {
            text += "  \(lift.rawValue.padding(to: width))  \(report.trainingMax[lift]?.description ?? "none")\n"
        }
        if let next = report.nextProgram {
            // With a program: the next block's TMs, pending or (nothing pending yet) those in force.
            let rule = report.progression == .fixed ? "fixed increments" : "week 3's AMRAP sets, \(report.tmPercent) % of e1RM"
            text += "\nCycle \(report.pendingCycle ?? report.cycle + 1), \(next.title) (\(next.summary)), will use"
            if report.pending.isEmpty {
                text += " the TMs in force (nothing pending yet; \(rule)):\n"
                for lift in order {
                    text += "  \(lift.rawValue.padding(to: width))  \(report.trainingMax[lift]?.description ?? "none")\n"
                }
            } else {
                text += ":\n" + progressionTable(report.pendingChanges, trainingMax: report.trainingMax, order: order, kept: report.pendingKept)
            }
            return text
        }
        if !report.pending.isEmpty {
            text += "\nCycle \(report.pendingCycle ?? report.cycle + 1) will use (from week 3's AMRAP sets, \(report.tmPercent) % of e1RM):\n"
            text += progressionTable(report.pendingChanges, trainingMax: report.trainingMax, order: order, kept: report.pendingKept)
        }
        return text
    }

    /// `plusmd tm --history`: one line per change, with its cause.
    package static func history(_ report: TrainingMaxHistoryReport) -> String {
        let values = report.history.map { change in (change.from.map { "\($0) → " } ?? "") + change.to.description }
        let width = values.map(\.count).max() ?? 0
        return zip(report.history, values).map { change, value in
            "\(change.date)  cycle \(change.cycle)  \(change.lift.rawValue.padding(to: 8)) \(value.padding(to: width))   \(describe(change.cause))\n"
        }.joined()
    }

    /// `start (path:line)`, `set by hand (path:line)`, `week-3 AMRAP 300 x 7, e1RM 370 (path:line)`.
    /// Escaped for the terminal: the path is a file name from the journal.
    package static func describe(_ cause: TrainingMaxChangeRow.Cause) -> String {
        TerminalSafe.escaped(unescapedDescription(cause))
    }

    static func unescapedDescription(_ cause: TrainingMaxChangeRow.Cause) -> String {
        switch cause.kind {
        case "start": return "start (\(cause.path):\(cause.line))"
        case "manual": return "set by hand (\(cause.path):\(cause.line))"
        case "import": return "imported from another app's history (\(cause.path):\(cause.line))"
        case "increment": return "+\(cause.increment?.description ?? "?") after week 3 (\(cause.path):\(cause.line))"
        case "tm_test":
            return "TM test failed, \(cause.weight?.description ?? "?") x \(cause.reps.map(String.init) ?? "?"): lowered 10 % (\(cause.path):\(cause.line))"
        case "amrap":
            let set = "\(cause.weight?.description ?? "?") x \(cause.reps.map(String.init) ?? "?")"
            return "week-3 AMRAP \(set), e1RM \(cause.estimatedOneRepMax?.description ?? "?") (\(cause.path):\(cause.line))"
        default: return "\(cause.kind) (\(cause.path):\(cause.line))"
        }
    }

    /// The old → new lines printed with the first sheet of a new cycle.
    package static func newCycle(
        _ changes: [ProgressionRow], cycle: Int, trainingMax: LiftTable<Weight>, units: WeightUnit, order: [Lift], kept: [PendingKeptRow] = []
    ) -> String {
        // The rule(s) the rows below used, in the order first met.
        var sources: [String] = []
        for change in changes {
            let source =
                switch change.rule {
                case "tm_test": "the 7th-week TM test"
                case "increment": "fixed increments after week 3"
                default: "week 3's AMRAP sets"
                }
            if !sources.contains(source) { sources.append(source) }
        }
        let source = sources.isEmpty ? "week 3's AMRAP sets" : sources.joined(separator: " and ")
        return "New cycle \(cycle): training maxes (\(units.rawValue)) from \(source)\n"
            + progressionTable(changes, trainingMax: trainingMax, order: order, kept: kept) + "\n"
    }

    /// One aligned line per lift: `squat  315 → 342  from 300 x 8 (path:line), e1RM 380`; a lift
    /// without a verdict says why it keeps its TM (`kept`, the replay's reason).
    package static func progressionTable(
        _ changes: [ProgressionRow], trainingMax: LiftTable<Weight>, order: [Lift], kept: [PendingKeptRow] = []
    ) -> String {
        let width = order.map(\.rawValue.count).max() ?? 0
        var rows: [(String, String, String)] = []
        for lift in order {
            guard let change = changes.first(where: { $0.lift == lift }) else {
                let why = (kept.first { $0.lift == lift }?.reason ?? .noResult).text + ": keeps its TM"
                rows.append((lift.rawValue, trainingMax[lift]?.description ?? "none", why))
                continue
            }
            let source = "\(change.source.weight) x \(change.source.reps) (\(change.source.path):\(change.source.line)), e1RM \(change.estimatedOneRepMax)"
            if change.rule == "increment" {
                rows.append((lift.rawValue, "\(change.from.map(\.description) ?? "none") → \(change.to)", "fixed increment after \(change.source.path)"))
                continue
            }
            if change.rule == "tm_test" {
                rows.append(
                    (lift.rawValue, "\(change.from.map(\.description) ?? "none") → \(change.to)",
                     "TM test \(change.source.weight) x \(change.source.reps) (\(change.source.path):\(change.source.line)), short of 3: lowered 10 %"))
                continue
            }
            if change.isRaise {
                rows.append((lift.rawValue, "\(change.from.map(\.description) ?? "none") → \(change.to)", "from \(source)"))
            } else {
                rows.append((lift.rawValue, "\(change.to) unchanged", "\(source) gives \(change.candidate), not higher"))
            }
        }
        let middle = rows.map(\.1.count).max() ?? 0
        // The third column quotes file names from the journal.
        return rows.map { "  \($0.0.padding(to: width))  \($0.1.padding(to: middle))   \(TerminalSafe.escaped($0.2))\n" }.joined()
    }
}
