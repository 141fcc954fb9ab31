import Foundation
import PlusTestSupport
import Testing

/// Drives plusmd in a real terminal: a private tmux server (its own socket, so tests never touch
/// the user's tmux or each other), keys sent with `send-keys`, the screen read with
/// `capture-pane`. Every wait polls the screen with a timeout; nothing sleeps a fixed time.
final class Tmux {
    /// tmux on PATH or in /usr/bin; tests that need it are skipped without it.
    static let executable: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/opt/homebrew/bin"
        return folders.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { executable != nil }

    /// How long a wait may take before it fails: long, because a loaded machine (two cores, other
    /// builds) can be slow; a passing wait returns as soon as its state shows.
    static let timeout: Double = 30

    private let socket = "plusmd-test-\(UUID().uuidString.prefix(8))"
    let environment: [String: String]

    /// Starts a session running `command` (a shell command line) in a `width` × `height` pane.
    init(_ command: String, environment: [String: String], width: Int = 110, height: Int = 34) throws {
        self.environment = environment
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)"] + envFlags() + [command])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    /// Splits the window and runs `command` in the new pane; returns its index.
    @discardableResult
    func split(_ command: String) throws -> Int {
        try tmux(["split-window", "-t", "t", "-v"] + envFlags() + [command])
        return 1
    }

    /// Sends keys by tmux name (`Enter`, `C-c`, `Escape`) or single characters.
    func send(_ keys: String..., pane: Int = 0) throws {
        try tmux(["send-keys", "-t", "t.\(pane)"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String, pane: Int = 0) throws {
        try tmux(["send-keys", "-t", "t.\(pane)", "-l", text])
    }

    /// Resizes the window (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The process ids of the programs the pane's shell runs (its children, from /proc).
    func childProcesses(pane: Int = 0) throws -> [Int32] {
        let shell = try tmux(["display-message", "-p", "-t", "t.\(pane)", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && String(fields[1]) == shell ? pid : nil
        }
    }

    /// The pane's visible text; with `escapes`, its colours and attributes as ANSI codes.
    func screen(pane: Int = 0, escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-t", "t.\(pane)", "-p"] + (escapes ? ["-e"] : []))
    }

    /// The pane's title (what an `ESC ] 0 ; … BEL` sequence would set).
    func title(pane: Int = 0) throws -> String {
        try tmux(["display-message", "-p", "-t", "t.\(pane)", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen every 30 ms until `condition` holds; fails the test with the last screen
    /// after `timeout` seconds.
    @discardableResult
    func waitFor(
        pane: Int = 0, timeout: Double = Tmux.timeout, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(pane: pane)
            if condition(last) { return last }
            usleep(30_000)
        }
        Issue.record("timed out waiting for \(what); screen:\n\(last)", sourceLocation: sourceLocation)
        throw TmuxError.timeout(what)
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, pane: Int = 0, timeout: Double = Tmux.timeout, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor(pane: pane, timeout: timeout, "'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
    }

    private func envFlags() -> [String] {
        environment.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw TmuxError.missing }
        // posix_spawn and waitpid rather than Foundation's Process, and output to a file rather
        // than a pipe: the tmux server that `new-session` starts would inherit a pipe and keep
        // it open, and Process sometimes never reaps the exited client.
        let outputPath = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        defer { unlink(outputPath) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable, "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment: [String] = ["PATH=/usr/bin:/bin", "TERM=xterm-256color", "HOME=" + NSTemporaryDirectory()]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        // Default signal handling in tmux and everything it starts, whatever the test runner ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { throw TmuxError.missing }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}

enum TmuxError: Error {
    case missing
    case timeout(String)
}

/// Polls `condition` every 20 ms until it holds; fails the test (naming `what`) after `timeout`
/// seconds. For the files and state a terminal test checks after a screen shows a change: the
/// screen and the file are written one after the other, so wait for the file too, never sleep.
@discardableResult
func eventually(
    _ what: String, timeout: Double = Tmux.timeout, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () throws -> Bool
) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if (try? condition()) == true { return true }
        usleep(20_000)
    }
    if (try? condition()) == true { return true }
    Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
    return false
}

/// A journal and isolated XDG folders for driving the built binary in tmux, with fake sound and
/// notification tools that record their arguments instead of making noise.
final class TerminalJournal {
    let folder = TemporaryFolder()
    let root: String
    let binary: String
    /// Where the fake `paplay` and `notify-send` append their arguments.
    var toolLog: String { folder.path + "/tools.log" }

    /// Runs `plusmd init j` with `initArguments` (default: the starting TMs of `newJournal`, dated
    /// 2026-08-31); a failed init fails the test.
    init(scale: String = "0.02", initArguments: [String]? = nil, filePath: String = #filePath) throws {
        let binary = try #require(plusmdBinary(filePath: filePath), "build first: swift build")
        self.binary = binary.path
        let arguments = initArguments ?? ["--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"]
        let initialised = plusmd(["init", "j"] + arguments, in: folder.path)
        #expect(initialised.status == 0, "plusmd init: \(initialised.err)")
        root = folder.path + "/j"
        self.scale = scale
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for tool in ["paplay", "notify-send"] {
            let script = "#!/bin/sh\necho \"\(tool) $*\" >> '\(toolLog)'\n"
            try script.write(toFile: bin + "/" + tool, atomically: true, encoding: .utf8)
            chmod(bin + "/" + tool, 0o755)
        }
    }

    let scale: String

    /// Today's local date (`YYYY-MM-DD`), the day the real binary dates a sheet `log` writes;
    /// in-process runs default to a fixed day instead.
    static var localToday: String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// The environment plusmd runs with: private XDG folders, the fast clock, the fake tools.
    var environment: [String: String] {
        [
            "XDG_STATE_HOME": folder.path + "/state", "XDG_RUNTIME_DIR": folder.path + "/run",
            "XDG_CACHE_HOME": folder.path + "/cache", "HOME": folder.path, "PLUSMD_CLOCK_SCALE": scale,
            "PATH": folder.path + "/bin:/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
        ]
    }

    /// A shell command line running plusmd with `arguments` in the journal, then printing its
    /// exit status and keeping the pane open.
    func command(_ arguments: String, extra: String = "") -> String {
        // PATH is set in the command itself: a login shell's profile may rewrite tmux's -e PATH.
        "export PATH='\(environment["PATH"] ?? "")'; cd '\(root)' && \(extra) '\(binary)' \(arguments); echo EXIT=$?; stty -a | grep -o -- '-\\{0,1\\}icanon' | head -1; sleep 60"
    }

    /// The one sheet of `lift` written today (by the binary, which uses the real date).
    func sheet(_ lift: String) throws -> String {
        let name = try #require(folder.files(under: "j").filter { $0.hasSuffix("-\(lift).md") }.sorted().last, "no \(lift) sheet")
        return try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    /// The fake tools' log once it contains `text` (they run detached, so poll), else what it has.
    func toolLog(containing text: String, timeout: Double = Tmux.timeout) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var log = ""
        while Date() < deadline {
            log = (try? String(contentsOfFile: toolLog, encoding: .utf8)) ?? ""
            if log.contains(text) { return log }
            usleep(20_000)
        }
        return log
    }

    /// Paths of the sheets in the journal.
    var sheets: [String] { folder.files(under: "j").filter { $0.hasSuffix(".md") && !$0.contains("training-max") } }

    /// The set lines of a sheet.
    func setLines(_ lift: String) throws -> [String] {
        try sheet(lift).split(separator: "\n").filter { $0.hasPrefix("- [") }.map(String.init)
    }
}
