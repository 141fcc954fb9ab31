/// plusmd's exit statuses, documented in the README and never changed once shipped.
package enum ExitStatus: Int32, Sendable {
    /// Success.
    case ok = 0
    /// A runtime error: a bad journal file, an unreadable folder.
    case failure = 1
    /// The command line is wrong.
    case usage = 2
    /// `plusmd check` found problems.
    case findings = 3
    /// plusmd refused, to protect the lifter's data.
    case refused = 4
    /// Interrupted (Ctrl-C).
    case interrupted = 130
}

/// An error that ends a command with a message and a status.
package struct CommandFailure: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var status: ExitStatus
    package init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }
    package var description: String { message }
}
