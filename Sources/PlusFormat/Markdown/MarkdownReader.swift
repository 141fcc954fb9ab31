internal import CCmark

/// Reads a Markdown body with libcmark (CommonMark) into a flat list of `MarkdownBlock`s.
///
/// The only file that names `cmark_` symbols. cmark's tree is converted to values and freed before
/// returning. CommonMark has no task lists, so `- [x] 205 x 5` arrives as a list item whose text
/// starts with `[x]`; the sheet decoder reads the box.
package enum MarkdownReader {
    /// The top-level blocks of `text`, in order. Line numbers are shifted by `firstLine - 1` so
    /// that they are lines of the whole file (the body follows the front matter).
    package static func blocks(of text: String, firstLine: Int = 1) -> [MarkdownBlock] {
        let shift = firstLine - 1
        // cmark takes a pointer and a length: hand it the string's own UTF-8, no copy.
        var source = text
        let document = source.withUTF8 { buffer -> OpaquePointer? in
            guard let base = buffer.baseAddress else { return cmark_parse_document("", 0, CMARK_OPT_DEFAULT) }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let document else { return [] }
        defer { cmark_node_free(document) }
        var blocks: [MarkdownBlock] = []
        var node = cmark_node_first_child(document)
        while let current = node {
            let line = Int(cmark_node_get_start_line(current)) + shift
            switch cmark_node_get_type(current) {
            case CMARK_NODE_HEADING:
                blocks.append(
                    .heading(
                        level: Int(cmark_node_get_heading_level(current)),
                        text: inlineText(of: current), line: line))
            case CMARK_NODE_LIST:
                var item = cmark_node_first_child(current)
                while let listItem = item {
                    let itemLine = Int(cmark_node_get_start_line(listItem)) + shift
                    let paragraph = cmark_node_first_child(listItem)
                    let text =
                        paragraph.map {
                            cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH ? inlineText(of: $0) : ""
                        } ?? ""
                    let column = paragraph.map { Int(cmark_node_get_start_column($0)) } ?? 1
                    blocks.append(.listItem(text: text, line: itemLine, column: column))
                    item = cmark_node_next(listItem)
                }
            default:
                blocks.append(
                    .other(
                        firstLine: line, lastLine: Int(cmark_node_get_end_line(current)) + shift))
            }
            node = cmark_node_next(current)
        }
        return blocks
    }

    /// The literal text of a node's inline content; breaks become spaces.
    ///
    /// Walks with cmark's iterator rather than by recursion, so that inlines nested thousands deep
    /// (`[![![…`) cost neither stack nor a copy of the text per level.
    private static func inlineText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                continue
            }
        }
        return text
    }
}
