import PlusCore
import PlusTestSupport
import Testing

/// `partitionPoint(where:)`, the binary search behind new files' names, each sheet's cycle and the
/// TMs in force, must find what a walk from the start finds.
@Suite struct PartitionPointTests {
    @Test func findsTheFirstElementAfterTheBoundary() {
        var generator = SeededGenerator(seed: 531)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let sorted = (0..<count).map { _ in Int.random(in: 0...20, using: &generator) }.sorted()
            for key in -1...21 {
                let expectedAfter = sorted.firstIndex { $0 > key } ?? sorted.endIndex
                let expectedAtOrAfter = sorted.firstIndex { $0 >= key } ?? sorted.endIndex
                #expect(sorted.partitionPoint { $0 > key } == expectedAfter, "\(sorted) \(key)")
                #expect(sorted.partitionPoint { $0 >= key } == expectedAtOrAfter, "\(sorted) \(key)")
                // A slice keeps its own indices.
                let slice = sorted.dropFirst(count / 2)
                #expect(slice.partitionPoint { $0 > key } == (slice.firstIndex { $0 > key } ?? slice.endIndex))
            }
        }
    }

    @Test func callsThePredicateAboutLogNTimes() {
        let sorted = Array(0..<20_000)
        var calls = 0
        _ = sorted.partitionPoint { calls += 1; return $0 > 12_345 }
        #expect(calls <= 15)
    }
}
