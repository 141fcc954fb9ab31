import PlusCore

/// The text rendering of `TimerPresetsReport`.
package enum TimerPresetsReportText {
    /// The presets, the chime and how to start a rest. `source` names where the presets come from
    /// (`from plusmd.yaml`, `defaults: no journal here`), already safe for the terminal.
    package static func text(_ report: TimerPresetsReport, source: String) -> String {
        var text = "Rest presets (\(source)):\n"
        for kind in SetKind.allCases where kind != .joker {
            text += "  \(kind.rawValue.padding(to: 8)) \(RestDuration.text(report.presets[kind]))\n"
        }
        text += "Chime: \(report.chime ?? "none") (\(report.chimes.joined(separator: ", ")); "
        text += "hear one with `plusmd timer --chime NAME --preview`)\n"
        text += "Start one with `plusmd timer working`, or a duration: `plusmd timer 90`, `1:30`, `2m`.\n"
        return text
    }
}
