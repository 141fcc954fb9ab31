import PlusCore
import PlusFormat

extension LanguageServer {
    /// `textDocument/hover`: on a set line, what the set is and what it means; on a front-matter
    /// key (of a sheet or of `plusmd.yaml`), what the key means.
    func hover(_ params: PositionParams) -> Hover? {
        guard let context = context(params.textDocument.uri) else { return nil }
        let line = params.position.line
        guard line >= 0, line < context.text.lineCount else { return nil }
        let range = Range(start: Position(line: line, character: 0), end: context.text.endOfLine(line, encoding: encoding))
        if context.isSettings {
            return settingsKeyHover(context.text.line(line), range: range)
        }
        if let front = frontMatterLines(context.text), front.contains(line) {
            guard let key = frontMatterKey(context.text.line(line)), let meaning = FrontMatterKeys.meaning(of: key) else { return nil }
            return Hover(contents: .markdown("**`\(key)`**: \(meaning)"), range: range)
        }
        guard let sheet = context.sheet, let facts = setFacts(sheet, in: context)[line + 1] else { return nil }
        return Hover(contents: .markdown(Self.hoverText(facts, settings: context.journal.settings)), range: range)
    }

    /// The hover of a set: its kind and number, its prescription (% of TM, the TM, the target),
    /// the plates per side for the weight written, and for an AMRAP or Joker set its e1RM, PR
    /// and the reps that beat the PR.
    static func hoverText(_ facts: SetFacts, settings: Settings) -> String {
        let set = facts.set
        let unit = settings.units.rawValue
        let label = set.kind.label(supplemental: facts.sheet.supplementalKind)
        var kind = "\(label) set \(facts.reviewed.number) of \(facts.ofKind)"
        if set.isAMRAP { kind += " (AMRAP)" }
        var lines = ["**\(kind)**, \(facts.sheet.lift.rawValue), cycle \(facts.sheet.cycle) week \(facts.sheet.week)"]
        let status = set.isSkipped ? "skipped" : set.isDone ? "done" : "open"
        if let target = facts.reviewed.target, let trainingMax = facts.trainingMax {
            lines.append(
                "Prescribed: \(target.percent) % of TM \(trainingMax) \(unit) = \(target.weight) \(unit) x \(target.reps)\(target.isAMRAP ? "+" : "")")
        } else {
            lines.append(
                facts.trainingMax == nil
                    ? "Prescribed: no target (no training max known)"
                    : "Prescribed: no target (beyond the sets the program prescribes this week)")
        }
        lines.append("Written: \(set.weight) \(unit) x \(set.reps)\(set.isAMRAP && set.status == .open ? "+" : "") (\(status))")
        var plates = "Plates per side: \(facts.row.loadout.perSideText)"
        if !facts.row.loadout.isExact { plates += " (the plates make \(facts.row.loadout.achieved), not \(facts.row.loadout.requested))" }
        if let named = facts.platesOnLine, named != facts.row.platesPerSide {
            let made = Weight(hundredths: facts.bar.hundredths + 2 * named.reduce(0) { $0 + $1.hundredths })
            let text = named.isEmpty ? "empty bar" : named.map(\.description).joined(separator: " ")
            plates += " (the line says \(text), which make \(made))"
        }
        plates += "; bar \(facts.bar)"
        if let gym = facts.sheet.gym { plates += ", gym \(gym)" }
        lines.append(plates)
        if facts.isRecordSet {
            if let e1rm = facts.reviewed.estimatedOneRepMax {
                let best = facts.bestBefore.map { " (best before: \($0) \(unit))" } ?? ""
                lines.append("e1RM \(e1rm) \(unit): \(facts.reviewed.isPersonalRecord ? "a PR" : "not a PR")\(best)")
            }
            if let reps = facts.repsToBeat {
                lines.append("Reps to beat the PR at \(set.weight) \(unit): \(reps)")
            } else if facts.bestBefore == nil {
                lines.append("No PR yet for \(facts.sheet.lift.rawValue): any reps set the first")
            }
        }
        return lines.joined(separator: "\n\n")
    }

    /// A `plusmd.yaml` key's hover: `config set`'s help for it (or its group's keys).
    private func settingsKeyHover(_ line: String, range: Range) -> Hover? {
        guard let key = frontMatterKey(line) else { return nil }
        let indent = line.prefix { $0 == " " }.count
        let candidates = SettingKey.all.filter { $0.name == key || $0.name.hasSuffix("." + key) || $0.name.hasPrefix(key + ".") }
        let chosen = indent == 0 ? candidates.filter { $0.name == key || $0.name.hasPrefix(key + ".") } : candidates.filter { $0.name.hasSuffix("." + key) || $0.name == key }
        guard !chosen.isEmpty else { return nil }
        let text = chosen.map { "**`\($0.name)`**: \($0.help)" + ($0.choices.isEmpty ? "" : " (\($0.choices.joined(separator: ", ")))") }
        return Hover(contents: .markdown(text.joined(separator: "\n\n")), range: range)
    }
}

/// The key of a `key: value` line (indented or not); nil for any other line.
func frontMatterKey(_ line: String) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard let colon = trimmed.firstIndex(of: ":") else { return nil }
    let key = trimmed[..<colon]
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
    return String(key)
}

/// What each key of a sheet's or entry's front matter means, for hover and completion.
enum FrontMatterKeys {
    static let all: [(key: String, meaning: String)] = [
        ("date", "the day of the workout (`YYYY-MM-DD`, or a date-time)"),
        ("lift", "the lift of the sheet: one of `order:` in plusmd.yaml"),
        ("cycle", "the 5/3/1 cycle the sheet belongs to (1, 2, …)"),
        ("week", "the week of the cycle: 1 (5s), 2 (3s), 3 (5/3/1), 4 (deload); 7 for a 7th week"),
        ("day", "in a program built from days (`program: days:`, `beginners`, `two_day`), the day of the program's week the sheet is, 1–7"),
        ("planned", "the day a sheet written ahead (`next --week`, `--cycle`) was planned for; `date:` is the day it is lifted"),
        ("training_max", "the training max the sheet's weights were computed from, in its units"),
        ("units", "`lb` or `kg`: the unit of every weight on the sheet"),
        ("entry", "what the file is: `workout` (a sheet), `training_max` (a TM entry) or `reset`"),
        ("gym", "the gym of `gyms:` in plusmd.yaml whose bar and plates the sheet was planned for"),
        ("block", "the block of `program:` the sheet sits in"),
        ("block_cycle", "the cycle within its block of `program:`"),
        ("scheme", "the set scheme of the sheet's working sets (5/3/1, 5s PRO, …)"),
        ("supplemental", "the supplemental work of the sheet (BBB, FSL, SSL, …)"),
    ]

    static func meaning(of key: String) -> String? { all.first { $0.key == key }?.meaning }
}
