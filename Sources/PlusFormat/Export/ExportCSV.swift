import PlusCore

/// Renders every set of an `ExportReport` as CSV (RFC 4180: comma-separated, CRLF line ends,
/// fields with a comma, quote or line break quoted, quotes doubled), one row per set, oldest first.
///
/// Columns: date, lift, cycle, week, kind, set (1-based within its kind), target_weight,
/// target_reps, weight, reps (what was done; empty for a set not ticked), amrap, e1rm (for a
/// counting AMRAP set), unit, written_weight and written_unit (the weight as the file writes it,
/// for a ticked set written in another unit than the journal's; else empty), notes (the
/// workout's, on every row of it), supplemental (on a `bbb`-kind set, which supplemental the sheet
/// says it is: bbb, fsl, ssl, bbs or widowmaker; else empty). `kind` stays `bbb` for every
/// supplemental set, so older readers still see them as supplemental; the column is last so
/// columns read by position keep their place.
///
/// Formula injection: a text field that a spreadsheet would run as a formula (one starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return, also after invisible characters such as a
/// byte-order mark, a zero-width space or spaces) gets a leading `'`, as OWASP recommends, so
/// the spreadsheet shows it as text. Only the free-text column (notes) can hold such a value: the
/// others are dates, names and numbers plusmd formats itself (never negative), and are left as
/// they are so they stay numbers. The JSON export keeps the raw text.
package enum ExportCSV {
    package static let header = [
        "date", "lift", "cycle", "week", "kind", "set", "target_weight", "target_reps", "weight", "reps",
        "amrap", "e1rm", "unit", "written_weight", "written_unit", "notes", "supplemental", "status",
    ]

    package static func render(_ report: ExportReport) -> String {
        // A journal with a program built from days gains a last column, `day`; any other keeps
        // the columns as they always were.
        let hasDays = report.workouts.contains { $0.day != nil }
        var rows = [header + (hasDays ? ["day"] : [])]
        let unit = report.units.rawValue
        for workout in report.workouts {
            for set in workout.sets {
                rows.append([
                    workout.date.description, workout.lift.rawValue, String(workout.cycle), String(workout.week),
                    set.kind.rawValue, String(set.number),
                    set.targetWeight?.description ?? "", set.targetReps.map { String($0) } ?? "",
                    set.done ? set.weight.description : "", set.done ? String(set.reps) : "",
                    set.amrap ? "true" : "false", set.estimatedOneRepMax?.description ?? "", unit,
                    set.done ? set.writtenWeight?.description ?? "" : "", set.done ? set.writtenUnit?.rawValue ?? "" : "",
                    neutralised(workout.notes), set.supplemental?.rawValue ?? "", set.status.rawValue,
                ] + (hasDays ? [workout.day.map { String($0) } ?? ""] : []))
            }
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The characters that make a spreadsheet read a cell as a formula when they come first.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` with a leading `'` when a spreadsheet would run it as a formula (OWASP "CSV
    /// injection"); any other text unchanged. `"\r\n"` counts as starting with a carriage return.
    /// Invisible characters before the formula (`isInvisible`) are looked past: a spreadsheet
    /// may drop them, and the lifter cannot see them.
    package static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first(where: { !isInvisible($0) }), formulaStarts.contains(Character(first))
        else { return text }
        return "'" + text
    }

    /// Spaces (not the tab and carriage return of `formulaStarts`) and format characters: the
    /// byte-order mark, zero-width spaces and joiners, bidi controls and the like.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\r" { return false }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
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
