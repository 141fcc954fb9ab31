/// A top-level block of a Markdown body, as much of it as a sheet needs.
package enum MarkdownBlock: Sendable, Equatable {
    /// `## Working`: level 1–6, the heading's text, its 1-based line.
    case heading(level: Int, text: String, line: Int)
    /// One item of a list, with its first paragraph's text (inline markup flattened to its
    /// literal text), its 1-based line and the 1-based column where the text starts.
    case listItem(text: String, line: Int, column: Int)
    /// Any other block (paragraph, code, quote…), with its 1-based first and last lines.
    case other(firstLine: Int, lastLine: Int)
}
