import Foundation
import PlusTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The commands of `plusmd lsp` (`workspace/executeCommand`) through the built binary over
/// stdio, as an editor runs them: `plusmd.next` writes today's sheet exactly as `plusmd next`
/// does and asks the client to show it, or writes nothing when that sheet is open in the editor;
/// `plusmd.status` shows `plusmd status`.
@Suite struct LspCommandTests {
    /// `plusmd.next` writes the very file `plusmd next` writes in a twin journal (its atomic
    /// write: no temporary file left), answers with its URI, shows a message and asks the client
    /// to open it (`window/showDocument`, focused).
    @Test func nextWritesTodaysSheetAndAsksTheClientToShowIt() throws {
        let binary = try #require(plusmdBinary(), "swift build first")
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let twinFolder = TemporaryFolder()
        let twin = try twinFolder.copy(fixture: "examples/journal")
        let environment = Self.environment(folder)
        // What the command line writes, and where, in the twin.
        let dryRun = try Self.run(binary.path, ["next", "--dry-run", "--json", "-C", twin], environment: environment)
        let planned = try #require(try JSONSerialization.jsonObject(with: Data(dryRun.utf8)) as? [String: Any])
        let path = try #require(planned["path"] as? String)
        _ = try Self.run(binary.path, ["next", "--no-color", "-C", twin], environment: environment)
        let expected = try String(contentsOfFile: twin + "/" + path, encoding: .utf8)
        #expect(!FileManager.default.fileExists(atPath: journal + "/" + path))

        let client = try StdioClient(binary: binary.path, environment: environment)
        _ = try client.request("initialize", ["capabilities": ["window": ["showDocument": ["support": true]]], "rootUri": "file://" + journal])
        client.notify("initialized", [:])
        let open = journal + "/2026/2026-11-23-squat.md"
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": "file://" + open, "languageId": "markdown", "version": 1, "text": try String(contentsOfFile: open, encoding: .utf8)]])
        let reply = try client.request("workspace/executeCommand", ["command": "plusmd.next"])
        let uri = "file://" + journal + "/" + path
        #expect(reply["result"] as? String == uri, "\(reply)")
        #expect(try String(contentsOfFile: journal + "/" + path, encoding: .utf8) == expected)
        let show = try client.waitFor { $0["method"] as? String == "window/showDocument" }
        let params = try #require(show["params"] as? [String: Any])
        #expect(params["uri"] as? String == uri)
        #expect(params["takeFocus"] as? Bool == true)
        client.send(["id": show["id"] ?? NSNull(), "result": ["success": true]])
        let message = try client.waitFor { $0["method"] as? String == "window/showMessage" }
        #expect(((message["params"] as? [String: Any])?["message"] as? String)?.contains(path) == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: journal + "/" + (path as NSString).deletingLastPathComponent)
            .filter { !$0.hasSuffix(".md") }
        #expect(leftovers.isEmpty)
        #expect(try client.shutdown() == 0)
    }

    /// With today's sheet open in the editor (unsaved, so not on disk), `plusmd.next` writes
    /// nothing, says so, and still asks the client to show it.
    @Test func nextWritesNothingWhenTheSheetIsOpen() throws {
        let binary = try #require(plusmdBinary(), "swift build first")
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let environment = Self.environment(folder)
        let dryRun = try Self.run(binary.path, ["next", "--dry-run", "--json", "-C", journal], environment: environment)
        let path = try #require((try JSONSerialization.jsonObject(with: Data(dryRun.utf8)) as? [String: Any])?["path"] as? String)
        let before = try FileManager.default.subpathsOfDirectory(atPath: journal).sorted()

        let client = try StdioClient(binary: binary.path, environment: environment)
        _ = try client.request("initialize", ["capabilities": [:], "rootUri": "file://" + journal])
        client.notify("initialized", [:])
        let uri = "file://" + journal + "/" + path
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": "# A sheet being typed\n"]])
        let reply = try client.request("workspace/executeCommand", ["command": "plusmd.next"])
        #expect(reply["result"] as? String == uri)
        let message = try client.waitFor { $0["method"] as? String == "window/showMessage" }
        // The buffer is not on disk yet: plusmd next reads the disk, so the lifter is told to save.
        #expect(
            (message["params"] as? [String: Any])?["message"] as? String
                == "\(path) is open in the editor with unsaved changes; plusmd next reads the files on disk: save it, then run it again")
        let show = try client.waitFor { $0["method"] as? String == "window/showDocument" }
        #expect((show["params"] as? [String: Any])?["uri"] as? String == uri)
        client.send(["id": show["id"] ?? NSNull(), "result": ["success": true]])
        #expect(try FileManager.default.subpathsOfDirectory(atPath: journal).sorted() == before)
        #expect(try client.shutdown() == 0)
    }

    /// `plusmd.status` answers with `plusmd status`'s text and shows it as an info message;
    /// before any file of a journal is open it is an error, not a guess.
    @Test func statusShowsTheStatusText() throws {
        let binary = try #require(plusmdBinary(), "swift build first")
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let environment = Self.environment(folder)
        let expected = try Self.run(binary.path, ["status", "--no-color", "-C", journal], environment: environment)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(expected.hasPrefix("Cycle 3, week 1"))

        let client = try StdioClient(binary: binary.path, environment: environment)
        _ = try client.request("initialize", ["capabilities": [:]])
        client.notify("initialized", [:])
        let early = try client.request("workspace/executeCommand", ["command": "plusmd.status"])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32600)
        let open = journal + "/2026/2026-11-23-squat.md"
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": "file://" + open, "languageId": "markdown", "version": 1, "text": try String(contentsOfFile: open, encoding: .utf8)]])
        let reply = try client.request("workspace/executeCommand", ["command": "plusmd.status"])
        #expect(reply["result"] as? String == expected)
        let message = try client.waitFor { $0["method"] as? String == "window/showMessage" }
        let params = try #require(message["params"] as? [String: Any])
        #expect(params["type"] as? Int == 3)
        #expect(params["message"] as? String == expected)
        #expect(try client.shutdown() == 0)
    }

    static func environment(_ folder: TemporaryFolder) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.path + "/cache"
        environment["XDG_STATE_HOME"] = folder.path + "/state"
        environment["PLUSMD_JOURNAL"] = nil
        environment["NO_COLOR"] = "1"
        return environment
    }

    /// Runs the binary; its standard output (the test fails on a status other than 0).
    static func run(_ binary: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "plusmd \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}

/// `plusmd lsp` run as a process, spoken to over its standard input and output in
/// `Content-Length` frames, as an editor does.
final class StdioClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Messages received and not yet taken.
    private(set) var received: [[String: Any]] = []

    init(binary: String, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]) { send(["method": method, "params": params]) }

    /// Sends a request and waits for its reply.
    func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return try waitFor { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// The first message (received, or to come within 60 s) that `matches`, taken.
    func waitFor(_ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(60)
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard readSome(until: deadline) else {
                throw TestFailure("no such message came; received: \(received.map { "\($0)".prefix(300) })")
            }
        }
    }

    /// `shutdown`, then `exit`: the server's exit status.
    func shutdown() throws -> Int32 {
        _ = try request("shutdown", [:])
        notify("exit", [:])
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func readSome(until deadline: Date) -> Bool {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, deadline.timeIntervalSinceNow * 1000))) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        while let message = nextMessage() { received.append(message) }
        return true
    }

    /// The next whole frame of `buffer`, decoded, removed from it.
    private func nextMessage() -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<$0 + 4]) == separator }) else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
            let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)), buffer.count >= end + 4 + length
        else { return nil }
        let body = Data(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
