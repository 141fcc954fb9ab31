import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

@Suite struct FrontMatterTests {
    @Test func splitsFencedYAML() {
        let split = FrontMatterSplit("---\ndate: 2026-11-30\n---\n# Body\n")
        #expect(split.yaml == "date: 2026-11-30\n")
        #expect(split.body == "# Body\n")
        #expect(split.bodyFirstLine == 4)
    }

    @Test func acceptsBOMAndCRLF() {
        let split = FrontMatterSplit("\u{FEFF}---\r\ndate: 2026-11-30\r\n---\r\n## Working\r\n")
        #expect(split.yaml == "date: 2026-11-30\r\n")
        #expect(split.bodyFirstLine == 4)
        #expect(split.body == "## Working\r\n")
    }

    @Test func closingFenceAtEndOfFileWithoutNewline() {
        let split = FrontMatterSplit("---\nlift: squat\n---")
        #expect(split.yaml == "lift: squat\n")
        #expect(split.body == "")
    }

    @Test func noFrontMatterIsAllBody() {
        let split = FrontMatterSplit("# Notes\n---\n")
        #expect(split.yaml == nil)
        #expect(split.bodyFirstLine == 1)
    }

    @Test func unterminatedFrontMatter() {
        #expect(FrontMatterSplit("---\ndate: 2026-11-30\n# no end\n").isUnterminated)
    }
}

@Suite struct SetLineTests {
    @Test(arguments: [
        ("[ ] 205 x 5", false, 20500, 5, false), ("[x] 270 x 9", true, 27000, 9, false),
        ("[X] 270 X 5+ — 45 45 10 10 2.5 per side", true, 27000, 5, true),
        ("[ ] 102,5 × 3+", false, 10250, 3, true), ("[x] 60 kg * 10", true, 6000, 10, false),
        ("[ ] 135lbs x5", false, 13500, 5, false), ("[ ] 135 lb x 5 (felt easy)", false, 13500, 5, false),
        ("[ ] 2.5x10", false, 250, 10, false),
    ])
    func readsSetNotation(text: String, done: Bool, hundredths: Int, reps: Int, plus: Bool) throws {
        let line = try SetLineParser.parse(text).get()
        #expect(line.isDone == done)
        #expect(line.weight.hundredths == hundredths)
        #expect(line.reps == reps)
        #expect(line.hasPlus == plus)
    }

    @Test(arguments: [
        ("205 x 5", 1), ("[ ] x 5", 5), ("[ ] 205 5", 9), ("[ ] 205 x", 10), ("[] 205 x 5", 1),
        ("[ ] 205 stone x 5", 9), ("[ ] 205 x 5reps", 12),
    ])
    func reportsWhereALineGoesWrong(text: String, column: Int) {
        guard case .failure(let error) = SetLineParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(error.column == column)
    }
}

@Suite struct EntryDecoderTests {
    let sheet = """
        ---
        date: 2026-11-30
        lift: bench press
        cycle: 2
        week: 3
        training_max: 225
        units: lb
        mood: good
        ---
        # Bench

        ## Warmup
        - [x] 90 x 5
        - [ ] 115 x 5

        ## Working
        - [x] 170 x 5
        - [x] 190 x 3
        - [x] 215 x 7 — a grinder

        ## BBB
        - [x] 115 x 10

        ## Accessories
        - dips 3 x 12

        ## Notes
        Felt strong.

        Slept 8 h.
        """

