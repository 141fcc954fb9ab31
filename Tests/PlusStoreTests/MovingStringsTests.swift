import PlusTestSupport
import Testing

@testable import PlusStore

/// `[String].appendMoving` joins a journal's folder listings without copying their paths: the
/// result is `append(contentsOf:)`'s, and the source keeps no path.
@Suite struct MovingStringsTests {
    @Test(arguments: [
        ([], []), ([], ["a.md"]), (["a.md"], []), (["a.md"], ["b.md"]),
        (["2026/2026-01-05-squat.md", "2026/2026-01-06-bench.md"], ["2027/2027-01-04-press.md", "", "é.md"]),
    ] as [([String], [String])])
    func appendsAsAppendContentsOfDoes(first: [String], second: [String]) {
        var joined = first
        var source = second
        joined.appendMoving(&source)
        #expect(joined == first + second)
        #expect(source.allSatisfy { $0.isEmpty }, "no path is left behind")
    }

    @Test func randomListingsJoinInOrder() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<100 {
            var parts = (0..<Int.random(in: 0...5, using: &generator)).map { part in
                (0..<Int.random(in: 0...30, using: &generator)).map { "\(2000 + part)/\(2000 + part)-01-\($0)-squat.md" }
            }
            let expected = parts.flatMap { $0 }
            var joined: [String] = []
            for index in parts.indices { joined.appendMoving(&parts[index]) }
            #expect(joined == expected)
        }
    }
}
