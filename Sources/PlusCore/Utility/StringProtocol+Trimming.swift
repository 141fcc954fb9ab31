extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines (CRLF included).
    package func trimmingWhitespace() -> String {
        Substring(self).trimmingWhitespace()
    }
}

// Concrete forms for the two types every caller has: from another module a call of the generic
// form is not specialised, and its first use looks types up by name at run time.
extension String {
    /// The text without leading and trailing whitespace and newlines (CRLF included).
    package func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }
}

extension Substring {
    /// The text without leading and trailing whitespace and newlines (CRLF included).
    package func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
