/// Findings from file names alone: copies made by sync tools.
package enum ListingFindings {
    /// A warning for every conflict copy of `judged` (path → sync tool, as
    /// `JournalListing.conflictCopies` holds them), by path, except those in `excluded()` (entries,
    /// which the resolved journal reports; asked only when there is a copy).
    package static func conflictCopies(_ judged: [String: String], excluding excluded: () -> Set<String> = { [] }) -> [Diagnostic] {
        // A journal seldom has a copy, and then the set of files already reported is never built
        // (every path of the journal hashed for nothing).
        guard !judged.isEmpty else { return [] }
        let copies = judged.sorted { $0.key < $1.key }
        let excluded = excluded()
        return copies.compactMap { path, service in
            guard !excluded.contains(path) else { return nil }
            // A copy of the settings names its original; other files' originals are not known by name.
            let isSettings = !path.contains("/") && path.hasPrefix("plusmd") && path.hasSuffix(".yaml")
            return SetAsideFile.conflictCopyDiagnostic(path: path, service: service, original: isSettings ? "plusmd.yaml" : nil)
        }
    }
}
