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
        note: String
    ) -> String {
        var text = "---\nentry: training_max\ndate: \(date)\ncause: \(cause.rawValue)\nunits: \(units.rawValue)\n"
        for (lift, weight) in values { text += "\(lift.rawValue): \(weight)\n" }
        text += "---\n# Training max\n\n\(note)\n"
        return text
    }
}
