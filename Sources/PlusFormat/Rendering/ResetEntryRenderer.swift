import PlusCore

/// Renders a reset entry file, as `plusmd reset` writes it.
package enum ResetEntryRenderer {
    /// Front matter with `entry: reset`, `date` and `cycle` (the cycle that starts at week 1), then
    /// a paragraph for people.
    package static func markdown(date: Day, cycle: Int, note: String) -> String {
        "---\nentry: reset\ndate: \(date)\ncycle: \(cycle)\n---\n# Reset\n\n\(note)\n"
    }
}
