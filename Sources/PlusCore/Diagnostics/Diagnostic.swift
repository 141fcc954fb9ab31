/// A problem found in a journal's files: where it is, how bad it is and what to do about it.
///
/// Diagnostics are collected, never thrown, so that one run can report every problem. An `error`
/// means a result that depends on the file could be wrong; a `warning` means it is still right.
package struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    package enum Severity: String, Sendable, Comparable {
        case warning, error
        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    package var severity: Severity
    /// The kind of problem, stable across versions (`set-line`, `conflict-copy`); `plusmd check
    /// --explain ID` says more. Empty for a kind without one yet.
    package var id: String
    package var location: SourceLocation
    /// Lowercase, specific, no trailing period: `unknown lift 'sqaut'`.
    package var message: String
    /// What to do about it, as a sentence; may be empty.
    package var hint: String
    /// True for a warning about something plusmd reads fine but that is not written as plusmd
    /// writes it (`week: "1"`): only `check --strict` shows it.
    package var isStrictOnly: Bool

    package init(
        _ severity: Severity, id: String = "", at location: SourceLocation, _ message: String, hint: String = "",
        strictOnly: Bool = false
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
        self.isStrictOnly = strictOnly
    }

    /// `path:line:col: error: message`, then the hint on its own line when there is one.
    package var description: String {
        let head = "\(location): \(severity.rawValue): \(message)"
        return hint.isEmpty ? head : "\(head)\n  \(hint)"
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics to show: strict-only ones (`Diagnostic.isStrictOnly`) only when `strict`.
    package func shown(strict: Bool) -> [Diagnostic] {
        strict ? self : filter { !$0.isStrictOnly }
    }
}
