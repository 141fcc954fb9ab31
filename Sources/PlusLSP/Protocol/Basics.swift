/// A place in a text document: a 0-based line and a 0-based offset in that line, counted in the
/// position encoding agreed in `initialize` (UTF-16 code units unless the client offers another).
package struct Position: Codable, Sendable, Hashable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a text document, `end` exclusive.
package struct Range: Codable, Sendable, Hashable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A document named by its URI.
package struct TextDocumentIdentifier: Codable, Sendable {
    package var uri: String
}

/// A document and its version, as `didChange` names it.
package struct VersionedTextDocumentIdentifier: Codable, Sendable {
    package var uri: String
    package var version: Int?
}

/// A document as `didOpen` sends it: its whole text.
package struct TextDocumentItem: Codable, Sendable {
    package var uri: String
    package var languageId: String?
    package var version: Int?
    package var text: String
}

/// `textDocument/didOpen`'s parameters.
package struct DidOpenParams: Codable, Sendable {
    package var textDocument: TextDocumentItem
}

/// One change of `textDocument/didChange`: the whole text (full sync), or a range and its new
/// text (incremental sync; accepted too).
package struct ContentChange: Codable, Sendable {
    package var range: Range?
    package var text: String
}

/// `textDocument/didChange`'s parameters.
package struct DidChangeParams: Codable, Sendable {
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [ContentChange]
}

/// `textDocument/didClose`'s and `didSave`'s parameters.
package struct DocumentParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
}

/// The parameters of requests made at a place in a document (hover, completion).
package struct PositionParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

/// The parameters of requests over a range of a document (inlay hints).
package struct RangeParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var range: Range
}

/// One file event of `workspace/didChangeWatchedFiles`: 1 created, 2 changed, 3 deleted.
package struct FileEvent: Codable, Sendable {
    package var uri: String
    package var type: Int
}

/// `workspace/didChangeWatchedFiles`'s parameters.
package struct DidChangeWatchedFilesParams: Codable, Sendable {
    package var changes: [FileEvent]
}

/// A file pattern a client is asked to watch (`**/*.md`); without a kind, every change is told.
package struct FileSystemWatcher: Codable, Sendable, Equatable {
    package var globPattern: String
}

/// `workspace/didChangeWatchedFiles`'s registration options: the files to report.
package struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable, Equatable {
    package var watchers: [FileSystemWatcher]
}

/// One capability registered with the client at run time (`client/registerCapability`).
package struct Registration: Codable, Sendable {
    package var id: String
    package var method: String
    package var registerOptions: DidChangeWatchedFilesRegistrationOptions
}

/// `client/registerCapability`'s parameters.
package struct RegistrationParams: Codable, Sendable {
    package var registrations: [Registration]
}

/// `$/cancelRequest`'s parameters.
package struct CancelParams: Codable, Sendable {
    package var id: RequestID
}

/// A replacement of a range of a document.
package struct TextEdit: Codable, Sendable, Equatable {
    package var range: Range
    package var newText: String
}

/// Edits to documents, by URI, that the client applies to its buffers.
package struct WorkspaceEdit: Codable, Sendable, Equatable {
    package var changes: [String: [TextEdit]]
}

/// A command the client can ask the server to run (`workspace/executeCommand`).
package struct Command: Codable, Sendable, Equatable {
    package var title: String
    package var command: String
    package var arguments: [JSONValue]?
}

/// Markdown or plain text for the client to show.
package struct MarkupContent: Codable, Sendable, Equatable {
    package var kind: String
    package var value: String

    /// Markdown text.
    package static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}
