import PlusCore

/// Renders an `ExportReport` as one Markdown document that a coach or an AI assistant can read
/// without the journal: the program, settings, TMs and their history, the cycle position, the PRs,
/// then every workout oldest to newest.
///
/// Each workout is a level-3 heading, its sets task-list items under level-4 `Warmup`, `Working`
/// and `BBB` headings, written in the journal's own set notation (`- [x] 265 x 9 — target …`), so the
/// document parses back with cmark to the same sets. Notes are block quotes, so nothing a lifter
/// wrote can break the structure.
package enum ExportMarkdown {
    /// `settings` are the journal's, for the program's own numbers; `generated` is when, local time.
    package static func render(_ report: ExportReport, settings: Settings, generated: LocalTime) -> String {
        let unit = report.units.rawValue
        let position = report.position
        var text = "# plusmd export\n\n"
        text += "A Wendler 5/3/1\(settings.program == nil ? " + Boring But Big" : "") training journal, exported by plusmd \(report.plusmdVersion) on \(generated.day) at \(clock(generated)) (local time). "
        text += "Every weight is in \(unit). \(report.workouts.count) workouts from \(report.workouts.first.map { "\($0.date)" } ?? "—") to \(report.workouts.last.map { "\($0.date)" } ?? "—").\n\n"
        text += "## Program\n\n"
        if let program = settings.program {
            // The program plusmd.yaml describes, one pass through its blocks.
            text += "The program plusmd.yaml's `program:` describes, after Jim Wendler's *5/3/1 Forever* (2017) templates (progression: \(program.progression.rawValue)); one pass through its blocks:\n\n"
            for cycle in program.sequence {
                let row = ProgramCycleRow(cycle)
                text += "- \(TerminalSafe.escaped(row.title)): \(row.summary)\n"
            }
            text += "\n"
        } else {
        text += "Jim Wendler's 5/3/1 (2nd ed., 2011) with Boring But Big (*Beyond 5/3/1*, 2013). Percentages are of the training max (TM); `+` marks the AMRAP set (as many reps as possible).\n\n"
        for week in Program.weeks {
            let sets = Program.workingSets(week: week).map { "\($0.percent) % x \($0.reps)\($0.isAMRAP ? "+" : "")" }.joined(separator: ", ")
            text += "- Week \(week) (\(Program.weekName(week))): \(sets)\(week == Program.deloadWeek ? "; no warmups, no BBB" : "")\n"
        }
        text += "- Warmups (weeks 1-3): 40 % x 5, 50 % x 5, 60 % x 3.\n"
        text += "- BBB (weeks 1-3): \(settings.bbbEnabled ? "5 x 10 at \(settings.bbbPercent) % of the TM" : "off").\n"
        text += "- Progression: after week 3, each TM becomes \(settings.tmPercent) % of the Epley e1RM (weight x (1 + reps/30)) of its week-3 AMRAP set, only if higher.\n"
        text += "- A PR is a new best e1RM from an AMRAP set of weeks 1-3, strictly higher than every earlier one.\n\n"
        }
        text += "## Settings\n\n"
        for key in SettingKey.all {
            if let value = key.value(settings) { text += "- \(key.name): \(value)\n" }
        }
        text += "\n## Position\n\n"
        let weekName = report.currentScheme?.weekName(position.week) ?? Program.weekName(position.week)
        text += "Cycle \(position.cycle), week \(position.week) (\(weekName)). "
        if let days = position.days {
            text += days.map { "Day \($0.day): \($0.summary)." }.joined(separator: " ")
            text += " Suggested next: \(position.suggested?.rawValue ?? "none")\(position.suggestedDay.map { " (day \($0))" } ?? "").\n\n"
        } else {
            text += "Done this week: \(names(position.done)). Open: \(names(position.open)). Suggested next: \(position.suggested?.rawValue ?? "none").\n\n"
        }
        text += "## Training maxes\n\n"
        for lift in settings.order {
            text += "- \(lift.rawValue): \(report.trainingMax[lift].map { "\($0) \(unit)" } ?? "none")\n"
        }
        for progression in report.pendingChanges {
            text += "- next cycle \(progression.lift.rawValue): \(progression.to) \(unit) (from \(progression.source.weight) x \(progression.source.reps), e1RM \(progression.estimatedOneRepMax))\n"
        }
        for row in report.held {
            text += "- held \(row.lift.rawValue): \(row.from.map { "\($0) -> " } ?? "")\(row.to) \(unit) (from \(row.source.weight) x \(row.source.reps), e1RM \(row.estimatedOneRepMax), `\(row.source.path)` line \(row.source.line)); a rise of more than 20 % waits for `plusmd tm accept \(row.lift.rawValue)`\n"
        }
        text += "\nHistory, oldest first:\n\n"
        for change in report.trainingMaxHistory {
            text += "- \(change.date), cycle \(change.cycle), \(change.lift.rawValue): \(change.from.map { "\($0) -> " } ?? "")\(change.to) \(unit), \(TrainingMaxReportText.describe(change.cause))\n"
        }
        for reset in report.resets {
            text += "- \(reset.date): reset, cycle \(reset.cycle) started at week 1 with the TMs in force (`\(reset.path)`)\n"
        }
        text += "\n## Personal records\n\n"
        let records = report.personalRecords
        for lift in settings.order {
            guard let record = records.best[lift]?.wrappedValue else {
                text += "- \(lift.rawValue): none yet\n"
                continue
            }
            text += "- \(lift.rawValue): e1RM \(record.estimatedOneRepMax) \(unit) from \(record.weight) x \(record.reps) on \(record.date) (`\(record.path)`)\n"
        }
        text += "\nEvery PR, oldest first:\n\n"
        for record in records.history {
            text += "- \(record.date), \(record.lift.rawValue): e1RM \(record.estimatedOneRepMax) from \(record.weight) x \(record.reps)\(record.previousBest.map { " (previous best \($0))" } ?? " (first AMRAP set)")\n"
        }
        text += "\n## Workouts\n\n"
        for workout in report.workouts { text += self.workout(workout, unit: unit) }
        if !report.assistanceDays.isEmpty {
            text += "## Assistance reps per day\n\n"
            for day in report.assistanceDays {
                text += "- \(day.date): " + DayReportText.assistance(day.categories).dropFirst("Assistance reps on the day: ".count)
            }
        }
        return text
    }

    static func workout(_ workout: WorkoutRow, unit: String) -> String {
        var text = "### \(workout.date) · \(SheetRenderer.title(workout.lift, CyclePosition(cycle: workout.cycle, week: workout.week), program: workout.program))\(SheetRenderer.dayTitle(workout.day))\n\n"
        let progress = workout.progress
        text += "Training max in force: \(workout.trainingMax.map { "\($0) \(unit)" } ?? "unknown"). "
        let state = workout.isSkipped ? "Skipped" : workout.complete ? "Complete" : "Not complete"
        text += "\(state): \(progress.done) of \(progress.total) sets ticked. File `\(workout.path)`.\n\n"
        for kind in SetKind.allCases {
            let sets = workout.sets.filter { $0.kind == kind }
            guard !sets.isEmpty else { continue }
            text += "#### \(sets.first?.label ?? kind.heading)\n\n"
            for reviewed in sets { text += "- " + setLine(reviewed) + "\n" }
            text += "\n"
        }
        if let assistance = workout.assistance {
            text += "#### Assistance\n\n"
            for task in assistance {
                text += "- \(task.done ? "[x]" : task.status == .skipped ? "[-]" : "[ ]") \(task.name)\n"
            }
            text += "\n"
        }
        if !workout.notes.isEmpty {
            text += "Notes:\n\n" + workout.notes.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)" }.joined(separator: "\n") + "\n\n"
        }
        return text
    }

    /// `[x] 265 x 9 — target 270 x 5+, AMRAP, e1RM 344.5, PR`.
    static func setLine(_ set: WorkoutRow.SetRow) -> String {
        let box = set.status == .skipped ? "[-]" : "[ ]"
        var line = set.done ? "[x] \(set.weight) x \(set.reps)" : "\(box) \(set.weight) x \(set.reps)\(set.amrap ? "+" : "")"
        var details: [String] = []
        if let written = set.writtenWeight, let unit = set.writtenUnit { details.append("written \(written) \(unit.rawValue)") }
        if let weight = set.targetWeight, let reps = set.targetReps { details.append("target \(weight) x \(reps)\(set.targetIsAMRAP ? "+" : "")") }
        if !set.done { details.append(set.status == .skipped ? "skipped" : "not done") }
        if set.done && set.reps == 0 { details.append("failed") }
        if set.amrap && set.done { details.append("AMRAP") }
        if let e1RM = set.estimatedOneRepMax { details.append("e1RM \(e1RM)") }
        if set.isPersonalRecord { details.append("PR") }
        if !details.isEmpty { line += " — " + details.joined(separator: ", ") }
        return line
    }

    static func names(_ lifts: [Lift]) -> String { lifts.isEmpty ? "none" : lifts.map(\.rawValue).joined(separator: ", ") }

    /// `HH:MM:SS`.
    package static func clock(_ time: LocalTime) -> String {
        let stamp = time.compactStamp.split(separator: "-")[1]
        return "\(stamp.prefix(2)):\(stamp.dropFirst(2).prefix(2)):\(stamp.suffix(2))"
    }
}
