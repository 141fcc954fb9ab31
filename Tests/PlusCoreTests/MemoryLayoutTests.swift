import Testing

@testable import PlusCore

/// A 20-year journal holds a quarter of a million sets in memory: their size is peak memory (issue 14).
@Suite struct MemoryLayoutTests {
    @Test func aPerformedSetTakesFortyBytes() {
        #expect(MemoryLayout<PerformedSet>.stride <= 40)
    }
}
