import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `git` as a child process with an argument array (never through a shell, so names, dates
/// and messages are data), in a given folder (`git -C DIR`), with a sanitised environment:
/// `GIT_DIR` and friends unset (so an outer repository's settings never leak in), the pathspec
/// switches (`GIT_LITERAL_PATHSPECS` …) unset (plusmd's pathspecs mean what they say),
/// `GIT_TERMINAL_PROMPT=0` (never a password prompt), `GIT_ASKPASS` set empty and
/// `SSH_ASKPASS` unset and `SSH_ASKPASS_REQUIRE=never` (never a graphical or scripted password helper, such
/// as the one an editor's terminal sets; an empty `GIT_ASKPASS` also overrides `core.askPass`),
/// `GIT_EDITOR=true` (never an editor),
/// `LC_ALL=C` (messages plusmd may match on stay in English), and, unless the lifter chose an ssh
/// command (`GIT_SSH_COMMAND`, `GIT_SSH` or `core.sshCommand`), `GIT_SSH_COMMAND="ssh -o
/// BatchMode=yes"` (ssh never asks for a passphrase, password or host key).
///
/// git never gets the terminal: stdin is `/dev/null` and it runs in a session of its own, with no
/// controlling terminal, so any child that opens `/dev/tty` to ask something (ssh, a signing key's
/// pinentry, a credential helper) fails at once instead of being stopped by the kernel and
/// hanging plusmd. Every call has a deadline; past it the whole session (git and its children) is
/// killed and `GitError.timedOut` thrown.
package enum GitProcess {
    /// Variables that point git at another repository, index or work tree; always removed.
    static let repositoryVariables = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
        // Pathspec switches: plusmd's pathspecs (`:(top,exclude,literal)journal`) mean what they say.
        "GIT_LITERAL_PATHSPECS", "GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS", "GIT_ICASE_PATHSPECS",
    ]

    /// The deadline of a local git command, in seconds (a commit runs hooks and may sign).
    package static let localTimeout: Double = 60
    /// The deadline of a command that talks to a remote (`fetch`, `pull`, `push`), in seconds.
    package static let networkTimeout: Double = 120
    /// Subcommands that talk to a remote.
    static let networkCommands: Set<String> = ["fetch", "pull", "push", "clone", "ls-remote"]

    /// The deadline for `arguments`, in seconds: `PLUSMD_GIT_TIMEOUT` (seconds) when set to a
    /// positive number, else `networkTimeout` or `localTimeout`.
    package static func timeout(for arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        if let value = environment["PLUSMD_GIT_TIMEOUT"].flatMap(Double.init), value > 0 { return value }
        return isNetwork(arguments) ? networkTimeout : localTimeout
    }

    /// True when `arguments` (after `git`) name a command that talks to a remote.
    package static func isNetwork(_ arguments: [String]) -> Bool {
        arguments.first { !$0.hasPrefix("-") }.map(networkCommands.contains) ?? false
    }

    /// Runs `git -C directory arguments…` and returns its output.
    ///
    /// - Parameter check: when true (the default), a non-zero exit throws `GitError.failed`.
    /// - Throws: `GitError.notInstalled` when there is no git; `.launch` when it cannot start;
    ///   `.timedOut` when it did not finish by its deadline (`timeout(for:)`) and was killed.
    @discardableResult
    package static func run(_ arguments: [String], in directory: String, check: Bool = true) throws(GitError) -> GitOutput {
        guard let executable = executable() else { throw .notInstalled }
        let seconds = timeout(for: arguments)
        let result = try spawn(
            executable, ["-C", directory] + arguments, environment: environment(network: isNetwork(arguments) ? directory : nil),
            timeout: seconds)
        guard let status = result.status else { throw .timedOut(arguments: arguments, seconds: seconds) }
        let output = GitOutput(
            status: status, stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self))
        if check && output.status != 0 {
            let message = output.stderr.isEmpty ? output.stdout : output.stderr
            throw .failed(arguments: arguments, status: output.status, message: trimmed(message))
        }
        return output
    }

    /// The first executable `git` on `PATH` (or in /usr/bin, /usr/local/bin when `PATH` is unset).
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// plusmd's environment for git (see the type's documentation). `network`: the folder of a
    /// command that talks to a remote, which gets the batch-mode ssh unless the lifter set one.
    package static func environment(network directory: String? = nil) -> [String: String] {
        var environment = withoutPrompts(ProcessInfo.processInfo.environment)
        environment["GIT_EDITOR"] = "true"
        environment["LC_ALL"] = "C"
        // The lifter's own ssh command wins (it may already say BatchMode, a key, a jump host);
        // it still runs without a terminal and under the deadline.
        let chosen = ["GIT_SSH_COMMAND", "GIT_SSH"].contains { !(environment[$0] ?? "").isEmpty }
        if let directory, !chosen && !hasSSHCommandSetting(directory) {
            environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes"
        }
        return environment
    }

    /// True when git's configuration for `directory` sets `core.sshCommand`. Read with git itself
    /// (a local command, under the same rules), once per folder.
    static func hasSSHCommandSetting(_ directory: String) -> Bool {
        sshSettingCache.value(for: directory) {
            guard let git = executable() else { return false }
            let result = try? spawn(
                git, ["-C", directory, "config", "--get", "core.sshCommand"],
                environment: withoutPrompts(ProcessInfo.processInfo.environment), timeout: localTimeout)
            return result?.status == 0 && !trimmed(String(decoding: result?.stdout ?? Data(), as: UTF8.self)).isEmpty
        }
    }

    private static let sshSettingCache = Cache()

    /// `environment` without another repository's variables and with every way git and ssh ask
    /// for a password turned off: no terminal prompt, no askpass helper. git takes `GIT_ASKPASS`
    /// first, then `core.askPass`, then `SSH_ASKPASS`, and asks nobody when the first one set is
    /// empty: so `GIT_ASKPASS` is set empty rather than unset. ssh reads `SSH_ASKPASS` itself
    /// (`SSH_ASKPASS_REQUIRE=force` runs it even without a display), and without it runs its
    /// built-in default helper when `DISPLAY` is set: `SSH_ASKPASS` is removed and
    /// `SSH_ASKPASS_REQUIRE=never` set (OpenSSH 8.4 and later), for an ssh command of the lifter's
    /// that does not say BatchMode.
    static func withoutPrompts(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        for name in repositoryVariables { environment[name] = nil }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = ""
        environment["SSH_ASKPASS"] = nil
        environment["SSH_ASKPASS_REQUIRE"] = "never"
        return environment
    }

    /// `text` without leading and trailing whitespace and newlines.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a spawned process printed and its exit status (nil when it was killed at the deadline).
    struct SpawnResult {
        var status: Int32?
        var stdout: Data
        var stderr: Data
    }

    /// Runs `executable` with `arguments` in a new session (no controlling terminal), stdin
    /// `/dev/null`, default signal handling, stdout and stderr collected; kills its process group
    /// after `timeout` seconds.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], timeout: Double) throws(GitError) -> SpawnResult {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw .launch(reason: String(cString: strerror(errno))) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw .launch(reason: String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for descriptor in [outPipe[0], outPipe[1], errPipe[0], errPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | spawnNewSession))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw .launch(reason: String(cString: strerror(spawned)))
        }
        defer { close(outPipe[0]); close(errPipe[0]) }
        return collect(pid: pid, out: outPipe[0], err: errPipe[0], deadline: monotonicSeconds() + timeout)
    }

    /// `POSIX_SPAWN_SETSID` (glibc ≥ 2.26; not imported into Swift): the child starts a new
    /// session, so it has no controlling terminal and leads its own process group.
    #if os(Linux)
        static let spawnNewSession: Int32 = 0x80
    #else
        static let spawnNewSession: Int32 = 0x400
    #endif

    /// Reads both pipes until the child has exited (and the pipes are drained) or the deadline
    /// passes; then the child's whole process group is killed.
    private static func collect(pid: pid_t, out: Int32, err: Int32, deadline: Double) -> SpawnResult {
        var result = SpawnResult(status: nil, stdout: Data(), stderr: Data())
        var open: [Int32] = [out, err]
        var exitStatus: Int32?
        var buffer = [UInt8](repeating: 0, count: 65536)
        func readReady(wait milliseconds: Int32) {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), milliseconds) > 0 else { return }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == out { result.stdout.append(contentsOf: buffer[0..<count]) } else { result.stderr.append(contentsOf: buffer[0..<count]) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        while true {
            if exitStatus == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { exitStatus = status }
            }
            if let status = exitStatus {
                // Drain what is left; a grandchild that keeps a pipe open (an ssh master) is not waited for.
                var previous = -1
                while !open.isEmpty && result.stdout.count + result.stderr.count != previous {
                    previous = result.stdout.count + result.stderr.count
                    readReady(wait: 0)
                }
                result.status = exitCode(status)
                return result
            }
            let left = deadline - monotonicSeconds()
            if left <= 0 {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return result
            }
            let wait = Int32(min(50, max(1, left * 1000)))
            // With both pipes closed git is about to exit: look again in a millisecond.
            if open.isEmpty { usleep(1000) } else { readReady(wait: wait) }
        }
    }

    /// The exit status of a `waitpid` status: the code, or 128 + the signal that ended it.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// Answers remembered per key, safe across threads.
private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Bool] = [:]

    func value(for key: String, _ make: () -> Bool) -> Bool {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = make()
        lock.withLock { values[key] = value }
        return value
    }
}
