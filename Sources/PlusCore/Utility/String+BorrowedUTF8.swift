extension String {
    /// Calls `body` with this string's UTF-8 bytes, read in place when the string keeps them
    /// contiguous (every native string: all of a journal's paths and texts), else from a copy.
    ///
    /// Unlike `withUTF8`, which needs a `var` (so a copy: a reference count taken on the
    /// storage and given back), this reads a borrowed string, an array's element included. A
    /// pass over a journal's paths would otherwise take such a count on each, an atomic write
    /// apiece to a line often in the other core's cache.
    @inlinable @inline(__always)
    package func withBorrowedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