    @Test func decodesAWorkout() throws {
        let decoded = EntryDecoder.decode(path: "2026/2026-11-30-bench.md", text: sheet)
        #expect(decoded.diagnostics.map(\.description) == ["2026/2026-11-30-bench.md:8:1: warning: unknown key 'mood'\n  It is kept and ignored."])
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.lift == .bench)
        #expect(workout.position == CyclePosition(cycle: 2, week: 3))
        #expect(workout.trainingMax == Weight(225))
        #expect(workout.sets.map(\.kind) == [.warmup, .warmup, .working, .working, .working, .bbb])
        #expect(workout.sets.map(\.line) == [13, 14, 17, 18, 19, 22])
        #expect(workout.isComplete)
        #expect(workout.topAMRAPSet?.reps == 7, "the last working set of week 3 is the AMRAP even without +")
        #expect(workout.notes == "Felt strong.\n\nSlept 8 h.")
    }

    /// A sheet's notes are its `## Notes` section trimmed as `trimmingWhitespace` trims, by
    /// Characters: the decoder trims ASCII whitespace on the bytes, so notes that start or end
    /// with Unicode spaces, combining marks after a space, CRLF and controls must come out the same.
    @Test func notesAreTrimmedAsCharactersAreWhateverTheirEdges() throws {
        var generator = SeededGenerator(seed: 71)
        let pieces = [" ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{85}", "\u{301}", "\u{1C}",
            "é", "x", "Felt", "7", "#", "- [x]", "\u{1F3CB}\u{FE0F}"]
        for _ in 0..<600 {
            let body = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = sheet.replacingFirst("Felt strong.\n\nSlept 8 h.", with: body)
            guard case .workout(let workout) = EntryDecoder.decode(path: "2026/2026-11-30-bench.md", text: text).entry else {
                Issue.record("not a workout: \(body.debugDescription)")
                continue
            }
            var copy = text
            let expected = copy.withUTF8 { bytes in
                NotesSection.body(in: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self).trimmingWhitespace() } ?? ""
            }
            #expect(workout.notes == expected, "\(body.debugDescription)")
        }
    }

    @Test func tickedAMRAPStillShowingPlusCountsItsReps() throws {
        let text = sheet.replacingFirst("215 x 7", with: "215 x 1+")
        guard case .workout(let workout) = EntryDecoder.decode(path: "a.md", text: text).entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.topAMRAPSet?.reps == 1)
    }

    @Test func decodesATrainingMaxEntry() {
        let text = "---\nentry: training_max\ndate: 2026-10-20\ncause: manual\nohp: 140\n---\nSet by hand.\n"
        let decoded = EntryDecoder.decode(path: "2026/x.md", text: text)
        #expect(decoded.diagnostics.isEmpty)
        guard case .trainingMax(let entry) = decoded.entry else {
            Issue.record("not a TM entry")
            return
        }
        #expect(entry.cause == .manual)
        #expect(entry.values[.press]?.weight == Weight(140))
        #expect(entry.values[.press]?.line == 5)
    }

    @Test func notesWithoutFrontMatterAreNotEntries() {
        #expect(EntryDecoder.decode(path: "README.md", text: "# My training\n").entry == .note)
        #expect(EntryDecoder.decode(path: "ideas.md", text: "---\ntags: [gym]\n---\nIdeas\n").entry == .note)
    }

    // MARK: - Malformed files: path, line and what is wrong.

    func only(_ path: String, _ text: String) -> Diagnostic? {
        let diagnostics = EntryDecoder.decode(path: path, text: text).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)")
        return diagnostics.first
    }

    @Test func badYAMLPointsAtItsLine() throws {
        let error = try #require(only("2026/2026-11-30-squat.md", "---\ndate: 2026-11-30\nlift: [squat\ncycle: 1\n---\n"))
        #expect(error.severity == .error)
        #expect(error.location.path == "2026/2026-11-30-squat.md")
        #expect(error.message.hasPrefix("invalid YAML"))
        #expect((3...5).contains(error.location.line ?? 0))
    }

    @Test func unknownLiftNamesItsLineAndAGuess() throws {
        // A name that can be a lift decodes; the resolved journal finds it outside `order`, as an error at its line.
        let decoded = EntryDecoder.decode(path: "a.md", text: "---\ndate: 2026-11-30\nlift: sqaut\ncycle: 1\nweek: 1\n---\n## Working\n- [ ] 100 x 5\n")
        #expect(decoded.diagnostics.isEmpty)
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout: \(String(describing: decoded.entry))")
            return
        }
        let resolved = ResolvedJournal(Journal(settings: Settings(), workouts: [workout], trainingMaxEntries: []))
        let error = try #require(resolved.diagnostics.first { $0.id == "unknown-lift" })
        #expect(error.severity == .error)
        #expect(error.message.hasPrefix("unknown lift 'sqaut'"))
        #expect(error.location.path == "a.md" && error.location.line == 3 && error.location.column == 7)
        #expect(error.hint.contains("Did you mean 'squat'?"))
        // Text that cannot be a lift name is the decoder's error, as before.
        let bad = try #require(only("a.md", "---\ndate: 2026-11-30\nlift: squat!\ncycle: 1\nweek: 1\n---\n## Working\n- [ ] 100 x 5\n"))
        #expect(bad.message == "unknown lift 'squat!'" && bad.location.line == 3)
    }

    @Test func weekSevenIsAnError() throws {
        let error = try #require(only("a.md", "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 7\n---\n"))
        #expect(error.message.contains("week '7' must be 1–4"))
        #expect(error.location.line == 5)
    }

    @Test func setLineThatDoesNotParse() throws {
        let error = try #require(only("a.md", "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 1\n---\n\n## Working\n- [x] 205 x 5\n- [x] heavy\n"))
        #expect(error.location.line == 10)
        #expect(error.message.hasPrefix("set line does not parse"))
    }

    @Test func missingKeysAndBadDate() {
        let diagnostics = EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: "---\nentry: workout\ndate: 30/11/2026\n---\n").diagnostics
        #expect(diagnostics.map(\.message).sorted() == ["date '30/11/2026' is not a YYYY-MM-DD day", "missing `cycle`", "missing `lift`", "missing `week`"])
    }

    @Test func datedFileWithoutFrontMatterIsANote() throws {
        for path in ["2026/2026-11-30-squat.md", "2026/2026-09-01-notes.md", "2026/2026-09-01.md"] {
            let file = EntryDecoder.decode(path: path, text: "## Working\n- [x] 205 x 5\n")
            #expect(file.entry == .note, "\(path)")
            #expect(file.diagnostics.isEmpty, "\(path)")
        }
        // Front matter without `lift:` or `entry:` is a note's too; with a sheet's keys, it says so.
        let daily = EntryDecoder.decode(path: "2026/2026-09-01.md", text: "---\ndate: 2026-09-01\ntags: [daily]\n---\nRest day.\n")
        #expect(daily.entry == .note)
        #expect(daily.diagnostics.isEmpty)
        let almost = EntryDecoder.decode(path: "2026/2026-09-01-squat.md", text: "---\ndate: 2026-09-01\ncycle: 1\nweek: 1\n---\n")
        #expect(almost.entry == .note)
        #expect(almost.diagnostics.map(\.severity) == [.warning])
        #expect(almost.diagnostics.first?.message == "front matter has `date:` and `cycle` but no `lift:`; read as a note")
        #expect(almost.diagnostics.first?.location.line == 3)
    }

    @Test func lineNumbersSurviveCRLFAndBOM() throws {
        let text = "\u{FEFF}" + sheet.replacingOccurrences("\n", "\r\n")
        let decoded = EntryDecoder.decode(path: "a.md", text: text)
        #expect(decoded.diagnostics.map(\.message) == ["unknown key 'mood'"])
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.sets.map(\.line) == [13, 14, 17, 18, 19, 22])
        // The notes keep the file's own line endings.
        #expect(workout.notes == "Felt strong.\r\n\r\nSlept 8 h.")
    }
}

