import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// git never waits on a password helper (`GIT_ASKPASS`, `SSH_ASKPASS`, `core.askPass`), and a
/// git stopped at its deadline leaves no index lock that blocks every later sync.
@Suite struct GitPromptAndLockTests {
    /// Runs `executable` with a deadline; nil status when it had to be killed.
    func run(
        _ executable: String, _ arguments: [String], in folder: String, environment: [String: String], deadline: Double
    ) throws -> (status: Int32?, err: String, seconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = folder + "/../stderr-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: errors, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardError = handle
        let started = Date()
        try process.run()
        while process.isRunning && Date().timeIntervalSince(started) < deadline { usleep(20_000) }
        let finished = !process.isRunning
        if !finished {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try handle.close()
        let seconds = Date().timeIntervalSince(started)
        let err = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return (finished ? process.terminationStatus : nil, err, seconds)
    }

    /// A loopback HTTP server answering every request 401 (Basic), as a host wanting a password
    /// does; returns the process and its port.
    func unauthorizedServer() throws -> (Process, Int)? {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { $0 + "/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { return nil }
        let script = """
            import http.server, sys
            class H(http.server.BaseHTTPRequestHandler):
                def answer(self):
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="journal"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                do_GET = do_POST = answer
                def log_message(self, *arguments): pass
            server = http.server.HTTPServer(("127.0.0.1", 0), H)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            return nil
        }
        return (process, port)
    }

    @Test func gitRunsWithoutAskpassHelpers() {
        let environment = GitProcess.environment(network: "/")
        #expect(environment["GIT_ASKPASS"] == "", "empty: git then asks neither core.askPass nor SSH_ASKPASS")
        #expect(environment["SSH_ASKPASS"] == nil)
        #expect(environment["SSH_ASKPASS_REQUIRE"] == "never", "ssh runs no helper, not even its default one under DISPLAY")
        #expect(environment["GIT_TERMINAL_PROMPT"] == "0")
    }

    @Test func syncAgainstAnHTTPSRemoteWantingAPasswordFailsFastWithoutAskingAHelper() throws {
        let binary = try #require(plusmdBinary()).path
        guard let (server, port) = try unauthorizedServer() else { return }
        // SIGKILL: the test thread may block SIGTERM (the in-process commands' signal handling),
        // and the server inherits that mask, so a plain terminate() would leave it running.
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.git(["remote", "add", "origin", "http://127.0.0.1:\(port)/journal.git"], in: a)
        let asked = git.folder.path + "/asked"
        let helper = git.folder.path + "/askpass"
        try git.write(helper, "#!/bin/sh\ntouch '\(asked)'\nsleep 30\necho secret\n")
        chmod(helper, 0o755)
        // core.askPass too: the lifter's git configuration may name a helper.
        try git.git(["config", "core.askPass", helper], in: a)
        let environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": git.folder.path, "GIT_ASKPASS": helper, "SSH_ASKPASS": helper,
            "SSH_ASKPASS_REQUIRE": "force", "DISPLAY": ":0", "PLUSMD_GIT_TIMEOUT": "20", "GIT_CONFIG_NOSYSTEM": "1",
        ]
        let result = try run(binary, ["sync"], in: a, environment: environment, deadline: 25)
        #expect(result.seconds < 8, "failed fast, not after the helper's 30 s: \(result.seconds) s")
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("wants a user name and password"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: asked), "no askpass helper was run")
    }

    @Test func aHookStoppedAtTheDeadlineLeavesNoIndexLock() throws {
        let binary = try #require(plusmdBinary()).path
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/.git/hooks/pre-commit", "#!/bin/sh\nsleep 30\n")
        chmod(a + "/.git/hooks/pre-commit", 0o755)
        try git.write(a + "/notes.md", "# Notes\n")
        let environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": git.folder.path, "PLUSMD_GIT_TIMEOUT": "2", "GIT_CONFIG_NOSYSTEM": "1"]
        let stopped = try run(binary, ["sync"], in: a, environment: environment, deadline: 20)
        #expect(stopped.seconds < 10, "\(stopped.seconds) s")
        #expect(stopped.status == 1, "\(stopped.err)")
        #expect(stopped.err.contains("did not finish within 2 s"), "\(stopped.err)")
        #expect(stopped.err.contains("plusmd removed the lock file the stopped git left"), "\(stopped.err)")
        #expect(stopped.err.contains("hook"), "\(stopped.err)")
        #expect(!stopped.err.contains("ssh-agent"), "a commit's hook is no ssh matter: \(stopped.err)")
        #expect(!FileManager.default.fileExists(atPath: a + "/.git/index.lock"))
        // With the hook fixed, the next sync commits.
        try FileManager.default.removeItem(atPath: a + "/.git/hooks/pre-commit")
        let again = try run(binary, ["sync"], in: a, environment: environment, deadline: 20)
        #expect(again.status == 0, "\(again.err)")
        #expect(try git.git(["status", "--porcelain"], in: a).isEmpty)
    }

    /// Only a git that writes the index took its lock: a timed-out fetch or push never removes
    /// one, and a lock already there when plusmd's git started is another's.
    @Test func onlyALockTheStoppedGitMadeIsRemoved() throws {
        #expect(GitRepository.writesIndex(["commit", "-m", "x"]))
        #expect(GitRepository.writesIndex(["-c", "core.hooksPath=/dev/null", "pull", "--rebase"]))
        #expect(GitRepository.writesIndex(["--no-optional-locks", "add", "--", "."]))
        #expect(!GitRepository.writesIndex(["fetch", "origin"]))
        #expect(!GitRepository.writesIndex(["push", "origin", "HEAD"]))
        #expect(!GitRepository.writesIndex(["--no-optional-locks", "status", "--porcelain=v2"]))
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/.git/index.lock", "")
        let repository = try #require(try GitRepository.find(root: a))
        #expect(repository.removeLockLeft(since: Date().timeIntervalSince1970 - 10, except: ["index.lock"]) == nil, "there before: not removed")
        #expect(FileManager.default.fileExists(atPath: a + "/.git/index.lock"))
        #expect(repository.removeLockLeft(since: Date().timeIntervalSince1970 - 10)?.removed == true, "made since: removed")
    }

    @Test func aLockThatIsNotPlusmdsIsLeftWithAHint() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/.git/index.lock", "")
        let old = Date().addingTimeInterval(-3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: a + "/.git/index.lock")
        let repository = try #require(try GitRepository.find(root: a))
        #expect(repository.removeLockLeft(since: Date().timeIntervalSince1970) == nil, "an older lock is not plusmd's")
        #expect(FileManager.default.fileExists(atPath: a + "/.git/index.lock"))
        try git.write(a + "/notes.md", "# Notes\n")
        let sync = plusmd(["sync"], in: a)
        #expect(sync.status == 1)
        #expect(sync.err.contains("if no git is running, remove the index.lock file"), "\(sync.err)")
        #expect(!sync.err.contains("ssh-agent"), "\(sync.err)")
    }
}
