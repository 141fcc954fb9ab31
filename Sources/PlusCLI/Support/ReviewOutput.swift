import PlusCore
import PlusFormat

/// Text and JSON for reviewed workouts, shared by `show` and `export --format json`.
enum ReviewOutput {
    /// One workout for the terminal: title, file and TM, then each set with what was done against
    /// its target, the AMRAP e1RM and a PR mark, then the notes.
    static func text(_ review: WorkoutReview, units: WeightUnit, path: String, style: Style) -> String {
        let workout = review.workout
        let progress = workout.progress
        var text = style.bold("\(SheetRenderer.title(workout.lift, workout.position)) · \(workout.date)") + "\n"
        text += "\(path) · training max \(review.trainingMax.map { "\($0) \(units.rawValue)" } ?? "unknown") · "
        text += (workout.isComplete ? "done" : "not done") + " (\(progress.done) of \(progress.total) sets ticked)\n"
        let done = review.sets.map { reviewed in
            let set = reviewed.set
            return set.isDone ? "\(set.weight) × \(set.reps)" : set.isSkipped ? "skipped" : "not done"
        }
        let doneWidth = done.map(\.count).max() ?? 0
        for (reviewed, doneText) in zip(review.sets, done) {
            let set = reviewed.set
            var line = "  \(set.kind.heading.padding(to: 8)) \(set.isDone ? "[x]" : set.isSkipped ? "[-]" : "[ ]") \(doneText.padding(to: doneWidth))"
            if let target = reviewed.target {
                line += "   target \(target.weight) × \(target.reps)\(target.isAMRAP ? "+" : "")"
            } else {
                line += "   target \(set.weight) × \(set.reps)\(set.isAMRAP ? "+" : "") (as written)"
            }
            if let e1RM = reviewed.estimatedOneRepMax { line += "   e1RM \(e1RM)" }
            if reviewed.isPersonalRecord { line += "   " + style.green(style.bold("PR")) }
            text += line + "\n"
        }
        if !workout.notes.isEmpty {
            text += "  Notes:\n" + workout.notes.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }.joined()
        }
        return text
    }

    static func json(_ review: WorkoutReview) -> [String: Any] {
        let workout = review.workout
        return [
            "date": workout.date.description, "lift": workout.lift.rawValue, "cycle": workout.cycle,
            "week": workout.week, "path": workout.path, "complete": workout.isComplete,
            "training_max": review.trainingMax.map(JSONOutput.number) ?? JSONOutput.null,
            "notes": workout.notes,
            "sets": review.sets.map(setJSON),
        ]
    }

    static func setJSON(_ reviewed: ReviewedSet) -> [String: Any] {
        let set = reviewed.set
        return [
            "kind": set.kind.rawValue, "number": reviewed.number, "done": set.isDone, "status": set.status.rawValue,
            "weight": JSONOutput.number(set.weight), "reps": set.reps, "amrap": set.isAMRAP, "line": set.line,
            "target_weight": reviewed.target.map { JSONOutput.number($0.weight) } ?? JSONOutput.null,
            "target_reps": reviewed.target.map(\.reps) ?? JSONOutput.null,
            "e1rm": reviewed.estimatedOneRepMax.map(JSONOutput.number) ?? JSONOutput.null,
            "pr": reviewed.isPersonalRecord,
        ]
    }
}
