import Foundation
import PlusCore
import PlusFormat
import PlusStore

/// What the server needs from the program around it: the environment, today's date, and a way
/// to run a plusmd command in-process (`next`, `status`) exactly as the command line runs it.
package struct ServerHooks: Sendable {
    /// The process environment (for the cache's location).
    package var environment: [String: String]
    /// Today's local date.
    package var today: @Sendable () -> Day
    /// The lifter's time zone.
    package var zone: LocalZone
    /// Runs `plusmd ARGUMENTS` in the folder `workingDirectory`: its exit status, standard output
    /// and standard error.
    package var runCommand: @Sendable (_ arguments: [String], _ workingDirectory: String) -> (status: Int32, out: String, err: String)

    package init(
        environment: [String: String], today: @escaping @Sendable () -> Day, zone: LocalZone,
        runCommand: @escaping @Sendable ([String], String) -> (status: Int32, out: String, err: String)
    ) {
        self.environment = environment
        self.today = today
        self.zone = zone
        self.runCommand = runCommand
    }
}

/// `plusmd lsp`: a Language Server Protocol (3.17) server for one journal, over a `Connection`.
///
/// One thread reads frames; this object handles them one after another on the thread that calls
/// `run`. Notifications that change documents only record the change; the journal is resolved
/// again when an answer needs it or when no more messages wait, and then the diagnostics of
/// every file whose findings changed are published.
// @unchecked: its state is touched only on the thread that calls `run` (the reader thread only
// pushes frames onto the queue).
package final class LanguageServer: @unchecked Sendable {
    let connection: Connection
    let hooks: ServerHooks
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The position encoding agreed in `initialize`.
    package private(set) var encoding = PositionEncoding.utf16
    private var initialized = false
    private var shutdownRequested = false
    private var exitStatus: Int32?
    /// Requests the client cancelled before they were answered.
    private var cancelled: Set<RequestID> = []

    /// The journal of the documents opened (the first found decides: one process per root).
    package private(set) var workspace: JournalWorkspace?
    /// Each open document by URI: its journal-relative path (nil outside the journal) and version.
    package private(set) var documents: [String: OpenDocument] = [:]
    /// The findings last published for each path, so only changes are sent.
    private var published: [String: [Diagnostic]] = [:]
    private var diagnosticsStale = false
    /// Open documents whose files the client reported changed on disk, read again when they close.
    private var changedWhileOpen: Set<String> = []
    /// True when the client said it registers file watchers at run time.
    private var clientRegistersWatchers = false
    /// The journal root found for each folder asked about.
    private var rootOfFolder: [String: String?] = [:]
    /// When the disk was last compared with the journal in memory.
    private var lastDiskCheck = Date()
    /// Requests this server sent, awaiting the client's reply.
    private var awaiting: [RequestID: (JSONValue?, ResponseError?) -> Void] = [:]
    private var nextOutgoingID = 1

    /// An open document.
    package struct OpenDocument {
        /// Its path relative to the journal root; nil for a file outside the journal.
        package var path: String?
        package var version: Int?
        package var text: DocumentText
    }

    package init(connection: Connection, hooks: ServerHooks) {
        self.connection = connection
        self.hooks = hooks
    }

    /// Serves until `exit` or the end of the input; returns the exit status: 0 after `shutdown`,
    /// 1 otherwise.
    package func run() -> Int32 {
        let queue = MessageQueue()
        let reader = Thread { [connection] in
            connection.readFrames { queue.push($0) }
            queue.end()
        }
        reader.stackSize = 1 << 20
        reader.start()
        while exitStatus == nil {
            let frames = queue.takeAll()
            if frames.isEmpty { break }  // the input ended
            let messages = frames.map(Self.parse)
            for case .message(let message) in messages where message.method == "$/cancelRequest" {
                if let id = try? decode(CancelParams.self, message.params).id { cancelled.insert(id) }
            }
            for parsed in messages {
                handle(parsed)
                if exitStatus != nil || connection.isClosed { break }
            }
            if connection.isClosed { return 1 }
            if !queue.hasWaiting { publishDiagnosticsIfStale() }
        }
        return exitStatus ?? (shutdownRequested ? 0 : 1)
    }

    /// A frame read: a message, or why it is none.
    enum Parsed {
        case message(IncomingMessage)
        case unparsable(String)
    }

    static func parse(_ frame: FrameDecoder.Frame) -> Parsed {
        switch frame {
        case .badHeader(let reason): return .unparsable(reason)
        case .message(let bytes):
            do {
                return .message(try JSONDecoder().decode(IncomingMessage.self, from: Data(bytes)))
            } catch {
                return .unparsable("the message is not a JSON-RPC object")
            }
        }
    }

    func handle(_ parsed: Parsed) {
        switch parsed {
        case .unparsable(let reason):
            send(OutgoingResponse<JSONNull>(id: nil, error: ResponseError(code: ResponseError.parseError, message: reason)))
        case .message(let message):
            guard let method = message.method else {
                if let id = message.id, let reply = awaiting.removeValue(forKey: id) { reply(message.result, message.error) }
                return
            }
            if let id = message.id {
                if cancelled.remove(id) != nil {
                    send(OutgoingResponse<JSONNull>(id: id, error: ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
                    return
                }
                answer(id: id, method: method, params: message.params)
            } else {
                notify(method: method, params: message.params)
            }
        }
    }

    // MARK: - Requests

    private func answer(id: RequestID, method: String, params: JSONValue?) {
        if method != "initialize" && !initialized {
            return reply(id, error: ResponseError(code: ResponseError.serverNotInitialized, message: "initialize first"))
        }
        if shutdownRequested && method != "shutdown" {
            return reply(id, error: ResponseError(code: ResponseError.invalidRequestAfterShutdown, message: "the server is shutting down"))
        }
        do {
            switch method {
            case "initialize": try reply(id, initialize(decode(InitializeParams.self, params)))
            case "shutdown":
                shutdownRequested = true
                reply(id, JSONNull())
            case "textDocument/hover": try reply(id, orNull(hover(decode(PositionParams.self, params))))
            case "textDocument/inlayHint": try reply(id, inlayHints(decode(RangeParams.self, params)))
            case "textDocument/codeAction": try reply(id, codeActions(decode(CodeActionParams.self, params)))
            case "textDocument/completion": try reply(id, completion(decode(PositionParams.self, params)))
            case "textDocument/documentSymbol": try reply(id, documentSymbols(decode(DocumentParams.self, params)))
            case "textDocument/foldingRange": try reply(id, foldingRanges(decode(DocumentParams.self, params)))
            case "workspace/executeCommand": try executeCommand(id: id, decode(ExecuteCommandParams.self, params))
            default: reply(id, error: ResponseError(code: ResponseError.methodNotFound, message: "no method '\(method)'"))
            }
        } catch let error as ResponseError {
            reply(id, error: error)
        } catch {
            reply(id, error: ResponseError(code: ResponseError.internalError, message: "\(error)"))
        }
    }

    private func orNull<Value: Encodable>(_ value: Value?) -> OptionalResult<Value> { OptionalResult(value: value) }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        initialized = true
        let offered = params.capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        encoding = PositionEncoding.chosen(offered: offered)
        clientRegistersWatchers = params.capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        if let root = params.rootUri.flatMap(DocumentURI.path) ?? params.rootPath {
            _ = journalRoot(forFolder: root)
        }
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding.rawValue, textDocumentSync: TextDocumentSyncOptions(),
                executeCommandProvider: ExecuteCommandOptions(commands: ServerCommand.allCases.map(\.rawValue))),
            serverInfo: ServerInfo(name: "plusmd", version: nil))
    }

    /// Asks the client to tell of changes to the journal's files made outside the editor (a sync,
    /// `plusmd log`): the protocol has clients send `workspace/didChangeWatchedFiles` only for
    /// patterns a server registers. A client that cannot register is covered by the stamps checked
    /// before answering (`checkDisk`).
    private func watchJournalFiles() {
        guard clientRegistersWatchers else { return }
        let options = DidChangeWatchedFilesRegistrationOptions(watchers: Self.watchedFiles.map { FileSystemWatcher(globPattern: $0) })
        let registration = Registration(id: Self.watcherRegistration, method: "workspace/didChangeWatchedFiles", registerOptions: options)
        sendRequest("client/registerCapability", RegistrationParams(registrations: [registration])) { [weak self] _, error in
            if let error { self?.log("the client did not register file watching: \(error.message)") }
        }
    }

    /// The name of that registration (a client may be asked to drop it by this name).
    static let watcherRegistration = "plusmd-journal-files"

    /// The files whose changes on disk the client is asked to report.
    static let watchedFiles = ["**/*.md", "**/\(SettingsDecoder.fileName)"]

    // MARK: - Notifications

    private func notify(method: String, params: JSONValue?) {
        do {
            switch method {
            case "initialized": watchJournalFiles()
            case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": break
            case "exit": exitStatus = shutdownRequested ? 0 : 1
            case "textDocument/didOpen":
                let item = try decode(DidOpenParams.self, params).textDocument
                open(uri: item.uri, text: item.text, version: item.version)
            case "textDocument/didChange":
                let change = try decode(DidChangeParams.self, params)
                guard var document = documents[change.textDocument.uri] else { return }
                var text = document.text
                for piece in change.contentChanges {
                    text = DocumentText(piece.range.map { text.replacing($0, with: piece.text, encoding: encoding) } ?? piece.text)
                }
                document.text = text
                document.version = change.textDocument.version
                documents[change.textDocument.uri] = document
                if let path = document.path, let workspace {
                    workspace.setText(text.text, path: path)
                    diagnosticsStale = true
                }
            case "textDocument/didClose":
                let uri = try decode(DocumentParams.self, params).textDocument.uri
                if let document = documents.removeValue(forKey: uri), let path = document.path, let workspace {
                    workspace.close(path: path)
                    diagnosticsStale = true
                    // Its file changed on disk while the editor's text stood for it: read it now.
                    if changedWhileOpen.remove(uri) != nil { checkDisk(force: true) }
                }
            case "textDocument/didSave":
                checkDisk(force: true)
            case "workspace/didChangeWatchedFiles":
                // A file open in the editor is read from its buffer, not the disk (its own save also
                // sends didSave): its change matters once it closes. Any other file is read now.
                guard let workspace else { break }
                // Journal-relative paths, matched to the open documents by path (a client may
                // spell a URI differently in its events than in didOpen).
                let changed = try decode(DidChangeWatchedFilesParams.self, params).changes.compactMap { DocumentURI.path($0.uri) }
                    .filter { $0.hasPrefix(workspace.root + "/") }.map { String($0.dropFirst(workspace.root.count + 1)) }
                let open = Dictionary(documents.compactMap { uri, document in document.path.map { ($0, uri) } }, uniquingKeysWith: { first, _ in first })
                for path in changed { if let uri = open[path] { changedWhileOpen.insert(uri) } }
                if changed.contains(where: { open[$0] == nil }) { checkDisk(force: true) }
            default: break  // unknown notifications are ignored, as the protocol says
            }
        } catch {
            log("ignored \(method): \(error)")
        }
    }

    /// Opens a document: finds its journal (the first journal found is this server's).
    private func open(uri: String, text: String, version: Int?) {
        var path: String?
        if let absolute = DocumentURI.path(uri), let root = journalRoot(forFile: absolute),
            JournalWorkspace.isJournalFile(String(absolute.dropFirst(root.count + 1)))
        {
            let relative = String(absolute.dropFirst(root.count + 1))
            if workspace == nil {
                do {
                    workspace = try JournalWorkspace(root: root, environment: hooks.environment, zone: hooks.zone, today: hooks.today)
                    lastDiskCheck = Date()
                } catch {
                    log("cannot read the journal at \(root): \(error)")
                }
            }
            if let workspace, workspace.root == root {
                path = relative
                workspace.setText(text, path: relative)
                diagnosticsStale = true
            }
        }
        documents[uri] = OpenDocument(path: path, version: version, text: DocumentText(text))
    }

    /// The journal holding the file at `absolute`, found as the command line finds it from the
    /// file's folder; nil outside every journal.
    func journalRoot(forFile absolute: String) -> String? {
        guard let slash = absolute.lastIndex(of: "/") else { return nil }
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        guard let root = journalRoot(forFolder: folder), absolute.hasPrefix(root + "/") else { return nil }
        return root
    }

    func journalRoot(forFolder folder: String) -> String? {
        if let known = rootOfFolder[folder] { return known }
        // The folder decides, not PLUSMD_JOURNAL: a file belongs to the journal it sits in.
        let root = try? JournalLocator.locate(explicit: nil, environment: [:], workingDirectory: folder)
        rootOfFolder[folder] = root
        return root
    }

    /// Reads the disk again when the client said files changed (`force`), or, before an answer,
    /// when the last look is more than `diskCheckInterval` old: only files whose stamps changed
    /// are decoded again.
    func checkDisk(force: Bool = false) {
        guard let workspace, force || Date().timeIntervalSince(lastDiskCheck) > Self.diskCheckInterval else { return }
        lastDiskCheck = Date()
        do {
            try workspace.refreshFromDisk()
            diagnosticsStale = true
        } catch {
            log("cannot read the journal again: \(error)")
        }
    }

    /// How old the server's view of the disk may get before an answer looks again (changes the
    /// client reports are read at once).
    static let diskCheckInterval: TimeInterval = 5

    // MARK: - Sending

    func reply<Result: Encodable>(_ id: RequestID, _ result: Result) {
        send(OutgoingResponse(id: id, result: result))
    }

    func reply(_ id: RequestID, error: ResponseError) {
        send(OutgoingResponse<JSONNull>(id: id, error: error))
    }

    func sendNotification<Params: Encodable>(_ method: String, _ params: Params) {
        send(OutgoingCall(id: nil, method: method, params: params))
    }

    /// Sends a request to the client; `reply` runs when its answer comes.
    func sendRequest<Params: Encodable>(_ method: String, _ params: Params, reply: @escaping (JSONValue?, ResponseError?) -> Void) {
        let id = RequestID.string("plusmd-\(nextOutgoingID)")
        nextOutgoingID += 1
        awaiting[id] = reply
        send(OutgoingCall(id: id, method: method, params: params))
    }

    func send(_ value: some Encodable) {
        guard let data = try? encoder.encode(value) else { return }
        connection.write(Array(data))
    }

    /// A line for the client's log (`window/logMessage`).
    func log(_ message: String) {
        sendNotification("window/logMessage", ShowMessageParams(type: 4, message: "plusmd: \(message)"))
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ params: JSONValue?) throws -> Value {
        do {
            let data = try JSONEncoder().encode(params ?? .null)
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ResponseError(code: ResponseError.invalidParams, message: "parameters do not fit: \(error)")
        }
    }

    // MARK: - Diagnostics

    /// Publishes the diagnostics of every file whose findings changed since they were last
    /// published: `plusmd check`'s findings, file by file; an empty array clears a file's.
    func publishDiagnosticsIfStale() {
        guard diagnosticsStale, let workspace else { return }
        diagnosticsStale = false
        let findings = workspace.findings
        var byPath: [String: [Diagnostic]] = [:]
        for finding in findings.all { byPath[finding.location.path, default: []].append(finding) }
        let open = documents.values.compactMap(\.path)
        for path in Set(published.keys).union(byPath.keys).union(open).sorted() {
            let now = byPath[path] ?? []
            let uri = DocumentURI.uri(workspace.root + "/" + path)
            // An open document is published after every change, empty or not: its version moves on.
            let isOpen = documents[uri] != nil
            guard now != (published[path] ?? []) || isOpen else { continue }
            let text = documents[uri]?.text ?? DocumentText(workspace.text(of: path) ?? "")
            sendNotification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams(
                    uri: uri, version: documents[uri]?.version, diagnostics: now.map { lspDiagnostic($0, in: text) }))
            published[path] = now.isEmpty ? nil : now
        }
    }

    /// `finding` as the protocol carries it: from its column (or the line's first character) to
    /// the end of its line.
    func lspDiagnostic(_ finding: Diagnostic, in text: DocumentText) -> LSPDiagnostic {
        let line = max((finding.location.line ?? 1) - 1, 0)
        let start = text.position(line: line, characterColumn: finding.location.column ?? 1, encoding: encoding)
        var end = text.endOfLine(line, encoding: encoding)
        if end.character <= start.character { end = start }
        return LSPDiagnostic(
            range: Range(start: start, end: end), severity: finding.severity == .error ? 1 : 2,
            code: finding.id.isEmpty ? nil : finding.id, source: "plusmd",
            message: finding.hint.isEmpty ? finding.message : "\(finding.message)\n\(finding.hint)")
    }
}

/// A result that may be null.
struct OptionalResult<Value: Encodable>: Encodable {
    var value: Value?
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
