extension LanguageServer {
    /// `textDocument/documentSymbol`: the front matter, and each section (a heading) with the
    /// sections under it (deeper headings) and its own set lines as children, each set once.
    func documentSymbols(_ params: DocumentParams) -> [DocumentSymbol] {
        guard let context = context(params.textDocument.uri) else { return [] }
        let text = context.text
        var symbols: [DocumentSymbol] = []
        if let front = frontMatterLines(text) {
            let range = Range(start: Position(line: front.lowerBound - 1, character: 0), end: text.endOfLine(front.upperBound + 1, encoding: encoding))
            symbols.append(DocumentSymbol(name: "front matter", kind: 2, range: range, selectionRange: range))
        }
        let sets = context.sheet.map { Dictionary(uniqueKeysWithValues: $0.sets.map { ($0.line, $0) }) } ?? [:]
        let all = sections(text)
        // The sections from `index` on inside `parent` (all of them without one), each with the
        // sections it holds; returns them and the index after the last.
        func nest(from index: Int, inside parent: ClosedRange<Int>?) -> ([DocumentSymbol], Int) {
            var result: [DocumentSymbol] = []
            var next = index
            while next < all.count, parent?.contains(all[next].lines.lowerBound) ?? true {
                let section = all[next]
                let (inner, after) = nest(from: next + 1, inside: section.lines)
                let held = all[(next + 1)..<after].map(\.lines)
                var children: [DocumentSymbol] = inner
                for line in section.lines where sets[line + 1] != nil && !held.contains(where: { $0.contains(line) }) {
                    let range = Range(start: Position(line: line, character: 0), end: text.endOfLine(line, encoding: encoding))
                    children.append(DocumentSymbol(name: text.line(line).trimmingCharacters(), kind: 13, range: range, selectionRange: range))
                }
                children.sort { $0.range.start.line < $1.range.start.line }
                let range = Range(start: Position(line: section.lines.lowerBound, character: 0), end: text.endOfLine(section.lines.upperBound, encoding: encoding))
                let selection = Range(start: range.start, end: text.endOfLine(section.lines.lowerBound, encoding: encoding))
                result.append(DocumentSymbol(name: section.title, kind: 23, range: range, selectionRange: selection, children: children.isEmpty ? nil : children))
                next = after
            }
            return (result, next)
        }
        symbols += nest(from: 0, inside: nil).0
        return symbols
    }

    /// `textDocument/foldingRange`: the front matter and each section.
    func foldingRanges(_ params: DocumentParams) -> [FoldingRange] {
        guard let context = context(params.textDocument.uri) else { return [] }
        var ranges: [FoldingRange] = []
        if let front = frontMatterLines(context.text) {
            ranges.append(FoldingRange(startLine: front.lowerBound - 1, endLine: front.upperBound + 1, kind: "region"))
        }
        for section in sections(context.text) where section.lines.count > 1 {
            ranges.append(FoldingRange(startLine: section.lines.lowerBound, endLine: section.lines.upperBound, kind: "region"))
        }
        return ranges
    }

    /// The sections of a Markdown body: each heading to the line before the next heading of the
    /// same or a higher level (trailing blank lines left out).
    func sections(_ text: DocumentText) -> [(title: String, lines: ClosedRange<Int>)] {
        let first = bodyStart(text)
        var headings: [(line: Int, level: Int, title: String)] = []
        for line in first..<max(first, text.lineCount) {
            if let found = heading(text.line(line)) { headings.append((line, found.level, found.title)) }
        }
        return headings.enumerated().map { index, found in
            var end = headings[(index + 1)...].first { $0.level <= found.level }?.line ?? text.lineCount
            end -= 1
            while end > found.line, text.line(end).trimmingCharacters().isEmpty { end -= 1 }
            return (found.title, found.line...end)
        }
    }
}
