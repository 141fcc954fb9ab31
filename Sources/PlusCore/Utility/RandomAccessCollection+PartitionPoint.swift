extension RandomAccessCollection {
    /// The index of the first element for which `isAfter` holds, in a collection where it holds
    /// for a suffix only (every element it holds for comes after every one it does not); `endIndex`
    /// when it holds for none. Halving: O(log n) calls of `isAfter`. The one binary search behind
    /// plusmd's look-ups in sorted tables (new files' names, each sheet's cycle, TMs in force).
    package func partitionPoint(where isAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
