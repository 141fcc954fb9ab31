import PlusCore

/// A git command that could not run or did not succeed.
package enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `git` executable on `PATH`.
    case notInstalled
    /// git could not be started.
    case launch(reason: String)
    /// git ran and failed: the arguments (after `git`), its exit status and its own message.
    case failed(arguments: [String], status: Int32, message: String)
    /// git did not finish within its deadline (seconds) and was killed with its children;
    /// `lock`: the lock file it left in the git folder, if any (removed by plusmd, or not).
    case timedOut(arguments: [String], seconds: Double, lock: LeftLock? = nil)

    /// A lock file (`index.lock`) that a git plusmd killed at its deadline left behind: git
    /// refuses to work while it is there.
    package struct LeftLock: Sendable, Equatable {
        /// The lock file, absolute.
        package var path: String
        /// True when plusmd removed it; false when it could not.
        package var removed: Bool

        package init(path: String, removed: Bool) {
            self.path = path
            self.removed = removed
        }
    }

    /// git's message alone (its stderr, else stdout), trimmed; empty when git said nothing.
    package var gitMessage: String {
        switch self {
        case .notInstalled: "git is not installed"
        case .launch(let reason): reason
        case .failed(_, _, let message): message
        case .timedOut(let arguments, let seconds, _): "`git \(Self.command(arguments))` did not finish within \(Self.seconds(seconds))"
        }
    }

    package var description: String {
        switch self {
        case .notInstalled:
            return "git is not installed (no `git` on PATH); install it (e.g. `apt-get install git`) to sync"
        case .launch(let reason):
            return "cannot run git: \(reason)"
        case .failed(let arguments, let status, let message):
            let text = "`git \(arguments.joined(separator: " "))` failed (exit \(status))" + (message.isEmpty ? "" : ": \(message)")
            return text + (Self.terminalHint(arguments, message: message).map { "\n" + $0 } ?? "")
        case .timedOut(let arguments, let seconds, let lock):
            let network = GitProcess.isNetwork(arguments)
            var text = "`git \(Self.command(arguments))` did not finish within \(Self.seconds(seconds)) and was stopped"
            text += network ? " (set PLUSMD_GIT_TIMEOUT=SECONDS for a slow network)\n" : " (PLUSMD_GIT_TIMEOUT=SECONDS gives it longer)\n"
            if let lock {
                text += lock.removed
                    ? "plusmd removed the lock file the stopped git left (\(lock.path)).\n"
                    : "The stopped git left \(lock.path), and plusmd could not remove it: remove it if no git is running (`rm '\(lock.path)'`).\n"
            }
            return text + (network ? Self.promptHint : Self.waitingHint)
        }
    }

    /// What to do when git (or ssh, or a signing key) may have wanted to ask something; nil when
    /// the failure has nothing to do with that.
    static func terminalHint(_ arguments: [String], message: String) -> String? {
        let lowered = message.lowercased()
        if lowered.contains("index.lock") && lowered.contains("exists") {
            return "Another git is running in this repository, or one was stopped and left its lock: if no git is running, remove the index.lock file named above (`rm .git/index.lock` at the repository's top level), then run the command again."
        }
        if GitProcess.isNetwork(arguments)
            && (lowered.contains("could not read username") || lowered.contains("could not read password")
                || lowered.contains("authentication failed"))
        {
            return passwordHint
        }
        if arguments.first == "commit" && (lowered.contains("gpg") || lowered.contains("sign")) {
            return "plusmd runs git without a terminal, so a signing key cannot ask for its passphrase: unlock it first (e.g. sign something in a terminal so gpg-agent remembers it), or commit yourself with `git commit`"
        }
        return GitProcess.isNetwork(arguments) ? promptHint : nil
    }

    static let promptHint = """
        plusmd runs git without a terminal, so git, ssh and credential helpers cannot ask for a passphrase, a password or a new host key. \
        Load your key into ssh-agent (`ssh-add`) or set up a credential helper, or run `git fetch` once yourself in the journal to answer its questions; then run `plusmd sync` again.
        """

    static let waitingHint = """
        plusmd runs git without a terminal, so a hook (.git/hooks, core.hooksPath) or a signing program that waits for an answer or runs long is stopped at the deadline. \
        Run the same git command yourself in the journal to see what it waits for.
        """

    static let passwordHint = """
        The remote wants a user name and password (or token), and plusmd never asks for one: git runs without a terminal and without askpass helpers. \
        Store it with a credential helper (e.g. `git config --global credential.helper store`, or your system's keychain) by running `git fetch` once yourself in the journal, or use an ssh remote with a key in ssh-agent; then run `plusmd sync` again.
        """

    static func command(_ arguments: [String]) -> String { arguments.joined(separator: " ") }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
