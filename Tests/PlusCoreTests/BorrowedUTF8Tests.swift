import PlusCore
import PlusTestSupport
import Testing

/// `String.withBorrowedUTF8` reads a string's bytes in place: it must give exactly the
/// bytes of `utf8`, for small and heap strings, arrays' elements and strings made from slices.
@Suite struct BorrowedUTF8Tests {
    @Test(arguments: [
        "", "a", "squat.md", "fifteen bytes!!", "sixteen bytes!!!", "2026/2026-11-30-deadlift.md",
        "Übung/é.md", "🏋️‍♀️ week 3", String(repeating: "x\u{301}", count: 40),
    ])
    func givesTheBytesOfUTF8(text: String) {
        #expect(text.withBorrowedUTF8 { Array($0) } == Array(text.utf8))
        let sliced = String(("[" + text + "]").dropFirst().dropLast())
        #expect(sliced.withBorrowedUTF8 { Array($0) } == Array(text.utf8))
    }

    @Test func readsArrayElementsInPlace() {
        var generator = SeededGenerator(seed: 531)
        let pieces = ["2026/", "2026-11-30-", "squat", "bench", ".md", "é", "💪", "-sync-conflict-20261130-101010-ABCDEFG"]
        let paths = (0..<200).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for index in paths.indices {
            #expect(paths[index].withBorrowedUTF8 { Array($0) } == Array(paths[index].utf8))
            // A string on the heap is read where it is, not from a copy of its bytes.
            guard paths[index].utf8.count > 15 else { continue }
            let own = paths[index].utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
            #expect(paths[index].withBorrowedUTF8 { UInt(bitPattern: $0.baseAddress) } == own)
        }
    }
}
