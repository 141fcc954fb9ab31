/// Findings from file names alone: copies made by sync tools.
package enum ListingFindings {
    /// A warning for every path whose name is a sync tool's conflict copy, except those in
    /// `excluded()` (entries, which the resolved journal reports; asked only when a copy is found).
    package static func conflictCopies(in paths: [String], excluding excluded: () -> Set<String> = { [] }) -> [Diagnostic] {
        // Names are judged first: a journal seldom has a copy, and then the set of files already
        // reported is never built (20,000 paths hashed for nothing; issue 14).
        let copies = paths.compactMap { path in SyncConflictName.service(ofPath: path).map { (path, $0) } }
        guard !copies.isEmpty else { return [] }
        let excluded = excluded()
        return copies.compactMap { path, service in
            guard !excluded.contains(path) else { return nil }
            // A copy of the settings names its original; other files' originals are not known by name.
            let isSettings = !path.contains("/") && path.hasPrefix("plusmd") && path.hasSuffix(".yaml")
            return SetAsideFile.conflictCopyDiagnostic(path: path, service: service, original: isSettings ? "plusmd.yaml" : nil)
        }
    }
}
