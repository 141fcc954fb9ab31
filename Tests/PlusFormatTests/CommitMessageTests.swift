import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// Commit subjects say what changed, from the files' front matter, in at most 72 characters.
@Suite struct CommitMessageTests {
    func sheet(_ lift: Lift, _ date: String, cycle: Int = 3, week: Int = 1, ticked: Bool) -> JournalEntry {
        let set = PerformedSet(kind: .working, weight: Weight(hundredths: 20500), reps: 5, isAMRAP: false, isDone: ticked, line: 12)
        return .workout(Workout(path: "x.md", date: day(date), lift: lift, cycle: cycle, week: week, sets: [set]))
    }

    func trainingMax(_ cause: TrainingMaxEntry.Cause, _ date: String, _ values: [Lift: Int]) -> JournalEntry {
        .trainingMax(
            TrainingMaxEntry(
                path: "tm.md", date: day(date), cause: cause,
                values: values.mapValues { (Weight(hundredths: $0 * 100), 6) }))
    }

    @Test func oneLoggedWorkout() {
        let changes = [FileChange(path: "2026/2026-11-30-squat.md", kind: .modified, entry: sheet(.squat, "2026-11-30", ticked: true))]
        #expect(CommitMessage.subject(changes) == "Log squat 2026-11-30, cycle 3 week 1")
        #expect(CommitMessage.make(changes) == "Log squat 2026-11-30, cycle 3 week 1\n\n- modified 2026/2026-11-30-squat.md\n")
    }