@Suite struct CheckWarningTests {
    func messages(_ text: String) -> [String] {
        EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: text).diagnostics.map { "\($0.location.line ?? 0) \($0.severity) \($0.message)" }
    }

    let head = "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 1\n"

    @Test func unknownKeysWarnWithAGuessButCommonKeysDoNot() {
        #expect(messages(head + "weeks: 2\ntags: [gym]\n---\n") == ["6 warning unknown key 'weeks'"])
    }

    @Test func tickedAMRAPWithoutRepCount() {
        #expect(messages(head + "---\n## Working\n- [x] 205 x 5\n- [x] 235 x 5\n- [x] 270 x 5+\n") == ["10 warning ticked AMRAP set still shows `5+`; counted as 5 reps"])
        #expect(messages(head + "---\n## Working\n- [ ] 270 x 5+\n").isEmpty)
    }

    @Test(arguments: [("mood: no", "a boolean"), ("rest: 1:30", "a base-60 number"), ("code: 010", "an octal number"), ("n: 1_000", "a number"), ("x: On", "a boolean")])
    func yamlOneOneTraps(line: String, reading: String) {
        let value = String(line.split(separator: " ")[1])
        #expect(messages(head + line + "\n---\n").contains("6 warning '\(value)' is read as \(reading) by YAML 1.1 tools but as text by YAML 1.2 ones"))
    }

    @Test func quotedAndOrdinaryValuesAreFine() {
        let text = head + "mood: \"no\"\ntime: \"1:30\"\ntags: [a, 09:30, 10]\n---\n"
        #expect(messages(text).filter { $0.contains("YAML 1.1") }.isEmpty)
    }

    @Test func gitConflictMarkers() {
        let text = head + "---\n<<<<<<< HEAD\n- [x] 205 x 5\n=======\n- [ ] 205 x 5\n>>>>>>> other\n"
        #expect(messages(text).contains("7 error git conflict markers (<<<<<<< … >>>>>>>) in the file; nothing in it counts until the merge is resolved"))
        // Both sides hold sets: read, the sheet would count both. Nothing of it is read.
        #expect(EntryDecoder.decode(path: "2026/2026-11-30-squat.md", text: text).entry == nil)
    }

    @Test func invalidUTF8IsReported() {
        let text = String(decoding: Array((head + "---\n## Notes\n").utf8) + [0xFF, 0xFE] + Array("\n".utf8), as: UTF8.self)
        #expect(messages(text).contains("8 warning invalid UTF-8 (or a U+FFFD replacement character) in the file"))
    }
}

