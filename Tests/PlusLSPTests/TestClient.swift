import Foundation
import PlusCore
import PlusTestSupport
import Testing

@testable import PlusLSP

#if canImport(Glibc)
    import Glibc
#endif

/// A language client for tests: runs a `LanguageServer` in-process on a thread, over pipes, and
/// speaks to it in framed JSON as an editor does.
final class TestClient {
    private let toServer: Int32
    private let fromServer: Int32
    private var decoder = FrameDecoder()
    private let thread: Thread
    private let done = DispatchSemaphore(value: 0)
    private let statusBox = StatusBox()
    private var nextID = 1
    /// Every message received and not yet taken by `waitFor`.
    private(set) var received: [JSONValue] = []

    /// The day the tests' journals are read on (after the example journal's last sheet).
    static let today = Day(year: 2026, month: 12, day: 1)!

    init(runCommand: @escaping @Sendable ([String], String) -> (status: Int32, out: String, err: String) = { _, _ in (1, "", "not in tests") }) {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        // Close-on-exec: a process another test starts meanwhile must not hold these pipes open.
        _ = pipe(&input)
        _ = pipe(&output)
        for descriptor in input + output { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        toServer = input[1]
        fromServer = output[0]
        let server = LanguageServer(
            connection: Connection(input: input[0], output: output[1]),
            hooks: ServerHooks(environment: ["PLUSMD_NO_CACHE": "1"], today: { TestClient.today }, zone: .asWritten, runCommand: runCommand))
        // The server's input is never closed here: after `exit` its reader thread may still be in
        // `read` on it, and a closed descriptor's number is reused by the next test's pipe, whose
        // messages that reader would then take. It sees the end when `toServer` closes (deinit)
        // and ends; the descriptor is left to the process's end (one per client).
        let serverOut = output[1]
        let box = statusBox
        let done = done
        thread = Thread {
            box.status = server.run()
            close(serverOut)
            done.signal()
        }
        thread.start()
    }

    deinit {
        close(toServer)
        _ = done.wait(timeout: .now() + 10)
        close(fromServer)
    }

    /// Writes raw bytes to the server.
    func writeRaw(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(toServer, $0.baseAddress! + offset, bytes.count - offset) }
            guard count > 0 else { return }
            offset += count
        }
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let data = try! JSONSerialization.data(withJSONObject: message)
        writeRaw(FrameDecoder.frame(Array(data)))
    }

    func notify(_ method: String, _ params: [String: Any]) { send(["method": method, "params": params]) }

    /// Sends a request and waits for its reply.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> JSONValue {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return try waitFor { $0["id"]?.int == id && $0["method"] == nil }
    }

    /// The first message (received or to come within 30 s) that `matches`, taken.
    func waitFor(_ what: String = "a message", _ matches: (JSONValue) -> Bool) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(30)
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard Date() < deadline, readSome(until: deadline) else {
                throw TestClientError("no \(what) came; received: \(received.map { "\($0)".prefix(200) })")
            }
        }
    }

    /// The diagnostics next published for `uri`.
    func diagnostics(for uri: String) throws -> [JSONValue] {
        let message = try waitFor("diagnostics for \(uri)") {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
        }
        return message["params"]?["diagnostics"]?.array ?? []
    }

    /// Reads what the server wrote; false at the end of its output or the deadline.
    private func readSome(until deadline: Date) -> Bool {
        var poller = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
        let wait = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, wait) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        decoder.append(chunk[0..<count])
        while let frame = decoder.next() {
            if case .message(let bytes) = frame, let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) {
                received.append(value)
            }
        }
        return true
    }

    /// Closes the server's input and waits for it to end: its exit status.
    func closeAndWait() -> Int32? {
        close(toServer)
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        return statusBox.status
    }

    /// Waits for the server to end by itself (after `exit`).
    func waitForEnd() -> Int32? {
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        done.signal()  // for deinit
        return statusBox.status
    }

    func initialize(_ capabilities: [String: Any] = [:]) throws -> JSONValue {
        let result = try request("initialize", ["capabilities": capabilities])
        notify("initialized", [:])
        return result
    }

    func open(_ path: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri(path), "languageId": "markdown", "version": version, "text": text]])
    }

    func change(_ path: String, text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    func uri(_ path: String) -> String { DocumentURI.uri(path) }

    /// Opens `path` with `text` and waits for its first diagnostics; returns its URI.
    func openAndWait(_ path: String, text: String) throws -> String {
        open(path, text: text)
        _ = try diagnostics(for: uri(path))
        return uri(path)
    }

    /// The hover's Markdown on the line of `text` (the document at `uri`) that starts with `prefix`.
    func hover(_ uri: String, lineStarting prefix: String, in text: String) throws -> String {
        let line = try lineNumber(of: prefix, in: text)
        let reply = try request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": 3]])
        return try #require(reply["result"]?["contents"]?["value"]?.string)
    }

    /// The labels of the document's inlay hints, by 0-based line.
    func inlayLabels(_ uri: String) throws -> [Int: String] {
        let reply = try request(
            "textDocument/inlayHint", ["textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 9999, "character": 0]]])
        var labels: [Int: String] = [:]
        for hint in reply["result"]?.array ?? [] {
            if let line = hint["position"]?["line"]?.int, let label = hint["label"]?.string { labels[line] = label }
        }
        return labels
    }
}

private final class StatusBox: @unchecked Sendable {
    var status: Int32?
}

struct TestClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The example journal copied into `folder`: its root.
func exampleJournal(_ folder: TemporaryFolder) throws -> String {
    try folder.copy(fixture: "examples/journal")
}

/// A set line's 0-based line number in `text`: the first line starting with `prefix`.
func lineNumber(of prefix: String, in text: String) throws -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.hasPrefix(prefix) })
}
