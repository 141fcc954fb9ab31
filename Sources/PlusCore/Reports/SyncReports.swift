/// `plusmd sync --status`: the git state (the fields of `SyncSummary`, at the top level) and
/// why the fetch failed, if it did.
package struct SyncStatusReport: Report, Equatable {
    package var version = reportSchemaVersion
    package var sync: SyncSummary
    package var fetchError: String?

    package init(sync: SyncSummary, fetchError: String?) {
        self.sync = sync
        self.fetchError = fetchError
    }

    enum CodingKeys: String, CodingKey { case version, fetchError }

    package func encode(to encoder: any Encoder) throws {
        try sync.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(fetchError, forKey: .fetchError)
    }

    package init(from decoder: any Decoder) throws {
        sync = try SyncSummary(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        fetchError = try container.decodeIfPresent(String.self, forKey: .fetchError)
    }
}

/// `plusmd sync [--dry-run]`: what was (or would be) committed, pulled and pushed, and the state
/// after. Printed for every outcome, a failure included (`status` `error` or `conflict`, with
/// `error` saying why).
package struct SyncRunReport: Report, Equatable {
    /// The commit made (or that would be made).
    package struct Commit: Codable, Sendable, Equatable {
        /// One file of the commit: its journal-relative path and `added`, `modified` or `deleted`.
        package struct File: Codable, Sendable, Equatable {
            package var path: String
            package var change: String
            package init(path: String, change: String) {
                self.path = path
                self.change = change
            }
        }

        package var subject: String
        package var message: String
        package var files: [File]

        package init(subject: String, message: String, files: [File]) {
            self.subject = subject
            self.message = message
            self.files = files
        }
    }

    package var version = reportSchemaVersion
    /// `synced`, `up_to_date`, `committed`, `dry_run`, `conflict`, `error`, or another outcome word.
    package var status: String
    package var pulled: Int
    package var pushed: Int
    @Nullable package var upstream: String?
    @Nullable package var commit: Commit?
    package var sync: SyncSummary
    package var error: String?

    package init(status: String, pulled: Int, pushed: Int, upstream: String?, commit: Commit?, sync: SyncSummary, error: String?) {
        self.status = status
        self.pulled = pulled
        self.pushed = pushed
        self.upstream = upstream
        self.commit = commit
        self.sync = sync
        self.error = error
    }
}
