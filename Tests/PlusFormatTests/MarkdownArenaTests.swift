import Dispatch
import Testing

@testable import PlusFormat

/// libcmark parses into a per-thread arena (`MarkdownArena`): trees larger than its first chunk,
/// buffers grown by `realloc`, and documents parsed on several threads at once must read as they
/// always did.
struct MarkdownArenaTests {
    /// A sheet body of `items` set lines under `## Working`, with a long note paragraph.
    static func body(items: Int, noteWords: Int) -> String {
        var text = "## Working\n"
        for number in 0..<items { text += "- [x] \(100 + number % 200) x \(1 + number % 9) — remark \(number)\n" }
        text += "\n## Notes\n"
        text += (0..<noteWords).map { "word\($0)" }.joined(separator: " ") + "\n"
        return text
    }

    @Test func treesLargerThanTheFirstChunkReadWhole() {
        // ~20,000 list items: several MB of nodes, so the arena grows past its first chunk, and
        // past the size it keeps between documents.
        let text = Self.body(items: 20_000, noteWords: 50_000)
        let blocks = MarkdownReader.blocks(of: text, firstLine: 5)
        let items = blocks.filter { if case .listItem = $0 { true } else { false } }
        #expect(items.count == 20_000)
        #expect(items.first == .listItem(text: "[x] 100 x 1 — remark 0", line: 6, column: 3))
        #expect(items.last == .listItem(text: "[x] 299 x 2 — remark 19999", line: 20_005, column: 3))
        #expect(blocks.last == .other(firstLine: 20_008, lastLine: 20_008))
        // The arena is reused afterwards: a small document reads the same as before.
        let small = "## Working\n- [x] 205 x 5\n"
        #expect(
            MarkdownReader.blocks(of: small)
                == [.heading(level: 2, text: "Working", line: 1), .listItem(text: "[x] 205 x 5", line: 2, column: 3)])
    }

    @Test func longInlineTextGrowsInPlaceAndMoves() {
        // One paragraph of 200,000 characters: cmark's buffers grow by realloc many times.
        let long = String(repeating: "abcdefghij", count: 20_000)
        let blocks = MarkdownReader.blocks(of: "- \(long)\n- [ ] 5 x 5\n\n# \(long)\n")
        #expect(blocks.count == 3)
        #expect(blocks[0] == .listItem(text: long, line: 1, column: 3))
        #expect(blocks[1] == .listItem(text: "[ ] 5 x 5", line: 2, column: 3))
        #expect(blocks[2] == .heading(level: 1, text: long, line: 4))
    }

    @Test func inlineTextFlatAndNestedReadTheSame() {
        // Flat runs of text (read as siblings) and nested inlines (read with cmark's iterator).
        let text = "## *Working* `sets`\n- [x] 205 x 5 **heavy** [link](x)\n- [ ] 100 x 5\n  still the item\n> [!note] Title *here*\n> more\n"
        #expect(
            MarkdownReader.blocks(of: text) == [
                .heading(level: 2, text: "Working sets", line: 1),
                .listItem(text: "[x] 205 x 5 heavy link", line: 2, column: 3),
                .listItem(text: "[ ] 100 x 5 still the item", line: 3, column: 3),
                .other(firstLine: 4, lastLine: 4),
                .callout(type: "note", title: "Title here", line: 5),
                .other(firstLine: 6, lastLine: 6),
            ])
    }

    @Test func documentsParsedOnManyThreadsAtOnceReadAsAlone() {
        let texts = (0..<64).map { Self.body(items: 5 + $0 * 7, noteWords: $0 * 40) }
        let expected = texts.map { MarkdownReader.blocks(of: $0) }
        final class Results: @unchecked Sendable {
            var blocks: [[MarkdownBlock]]
            init(_ count: Int) { blocks = Array(repeating: [], count: count) }
        }
        for _ in 0..<4 {
            let results = Results(texts.count)
            results.blocks.withUnsafeMutableBufferPointer { slots in
                nonisolated(unsafe) let slots = slots
                DispatchQueue.concurrentPerform(iterations: texts.count) { index in
                    slots[index] = MarkdownReader.blocks(of: texts[index])
                }
            }
            #expect(results.blocks == expected)
        }
    }
}
