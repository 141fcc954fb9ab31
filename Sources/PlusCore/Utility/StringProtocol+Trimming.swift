extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines (CRLF included).
    package func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
