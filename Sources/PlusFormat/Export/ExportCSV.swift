import PlusCore

/// Renders every set of a `JournalSummary` as CSV (RFC 4180: comma-separated, CRLF line ends,
/// fields with a comma, quote or line break quoted, quotes doubled), one row per set, oldest first.
///
/// Columns: date, lift, cycle, week, kind, set (1-based within its kind), target_weight,
/// target_reps, weight, reps (what was done; empty for a set not ticked), amrap, e1rm (for a
/// counting AMRAP set), unit, notes (the workout's, on every row of it).
///
/// Formula injection: a text field that a spreadsheet would run as a formula (one starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP recommends, so
/// the spreadsheet shows it as text. Only the free-text column (notes) can hold such a value: the
/// others are dates, names and numbers plusmd formats itself (never negative), and are left as
/// they are so they stay numbers. The JSON export keeps the raw text.
package enum ExportCSV {
    package static let header = [
        "date", "lift", "cycle", "week", "kind", "set", "target_weight", "target_reps", "weight", "reps",
        "amrap", "e1rm", "unit", "notes",
    ]

    package static func render(_ summary: JournalSummary) -> String {
        var rows = [header]
        let unit = summary.settings.units.rawValue
        for review in summary.workouts {
            let workout = review.workout
            for reviewed in review.sets {
                let set = reviewed.set
                rows.append([
                    workout.date.description, workout.lift.rawValue, String(workout.cycle), String(workout.week),
                    set.kind.rawValue, String(reviewed.number),
                    reviewed.target?.weight.description ?? "", reviewed.target.map { String($0.reps) } ?? "",
                    set.isDone ? set.weight.description : "", set.isDone ? String(set.reps) : "",
                    set.isAMRAP ? "true" : "false", reviewed.estimatedOneRepMax?.description ?? "", unit,
                    neutralised(workout.notes),
                ])
            }
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The characters that make a spreadsheet read a cell as a formula when they come first.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` with a leading `'` when a spreadsheet would run it as a formula (OWASP "CSV
    /// injection"); any other text unchanged. `"\r\n"` counts as starting with a carriage return.
    package static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, formulaStarts.contains(Character(first)) else { return text }
        return "'" + text
    }

    /// A field, quoted when it must be.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