@Suite struct SettingsDecoderTests {
    @Test func emptyFileGivesDefaults() {
        let (settings, diagnostics) = SettingsDecoder.decode("")
        #expect(settings == Settings())
        #expect(diagnostics.isEmpty)
    }

    /// Numbers written as quoted text (as Obsidian's text-typed properties write them) are read
    /// as the numbers, as the front matter reads them; only `check --strict` says so.
    @Test func quotedNumbersAreReadAsNumbers() {
        let text = """
            tm_percent: "85"
            bar: "45"
            bbb:
              percent: "60"
            rest:
              working: "240"
            program:
              blocks:
                - {name: Leader, cycles: "2", scheme: 5s_pro, supplemental: {type: bbb, percent: "55"}}
              increments: {squat: "10"}
            """
        let (settings, diagnostics) = SettingsDecoder.decode(text)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.id == "quoted-number" && $0.isStrictOnly }, "\(diagnostics)")
        #expect(diagnostics.count == 7, "\(diagnostics)")
        #expect(settings.tmPercent == Percentage(85) && settings.bar == Weight(45) && settings.bbbPercent == Percentage(60))
        #expect(settings.program?.increments[.squat] == Weight(10))
        #expect(diagnostics.first { $0.location.line == 1 }?.message == "tm_percent '85' is quoted text; read as the number 85")
        // Out of range is still an error, quoted or not.
        #expect(SettingsDecoder.decode("tm_percent: \"900\"").1.contains { $0.severity == .error })
    }

    /// A key written twice, at the top or in a group: the last counts, with a warning at the
    /// second, as in a sheet's front matter.
    @Test func aSettingWrittenTwiceIsAWarning() {
        let (settings, diagnostics) = SettingsDecoder.decode("units: lb\nbar: 45\nrest:\n  warmup: 60\n  warmup: 90\nunits: kg\n")
        #expect(settings.units == .kg && settings.rest[.warmup] == 90)
        #expect(diagnostics.map(\.id) == ["duplicate-key", "duplicate-key"])
        #expect(diagnostics.map { $0.location.line } == [5, 6])
        #expect(diagnostics.first?.message == "duplicate key 'warmup'; the last one counts")
    }

    @Test func kilogramsChangeTheDefaults() {
        let (settings, _) = SettingsDecoder.decode("units: kg\n")
        #expect(settings == Settings(units: .kg))
    }

    @Test func readsEveryKey() {
        let text = """
            units: lb
            bar: 35
            plates: [45, 25, 10, 5, 2.5, 1.25]
            order: [press, deadlift, bench press, squat]
            bbb: {enabled: false, percent: 60}
            tm_percent: 85
            rest: {warmup: 45, working: 240, bbb: 120}
            """
        let (settings, diagnostics) = SettingsDecoder.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(settings.bar == Weight(35))
        #expect(settings.smallestPlate == Weight(hundredths: 125))
        #expect(settings.order == [.press, .deadlift, .bench, .squat])
        #expect(!settings.bbbEnabled && settings.bbbPercent == Percentage(60))
        #expect(settings.tmPercent == Percentage(85))
        #expect(settings.rest == [.warmup: 45, .working: 240, .bbb: 120])
    }

    @Test func commentedTemplateReadsBackExactly() {
        var settings = Settings(units: .kg)
        settings.bbbPercent = Percentage(basisPoints: 6250)
        settings.order = [.bench, .squat, .press, .deadlift]
        let (read, diagnostics) = SettingsDecoder.decode(SettingsRenderer.yaml(settings))
        #expect(diagnostics.isEmpty)
        #expect(read == settings)
    }

    @Test func problemsAreLocated() {
        let (_, diagnostics) = SettingsDecoder.decode("bar: heavy\nrest:\n  working: 1:30\nbbb:\n  enabled: yes\ncolour: red\n")
        let summary = diagnostics.map { "\($0.severity) \($0.location.line ?? 0) \($0.message)" }
        #expect(summary.contains("error 1 bar 'heavy' is not a weight"))
        #expect(summary.contains("warning 3 rest.working '1:30' must be whole seconds from 0 to 3600; using 180"))
        #expect(summary.contains { $0.hasPrefix("warning 5 bbb.enabled 'yes' is a YAML 1.1 boolean") })
        #expect(summary.contains("warning 6 unknown setting 'colour'"))
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
