/// One change `plusmd log` makes to a sheet's text; the CLI applies it with PlusFormat's
/// `SheetEditor`, which keeps every other byte of the file.
package enum SheetEdit: Sendable, Equatable {
    /// Rewrite the set on `line` (1-based): tick or untick it, with this weight and these reps;
    /// `plus` writes the AMRAP `+` after the reps (an unticked target such as `5+`).
    case set(line: Int, isDone: Bool, weight: Weight, reps: Int, plus: Bool)
    /// Replace the text under `## Notes`.
    case notes(String)
    /// Set the front matter's `date:` (a sheet written ahead, lifted on another day than planned).
    case date(Day)
}
