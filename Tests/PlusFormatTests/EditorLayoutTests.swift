import Foundation
import Testing

@testable import PlusCore
@testable import PlusFormat

/// Sheets as real editors leave them: sets nested or tab-indented by
/// auto-indent, in an Obsidian callout, in Logseq's all-bullets layout; task states beyond
/// `[ ]`/`[x]`; 0-rep sets; date-times; quoted numbers. Fixture sheets live in `Sheets/`.
@Suite struct EditorLayoutTests {
    func fixture(_ name: String, filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Sheets").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func decode(_ name: String) throws -> (Workout?, [Diagnostic]) {
        let decoded = EntryDecoder.decode(path: "2026/\(name)", text: try fixture(name))
        guard case .workout(let workout) = decoded.entry else { return (nil, decoded.diagnostics) }
        return (workout, decoded.diagnostics)
    }

    /// `kind weight x reps status` for each set, to compare at a glance.
    func summary(_ workout: Workout?) -> [String] {
        (workout?.sets ?? []).map { "\($0.kind.rawValue) \($0.weight) x \($0.reps) \($0.status.rawValue)\($0.isAMRAP ? " amrap" : "")" }
    }

    // MARK: - Where sets sit

    @Test func nestedSetLinesAreRead() throws {
        let (workout, diagnostics) = try decode("nested.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            summary(workout) == [
                "warmup 125 x 5 done", "warmup 160 x 5 done", "warmup 190 x 3 done",
                "working 235 x 5 done", "working 270 x 3 done", "working 300 x 8 done amrap",
                "bbb 160 x 10 done", "bbb 160 x 10 done",
            ])
        #expect(workout?.sets.map(\.line) == [11, 12, 13, 16, 17, 18, 21, 23])
        #expect(workout?.topAMRAPSet?.weight == Weight(300), "the indented AMRAP line is the one counted")
    }

    /// A bullet without a box nested under a set line is a remark about that set, even when it
    /// names a weight (`belt on after 225 x 5`); one at the set's own level is still an error.
    @Test func aRemarkNestedUnderASetIsANote() {
        let head = "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 1\ntraining_max: 315\nunits: lb\n---\n## Working\n"
        let nested = head + "- [x] 205 x 5\n  - belt on after 225 x 5\n- [x] 235 x 5\n    - knees ok, 3 x 5 felt easy\n- [x] 270 x 9\n"
        let decoded = EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: nested)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a sheet")
            return
        }
        #expect(workout.sets.map(\.weight) == [Weight(205), Weight(235), Weight(270)])
        let sibling = head + "- [x] 205 x 5\n- 225 x 5\n"
        #expect(EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: sibling).diagnostics.contains { $0.id == "set-line" })
    }

    @Test func tabIndentedSetLinesAreRead() throws {
        let (workout, diagnostics) = try decode("tabs.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(summary(workout) == ["working 235 x 5 done", "working 270 x 3 done", "working 300 x 8 done amrap", "bbb 160 x 10 done", "bbb 160 x 10 done"])
        #expect(workout?.isComplete == true)
    }

    @Test func setsInsideObsidianCalloutsAreRead() throws {
        let (workout, diagnostics) = try decode("callout.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // `> [!note]- BBB`: a callout titled like a section opens it.
        #expect(summary(workout) == ["working 235 x 5 done", "working 270 x 3 done", "working 300 x 8 done amrap", "bbb 160 x 10 done"])
        #expect(workout?.sets.map(\.line) == [10, 11, 12, 15])
    }

    @Test func aCalloutTitledNotesAmongTheSetsIsARemark() throws {
        let text = "---\ndate: 2026-09-15\nlift: squat\ncycle: 1\nweek: 3\n---\n## Working\n> [!note] Notes\n> go slow\n\n- [x] 235 x 5\n- [x] 270 x 3\n- [x] 300 x 8\n"
        let decoded = EntryDecoder.decode(path: "a.md", text: text)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout")
            return
        }
        #expect(summary(workout) == ["working 235 x 5 done", "working 270 x 3 done", "working 300 x 8 done amrap"])
    }

    @Test func logseqAllBulletsLayoutIsRead() throws {
        let (workout, diagnostics) = try decode("logseq.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            summary(workout) == [
                "warmup 125 x 5 done", "working 235 x 5 done", "working 270 x 3 done", "working 300 x 8 done amrap",
                "bbb 160 x 10 done",
            ])
        #expect(workout?.isComplete == true)
    }

    @Test func logseqTaskKeywordsAreErrorsThatSayWhatToWrite() throws {
        let (workout, diagnostics) = try decode("logseq-markers.md")
        #expect(workout?.sets.isEmpty == true)
        #expect(diagnostics.map(\.severity) == [.error, .error, .error])
        #expect(diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0)" } == ["9:4", "10:4", "11:4"])
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("set line does not parse") })
        #expect(diagnostics.first?.hint.contains("Logseq's `DONE` is not read") == true)
        #expect(diagnostics.last?.hint.contains("Logseq's `TODO` is not read") == true)
    }

    @Test func setsThatAreNotListItemsAreErrorsWithTheirLineAndColumn() throws {
        let (workout, diagnostics) = try decode("unread.md")
        #expect(summary(workout) == ["working 300 x 8 done amrap"])
        #expect(diagnostics.map { "\($0.severity) \($0.location.line ?? 0):\($0.location.column ?? 0)" } == ["error 10:7", "error 12:1", "error 14:3"])
        #expect(diagnostics.allSatisfy { $0.message == "set line is not read as a set" })
        #expect(diagnostics[0].hint.contains("indented 4 spaces (or a tab) after a blank line"))
        #expect(diagnostics[1].hint.contains("A set is a list item"))
        #expect(diagnostics[2].hint.contains("Logseq's `DONE` is not read"))
    }

    @Test func setsOutsideEverySetSectionAreErrorsWhenNothingIsRead() throws {
        let text = "---\ndate: 2026-09-15\nlift: squat\ncycle: 1\nweek: 3\n---\n# Squat\n- [x] 235 x 5\n- [x] 270 x 3\n"
        let decoded = EntryDecoder.decode(path: "a.md", text: text)
        #expect(decoded.diagnostics.map { "\($0.severity) \($0.location.line ?? 0):\($0.location.column ?? 0)" } == ["error 8:3", "error 9:3"])
        #expect(decoded.diagnostics.first?.hint.contains("`## Working` heading") == true)
    }

    // MARK: - Task states

    @Test func cancelledBoxIsASkippedSetAndOtherBoxesAreOpenWithAWarning() throws {
        let (workout, diagnostics) = try decode("skipped.md")
        #expect(
            summary(workout) == [
                "working 235 x 5 done", "working 270 x 3 done", "working 300 x 1 skipped amrap",
                "bbb 160 x 10 skipped", "bbb 160 x 10 open", "bbb 160 x 10 open",
            ])
        #expect(workout?.isComplete == true, "ticked or skipped working sets finish the lift")
        #expect(workout?.topAMRAPSet == nil, "a skipped AMRAP gives no e1RM")
        #expect(workout?.isAMRAPSkipped == true)
        #expect(diagnostics.map(\.message) == ["task box '[?]' is read as not done", "task box '[/]' is read as not done"])
        #expect(diagnostics.map { $0.location.line ?? 0 } == [15, 16])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location.column == 4 })
    }

    @Test func aTickedSetOfZeroRepsIsAFailedSet() throws {
        let (workout, _) = try decode("failed.md")
        let amrap = try #require(workout?.workingSets.last)
        #expect(amrap.isFailed)
        #expect(amrap.isDone)
        #expect(workout?.isComplete == true)
        #expect(workout?.topAMRAPSet == nil, "a failed AMRAP gives no e1RM or TM candidate")
        #expect(workout?.lastTickedAMRAPSet?.weight == Weight(405))
    }

    @Test func repsOverTheTargetOnAnUntickedLineAreWarned() throws {
        let (workout, diagnostics) = try decode("unticked.md")
        #expect(workout?.isComplete == false)
        #expect(diagnostics.map(\.message) == ["9 reps written on a set whose box is not ticked (target 1+); not counted"])
        #expect(diagnostics.first?.location.line == 11)
        #expect(diagnostics.first?.hint == "Tick the box if you did it: `- [x] 300 x 9`.")
    }

    // MARK: - Front matter

    /// The day each date-time counts on, in a zone `east` seconds east of UTC.
    @Test(arguments: [
        // Without an offset: the date part, whatever the zone.
        ("2026-11-30T18:30", -18_000, "2026-11-30"), ("2026-11-30 18:30:00", 50_400, "2026-11-30"),
        ("\"2026-11-30T23:59\"", -43_200, "2026-11-30"),
        // With one: the local day of that moment.
        ("2026-11-30T18:30:00+02:00", 7_200, "2026-11-30"), ("2026-11-30T23:59:59.5Z", 0, "2026-11-30"),
        ("2026-11-30T00:15-0500", -18_000, "2026-11-30"), ("2026-11-30 18:30:00 +02", 0, "2026-11-30"),
        // 02:00 UTC on December 1st is 21:00 on November 30th in New York (UTC-5).
        ("2026-12-01T02:00:00Z", -18_000, "2026-11-30"), ("2026-12-01T02:00:00Z", 0, "2026-12-01"),
        // 23:30 in New York is 04:30 the next day in London and 13:30 in Tokyo.
        ("2026-11-30T23:30-05:00", 0, "2026-12-01"), ("2026-11-30T23:30-05:00", 32_400, "2026-12-01"),
        // 00:15 in Tokyo is the afternoon before in UTC.
        ("2026-12-01T00:15+09:00", 0, "2026-11-30"), ("2026-12-31T23:00:00-02:00", 3_600, "2027-01-01"),
    ])
    func dateTimesCountOnTheLocalDayOfTheirMoment(date: String, east: Int, expected: String) throws {
        for (kind, text) in [
            ("sheet", "---\ndate: \(date)\nlift: squat\ncycle: 1\nweek: 1\n---\n## Working\n- [ ] 205 x 5\n"),
            ("tm", "---\nentry: training_max\ndate: \(date)\nsquat: 315\n---\n"),
            ("reset", "---\nentry: reset\ndate: \(date)\ncycle: 2\n---\n"),
        ] {
            let decoded = EntryDecoder.decode(path: "a.md", text: text, zone: .fixed(secondsEast: east))
            #expect(decoded.diagnostics.isEmpty, "\(kind) \(date): \(decoded.diagnostics)")
            let day: Day? =
                switch decoded.entry {
                case .workout(let workout): workout.date
                case .trainingMax(let entry): entry.date
                case .reset(let entry): entry.date
                default: nil
                }
            #expect(day == Day(parsing: expected), "\(kind) \(date) at \(east) s east")
        }
    }

    @Test(arguments: ["2026-11-30T25:00", "2026-11-30T18:3", "2026-11-30 evening", "2026-11-30T18:30+99:00", "2026-11-31T10:00"])
    func badDateTimesAreStillErrors(date: String) {
        let decoded = EntryDecoder.decode(path: "a.md", text: "---\ndate: \(date)\nlift: squat\ncycle: 1\nweek: 1\n---\n")
        #expect(decoded.entry == nil)
        #expect(decoded.diagnostics.first?.message.hasSuffix("is not a YYYY-MM-DD day") == true, "\(decoded.diagnostics)")
    }

    @Test func quotedNumbersAreReadWithAStrictOnlyWarning() throws {
        let text = "---\ndate: 2026-11-30\nlift: squat\ncycle: \"2\"\nweek: '1'\ntraining_max: \"315\"\n---\n## Working\n- [ ] 205 x 5\n"
        let decoded = EntryDecoder.decode(path: "a.md", text: text)
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout: \(decoded.diagnostics)")
            return
        }
        #expect(workout.position == CyclePosition(cycle: 2, week: 1))
        #expect(workout.trainingMax == Weight(315))
        #expect(
            decoded.diagnostics.map(\.message) == [
                "cycle '2' is quoted text; read as the number 2", "week '1' is quoted text; read as the number 1",
                "training_max '315' is quoted text; read as the number 315",
            ])
        #expect(decoded.diagnostics.allSatisfy { $0.isStrictOnly && $0.severity == .warning })
        #expect(decoded.diagnostics.shown(strict: false).isEmpty)
        // Out of range, the message says so without contradicting itself.
        let seven = EntryDecoder.decode(path: "a.md", text: "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: \"7\"\n---\n")
        #expect(seven.diagnostics.map(\.message) == ["week '7' must be 1–4"])
        let tm = EntryDecoder.decode(path: "a.md", text: "---\nentry: training_max\ndate: 2026-11-30\nsquat: \"315\"\nreset: x\n---\n")
        guard case .trainingMax(let entry) = tm.entry else {
            Issue.record("not a TM entry: \(tm.diagnostics)")
            return
        }
        #expect(entry.values[.squat]?.weight == Weight(315))
        #expect(tm.diagnostics.filter(\.isStrictOnly).map(\.message) == ["squat '315' is quoted text; read as the number 315"])
        let reset = EntryDecoder.decode(path: "a.md", text: "---\nentry: reset\ndate: 2026-11-30\ncycle: \"3\"\n---\n")
        #expect(reset.entry == .reset(ResetEntry(path: "a.md", date: Day(year: 2026, month: 11, day: 30)!, cycle: 3)))
    }
}
