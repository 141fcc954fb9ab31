import PlusCore

/// A git command that could not run or did not succeed.
package enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `git` executable on `PATH`.
    case notInstalled
    /// git could not be started.
    case launch(reason: String)
    /// git ran and failed: the arguments (after `git`), its exit status and its own message.
    case failed(arguments: [String], status: Int32, message: String)
    /// git did not finish within its deadline (seconds) and was killed with its children.
    case timedOut(arguments: [String], seconds: Double)

    /// git's message alone (its stderr, else stdout), trimmed; empty when git said nothing.
    package var gitMessage: String {
        switch self {
        case .notInstalled: "git is not installed"
        case .launch(let reason): reason
        case .failed(_, _, let message): message
        case .timedOut(let arguments, let seconds): "`git \(Self.command(arguments))` did not finish within \(Self.seconds(seconds))"
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
        case .timedOut(let arguments, let seconds):
            return "`git \(Self.command(arguments))` did not finish within \(Self.seconds(seconds)) and was stopped (set PLUSMD_GIT_TIMEOUT=SECONDS for a slow network)\n"
                + (Self.terminalHint(arguments, message: "") ?? Self.promptHint)
        }
    }

    /// What to do when git (or ssh, or a signing key) may have wanted to ask something; nil when
    /// the failure has nothing to do with that.
    static func terminalHint(_ arguments: [String], message: String) -> String? {
        let lowered = message.lowercased()
        if arguments.first == "commit" && (lowered.contains("gpg") || lowered.contains("sign")) {
            return "plusmd runs git without a terminal, so a signing key cannot ask for its passphrase: unlock it first (e.g. sign something in a terminal so gpg-agent remembers it), or commit yourself with `git commit`"
        }
        return GitProcess.isNetwork(arguments) ? promptHint : nil
    }

    static let promptHint = """
        plusmd runs git without a terminal, so git, ssh and credential helpers cannot ask for a passphrase, a password or a new host key. \
        Load your key into ssh-agent (`ssh-add`) or set up a credential helper, or run `git fetch` once yourself in the journal to answer its questions; then run `plusmd sync` again.
        """

    static func command(_ arguments: [String]) -> String { arguments.joined(separator: " ") }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
