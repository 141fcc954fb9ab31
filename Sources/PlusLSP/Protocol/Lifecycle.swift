/// `initialize`'s parameters: only what the server reads.
package struct InitializeParams: Codable, Sendable {
    package var processId: Int?
    package var rootUri: String?
    package var rootPath: String?
    package var capabilities: JSONValue?
}

/// `initialize`'s result: what the server can do.
package struct InitializeResult: Codable, Sendable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo
}

/// The server's name and version.
package struct ServerInfo: Codable, Sendable {
    package var name: String
    package var version: String?
}

/// The capabilities `plusmd lsp` announces.
package struct ServerCapabilities: Codable, Sendable {
    /// The encoding of every `Position` character offset (`utf-16` unless the client offers only
    /// others).
    package var positionEncoding: String
    package var textDocumentSync: TextDocumentSyncOptions
    package var hoverProvider = true
    package var inlayHintProvider = true
    package var codeActionProvider = CodeActionOptions()
    package var completionProvider = CompletionOptions()
    package var documentSymbolProvider = true
    package var foldingRangeProvider = true
    package var executeCommandProvider: ExecuteCommandOptions
}

/// How documents are synchronised: opened and closed, full text on every change (`change: 1`),
/// and saves.
package struct TextDocumentSyncOptions: Codable, Sendable {
    package var openClose = true
    package var change = 1
    package var save = true
}

/// The kinds of code actions offered.
package struct CodeActionOptions: Codable, Sendable {
    package var codeActionKinds = ["quickfix", "refactor.rewrite"]
}

/// When completion is asked for on its own.
package struct CompletionOptions: Codable, Sendable {
    package var triggerCharacters = [":", " ", "["]
}

/// The commands `workspace/executeCommand` runs.
package struct ExecuteCommandOptions: Codable, Sendable {
    package var commands: [String]
}
