/// Findings from file names alone: copies made by sync tools.
package enum ListingFindings {
    /// A warning for every path whose name is a sync tool's conflict copy, except `excluded`
    /// (entries, which the resolved journal reports).
    package static func conflictCopies(in paths: [String], excluding excluded: Set<String> = []) -> [Diagnostic] {
        paths.compactMap { path in
            guard !excluded.contains(path),
                let service = SyncConflictName.service(ofPath: path)
            else { return nil }
            // A copy of the settings names its original; other files' originals are not known by name.
            let isSettings = !path.contains("/") && path.hasPrefix("plusmd") && path.hasSuffix(".yaml")
            return SetAsideFile.conflictCopyDiagnostic(path: path, service: service, original: isSettings ? "plusmd.yaml" : nil)
        }
    }
}
