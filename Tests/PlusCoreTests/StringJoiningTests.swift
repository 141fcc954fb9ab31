import PlusCore
import PlusTestSupport
import Testing

/// PlusCore's `[String].joined(separator:)` stands in for the standard library's in every
/// module: it must give the same text for every array and separator.
@Suite struct StringJoiningTests {
    @Test(arguments: [
        [], [""], ["a"], ["a", "b"], ["", ""], ["squat", "bench", "deadlift", "press"],
        ["Übung", "é", "🏋️‍♀️", "a\u{301}"], ["line\n", "\n"],
    ] as [[String]])
    func joinsAsTheStandardLibraryDoes(parts: [String]) {
        for separator in ["", ", ", " and ", "\u{301}", "🏋️"] {
            // An ArraySlice is not an Array: it reaches the standard library's own join.
            #expect(parts.joined(separator: separator) == parts[...].joined(separator: separator))
        }
        #expect(parts.joined() == parts[...].joined())
    }

    @Test func randomArraysJoinTheSame() {
        var generator = SeededGenerator(seed: 531)
        let pieces = ["", "a", "bc", " ", "é", "💪", "x\u{301}", ",", "long piece of text"]
        for _ in 0..<500 {
            let parts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            let separator = pieces.randomElement(using: &generator)!
            #expect(parts.joined(separator: separator) == parts[...].joined(separator: separator))
        }
    }
}
