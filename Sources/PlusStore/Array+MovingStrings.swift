extension Array where Element == String {
    /// Appends the strings of `other` by moving them, and leaves `other` empty or holding only
    /// empty strings.
    ///
    /// `append(contentsOf:)` copies each string (a reference count taken on its storage) and the
    /// source's release gives each back. When the strings were made on another thread, as a
    /// journal's folders are listed, each of those counts is an atomic write to a line in the
    /// other core's cache, one for every path. A move touches only the arrays' own storage; an
    /// empty string holds no storage, so `other` costs nothing to free.
    package mutating func appendMoving(_ other: inout [String]) {
        guard !other.isEmpty else { return }
        if isEmpty {
            swap(&self, &other)
            return
        }
        let start = count
        append(contentsOf: repeatElement("", count: other.count))
        withUnsafeMutableBufferPointer { target in
            other.withUnsafeMutableBufferPointer { source in
                for offset in source.indices { swap(&target[start + offset], &source[offset]) }
            }
        }
    }
}
