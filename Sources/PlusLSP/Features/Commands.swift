import Foundation
import PlusCore
import PlusFormat

extension LanguageServer {
    /// `workspace/executeCommand`: `plusmd.next`, `plusmd.status`, `plusmd.amrapReps`.
    func executeCommand(id: RequestID, _ params: ExecuteCommandParams) throws {
        guard let command = ServerCommand(rawValue: params.command) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no command '\(params.command)'")
        }
        switch command {
        case .status:
            let root = try requireRoot()
            let run = hooks.runCommand(["status", "--no-color"], root)
            let text = (run.out + run.err).trimmingCharacters(in: .whitespacesAndNewlines)
            sendNotification("window/showMessage", ShowMessageParams(type: run.status == 0 ? 3 : 2, message: text))
            reply(id, JSONValue.string(text))
        case .next:
            try writeNextSheet(id: id)
        case .amrapReps:
            try askAMRAPReps(id: id, params.arguments ?? [])
        }
    }

    private func requireRoot() throws -> String {
        guard let workspace else {
            throw ResponseError(code: ResponseError.invalidRequest, message: "open a file of a plusmd journal first")
        }
        return workspace.root
    }

    /// Runs `plusmd next` as the command line does (its lock, its atomic write, its autocommit),
    /// unless the sheet it would write or rewrite is open in the editor (the server never writes
    /// a file the editor has open); then asks the client to show the sheet.
    private func writeNextSheet(id: RequestID) throws {
        let root = try requireRoot()
        let dry = hooks.runCommand(["next", "--dry-run", "--json"], root)
        guard dry.status == 0, let data = dry.out.data(using: .utf8),
            let report = try? JSONDecoder().decode(JSONValue.self, from: data), let path = report["path"]?.string
        else {
            let message = "plusmd next: " + dry.err.trimmingCharacters(in: .whitespacesAndNewlines)
            sendNotification("window/showMessage", ShowMessageParams(type: 1, message: message))
            return reply(id, error: ResponseError(code: ResponseError.internalError, message: message))
        }
        let uri = DocumentURI.uri(root + "/" + path)
        var message: String
        if let open = documents[uri] {
            // Editors drop a byte-order mark from the buffer; the disk keeps it.
            func withoutMark(_ text: String?) -> Substring? { text.map { $0.hasPrefix("\u{FEFF}") ? $0.dropFirst() : Substring($0) } }
            message = withoutMark(workspace?.textOnDisk(path)) == withoutMark(open.text.text)
                ? "\(path) is open in the editor; plusmd next wrote nothing"
                : "\(path) is open in the editor with unsaved changes; plusmd next reads the files on disk: save it, then run it again"
        } else {
            let run = hooks.runCommand(["next", "--no-color"], root)
            message = run.err.trimmingCharacters(in: .whitespacesAndNewlines)
            if run.status != 0 {
                sendNotification("window/showMessage", ShowMessageParams(type: 1, message: message))
                return reply(id, error: ResponseError(code: ResponseError.internalError, message: message))
            }
            checkDisk(force: true)
        }
        sendNotification("window/showMessage", ShowMessageParams(type: 3, message: message))
        sendRequest("window/showDocument", ShowDocumentParams(uri: uri, takeFocus: true)) { _, _ in }
        reply(id, JSONValue.string(uri))
    }

    /// Asks the client how many reps the AMRAP set at the given line took
    /// (`window/showMessageRequest`, one choice per count), then sends the edit that ticks the set
    /// with them (`workspace/applyEdit`): the client applies it to its buffer.
    private func askAMRAPReps(id: RequestID, _ arguments: [JSONValue]) throws {
        guard arguments.count == 2, let uri = arguments[0].string, let line = arguments[1].int else {
            throw ResponseError(code: ResponseError.invalidParams, message: "plusmd.amrapReps takes a document URI and a line")
        }
        guard let context = context(uri), let sheet = context.sheet, let facts = setFacts(sheet, in: context)[line + 1] else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no set on line \(line + 1)")
        }
        let set = facts.set
        let minimum = facts.reviewed.target?.reps ?? set.reps
        let highest = max(minimum + 10, (facts.repsToBeat ?? 0) + 3)
        // From 1, so that a client listing the choices by number (Neovim's `inputlist`) numbers
        // each as its reps; a missed set (0) is written by hand.
        let counts = Array(1...highest)
        let unit = context.journal.settings.units.rawValue
        var question = "Reps done at \(set.weight) \(unit) (\(minimum)+ prescribed)"
        if let beat = facts.repsToBeat { question += "; \(beat) beat the PR" }
        reply(id, JSONNull())
        let version = documents[uri]?.version
        sendRequest(
            "window/showMessageRequest",
            ShowMessageRequestParams(type: 3, message: question, actions: counts.map { MessageActionItem(title: "\($0)") })
        ) { [weak self] result, _ in
            guard let self, let title = result?["title"]?.string, let reps = Int(title) else { return }
            // The buffer may have changed while the lifter chose: edit the text as it is now.
            guard let now = self.context(uri), self.documents[uri]?.version == version || now.text.line(line) == context.text.line(line) else { return }
            var editor = SheetEditor(now.text.text)
            do {
                try editor.setSet(line: line + 1, isDone: true, weight: set.written?.weight ?? set.weight, reps: reps)
                // Plates that no longer make the weight are put right, as ticking a set does.
                if let named = facts.platesOnLine, named != facts.row.platesPerSide {
                    try editor.setPlates(line: line + 1, SheetRenderer.platesText(facts.row.loadout))
                }
            } catch {
                return self.log("cannot write the reps: \(error)")
            }
            let edit = self.lineEdits(now, newText: editor.text, lines: [line + 1])
            self.sendRequest("workspace/applyEdit", ApplyWorkspaceEditParams(label: "AMRAP reps", edit: edit)) { _, _ in }
        }
    }
}
