import PlusCore
import PlusFormat
import PlusStore

/// An open document of the journal, with what the resolved journal says about it.
struct DocumentContext {
    var uri: String
    /// Journal-relative path.
    var path: String
    var text: DocumentText
    var workspace: JournalWorkspace
    var journal: ResolvedJournal

    /// The sheet the document is, as the journal reads the editor's text: the counted sheet at
    /// its path, else (a sheet set aside, such as a duplicate) the decoded one; nil for anything
    /// but a sheet.
    var sheet: Workout? {
        journal.sheet(at: path) ?? workspace.current.journal.workouts.first { $0.path == path }
    }

    /// True for `plusmd.yaml`.
    var isSettings: Bool { path == SettingsDecoder.fileName }
}

/// One set of a sheet with everything the features say about it.
struct SetFacts {
    var sheet: Workout
    var reviewed: ReviewedSet
    /// The training max the replay had in force for the sheet.
    var trainingMax: Weight?
    /// How many sets of its kind the sheet has.
    var ofKind: Int
    /// The plates per side for the weight written, with the sheet's gym and bar: the line's own
    /// when they make the weight, else plusmd's choice (`SheetSetRow.rows`).
    var row: SheetSetRow
    /// The plates the line's remark names (`— 45 45 10 per side`), whether or not they make the
    /// weight written; nil when it names none.
    var platesOnLine: [Weight]?
    var bar: Weight
    /// The fewest reps at the set's weight that beat the lift's best e1RM before this sheet (nil
    /// without a best, or when no sensible count does).
    var repsToBeat: Int?
    /// The best e1RM before this sheet, if any.
    var bestBefore: Weight?

    var set: PerformedSet { reviewed.set }
    /// An AMRAP or Joker set: one that counts for e1RMs and PRs.
    var isRecordSet: Bool { self.set.isAMRAP || self.set.kind == .joker }
}

extension LanguageServer {
    /// The open document at `uri`, when it belongs to the journal; the journal resolved.
    func context(_ uri: String) -> DocumentContext? {
        guard let document = documents[uri], let path = document.path, let workspace else { return nil }
        checkDisk()
        return DocumentContext(uri: uri, path: path, text: document.text, workspace: workspace, journal: workspace.resolved.journal)
    }

    /// The facts of every set of `sheet`, by its 1-based line: one review of the sheet, one
    /// record lookup.
    func setFacts(_ sheet: Workout, in context: DocumentContext) -> [Int: SetFacts] {
        let journal = context.journal
        let review = journal.review(sheet)
        let session = journal.loggingSession(sheet)
        let settings = journal.settings
        var counts: [SetKind: Int] = [:]
        for set in sheet.sets { counts[set.kind, default: 0] += 1 }
        // The plates each line names, kept where they make its weight; else plusmd's choice,
        // after the set before, as `next` chose them.
        var named: [Int: [Weight]] = [:]
        for set in sheet.sets where set.line >= 1 && set.line <= context.text.lineCount {
            named[set.line] = SetLineRemark.platesPerSide(ofLine: context.text.line(set.line - 1))
        }
        var rows: [Int: SheetSetRow] = [:]
        for (set, row) in zip(sheet.sets, SheetSetRow.rows(of: sheet, settings: settings, platesOnLines: named)) { rows[set.line] = row }
        var facts: [Int: SetFacts] = [:]
        for reviewed in review.sets {
            let set = reviewed.set
            guard let row = rows[set.line] else { continue }
            facts[set.line] = SetFacts(
                sheet: sheet, reviewed: reviewed, trainingMax: review.trainingMax, ofKind: counts[set.kind] ?? 1,
                row: row, platesOnLine: named[set.line],
                // The bar of the unit the set is written in (a sheet in the other unit than the journal's).
                bar: settings.equipment(ofSheet: sheet.gym, units: set.written?.unit).plateMath(for: sheet.lift).bar,
                repsToBeat: set.weight.hundredths > 0 ? session.repsToBeat(at: set.weight) : nil,
                bestBefore: session.best?.estimatedOneRepMax)
        }
        return facts
    }
}

/// The lines (0-based) of a document's front matter, between its `---` fences; nil without one.
func frontMatterLines(_ text: DocumentText) -> ClosedRange<Int>? {
    guard text.lineCount > 1, text.line(0).trimmingCharacters() == "---" else { return nil }
    for line in 1..<text.lineCount {
        let content = text.line(line).trimmingCharacters()
        if content == "---" || content == "..." { return line > 1 ? 1...(line - 1) : nil }
    }
    return nil
}

/// The first line (0-based) after the front matter's closing fence; 0 without front matter.
func bodyStart(_ text: DocumentText) -> Int {
    guard text.lineCount > 1, text.line(0).trimmingCharacters() == "---" else { return 0 }
    for line in 1..<text.lineCount where ["---", "..."].contains(text.line(line).trimmingCharacters()) { return line + 1 }
    return 0
}

/// A Markdown heading line (`## Working`): its level and title.
func heading(_ line: String) -> (level: Int, title: String)? {
    let trimmed = line.drop { $0 == " " }
    let hashes = trimmed.prefix { $0 == "#" }
    guard (1...6).contains(hashes.count), line.count - trimmed.count <= 3 else { return nil }
    let rest = trimmed.dropFirst(hashes.count)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    return (hashes.count, String(rest).trimmingCharacters())
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingCharacters() -> String {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }), let last = lastIndex(where: { $0 != " " && $0 != "\t" }) else {
            return ""
        }
        return String(self[first...last])
    }
}
