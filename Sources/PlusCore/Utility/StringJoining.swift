extension Array where Element == String {
    /// The strings with `separator` between them: the standard library's `joined(separator:)`,
    /// written out for arrays of strings.
    ///
    /// Every source file that joins strings imports PlusCore, so this more specific overload is
    /// the one its `[String]` joins call (`[Substring]`, slices and other sequences keep the
    /// standard library's). The standard library's is reached through its generic entry point,
    /// whose first call in a run does runtime type and conformance look-ups (a scan of every
    /// conformance in the static binary). `StringJoiningTests` holds the two equal.
    package func joined(separator: String) -> String {
        guard var text = first else { return "" }
        var length = text.utf8.count
        for part in self.dropFirst() { length += separator.utf8.count + part.utf8.count }
        text.reserveCapacity(length)
        for part in self.dropFirst() {
            text.append(separator)
            text.append(part)
        }
        return text
    }

    /// The strings one after another: `joined(separator: "")`, for the same reason.
    package func joined() -> String { joined(separator: "") }
}
