import PlusCore
import PlusFormat

extension LanguageServer {
    /// `textDocument/inlayHint`: at the end of set lines in `range`, after a done AMRAP or Joker
    /// set its e1RM and PR mark; after an open one the reps that beat the PR; after a weight
    /// changed by hand its plates per side (when the line's remark names plates that no longer
    /// make it, or names none and the weight is not the target).
    func inlayHints(_ params: RangeParams) -> [InlayHint] {
        guard let context = context(params.textDocument.uri), let sheet = context.sheet else { return [] }
        let unit = context.journal.settings.units.rawValue
        var hints: [InlayHint] = []
        for (line, facts) in setFacts(sheet, in: context).sorted(by: { $0.key < $1.key }) {
            let row = line - 1
            guard row >= params.range.start.line, row <= params.range.end.line else { continue }
            guard let label = Self.inlayLabel(facts, unit: unit) else { continue }
            hints.append(InlayHint(position: context.text.endOfLine(row, encoding: encoding), label: label, kind: nil, paddingLeft: true))
        }
        return hints
    }

    /// The hint of one set line, nil when it has none.
    static func inlayLabel(_ facts: SetFacts, unit: String) -> String? {
        let set = facts.set
        var parts: [String] = []
        if facts.isRecordSet {
            if set.isDone, let e1rm = facts.reviewed.estimatedOneRepMax {
                parts.append("e1RM \(e1rm) \(unit)\(facts.reviewed.isPersonalRecord ? " · PR" : "")")
            } else if set.status == .open, let reps = facts.repsToBeat {
                parts.append("\(reps) reps beat the PR")
            }
        }
        // The plates, when the line's own no longer make its weight (a weight changed by hand),
        // or it names none and the weight is not the target.
        let stale = facts.platesOnLine.map { $0 != facts.row.platesPerSide }
        if stale ?? (facts.reviewed.target.map { $0.weight != set.weight } ?? false) {
            let loadout = facts.row.loadout
            // A weight the plates cannot make: the hint says what they do make.
            let made = loadout.isExact ? "" : " (makes \(loadout.achieved))"
            parts.append((loadout.perSide.isEmpty ? "empty bar" : "\(loadout.perSideText) per side") + made)
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
