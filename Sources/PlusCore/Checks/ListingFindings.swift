/// Findings from file names alone: copies made by sync tools.
package enum ListingFindings {
    /// A warning for every path whose name is a sync tool's conflict copy, except `excluded`
    /// (workout copies, which the replay already reports next to the sheet they duplicate).
    package static func conflictCopies(in paths: [String], excluding excluded: Set<String> = []) -> [Diagnostic] {
        paths.compactMap { path in
            guard !excluded.contains(path),
                let service = SyncConflictName.service(of: path.split(separator: "/").last ?? Substring(path))
            else { return nil }
            return Diagnostic(
                .warning, at: SourceLocation(path: path), "\(service) conflict copy",
                hint: "Two devices changed the same file. Compare it with the original, keep what is right "
                    + "in one file and delete the other. plusmd deletes nothing itself.")
        }
    }
}
