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
        let text = line.trimmingSpaces()
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
        let kept = notes.trimmingSpaces()
        return kept.isEmpty ? line : kept + "\n" + line
    }

    /// `notes` without any PR line.
    package static func removing(from notes: String) -> String {
        notes.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !isNote($0) }.joined(separator: "\n").trimmingSpaces()
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs, carriage returns and newlines.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[start...end])
    }
}
