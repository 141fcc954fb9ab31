/// The kinds of finding plusmd reports, by stable id: what each means and what to do.
/// `plusmd check --explain ID` prints an entry; a test keeps every id used in the code here.
package enum DiagnosticCatalog {
    /// One kind of finding.
    package struct Entry: Sendable, Equatable {
        package var id: String
        /// One line: what the finding is.
        package var title: String
        /// Why it matters and what to do, a paragraph.
        package var explanation: String
    }

    /// The entry for `id`, if there is one.
    package static func entry(_ id: String) -> Entry? { entries.first { $0.id == id } }

    /// `ID: title`, a blank line, the explanation.
    package static func text(_ entry: Entry) -> String {
        "\(entry.id): \(entry.title)\n\n\(entry.explanation)\n"
    }

    package static let entries: [Entry] = [
        Entry(
            id: "conflict-copy", title: "a sync tool's conflict copy",
            explanation: """
                Syncthing, Dropbox, Nextcloud, ownCloud, Resilio, iCloud, Google Drive and OneDrive keep both
                versions when two devices change a file at once, by copying one under a new name. plusmd never
                counts such a copy (not in PRs, TMs, calendars, exports or the settings), whatever it holds, so
                a day is never doubled and a TM never overridden. Compare the copy with the original
                (`diff ORIGINAL COPY`), keep what is right in the original and delete the copy.
                """),
        Entry(
            id: "duplicate-sheet", title: "a second sheet for one cycle, week and lift",
            explanation: """
                Two files say they are the same lift's sheet of the same cycle and week. plusmd counts one:
                the one with every working set ticked, else the earlier by date and name. Keep what is right
                in one file and delete the other.
                """),
        Entry(
            id: "set-line", title: "a line in a set section that looks like a set but cannot be read",
            explanation: """
                Under `## Warmup`, `## Working` and `## BBB`, each set is a task-list item: `- [ ] 205 x 5`,
                `- [x] 235 x 9` (an AMRAP: write the reps you got over `5+`), `- [-] 205 x 5` (skipped). A line
                with a box, a weight and reps that plusmd cannot read is an error, never skipped in silence:
                fix the line so it reads `- [x] WEIGHT x REPS`.
                """),
        Entry(
            id: "stale-sheet", title: "a sheet's numbers no longer match the replay",
            explanation: """
                The sheet's `training_max:` or set weights were computed from a TM that has since changed (a
                week-3 sheet removed, a TM set by hand, an AMRAP corrected). An untouched sheet (no box
                ticked) is rewritten by `plusmd next` with the right numbers after saying so; a sheet with a
                ticked box is never rewritten: edit its weights by hand if you want them to match.
                """),
        Entry(
            id: "lift-not-in-order", title: "a sheet of a lift the program does not train",
            explanation: """
                The sheet's lift is not in `order:` in plusmd.yaml, so the sheet is not counted. Add the lift
                to `order:` to train it, or fix the sheet's `lift:`.
                """),
    ]
}
