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
        var lines: [String] = []
        var line = ""
        for word in entry.explanation.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > 80 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return "\(entry.id): \(entry.title)\n\n" + lines.map { $0 + "\n" }.joined()
    }

    package static let entries: [Entry] = [
        Entry(id: "amrap-short", title: "an AMRAP set short of its minimum", explanation: "The ticked AMRAP set has fewer reps than the week prescribes (5, 3 or 1). Fine if that is what happened; Wendler suggests lowering the training max when the minimum is missed (`plusmd tm set LIFT WEIGHT`)."),
        Entry(id: "amrap-without-reps", title: "a ticked AMRAP set that still shows `5+`", explanation: "The box is ticked but the reps still read `5+`, so plusmd counts the minimum. Write the reps you did over `5+`, e.g. `270 x 8`, so the e1RM, PRs and next cycle's TM use them."),
        Entry(id: "bad-cause", title: "a training-max entry with an unknown cause", explanation: "`cause:` in a training-max entry is `start` (the starting TMs, from `plusmd init`) or `manual` (a TM set by hand, from its date on)."),
        Entry(id: "bad-date", title: "a `date:` that is not a day", explanation: "`date:` is a day, `2026-11-30`, or a date-time as Obsidian and other tools write it (`2026-11-30T18:30`, `2026-11-30 18:30:00`, with or without an offset); the workout belongs to the date part as written."),
        Entry(id: "bad-scheme", title: "a sheet's `scheme:` or `supplemental:` that plusmd does not know", explanation: "A sheet of a program says where it sits: `scheme:` is 531, 5s_pro, 351, deload (the 7th-week deload) or tm_test (the 7th-week TM test), and `supplemental:` is bbb, fsl, ssl, bbs, widowmaker or none. plusmd writes them; fix a typo by hand."),
        Entry(id: "sheet-outside-program", title: "a sheet that fits no block of the program", explanation: "Every sheet of a cycle should belong to the block the cycle's first sheet names (`block:` and `scheme:` in the front matter), and carry a week that block has (1 to 3 or 4, or 7 for a 7th week). A sheet that does not is still counted as written; check its front matter, or move it to the right cycle."),
        Entry(id: "bad-setting", title: "a value in plusmd.yaml that plusmd cannot use", explanation: "The message says which key and what it takes (a weight of 0 or more, whole seconds from 0 to 3600, a percent in range, `lb` or `kg`, a list of lifts). A timer setting that is wrong falls back to its default with a warning and never blocks the training numbers; a wrong training setting (bar, plates, units, order, tm_percent) is an error."),
        Entry(id: "bad-units", title: "`units:` that is neither lb nor kg", explanation: "`units:` is `lb` or `kg`, the unit every weight of the file is in."),
        Entry(id: "bad-weight", title: "a weight that does not parse", explanation: "Weights are numbers with at most two decimals, `315`, `102.5` or `102,5`, no unit and no sign."),
        Entry(id: "conflict-copy", title: "a sync tool's conflict copy", explanation: "Syncthing, Dropbox, Nextcloud, ownCloud, Resilio, iCloud, Google Drive and OneDrive keep both versions when two devices change a file at once, by copying one under a new name. plusmd never counts such a copy (not in PRs, TMs, calendars, exports or the settings), whatever it holds, so a day is never doubled and a TM never overridden. Compare the copy with the original (`diff ORIGINAL COPY`), keep what is right in the original and delete the copy."),
        Entry(id: "duplicate-key", title: "a key written twice in the front matter or plusmd.yaml", explanation: "YAML keeps the last value of a key written twice; plusmd does the same and says so. Delete the line you do not mean."),
        Entry(id: "duplicate-reset", title: "a second reset to the same cycle", explanation: "Two reset entries start the same cycle; the first by date and name counts. Delete the other file."),
        Entry(id: "duplicate-sheet", title: "a second sheet for one cycle, week and lift", explanation: "Two files say they are the same lift's sheet of the same cycle and week. plusmd counts one: the one with every working set done, else the earlier by date and name. Keep what is right in one file and delete the other."),
        Entry(id: "lift-on-wrong-day", title: "a sheet whose `day:` has no such lift", explanation: "In a program built from days (`program: days:`, `beginners`, `two_day`), `day:` says which of the week's sessions a sheet is. This sheet names a day whose list does not have its lift, so it counts for the lift's first day of the week still without a sheet. Lifting a day's lifts on another date is fine; fix `day:` to one of the lift's days to silence this."),
        Entry(id: "day-without-days", title: "a `day:` in a week without days", explanation: "`day:` is read only in a program built from days. This sheet's week has none (no `days:` in `program:`, or the sheet was written before the program had them), so the line is ignored: the sheet counts for its lift, as any sheet of the original layout."),
        Entry(id: "day-missing", title: "a sheet of a week of days that says no `day:`", explanation: "In a program built from days a lift may come on several days, so a sheet says which session it is (`day: 3`; plusmd writes it). A sheet without it, hand-written or from another tool, counts for its lift's first day of the week that has no sheet of its own; add the line to say which day it is."),
        Entry(id: "day-not-a-number", title: "a `day:` that is not a day of a program's week", explanation: "`day:` is a whole number from 1 to 7, the day of a program built from days (`program: days:`, `beginners`, `two_day`). Anything else there (`day: Monday`) is ignored, and the sheet counts as if the line were not there."),
        Entry(id: "lift-not-in-days", title: "a sheet of a lift on no day of the program's week", explanation: "The program's `days:` lists the lifts of each day; this sheet's lift is on none of them, so it is not counted. Add the lift to a day to train it, or move the sheet out of the journal."),
        Entry(id: "empty-training-max", title: "a training-max entry that sets no lift", explanation: "A training-max entry (`entry: training_max`) holds one line per lift, such as `squat: 315`."),
        Entry(id: "assistance-line", title: "an assistance line whose numbers are not read", explanation: "Under `## Assistance` a line gives the reps done: of each set (`Chin-up: 10, 8, 8, 6`), or sets × reps (`Chin-up 5 x 10`), with a weight first if any (`Dip +25 lb: 3 x 8`; an assisted exercise as a negative weight, `Assisted pull-up -40 lb: 3 x 8`). A line with other numbers is kept and ticked as written, but its reps are not counted. Assistance never counts for TMs or PRs."),
        Entry(id: "sheet-too-complex", title: "a sheet past the bounds of one sheet", explanation: "A sheet is a few dozen lines; one with more than 10,000 lines, more than 1,000 set lines, quotes (`>`) or list markers nested more than 32 deep on one line or lines indented more than 256 columns is not read, so that no file can cost seconds in every command. The error names the first line past the bound; split or trim the file."),
        Entry(id: "file-too-large", title: "a file too large to be a journal entry", explanation: "A sheet is a few kilobytes; a Markdown file over 4 MB with front matter or a sheet's name is not read, so a stray large file cannot slow every command. Move it out of the journal if it is not an entry."),
        Entry(id: "front-matter", title: "front matter that is not a YAML mapping between `---` lines", explanation: "A sheet starts with `---`, then `key: value` lines (`date:`, `lift:`, `cycle:`, `week:`), then `---` (or `...`)."),
        Entry(id: "future-date", title: "a sheet or TM entry dated after today", explanation: "plusmd treats it as done on that day. Fix `date:` if it is a typo."),
        Entry(id: "git-conflict-markers", title: "git conflict markers in a file", explanation: "A merge or rebase stopped and left `<<<<<<<`, `=======` and `>>>>>>>` lines in the file. Keep the right lines, delete the markers, then commit (`plusmd sync` refuses until then)."),
        Entry(id: "invalid-utf8", title: "bytes that are not UTF-8", explanation: "The file holds invalid UTF-8 (shown as U+FFFD). Save it as UTF-8."),
        Entry(id: "invalid-yaml", title: "front matter that YAML cannot parse", explanation: "libyaml could not parse the front matter at the given line and column; the message says what it expected. A common cause is an unquoted `:` or `#` in a value: quote the value."),
        Entry(id: "lift-not-in-order", title: "a sheet of a lift the program does not train", explanation: "The lift is not in `order:` in plusmd.yaml, so a sheet of it is not counted, a training-max line for it is not applied and a plusmd.yaml key naming it (`lifts:`, `assistance:`, `program: increments:`) is ignored. Add the lift to `order:` to train it, or fix the name."),
        Entry(id: "link-not-followed", title: "a symbolic link that leads outside the journal or in a loop", explanation: "plusmd reads only files inside the journal folder and never follows a link out of it. Move the files into the journal, or point the link inside it."),
        Entry(id: "missing-key", title: "a required front-matter key is missing", explanation: "A sheet needs `date:`, `lift:`, `cycle:` and `week:`; a training-max entry `date:` and at least one lift; a reset entry `date:` and `cycle:`."),
        Entry(id: "no-week3-result", title: "week 3 without a counting AMRAP set", explanation: "After week 3 each lift's TM for the next cycle comes from its week-3 AMRAP set. When that set is not ticked, was skipped (`[-]`) or failed (0 reps), the lift keeps its TM."),
        Entry(id: "no-working-sets", title: "a sheet without working sets", explanation: "A lift is done for the week when each working set is ticked or skipped; a sheet without a `## Working` section can never be done. Add the section with its three sets."),
        Entry(id: "out-of-range", title: "a number outside its range", explanation: "`week:` is 1 to 4 (4 is the deload) and `cycle:` 1 or more."),
        Entry(id: "quoted-number", title: "a number written as quoted text", explanation: "`week: \"1\"` is read as the number 1 (as text-typed properties in Obsidian write it); only `check --strict` mentions it. Write it without quotes, as plusmd does."),
        Entry(id: "read-as-note", title: "front matter that looks like a sheet but has no lift", explanation: "A file with `date:` and `cycle:` or `week:` but no `lift:` or `entry:` is read as a note, not a sheet. Add `lift:` if it is a sheet."),
        Entry(id: "set-line", title: "a line in a set section that looks like a set but cannot be read", explanation: "Under `## Warmup`, `## Working` and `## BBB`, each set is a task-list item at any indentation: `- [ ] 205 x 5`, `- [x] 235 x 9` (an AMRAP: write the reps you got over `5+`), `- [-] 205 x 5` (skipped). A line with a box, a weight and reps that plusmd cannot read is an error, never skipped in silence: fix it so it reads `- [x] WEIGHT x REPS`."),
        Entry(id: "stale-sheet", title: "a sheet's numbers no longer match the replay", explanation: "The sheet's `training_max:` was computed from a TM that has since changed (a week-3 sheet removed, a TM set by hand, an AMRAP corrected). An untouched sheet (no box ticked, bytes as plusmd wrote them) is rewritten by `plusmd next` with the right numbers after saying so; a sheet you have edited or ticked is never rewritten: change its weights by hand if they should follow."),
        Entry(id: "stray-set-line", title: "a set line outside every set section", explanation: "A task-list set above the first `## Warmup`/`## Working`/`## BBB` heading is not counted. Move it under its section."),
        Entry(id: "unit-mismatch", title: "weights in another unit than the journal's", explanation: "Every weight of a journal is in its `units:` (lb or kg). Convert the file's weights and set its `units:` to the journal's."),
        Entry(id: "unknown-box", title: "a task box other than `[ ]`, `[x]` and `[-]`", explanation: "`[ ]` is to do, `[x]` done, `[-]` skipped (Obsidian's cancelled). Other characters (`[?]`, `[/]`, `[>]`) are read as not done."),
        Entry(id: "unknown-entry", title: "an `entry:` kind plusmd does not know", explanation: "`entry:` is `workout` (or absent, with `lift:`), `training_max` or `reset`."),
        Entry(id: "unknown-key", title: "a key plusmd does not read", explanation: "Unknown keys are kept and ignored; the message suggests the closest known key when there is one (a typo such as `wek:`)."),
        Entry(id: "unknown-lift", title: "a lift plusmd does not know", explanation: "A journal trains the lifts its settings' `order` names: squat, bench, deadlift and press by default (aliases such as `ohp`, `bench press` are read too), and any other lift added to `order` (`front squat`). A name that cannot be a lift (other characters than letters, digits, spaces, `-`, `_`, `'`; over 40 characters), or one within two edits of a lift of `order` in a sheet, a training-max entry or plusmd.yaml, is this error; the file or line is ignored until it is fixed."),
        Entry(id: "implausible-weight", title: "a ticked weight far above the sheet's heaviest set", explanation: "A ticked set weighs more than 25 % above the heaviest set its sheet prescribes (50 % for a joker set), judged from the sheet's own `training_max:`. Usually a typo (`3250 x 6` for `325 x 6`): fix the line, since a ticked set's weight decides records and the next cycle's TM. If it really was lifted, the TM is far too low: `plusmd tm set`."),
        Entry(id: "unloadable", title: "a weight the plates cannot make", explanation: "With the bar and plates of plusmd.yaml the weight cannot be loaded exactly; the message gives the nearest lower load. Check the weight, or `bar` and `plates`."),
        Entry(id: "unreadable", title: "a file that cannot be read", explanation: "The file could not be opened or read (permissions, a broken disk, a file that vanished mid-read). Nothing that depends on it is certain."),
        Entry(id: "unticked-reps", title: "reps over the target on an unticked line", explanation: "The reps were changed (say `5+` to `9`) but the box was not ticked, so the set does not count. Tick the box if you did it: `- [x] 270 x 9`."),
        Entry(id: "week-order", title: "a week whose previous week is not finished", explanation: "plusmd expects weeks in order, each with every lift done (or skipped). Check the sheet's `cycle:`, `week:` and `date:`."),
        Entry(id: "yaml-ambiguous", title: "a value YAML 1.1 and 1.2 tools read differently", explanation: "`no`, `yes`, `on`, `off` are booleans to YAML 1.1 tools and text to YAML 1.2 ones (plusmd). Quote the value if it is text."),
    ]
}