    @Test func newSheetIsAPlanAndAnUntickedEditAnEdit() {
        #expect(CommitMessage.subject([FileChange(path: "a.md", kind: .added, entry: sheet(.press, "2026-12-01", week: 2, ticked: false))])
            == "Plan press 2026-12-01, cycle 3 week 2")
        #expect(CommitMessage.subject([FileChange(path: "a.md", kind: .modified, entry: sheet(.press, "2026-12-01", ticked: false))])
            == "Edit press 2026-12-01, cycle 3 week 1")
        #expect(CommitMessage.subject([FileChange(path: "a.md", kind: .deleted, entry: sheet(.press, "2026-12-01", ticked: false))])
            == "Remove press 2026-12-01, cycle 3 week 1")
    }

    @Test func aSheetWithEverySetSkippedIsASkip() {
        let set = PerformedSet(kind: .working, weight: Weight(205), reps: 5, isAMRAP: false, status: .skipped, line: 12)
        let entry = JournalEntry.workout(Workout(path: "x.md", date: day("2026-12-01"), lift: .deadlift, cycle: 3, week: 2, sets: [set]))
        #expect(CommitMessage.subject([FileChange(path: "a.md", kind: .added, entry: entry)]) == "Skip deadlift 2026-12-01, cycle 3 week 2")
    }

    @Test func trainingMaxSetByHand() {
        let changes = [FileChange(path: "2026/2026-10-20-training-max-press.md", kind: .added, entry: trainingMax(.manual, "2026-10-20", [.press: 140]))]
        #expect(CommitMessage.subject(changes) == "Set press TM 140 from 2026-10-20")
    }

    @Test func workoutsOfOneDayMergeAndSettingsFollow() {
        let changes = [
            FileChange(path: "plusmd.yaml", kind: .modified),
            FileChange(path: "2026/2026-11-30-bench.md", kind: .modified, entry: sheet(.bench, "2026-11-30", ticked: true)),
            FileChange(path: "2026/2026-11-30-squat.md", kind: .modified, entry: sheet(.squat, "2026-11-30", ticked: true)),
        ]
        #expect(CommitMessage.subject(changes) == "Log squat, bench 2026-11-30, cycle 3 week 1; update settings")
        #expect(CommitMessage.make(changes).hasSuffix(
            "\n\n- modified 2026/2026-11-30-bench.md\n- modified 2026/2026-11-30-squat.md\n- modified plusmd.yaml\n"))
    }

    @Test func initStartsTheJournal() {
        let changes = [
            FileChange(path: "plusmd.yaml", kind: .added),
            FileChange(path: "2026/2026-11-29-training-max.md", kind: .added, entry: trainingMax(.start, "2026-11-29", [.squat: 315, .bench: 225, .deadlift: 405, .press: 135])),
        ]
        #expect(CommitMessage.subject(changes) == "Start journal 2026-11-29: squat 315, bench 225, deadlift 405, press 135")
    }

    @Test func otherFilesAreNamedOrCounted() {
        #expect(CommitMessage.subject([FileChange(path: "notes/plan.md", kind: .added, entry: .note)]) == "Add notes/plan.md")
        let two = [FileChange(path: "a.md", kind: .modified, entry: .note), FileChange(path: "b.txt", kind: .deleted)]
        #expect(CommitMessage.subject(two) == "Update 2 other files")
    }

    @Test func longSubjectsShortenToFitSeventyTwoCharacters() {
        var changes: [FileChange] = []
        for (index, lift) in Lift.bigFour.enumerated() {
            changes.append(FileChange(path: "\(index).md", kind: .modified, entry: sheet(lift, "2026-11-2\(index)", ticked: true)))
        }
        changes.append(FileChange(path: "plusmd.yaml", kind: .modified))
        let subject = CommitMessage.subject(changes)
        #expect(subject.count <= 72)
        #expect(subject == "Update 5 journal files")
        let two = [
            FileChange(path: "a.md", kind: .modified, entry: sheet(.deadlift, "2026-11-30", ticked: true)),
            FileChange(path: "b.md", kind: .added, entry: trainingMax(.manual, "2026-11-30", [.press: 140, .bench: 230])),
            FileChange(path: "notes/long-name-of-a-file.md", kind: .added, entry: .note),
        ]
        #expect(CommitMessage.subject(two) == "Log deadlift 2026-11-30; set TMs 2026-11-30; add long-name-of-a-file.md")
    }

    @Test func aNameWithANewlineForgesNoTrailerAndControlsAreShownEscaped() {
        let forged = "notes/x\\nCo-authored-by: Mallory <m@example.com>.md"
        let changes = [FileChange(path: forged.replacingOccurrences(of: "\\n", with: "\n"), kind: .added, entry: .note)]
        let message = CommitMessage.make(changes)
        #expect(message == "Add \(forged)\n\n- added \(forged)\n")
        #expect(!message.split(separator: "\n").contains { $0.hasPrefix("Co-authored-by") })
        let colours = [FileChange(path: "a\u{1B}[31mred\r\t\u{7F}\u{85}.md", kind: .modified, entry: .note)]
        #expect(CommitMessage.make(colours) == "Update a\\e[31mred\\r\\t\\u{7f}\\u{85}.md\n\n- modified a\\e[31mred\\r\\t\\u{7f}\\u{85}.md\n")
        let bidi = [FileChange(path: "a\u{202E}dm.exe\u{2066}\u{2028}.md", kind: .deleted, entry: .note)]
        #expect(CommitMessage.make(bidi) == "Remove a\\u{202e}dm.exe\\u{2066}\\u{2028}.md\n\n- deleted a\\u{202e}dm.exe\\u{2066}\\u{2028}.md\n")
        let renamed = [FileChange(path: "b.md", kind: .renamed(from: "a\nb.md"), entry: .note)]
        #expect(CommitMessage.make(renamed).hasSuffix("\n\n- renamed a\\nb.md → b.md\n"))
        #expect(CommitMessage.subject(changes + colours).split(separator: "\n").count == 1)
    }
}

@Suite struct GitSettingsTests {
    @Test func autocommitIsReadAndUnknownSubkeysWarn() {
        let (settings, diagnostics) = SettingsDecoder.decode("git:\n  autocommit: true\n  push: yes\n")
        #expect(settings.gitAutocommit)
        #expect(diagnostics.map(\.message) == ["unknown setting 'git.push'"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(!SettingsDecoder.decode("units: kg\n").0.gitAutocommit)
        #expect(SettingsDecoder.decode("git: {autocommit: true}\n").0.gitAutocommit)
        #expect(SettingsDecoder.decode("git: true\n").1.map(\.message) == ["git must be a mapping such as {autocommit: true}"])
    }

    @Test func renderedSettingsReadBackWithTheGitSection() {
        var settings = Settings(units: .kg)
        settings.gitAutocommit = true
        let text = SettingsRenderer.yaml(settings)
        #expect(text.contains("# Data."))
        #expect(text.hasSuffix("git:\n  autocommit: true\n"))
        let (read, diagnostics) = SettingsDecoder.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read == settings)
    }
}
