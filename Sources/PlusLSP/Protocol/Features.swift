/// A diagnostic as the protocol carries it: severity 1 error, 2 warning.
package struct LSPDiagnostic: Codable, Sendable, Equatable {
    package var range: Range
    package var severity: Int
    /// The finding's stable id, as `plusmd check` prints it in brackets.
    package var code: String?
    package var source: String
    /// The message, then the hint on the next line, as `check` prints them.
    package var message: String
}

/// `textDocument/publishDiagnostics`'s parameters.
package struct PublishDiagnosticsParams: Codable, Sendable {
    package var uri: String
    package var version: Int?
    package var diagnostics: [LSPDiagnostic]
}

/// `textDocument/hover`'s result.
package struct Hover: Codable, Sendable, Equatable {
    package var contents: MarkupContent
    package var range: Range?
}

/// `textDocument/inlayHint`'s result items.
package struct InlayHint: Codable, Sendable, Equatable {
    package var position: Position
    package var label: String
    /// 1 a type, 2 a parameter; absent here (a remark about the set).
    package var kind: Int?
    package var paddingLeft: Bool?
}

/// `textDocument/codeAction`'s parameters.
package struct CodeActionParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var range: Range
    package var context: CodeActionContext
}

/// The diagnostics at the range a code action is asked for.
package struct CodeActionContext: Codable, Sendable {
    package var diagnostics: [LSPDiagnostic]
    package var only: [String]?
}

/// A code action: an edit, a command, or both (the edit applied first).
package struct CodeAction: Codable, Sendable, Equatable {
    package var title: String
    package var kind: String
    package var diagnostics: [LSPDiagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit?
    package var command: Command?
}

/// A completion proposal. `kind`: 5 field, 10 property, 12 value, 15 snippet, 14 keyword.
package struct CompletionItem: Codable, Sendable, Equatable {
    package var label: String
    package var kind: Int?
    package var detail: String?
    package var documentation: MarkupContent?
    package var textEdit: TextEdit?
    package var insertText: String?
    package var filterText: String?
    package var sortText: String?
}

/// `textDocument/completion`'s result.
package struct CompletionList: Codable, Sendable, Equatable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]
}

/// A symbol of a document (a section, a set), with its children. `kind`: 15 string, 23 struct,
/// 7 property, 13 variable, 2 module.
package struct DocumentSymbol: Codable, Sendable, Equatable {
    package var name: String
    package var detail: String?
    package var kind: Int
    package var range: Range
    package var selectionRange: Range
    package var children: [DocumentSymbol]?
}

/// A range of lines the client may fold.
package struct FoldingRange: Codable, Sendable, Equatable {
    package var startLine: Int
    package var endLine: Int
    package var kind: String?
}

/// `workspace/executeCommand`'s parameters.
package struct ExecuteCommandParams: Codable, Sendable {
    package var command: String
    package var arguments: [JSONValue]?
}

/// `window/showMessage`'s parameters; `type` 1 error, 2 warning, 3 info, 4 log.
package struct ShowMessageParams: Codable, Sendable {
    package var type: Int
    package var message: String
}

/// An action offered by `window/showMessageRequest`.
package struct MessageActionItem: Codable, Sendable, Equatable {
    package var title: String
}

/// `window/showMessageRequest`'s parameters.
package struct ShowMessageRequestParams: Codable, Sendable {
    package var type: Int
    package var message: String
    package var actions: [MessageActionItem]
}

/// `window/showDocument`'s parameters.
package struct ShowDocumentParams: Codable, Sendable {
    package var uri: String
    package var takeFocus: Bool?
}

/// `workspace/applyEdit`'s parameters.
package struct ApplyWorkspaceEditParams: Codable, Sendable {
    package var label: String?
    package var edit: WorkspaceEdit
}
