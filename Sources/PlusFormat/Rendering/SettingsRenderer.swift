import PlusCore
import PlusTemplates

/// Renders settings as the commented `plusmd.yaml` that `plusmd init` writes (from
/// `templates/plusmd.yaml`). Only plain numbers, `true`/`false` and lift names are written, so no
/// value can be misread by a YAML 1.1 or 1.2 tool.
package enum SettingsRenderer {
    package static func yaml(_ settings: Settings) -> String {
        Template.fill(
            Templates.settings,
            [
                "bbb_enabled": settings.bbbEnabled ? "true" : "false",
                "bbb_percent": settings.bbbPercent.description,
                "rest_warmup": String(settings.rest[.warmup] ?? 60),
                "rest_working": String(settings.rest[.working] ?? 180),
                "rest_bbb": String(settings.rest[.bbb] ?? 90),
                "chime": settings.chime?.rawValue ?? "none",
                "units": settings.units.rawValue,
                "bar": settings.bar.description,
                "plates": settings.plates.map(\.description).joined(separator: ", "),
                "order": settings.order.map(\.rawValue).joined(separator: ", "),
                "tm_percent": settings.tmPercent.description,
                "git_autocommit": settings.gitAutocommit ? "true" : "false",
            ])
    }
}

/// Renders a training-max entry file (the starting TMs from `init`, or one set by hand).
package enum TrainingMaxEntryRenderer {
    /// The entry's Markdown: front matter with `entry: training_max`, `date`, `cause`, `units` and
    /// one key per lift, then a sentence for people.
    package static func markdown(
        date: Day, cause: TrainingMaxEntry.Cause, values: [(Lift, Weight)], units: WeightUnit,
        note: String, source: String? = nil, baseline: [(Lift, Weight)] = []
    ) -> String {
        var text = "---\nentry: training_max\ndate: \(date)\ncause: \(cause.rawValue)\nunits: \(units.rawValue)\n"
        if let source { text += "source: \(doubleQuoted(source))\n" }
        for (lift, weight) in values { text += "\(lift.rawValue): \(weight)\n" }
        if !baseline.isEmpty {
            text += "baseline_e1rm:\n"
            for (lift, weight) in baseline { text += "  \(lift.rawValue): \(weight)\n" }
        }
        text += "---\n# Training max\n\n\(note)\n"
        return text
    }

    /// `text` as a YAML double-quoted scalar: `\` and `"` escaped, control characters as `\uXXXX`.
    package static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
