/// A git command that could not run or did not succeed.
package enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `git` executable on `PATH`.
    case notInstalled
    /// git could not be started.
    case launch(reason: String)
    /// git ran and failed: the arguments (after `git`), its exit status and its own message.
    case failed(arguments: [String], status: Int32, message: String)

    /// git's message alone (its stderr, else stdout), trimmed; empty when git said nothing.
    package var gitMessage: String {
        switch self {
        case .notInstalled: "git is not installed"
        case .launch(let reason): reason
        case .failed(_, _, let message): message
        }
    }

    package var description: String {
        switch self {
        case .notInstalled:
            "git is not installed (no `git` on PATH); install it (e.g. `apt-get install git`) to sync"
        case .launch(let reason):
            "cannot run git: \(reason)"
        case .failed(let arguments, let status, let message):
            "`git \(arguments.joined(separator: " "))` failed (exit \(status))"
                + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
