internal import CCmark

/// Reads a Markdown body with libcmark (CommonMark) into a flat list of `MarkdownBlock`s, nested
/// lists and quotes included.
///
/// With `MarkdownArena`, the only file that names `cmark_` symbols. cmark's tree is converted to
/// values and its memory released before returning. CommonMark has no task lists, so `- [x] 205 x 5` arrives as a list item whose text
/// starts with `[x]`; the sheet decoder reads the box.
package enum MarkdownReader {
    /// The blocks of `text`, in document order. Line numbers are shifted by `firstLine - 1` so
    /// that they are lines of the whole file (the body follows the front matter).
    package static func blocks(of text: String, firstLine: Int = 1) -> [MarkdownBlock] {
        let shift = firstLine - 1
        // cmark takes a pointer and a length: hand it the string's own UTF-8, no copy. It parses
        // into this thread's arena, emptied at once when the blocks have been copied out.
        defer { MarkdownArena.reset() }
        guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, MarkdownArena.allocator) else { return [] }
        var source = text
        source.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
        }
        let document = cmark_parser_finish(parser)
        cmark_parser_free(parser)
        guard let document else { return [] }
        var blocks: [MarkdownBlock] = []
        blocks.reserveCapacity(32)  // a sheet has about 20
        walk(children: cmark_node_first_child(document), nested: false, shift: shift, into: &blocks)
        return blocks
    }

    /// Lists and quotes nested deeper than this are one `other` block: the walk recurses per level,
    /// and a hostile file can nest thousands (`> > > …`).
    static let maxDepth = 32

    /// Appends the blocks of `first` and its following siblings. `nested` is true inside a list
    /// item (so list items there are `subItem`s); `depth` counts the lists and quotes around.
    private static func walk(
        children first: OpaquePointer?, nested: Bool, depth: Int = 0, shift: Int, into blocks: inout [MarkdownBlock]
    ) {
        var node = first
        while let current = node {
            let line = Int(cmark_node_get_start_line(current)) + shift
            let lastLine = Int(cmark_node_get_end_line(current)) + shift
            let type = cmark_node_get_type(current)
            switch type {
            case CMARK_NODE_LIST where depth >= maxDepth, CMARK_NODE_BLOCK_QUOTE where depth >= maxDepth:
                blocks.append(.other(firstLine: line, lastLine: lastLine))
            case CMARK_NODE_HEADING:
                blocks.append(
                    .heading(
                        level: Int(cmark_node_get_heading_level(current)),
                        text: inlineText(of: current), line: line))
            case CMARK_NODE_LIST:
                var item = cmark_node_first_child(current)
                while let listItem = item {
                    walk(item: listItem, nested: nested, depth: depth + 1, shift: shift, into: &blocks)
                    item = cmark_node_next(listItem)
                }
            case CMARK_NODE_BLOCK_QUOTE:
                var content = cmark_node_first_child(current)
                if let paragraph = content, cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                    let callout = callout(inlineText(of: paragraph, firstLineOnly: true))
                {
                    let titleLine = Int(cmark_node_get_start_line(paragraph)) + shift
                    blocks.append(.callout(type: callout.type, title: callout.title, line: titleLine))
                    let end = Int(cmark_node_get_end_line(paragraph)) + shift
                    if end > titleLine { blocks.append(.other(firstLine: titleLine + 1, lastLine: end)) }
                    content = cmark_node_next(paragraph)
                }
                walk(children: content, nested: nested, depth: depth + 1, shift: shift, into: &blocks)
            default:
                blocks.append(.other(firstLine: line, lastLine: lastLine))
            }
            node = cmark_node_next(current)
        }
    }

    /// One list item: its first paragraph as an item, then its other blocks (nested lists).
    private static func walk(
        item listItem: OpaquePointer, nested: Bool, depth: Int, shift: Int, into blocks: inout [MarkdownBlock]
    ) {
        let itemLine = Int(cmark_node_get_start_line(listItem)) + shift
        let first = cmark_node_first_child(listItem)
        if let first, cmark_node_get_type(first) == CMARK_NODE_HEADING {
            // Logseq's layout: a section is a bullet holding a heading, its sets nested under it.
            blocks.append(
                .heading(level: Int(cmark_node_get_heading_level(first)), text: inlineText(of: first), line: itemLine))
            walk(children: cmark_node_next(first), nested: false, depth: depth, shift: shift, into: &blocks)
            return
        }
        let isParagraph = first.map { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH } ?? false
        let text = isParagraph ? first.map { inlineText(of: $0) } ?? "" : ""
        let column = first.map { Int(cmark_node_get_start_column($0)) } ?? 1
        blocks.append(
            nested ? .subItem(text: text, line: itemLine, column: column) : .listItem(text: text, line: itemLine, column: column))
        if isParagraph, let first {
            let end = Int(cmark_node_get_end_line(first)) + shift
            if end > itemLine { blocks.append(.other(firstLine: itemLine + 1, lastLine: end)) }
        }
        walk(children: isParagraph ? first.flatMap(cmark_node_next) : first, nested: true, depth: depth, shift: shift, into: &blocks)
    }

    /// `note` and `Working` for `[!note] Working` (also `[!NOTE]- Working`, foldable); nil when the
    /// text does not start a callout.
    static func callout(_ text: String) -> (type: String, title: String)? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let type = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        var rest = text[text.index(after: close)...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return (type.lowercased(), String(rest).trimmingWhitespace())
    }

    /// The literal text of a node's inline content; breaks become spaces, or end the text when
    /// `firstLineOnly`.
    ///
    /// Walks with cmark's iterator rather than by recursion, so that inlines nested thousands deep
    /// (`[![![…`) cost neither stack nor a copy of the text per level.
    private static func inlineText(of node: OpaquePointer, firstLineOnly: Bool = false) -> String {
        // Most paragraphs (every set line) are a flat run of text nodes: read them as siblings,
        // without an iterator; anything nested (emphasis, links) takes the iterator's walk.
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            guard cmark_node_first_child(current) == nil else { return iteratedText(of: node, firstLineOnly: firstLineOnly) }
            guard append(current, to: &text, firstLineOnly: firstLineOnly) else { return text }
            child = cmark_node_next(current)
        }
        return text
    }

    /// `inlineText` for inlines nested in other inlines, walked with cmark's iterator.
    private static func iteratedText(of node: OpaquePointer, firstLineOnly: Bool) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            guard append(current, to: &text, firstLineOnly: firstLineOnly) else { return text }
        }
        return text
    }

    /// Adds one inline node's text (a break as a space); false at a break when `firstLineOnly`.
    private static func append(_ node: OpaquePointer, to text: inout String, firstLineOnly: Bool) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            if firstLineOnly { return false }
            text += " "
        default:
            break
        }
        return true
    }
}
