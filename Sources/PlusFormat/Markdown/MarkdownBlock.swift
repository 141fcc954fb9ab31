/// A block of a Markdown body, as much of it as a sheet needs, in document order.
///
/// Blocks inside lists and block quotes are included: a list nested in a list item, the content
/// of a quote or an Obsidian callout (`> [!note]`), a heading inside a list item (Logseq's
/// `- ## Working`).
package enum MarkdownBlock: Sendable, Equatable {
    /// `## Working`: level 1–6, the heading's text, its 1-based line. Also a heading that is the
    /// first block of a list item (`- ## Working`) or sits inside a quote.
    case heading(level: Int, text: String, line: Int)
    /// One item of a list that is not nested in another list item (a list at the top, in a quote,
    /// or under a list item that holds a heading), with its first paragraph's text (inline markup
    /// flattened to its literal text), its 1-based line and the 1-based column where the text
    /// starts.
    case listItem(text: String, line: Int, column: Int)
    /// An item of a list nested in another list item (indented under it), as `listItem`.
    case subItem(text: String, line: Int, column: Int)
    /// The first line of an Obsidian callout (`> [!note] Title`): its type (`note`, lowercased), its
    /// title (may be empty) and its 1-based line. The callout's content follows as blocks.
    case callout(type: String, title: String, line: Int)
    /// Any other block (paragraph, code, HTML…), or the lines of a list item's first paragraph
    /// after its first line, with its 1-based first and last lines.
    case other(firstLine: Int, lastLine: Int)
}
