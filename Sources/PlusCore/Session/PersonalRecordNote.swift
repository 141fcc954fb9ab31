/// The line `plusmd log` adds under `## Notes` when an AMRAP set sets a new e1RM PR:
/// `PR: e1RM 380 (300 x 8)`. Plain text, so the journal format needs no new key; undoing the
/// set removes it again.
package enum PersonalRecordNote {
    /// `PR: e1RM 380 (300 x 8)`.
    package static func line(estimatedOneRepMax: Weight, weight: Weight, reps: Int) -> String {
        "PR: e1RM \(estimatedOneRepMax) (\(weight) x \(reps))"
    }

    /// True for a line in exactly the shape `line(…)` writes.
    package static func isNote(_ line: some StringProtocol) -> Bool {
        let text = line.trimmingWhitespace()
        guard text.hasPrefix("PR: e1RM "), text.hasSuffix(")"),
            let open = text.firstIndex(of: "(")
        else { return false }
        let value = text.dropFirst("PR: e1RM ".count).prefix { $0 != " " }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inside.split(separator: " ")
        return Weight(parsing: value) != nil && parts.count == 3 && parts[1] == "x"
            && Weight(parsing: parts[0]) != nil && Int(parts[2]) != nil
    }

    /// `notes` with `line` added as its last line.
    package static func adding(_ line: String, to notes: String) -> String {
        let kept = notes.trimmingWhitespace()
        return kept.isEmpty ? line : kept + "\n" + line
    }

    /// `notes` with each PR line on its own line: text typed right after one
    /// (`PR: e1RM 342 (270 x 8)Knees ok.`) is moved to the next line, so the PR line keeps its
    /// shape and taking the set back still removes it.
    package static func separated(_ notes: String) -> String {
        notes.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("PR: e1RM "), !isNote(line), let close = line.firstIndex(of: ")"),
                isNote(line[...close])
            else { return String(line) }
            let rest = line[line.index(after: close)...].trimmingWhitespace()
            return rest.isEmpty ? String(line[...close]) : String(line[...close]) + "\n" + rest
        }.joined(separator: "\n")
    }

    /// `notes` without any PR line.
    package static func removing(from notes: String) -> String {
        notes.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !isNote($0) }.joined(separator: "\n").trimmingWhitespace()
    }
}
