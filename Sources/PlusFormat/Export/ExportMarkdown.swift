import PlusCore

/// Renders a `JournalSummary` as one Markdown document that a coach or an AI assistant can read
/// without the journal: the program, settings, TMs and their history, the cycle position, the PRs,
/// then every workout oldest to newest.
///
/// Each workout is a level-3 heading, its sets task-list items under level-4 `Warmup`, `Working`
/// and `BBB` headings, written in the journal's own set notation (`- [x] 265 x 9 — target …`), so the
/// document parses back with cmark to the same sets. Notes are block quotes, so nothing a lifter
/// wrote can break the structure.
package enum ExportMarkdown {
    package static func render(_ summary: JournalSummary, generated: LocalTime, version: String) -> String {
        let settings = summary.settings
        let unit = settings.units.rawValue
        let state = summary.state
        var text = "# plusmd export\n\n"
        text += "A Wendler 5/3/1 + Boring But Big training journal, exported by plusmd \(version) on \(generated.day) at \(clock(generated)) (local time). "
        text += "Every weight is in \(unit). \(summary.workouts.count) workouts from \(summary.workouts.first.map { "\($0.workout.date)" } ?? "—") to \(summary.workouts.last.map { "\($0.workout.date)" } ?? "—").\n\n"
        text += "## Program\n\n"
        text += "Jim Wendler's 5/3/1 (2nd ed., 2011) with Boring But Big (*Beyond 5/3/1*, 2013). Percentages are of the training max (TM); `+` marks the AMRAP set (as many reps as possible).\n\n"
        for week in Program.weeks {
            let sets = Program.workingSets(week: week).map { "\($0.percent) % x \($0.reps)\($0.isAMRAP ? "+" : "")" }.joined(separator: ", ")
            text += "- Week \(week) (\(Program.weekName(week))): \(sets)\(week == Program.deloadWeek ? "; no warmups, no BBB" : "")\n"
        }
        text += "- Warmups (weeks 1-3): 40 % x 5, 50 % x 5, 60 % x 3.\n"
        text += "- BBB (weeks 1-3): \(settings.bbbEnabled ? "5 x 10 at \(settings.bbbPercent) % of the TM" : "off").\n"
        text += "- Progression: after week 3, each TM becomes \(settings.tmPercent) % of the Epley e1RM (weight x (1 + reps/30)) of its week-3 AMRAP set, only if higher.\n"
        text += "- A PR is a new best e1RM from an AMRAP set of weeks 1-3, strictly higher than every earlier one.\n\n"
        text += "## Settings\n\n"
        for key in SettingKey.all {
            if let value = key.value(settings) { text += "- \(key.name): \(value)\n" }
        }
        text += "\n## Position\n\n"
        text += "Cycle \(state.position.cycle), week \(state.position.week) (\(Program.weekName(state.position.week))). "
        text += "Done this week: \(names(state.done)). Open: \(names(state.open)). Suggested next: \(state.suggested?.rawValue ?? "none").\n\n"
        text += "## Training maxes\n\n"
        for lift in settings.order {
            text += "- \(lift.rawValue): \(state.trainingMax[lift].map { "\($0) \(unit)" } ?? "none")\n"
        }
        for progression in state.pending {
            text += "- next cycle \(progression.lift.rawValue): \(progression.next) \(unit) (from \(progression.set.weight) x \(progression.set.reps), e1RM \(progression.estimatedOneRepMax))\n"
        }
        text += "\nHistory, oldest first:\n\n"
        for change in state.history {
            text += "- \(change.date), cycle \(change.cycle), \(change.lift.rawValue): \(change.from.map { "\($0) -> " } ?? "")\(change.to) \(unit), \(cause(change.cause))\n"
        }
        for reset in summary.resets {
            text += "- \(reset.date): reset, cycle \(reset.cycle) started at week 1 with the TMs in force (`\(reset.path)`)\n"
        }
        text += "\n## Personal records\n\n"
        let best = summary.records.best
        for lift in settings.order {
            guard let record = best[lift] else {
                text += "- \(lift.rawValue): none yet\n"
                continue
            }
            text += "- \(lift.rawValue): e1RM \(record.estimatedOneRepMax) \(unit) from \(record.set.weight) x \(record.set.reps) on \(record.date) (`\(record.path)`)\n"
        }
        text += "\nEvery PR, oldest first:\n\n"
        for record in summary.records.history {
            text += "- \(record.date), \(record.lift.rawValue): e1RM \(record.estimatedOneRepMax) from \(record.set.weight) x \(record.set.reps)\(record.previousBest.map { " (previous best \($0))" } ?? " (first AMRAP set)")\n"
        }
        text += "\n## Workouts\n\n"
        for review in summary.workouts { text += workout(review, unit: unit) }
        return text
    }

    static func workout(_ review: WorkoutReview, unit: String) -> String {
        let workout = review.workout
        var text = "### \(workout.date) · \(SheetRenderer.title(workout.lift, workout.position))\n\n"
        let progress = workout.progress
        text += "Training max in force: \(review.trainingMax.map { "\($0) \(unit)" } ?? "unknown"). "
        text += "\(workout.isComplete ? "Complete" : "Not complete"): \(progress.done) of \(progress.total) sets ticked. File `\(workout.path)`.\n\n"
        for kind in SetKind.allCases {
            let sets = review.sets.filter { $0.set.kind == kind }
            guard !sets.isEmpty else { continue }
            text += "#### \(kind.heading)\n\n"
            for reviewed in sets { text += "- " + setLine(reviewed) + "\n" }
            text += "\n"
        }
        if !workout.notes.isEmpty {
            text += "Notes:\n\n" + workout.notes.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)" }.joined(separator: "\n") + "\n\n"
        }
        return text
    }

    /// `[x] 265 x 9 — target 270 x 5+, AMRAP, e1RM 344.5, PR`.
    static func setLine(_ reviewed: ReviewedSet) -> String {
        let set = reviewed.set
        let box = set.isSkipped ? "[-]" : "[ ]"
        var line = set.isDone ? "[x] \(set.weight) x \(set.reps)" : "\(box) \(set.weight) x \(set.reps)\(set.isAMRAP ? "+" : "")"
        var details: [String] = []
        if let target = reviewed.target { details.append("target \(target.weight) x \(target.reps)\(target.isAMRAP ? "+" : "")") }
        if !set.isDone { details.append(set.isSkipped ? "skipped" : "not done") }
        if set.isFailed { details.append("failed") }
        if set.isAMRAP && set.isDone { details.append("AMRAP") }
        if let e1RM = reviewed.estimatedOneRepMax { details.append("e1RM \(e1RM)") }
        if reviewed.isPersonalRecord { details.append("PR") }
        if !details.isEmpty { line += " — " + details.joined(separator: ", ") }
        return line
    }

    static func names(_ lifts: [Lift]) -> String { lifts.isEmpty ? "none" : lifts.map(\.rawValue).joined(separator: ", ") }

    /// `HH:MM:SS`.
    package static func clock(_ time: LocalTime) -> String {
        let stamp = time.compactStamp.split(separator: "-")[1]
        return "\(stamp.prefix(2)):\(stamp.dropFirst(2).prefix(2)):\(stamp.suffix(2))"
    }

    /// `start (path:line)`, `set by hand (path:line)`, `week-3 AMRAP 300 x 8, e1RM 380 (path:line)`.
    package static func cause(_ cause: TrainingMaxCause) -> String {
        switch cause {
        case .start(let path, let line): "start (\(path):\(line))"
        case .manual(let path, let line): "set by hand (\(path):\(line))"
        case .amrap(let path, let line, let weight, let reps, let e1RM): "week-3 AMRAP \(weight) x \(reps), e1RM \(e1RM) (\(path):\(line))"
        }
    }
}
