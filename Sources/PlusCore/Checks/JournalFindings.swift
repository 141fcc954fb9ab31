/// Every finding about a journal — each file's, the replay's, the whole-journal checks' and the
/// file names' — merged once, and the rules for which of them a command shows and which stop it.
///
/// - An error stops only what it can make wrong (`blocksNextSheet`): read-only reports still print,
///   `next` and `log` refuse to write while an error sits in a file that feeds the sheet they would
///   write.
/// - Ordinary commands repeat warnings only for the current cycle; `check` lists them all.
/// - A file with an error brings no train of consequential warnings from the replay and checks.
package struct JournalFindings: Sendable {
    /// Every finding, deduplicated and sorted by path, line and message.
    package private(set) var all: [Diagnostic]

    /// Merges the per-file diagnostics (`files`: decoding, settings, listing) with the replay's and
    /// the whole-journal checks' (`derived`), dropping derived warnings about a file that has an
    /// error. Strict-only warnings (`Diagnostic.isStrictOnly`) are kept only when `strict`.
    package init(files: [Diagnostic], derived: [Diagnostic], strict: Bool = false) {
        let broken = Set(files.filter { $0.severity == .error }.map(\.location.path))
        let kept = derived.filter { $0.severity == .error || !broken.contains($0.location.path) }
        all = Array(Set(files + kept)).sorted().shown(strict: strict)
    }

    /// The errors.
    package var errors: [Diagnostic] { all.filter { $0.severity == .error } }

    /// The commands that say a warning about the lifter's progress, by its id: where it helps
    /// (`check` lists every finding). Other commands (`plates`, `cal`, `export`, …) only count it,
    /// so one short AMRAP set or a stale sheet is not repeated by every command.
    package static let commandsThatSay: [String: Set<String>] = [
        "stale-sheet": ["status", "next", "log", "show", "tm"],
        "amrap-short": ["status", "next", "log", "show", "tm", "prs"],
        "no-week3-result": ["status", "next", "log", "tm"],
    ]

    /// What an ordinary command shows: every error, every file set aside (conflict copies,
    /// duplicates), and the warnings that concern the current cycle or no cycle at all (settings,
    /// entries); older sheets' other warnings, and the warnings inside a file that is not counted
    /// (besides the one that says so), are left to `check` and only counted, as are the progress
    /// warnings `command` does not say (`commandsThatSay`; every command says them when nil).
    package func shown(
        in journal: ResolvedJournal, command: String? = nil
    ) -> (shown: [Diagnostic], olderWarnings: Int, setAsideWarnings: Int, otherCommandWarnings: Int) {
        let current = journal.state.position.cycle
        let setAside = Set(journal.setAside.map(\.path))
        var shown: [Diagnostic] = []
        var older = 0
        var insideSetAside = 0
        var elsewhere = 0
        for diagnostic in all {
            // A file that is not counted (a sync copy, a second sheet) is named by every command,
            // whatever its cycle: it may hold what the lifter meant to keep.
            let isSetAside = diagnostic.id == "conflict-copy" || diagnostic.id == "duplicate-sheet"
            if diagnostic.severity == .warning, !isSetAside, setAside.contains(diagnostic.location.path) {
                insideSetAside += 1
            } else if diagnostic.severity == .warning, !isSetAside, let cycle = journal.cycle(ofFile: diagnostic.location.path),
                cycle < current
            {
                older += 1
            } else if diagnostic.severity == .warning, let command, let commands = Self.commandsThatSay[diagnostic.id],
                !commands.contains(command)
            {
                elsewhere += 1
            } else {
                shown.append(diagnostic)
            }
        }
        return (shown, older, insideSetAside, elsewhere)
    }

    /// The errors that could change the next sheet: those in the settings, in a TM or reset
    /// entry, in a file whose kind is unknown (it could be any of them), in a week-3 sheet (it
    /// feeds the TMs) or in a sheet of the current or previous cycle (they place the lifter).
    /// An error in an older week 1, 2 or 4 sheet, or in a set-aside file, changes nothing `next`
    /// or `log` writes.
    package func blockingNextSheet(in journal: ResolvedJournal) -> [Diagnostic] {
        guard !errors.isEmpty else { return [] }
        let current = journal.state.position.cycle
        let setAside = Set(journal.setAside.map(\.path))
        // Only the sheets errors point at are looked up (the first of a path, as ever).
        let errorPaths = Set(errors.map(\.location.path))
        var sheets: [String: Workout] = [:]
        for workout in journal.journal.workouts where errorPaths.contains(workout.path) && sheets[workout.path] == nil {
            sheets[workout.path] = workout
        }
        return errors.filter { error in
            let path = error.location.path
            if setAside.contains(path) { return false }
            guard let sheet = sheets[path] else { return true }
            return sheet.week == Program.progressionWeek || sheet.cycle >= current - 1
        }
    }
}
