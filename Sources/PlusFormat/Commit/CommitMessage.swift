import PlusCore

/// Writes the commit message for a set of journal changes: a subject of at most 72 characters that
/// says what changed ("Log squat 2026-11-30, cycle 3 week 1", "Set press TM 140 from 2026-10-20",
/// "Log squat, bench 2026-11-30; update settings"), a blank line, and one line per file.
///
/// File names and text from files are shown as `TerminalSafe.escaped` shows them: a name with a
/// newline cannot add a line (a forged `Co-authored-by:` trailer), and escape sequences and bidi
/// controls never reach `git log`.
package enum CommitMessage {
    /// The longest subject line.
    package static let subjectLimit = 72

    /// The full message: subject, blank line, `- added 2026/2026-11-30-squat.md` lines.
    package static func make(_ changes: [FileChange]) -> String {
        let body = changes.sorted { $0.path < $1.path }.map { change in
            if case .renamed(let from) = change.kind { return "- renamed \(shown(from)) → \(shown(change.path))" }
            return "- \(change.kindName) \(shown(change.path))"
        }
        return subject(changes) + "\n\n" + body.joined(separator: "\n") + "\n"
    }

    /// `text` as one line without control characters, bidi controls or line separators.
    static func shown(_ text: String) -> String { TerminalSafe.escaped(text) }

    /// The subject line alone.
    package static func subject(_ changes: [FileChange]) -> String {
        let phrases = self.phrases(changes)
        for form in [\CommitPhrase.long, \CommitPhrase.short] {
            let line = shown(join(phrases.map { $0[keyPath: form] }))
            if line.count <= subjectLimit { return line }
        }
        let count = changes.count
        return "Update \(count) journal file\(count == 1 ? "" : "s")"
    }

    static func join(_ parts: [String]) -> String {
        parts.enumerated().map { index, part in
            index == 0 ? part : part.prefix(1).lowercased() + part.dropFirst()
        }.joined(separator: "; ")
    }

    /// Workouts (by day, then lift), training maxes, settings, then other files.
    static func phrases(_ changes: [FileChange]) -> [CommitPhrase] {
        var workouts: [(Workout, String)] = []
        var trainingMaxes: [CommitPhrase] = []
        var settings: [CommitPhrase] = []
        var others: [FileChange] = []
        var startedJournal = false
        let createsSettings = changes.contains { $0.path == SettingsDecoder.fileName && $0.kind == .added }
        for change in changes {
            if change.path == SettingsDecoder.fileName {
                if change.kind == .added { continue }
                settings.append(CommitPhrase(verb: "Update", long: change.kind == .deleted ? "Remove settings" : "Update settings"))
                continue
            }
            switch change.entry {
            case .workout(let workout):
                workouts.append((workout, workoutVerb(workout, change.kind)))
            case .trainingMax(let entry):
                if createsSettings && entry.cause.isStart && change.kind == .added {
                    trainingMaxes.insert(startPhrase(entry, journal: true), at: 0)
                    startedJournal = true
                } else {
                    trainingMaxes.append(trainingMaxPhrase(entry, change.kind))
                }
            case .reset(let entry):
                trainingMaxes.append(
                    CommitPhrase(verb: change.kind == .deleted ? "Remove" : "Reset", long: change.kind == .deleted ? "Remove reset to cycle \(entry.cycle)" : "Reset to cycle \(entry.cycle) week 1 from \(entry.date)"))
            case .note, nil:
                others.append(change)
            }
        }
        if createsSettings && !startedJournal { settings.insert(CommitPhrase(verb: "Create", long: "Create settings"), at: 0) }
        var merged: [CommitPhrase] = []
        for (workout, verb) in workouts.sorted(by: { ($0.0.date, $0.0.lift) < ($1.0.date, $1.0.lift) }) {
            let phrase = CommitPhrase(verb: verb, workout: workout)
            if let index = merged.firstIndex(where: { $0.verb == verb && $0.workout?.date == workout.date }) {
                _ = merged[index].merge(phrase)
            } else {
                merged.append(phrase)
            }
        }
        return merged + trainingMaxes + settings + otherPhrases(others)
    }

    /// Plan (a new, unticked sheet), Log (any set ticked), Skip (every set `[-]`, as `plusmd skip`
    /// writes), Edit (changed, nothing ticked), Remove.
    static func workoutVerb(_ workout: Workout, _ kind: FileChange.Kind) -> String {
        if kind == .deleted { return "Remove" }
        if !workout.sets.isEmpty && workout.sets.allSatisfy(\.isSkipped) { return "Skip" }
        if workout.sets.contains(where: \.isDone) { return "Log" }
        return kind == .added ? "Plan" : "Edit"
    }

    static func startPhrase(_ entry: TrainingMaxEntry, journal: Bool) -> CommitPhrase {
        let values = weights(entry)
        let head = journal ? "Start journal \(entry.date)" : "Set starting TMs"
        return CommitPhrase(verb: journal ? "Start" : "Set", long: values.isEmpty ? head : "\(head): \(values)", short: head)
    }

    static func trainingMaxPhrase(_ entry: TrainingMaxEntry, _ kind: FileChange.Kind) -> CommitPhrase {
        if entry.cause.isStart && kind != .deleted { return startPhrase(entry, journal: false) }
        let lifts = entry.values.keys.sorted()
        let verb = kind == .deleted ? "Remove" : "Set"
        let what = lifts.count == 1 ? "\(lifts[0].rawValue) TM" : "TMs"
        let values = lifts.count == 1 ? entry.values[lifts[0]].map { " \($0.weight)" } ?? "" : " " + weights(entry)
        return CommitPhrase(
            verb: verb, long: "\(verb) \(what)\(values) from \(entry.date)",
            short: "\(verb) \(lifts.count == 1 ? what : "TMs") \(entry.date)")
    }

    /// `squat 315, bench 225` in lift order.
    static func weights(_ entry: TrainingMaxEntry) -> String {
        entry.values.keys.sorted().compactMap { lift in entry.values[lift].map { "\(lift.rawValue) \($0.weight)" } }
            .joined(separator: ", ")
    }

    static func otherPhrases(_ others: [FileChange]) -> [CommitPhrase] {
        guard others.count > 1 else {
            return others.map { change in
                let name = change.path.split(separator: "/").last.map(String.init) ?? change.path
                let verb = switch change.kind {
                case .added: "Add"
                case .modified: "Update"
                case .deleted: "Remove"
                case .renamed: "Move"
                }
                return CommitPhrase(verb: verb, long: "\(verb) \(change.path)", short: "\(verb) \(name)")
            }
        }
        return [CommitPhrase(verb: "Update", long: "Update \(others.count) other files")]
    }
}
