import PlusCore

/// The closing line of `plusmd check`: `24 files checked: 1 error, 2 warnings.`
package enum CheckReportText {
    package static func summary(_ report: CheckReport) -> String {
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return report.findings.isEmpty
            ? "\(plural(report.files, "file")) checked: no problems.\n"
            : "\(plural(report.files, "file")) checked: \(plural(report.errors, "error")), \(plural(report.warnings, "warning")).\n"
    }
}
