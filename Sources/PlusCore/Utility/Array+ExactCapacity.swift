extension Array {
    /// The same elements in storage of exactly their number: an array built by appending keeps up
    /// to twice the room it needs, and a 20-year journal keeps 20,000 arrays of sets in memory.
    /// Costs one copy; `self` when it has no room to spare.
    package func withExactCapacity() -> [Element] {
        if isEmpty { return [] }
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = self.withUnsafeBufferPointer { source in
                buffer.baseAddress!.initialize(from: source.baseAddress!, count: source.count)
                return source.count
            }
        }
    }
}
