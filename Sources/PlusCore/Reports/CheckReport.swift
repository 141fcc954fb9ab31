/// `plusmd check`: every finding about the journal, errors and warnings of every cycle.
package struct CheckReport: Report, Equatable {
    /// One finding: where (journal-relative path, 1-based line and column), how bad, what and
    /// what to do, with its stable id (`plusmd check --explain ID`).
    package struct Finding: Codable, Sendable, Equatable {
        package var path: String
        @Nullable package var line: Int?
        @Nullable package var column: Int?
        package var severity: String
        package var id: String
        package var message: String
        package var hint: String

        package init(_ diagnostic: Diagnostic) {
            path = diagnostic.location.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            id = diagnostic.id
            message = diagnostic.message
            hint = diagnostic.hint
        }
    }

    package var version = reportSchemaVersion
    /// Files checked: every Markdown file and `plusmd.yaml`.
    package var files: Int
    package var errors: Int
    package var warnings: Int
    package var findings: [Finding]
    /// True when the findings count (errors; with `--strict`, warnings too): exit status 3.
    package var failed: Bool

    package init(_ findings: JournalFindings, files: Int, strict: Bool) {
        self.files = files
        errors = findings.errors.count
        warnings = findings.all.count - errors
        self.findings = findings.all.map(Finding.init)
        failed = errors > 0 || (strict && warnings > 0)
    }
}
