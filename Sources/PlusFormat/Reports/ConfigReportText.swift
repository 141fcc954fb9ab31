import PlusCore

/// The text of `plusmd config`: a block per group, a line per setting with its value, where the
/// value comes from (`set` in plusmd.yaml, `default`, or the `journal`'s TM entries) and what it is.
package enum ConfigReportText {
    package static func text(_ report: ConfigReport) -> String {
        let rows = report.groups.flatMap(\.settings)
        let keyWidth = rows.map(\.key.count).max() ?? 0
        let valueWidth = rows.map(\.value.description.count).max() ?? 0
        var output = ""
        for group in report.groups {
            output += "\(group.group)\n"
            for row in group.settings {
                let marker = row.isTrainingMax ? "journal" : row.isSet ? "set" : "default"
                let note =
                    row.isTrainingMax
                    ? "set with `plusmd tm set \(row.key.dropFirst("training_max.".count)) WEIGHT`"
                    : SettingKey.named(row.key)?.help ?? ""
                output += "  \(row.key.padding(to: keyWidth))  \(row.value.description.padding(to: valueWidth))  \(marker.padding(to: 7))  \(note)\n"
            }
        }
        return output
    }
}
