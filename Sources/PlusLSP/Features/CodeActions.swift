import Foundation
import PlusCore
import PlusFormat

/// The commands `workspace/executeCommand` runs.
package enum ServerCommand: String, CaseIterable, Sendable {
    /// Writes today's sheet (`plusmd next`) and asks the client to open it.
    case next = "plusmd.next"
    /// Shows `plusmd status` as a message.
    case status = "plusmd.status"
    /// Asks the client for an AMRAP set's reps, then asks it to apply the edit. Arguments: the
    /// document URI and the 0-based line.
    case amrapReps = "plusmd.amrapReps"
}

extension LanguageServer {
    /// `textDocument/codeAction`: on a set line, tick it as prescribed (an AMRAP set asks its reps),
    /// mark it skipped; on a sheet with open sets, tick every open set as prescribed or mark
    /// them skipped; for each diagnostic whose hint names the fix, the fix. Edits are workspace
    /// edits for the client to apply to its buffer. The set and sheet actions are for a range on one
    /// line (the end is exclusive: an end at the start of the next line is still one line); a range
    /// over more lines gets the fixes alone (Kate 22.12's Quick Fix asks for the whole document and
    /// applies every action it gets).
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let context = context(params.textDocument.uri) else { return [] }
        var actions: [CodeAction] = []
        let line = params.range.start.line
        let last = params.range.end.character == 0 && params.range.end.line > line ? params.range.end.line - 1 : params.range.end.line
        if let sheet = context.sheet, last <= line {
            let facts = setFacts(sheet, in: context)
            if let set = facts[line + 1]?.set {
                if set.status == .open {
                    if set.isAMRAP {
                        actions.append(
                            CodeAction(
                                title: "Write the AMRAP reps (line \(line + 1))…", kind: "refactor.rewrite",
                                command: Command(
                                    title: "Write the AMRAP reps", command: ServerCommand.amrapReps.rawValue,
                                    arguments: [.string(context.uri), .number(Double(line))])))
                    } else if let edit = edit(context, [(set.line, .done)], facts: facts) {
                        actions.append(CodeAction(title: "Tick this set as prescribed", kind: "refactor.rewrite", edit: edit))
                    }
                }
                if set.status != .skipped, let edit = edit(context, [(set.line, .skipped)]) {
                    actions.append(CodeAction(title: "Mark this set skipped [-]", kind: "refactor.rewrite", edit: edit))
                }
            }
            let open = sheet.sets.filter { $0.status == .open }
            let plain = open.filter { !$0.isAMRAP }
            if plain.count > 1 || (plain.count == 1 && open.count > 1), let edit = edit(context, plain.map { ($0.line, .done) }, facts: facts) {
                let left = open.count - plain.count
                let title = "Tick every open set as prescribed" + (left > 0 ? " (the AMRAP set left for its reps)" : "")
                actions.append(CodeAction(title: title, kind: "refactor.rewrite", edit: edit))
            }
            if !open.isEmpty, let edit = edit(context, open.map { ($0.line, .skipped) }) {
                actions.append(CodeAction(title: "Mark the sheet skipped (every open set [-])", kind: "refactor.rewrite", edit: edit))
            }
        }
        // A finding's fix first: it is what the lifter came for on a line with a finding.
        let fixes = params.context.diagnostics.filter { $0.source == "plusmd" }.compactMap { fix($0, context) }
        return fixes + actions
    }

    /// The edit that sets the boxes of the set lines `changes` (1-based lines), every other byte
    /// kept (`SheetEditor`).
    func edit(_ context: DocumentContext, _ changes: [(line: Int, status: PerformedSet.Status)], facts: [Int: SetFacts] = [:]) -> WorkspaceEdit? {
        var editor = SheetEditor(context.text.text)
        do {
            for change in changes {
                try editor.setStatus(line: change.line, change.status)
                // A set ticked under plates that no longer make its weight (changed by hand) gets
                // the plates that do, as `log` writes them.
                if change.status == .done, let facts = facts[change.line], let named = facts.platesOnLine, named != facts.row.platesPerSide {
                    try editor.setPlates(line: change.line, SheetRenderer.platesText(facts.row.loadout))
                }
            }
        } catch {
            return nil
        }
        return lineEdits(context, newText: editor.text, lines: changes.map(\.line))
    }

    /// The edits that turn `lines` (1-based) of the document into those lines of `newText`, which
    /// has the same lines otherwise.
    func lineEdits(_ context: DocumentContext, newText: String, lines: [Int]) -> WorkspaceEdit {
        let updated = DocumentText(newText)
        let edits = Set(lines).sorted().map { line in
            TextEdit(
                range: Range(start: Position(line: line - 1, character: 0), end: context.text.endOfLine(line - 1, encoding: encoding)),
                newText: updated.line(line - 1))
        }
        return WorkspaceEdit(changes: [context.uri: edits])
    }

    /// The fix a diagnostic's hint names: `Did you mean 'X'?` replaces the quoted word of the
    /// message on its line; a ticked AMRAP set still showing `5+` asks for its reps.
    private func fix(_ diagnostic: LSPDiagnostic, _ context: DocumentContext) -> CodeAction? {
        let line = diagnostic.range.start.line
        if diagnostic.code == "amrap-without-reps" {
            return CodeAction(
                title: "Write the reps done over the `+`…", kind: "quickfix", diagnostics: [diagnostic], isPreferred: true,
                command: Command(
                    title: "Write the AMRAP reps", command: ServerCommand.amrapReps.rawValue,
                    arguments: [.string(context.uri), .number(Double(line))]))
        }
        guard let guess = quoted(after: "id you mean '", in: diagnostic.message), let wrong = quoted(after: "'", in: diagnostic.message) else {
            return nil
        }
        let text = context.text.line(line)
        guard let found = text.range(of: wrong) else { return nil }
        let prefix = text[..<found.lowerBound]
        let startCharacter = prefix.unicodeScalars.reduce(0) { $0 + encoding.width($1) }
        let wrongWidth = wrong.unicodeScalars.reduce(0) { $0 + encoding.width($1) }
        let range = Range(start: Position(line: line, character: startCharacter), end: Position(line: line, character: startCharacter + wrongWidth))
        return CodeAction(
            title: "Change '\(wrong)' to '\(guess)'", kind: "quickfix", diagnostics: [diagnostic], isPreferred: true,
            edit: WorkspaceEdit(changes: [context.uri: [TextEdit(range: range, newText: guess)]]))
    }

    /// The text between `opening` and the next `'` in `message`.
    private func quoted(after opening: String, in message: String) -> String? {
        guard let start = message.range(of: opening) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let word = String(rest[..<end])
        return word.isEmpty ? nil : word
    }
}
