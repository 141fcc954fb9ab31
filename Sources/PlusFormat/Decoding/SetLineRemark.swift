import PlusCore

/// The plates a set line's remark names, as `next` and `log` write them after the set:
/// `- [x] 270 x 5 — 45 45 10 10 2.5 per side`, `- [ ] 45 x 5 — empty bar`.
///
/// The replay never reads remarks (they are for people); the language server does, to show the
/// plates the line says and to tell when they no longer make the weight written, and
/// `SheetEditor.setPlates` to rewrite them.
package enum SetLineRemark {
    /// The plates per side named on `line` (a whole set line, list marker included), in the
    /// order written; `[]` for `empty bar`; nil when the line names none (no remark, or one that
    /// is not a list of plates).
    package static func platesPerSide(ofLine line: String) -> [Weight]? {
        var text = Substring(line).drop { $0 == " " || $0 == "\t" }
        guard let marker = text.first, "-*+".contains(marker) else { return nil }
        text = text.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard case .success(let set) = SetLineParser.parse(String(text)) else { return nil }
        return named(String(decoding: Array(text.utf8).dropFirst(set.tokenEnd), as: UTF8.self))?.plates
    }

    /// The plates `rest` (what follows a set's weight and reps: ` — 45 10 per side, easy`) names,
    /// and the text after them (`, easy`); nil when it names none. The dash may be an em dash,
    /// an en dash or a hyphen, as editors and phones turn it.
    static func named(_ rest: String) -> (plates: [Weight], tail: Substring)? {
        var remark = Substring(rest).drop { $0 == " " }
        guard let dash = remark.first, "—–-".contains(dash) else { return nil }
        remark = remark.dropFirst().drop { $0 == " " }
        if remark.hasPrefix("empty bar") { return ([], remark.dropFirst("empty bar".count)) }
        guard let end = remark.range(of: " per side") else { return nil }
        let words = remark[..<end.lowerBound].split(separator: " ")
        let plates = words.compactMap { Weight(parsing: $0) }
        guard !plates.isEmpty, plates.count == words.count, plates.allSatisfy({ $0.hundredths > 0 }) else { return nil }
        return (plates, remark[end.upperBound...])
    }
}
