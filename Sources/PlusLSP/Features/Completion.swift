import PlusCore
import PlusFormat

extension LanguageServer {
    /// `textDocument/completion`: in a sheet's front matter its keys and their values (the lifts
    /// of `order`, weeks, gyms, units); in `plusmd.yaml` its keys and values as `config set`
    /// knows them; on an empty set line under a section, the set the sheet prescribes there.
    func completion(_ params: PositionParams) -> CompletionList {
        guard let context = context(params.textDocument.uri) else { return CompletionList(isIncomplete: false, items: []) }
        let line = params.position.line
        guard line >= 0, line < context.text.lineCount else { return CompletionList(isIncomplete: false, items: []) }
        let text = context.text.line(line)
        let items: [CompletionItem]
        if context.isSettings {
            items = settingsCompletion(text, line: line, context: context)
        } else if let front = frontMatterLines(context.text), front.contains(line) || line == front.upperBound + 1 && !text.hasPrefix("---") {
            items = frontMatterCompletion(text, context: context)
        } else if line == 1, context.text.line(0).trimmingCharacters() == "---" {
            items = frontMatterCompletion(text, context: context)
        } else {
            items = setCompletion(text, at: params.position, context: context)
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    private func frontMatterCompletion(_ text: String, context: DocumentContext) -> [CompletionItem] {
        guard let colon = text.firstIndex(of: ":") else {
            return FrontMatterKeys.all.map { key in
                CompletionItem(label: key.key, kind: 10, detail: key.meaning, insertText: "\(key.key): ")
            }
        }
        let key = text[..<colon].trimmingCharacters()
        let settings = context.journal.settings
        let values: [(String, String?)]
        switch key {
        case "lift": values = settings.order.enumerated().map { ($0.element.rawValue, "lift \($0.offset + 1) of order") }
        case "week":
            // The current cycle's weeks (a program's 1–3, a 7th week's 7), named as its scheme names them.
            let program = context.journal.state.program
            let weeks = context.journal.schedule.weeks(ofCycle: context.journal.state.position.cycle)
            values = weeks.map { ("\($0)", program?.scheme.weekName($0) ?? Program.weekName($0)) }
        case "day":
            // The days of the program's week, each with its lifts.
            let layout = context.journal.state.program?.layout
            values = (layout?.days ?? []).enumerated().map { ("\($0.offset + 1)", $0.element.map(\.lift.rawValue).joined(separator: ", ")) }
        case "units": values = WeightUnit.allCases.map { ($0.rawValue, nil) }
        case "gym": values = settings.gyms.compactMap { gym in gym.name.map { ($0, "gyms:") } }
        case "entry": values = [("workout", "a sheet"), ("training_max", "a training-max entry"), ("reset", "a reset entry")]
        case "cycle": values = [("\(context.journal.state.position.cycle)", "the current cycle")]
        case "date": values = [("\(hooks.today())", "today")]
        default: values = []
        }
        let spaced = Self.spaceAfter(colon, in: text)
        return values.map { CompletionItem(label: $0.0, kind: 12, detail: $0.1, insertText: spaced ? nil : " " + $0.0) }
    }

    private func settingsCompletion(_ text: String, line: Int, context: DocumentContext) -> [CompletionItem] {
        let indent = text.prefix { $0 == " " }.count
        let parent = indent == 0 ? nil : settingsParent(of: line, in: context.text)
        guard let colon = text.firstIndex(of: ":") else {
            if let parent {
                return SettingKey.members(of: parent).map { key in
                    let name = String(key.name.dropFirst(parent.count + 1))
                    return CompletionItem(label: name, kind: 10, detail: key.help, insertText: "\(name): ")
                }
            }
            return SettingsDecoder.topLevelKeys.map { name in
                let help = SettingKey.named(name)?.help ?? SettingKey.members(of: name).map(\.name).joined(separator: ", ")
                return CompletionItem(label: name, kind: 10, detail: help.isEmpty ? nil : help, insertText: "\(name):\(SettingKey.members(of: name).isEmpty ? " " : "")")
            }
        }
        let key = text[..<colon].trimmingCharacters()
        let name = parent.map { "\($0).\(key)" } ?? key
        guard let setting = SettingKey.named(name) else { return [] }
        var values = setting.choices
        if setting.kind == .lifts { values = context.journal.settings.order.map(\.rawValue) }
        if name == "gym" { values = context.journal.settings.gyms.compactMap(\.name) }
        let current = setting.value(context.journal.settings)
        let spaced = Self.spaceAfter(colon, in: text)
        return values.map { CompletionItem(label: $0, kind: 12, detail: $0 == current ? "current" : setting.help, insertText: spaced ? nil : " " + $0) }
    }

    /// False when no space follows a key's colon (`units:`, `units:l`): a value completed there
    /// needs one before it (`units:lb` is no setting in YAML).
    static func spaceAfter(_ colon: String.Index, in text: String) -> Bool {
        text[text.index(after: colon)...].first.map { $0 == " " || $0 == "\t" } ?? false
    }

    /// The top-level key a nested line of `plusmd.yaml` sits under.
    private func settingsParent(of line: Int, in text: DocumentText) -> String? {
        var index = line - 1
        while index >= 0 {
            let content = text.line(index)
            if !content.isEmpty, content.first != " ", content.first != "#" { return frontMatterKey(content) }
            index -= 1
        }
        return nil
    }

    /// On an empty set line (`- `, `- [ ] `) under a section of a sheet: the set the program
    /// prescribes for that place, as `next` writes it.
    private func setCompletion(_ text: String, at cursor: Position, context: DocumentContext) -> [CompletionItem] {
        let line = cursor.line
        let trimmed = text.trimmingCharacters()
        guard ["", "-", "- [", "- [ ]", "- []"].contains(trimmed), let sheet = context.sheet else { return [] }
        // The section the line is in, and how many sets of it come before the line.
        var row = line - 1
        var before = 0
        var kind: SetKind?
        let facts = setFacts(sheet, in: context)
        while row >= bodyStart(context.text) {
            if let heading = heading(context.text.line(row)) {
                kind = SetKind.allCases.first { $0.label(supplemental: sheet.supplementalKind) == heading.title || $0.heading == heading.title }
                break
            }
            if facts[row + 1] != nil { before += 1 }
            row -= 1
        }
        guard let kind else { return [] }
        let review = context.journal.review(sheet)
        guard let trainingMax = review.trainingMax else { return [] }
        let plan = Planner.plan(for: sheet, trainingMax: trainingMax, settings: context.journal.settings)
        let targets = plan.sets.filter { $0.kind == kind }
        guard before < targets.count else { return [] }
        let target = targets[before]
        let setText = "- [ ] " + SheetRenderer.setText(target)
        let detail = "\(kind.label(supplemental: sheet.supplementalKind)) set \(before + 1): \(target.percent) % of TM \(trainingMax)"
        // What is typed before the cursor (`- `, `- [ ] `) begins the set: the rest replaces what
        // follows the cursor, which clients that insert at the cursor whatever the range (Neovim
        // 0.7's omnifunc) do right too. Anything else on the line is replaced whole. The line is
        // ASCII here (one of the forms above), so the cursor's character is a count of characters.
        let typed = String(text.prefix(max(0, cursor.character)))
        if setText.hasPrefix(typed) {
            let start = Position(line: line, character: typed.count)
            return [
                CompletionItem(
                    label: SheetRenderer.setText(target), kind: 15, detail: detail,
                    textEdit: TextEdit(range: Range(start: start, end: context.text.endOfLine(line, encoding: encoding)), newText: String(setText.dropFirst(typed.count))),
                    sortText: "0")
            ]
        }
        let range = Range(start: Position(line: line, character: 0), end: context.text.endOfLine(line, encoding: encoding))
        return [
            CompletionItem(
                label: SheetRenderer.setText(target), kind: 15, detail: detail,
                textEdit: TextEdit(range: range, newText: setText), filterText: trimmed.isEmpty ? nil : trimmed, sortText: "0")
        ]
    }
}
