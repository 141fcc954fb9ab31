import Testing

@testable import PlusCore

/// A 20-year journal holds a quarter of a million sets in memory: their size is peak memory.
@Suite struct MemoryLayoutTests {
    @Test func aPerformedSetTakesFortyBytes() {
        #expect(MemoryLayout<PerformedSet>.stride <= 40)
    }
}

@Suite struct ExactCapacityTests {
    @Test func sameElementsInExactRoom() {
        for count in [0, 1, 2, 7, 12, 100] {
            var grown: [Int] = []
            for value in 0..<count { grown.append(value * 3) }
            // Room for 8 more than twice the count: malloc may hand the exact array a chunk up to
            // 31 bytes (three Ints) larger than asked, which its capacity then counts.
            grown.reserveCapacity(count * 2 + 8)
            let exact = grown.withExactCapacity()
            #expect(exact == grown)
            #expect(exact.capacity < grown.capacity || count == 0, "count \(count): exact \(exact.capacity), grown \(grown.capacity)")
        }
        let strings = (0..<9).map { "set \($0) with a long enough text to be on the heap" }
        #expect(strings.withExactCapacity() == strings)
    }
}
