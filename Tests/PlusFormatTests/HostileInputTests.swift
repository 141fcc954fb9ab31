import Testing

@testable import PlusCore
@testable import PlusFormat

/// Hostile and broken files: each gives a clear diagnostic quickly and never crashes. Inputs that
/// crashed or timed out in the fuzz build (`fuzz/run.sh`, see fuzz/README.md) are inlined here as
/// regression tests.
@Suite struct HostileInputTests {
    let sheetPath = "2026/2026-11-30-squat.md"
    let notePath = "notes/readme.md"
    let head = "---\ndate: 2026-11-30\nlift: squat\ncycle: 1\nweek: 3\n"

    /// Decodes `text` as a sheet, as a note and as settings, and replays what decoded, expecting
    /// all of it to take less than `limit`. Returns the sheet's decoding.
    @discardableResult
    func decode(
        _ text: String, path: String? = nil, within limit: Duration = .seconds(1),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> DecodedFile {
        var decoded: DecodedFile?
        let elapsed = ContinuousClock().measure {
            let file = EntryDecoder.decode(path: path ?? sheetPath, text: text)
            _ = EntryDecoder.decode(path: notePath, text: text)
            let (settings, _) = SettingsDecoder.decode(text)
            var workouts: [Workout] = []
            if case .workout(let workout) = file.entry { workouts.append(workout) }
            _ = Replay.run(Journal(settings: settings, workouts: workouts, trainingMaxEntries: []))
            decoded = file
        }
        #expect(elapsed < limit, "took \(String(describing: elapsed))", sourceLocation: sourceLocation)
        return decoded!
    }

    func messages(_ file: DecodedFile) -> [String] { file.diagnostics.map(\.message) }

    func hasError(_ file: DecodedFile, containing text: String) -> Bool {
        file.diagnostics.contains { $0.severity == .error && $0.message.contains(text) }
    }

    // MARK: - Front matter

    @Test func billionLaughsIsRefused() {
        let yaml = """
            ---
            a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
            h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
            i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
            lift: *i
            ---

            """
        let file = decode(yaml)
        #expect(file.entry == nil)
        #expect(hasError(file, containing: "aliases (*name) are not supported"))
        #expect(file.diagnostics.first?.location.line == 3)
        let (_, settings) = SettingsDecoder.decode(String(yaml.dropFirst(4).dropLast(4)))
        #expect(settings.contains { $0.message.contains("aliases (*name) are not supported") })
    }

    @Test func deepFlowListInFrontMatterIsRefused() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let file = decode(head + "extra: \(deep)\n---\n")
        #expect(file.entry == nil)
        #expect(hasError(file, containing: "nested more than 64 deep"))
        #expect(file.diagnostics.first?.location.line == 6)
        let (_, settings) = SettingsDecoder.decode("plates: \(deep)\n")
        #expect(settings.contains { $0.message.contains("nested more than 64 deep") })
    }

    @Test func deepFlowMappingAndUnclosedNestingAreRefused() {
        let mapping = String(repeating: "{a: ", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(hasError(decode(head + "x: \(mapping)\n---\n"), containing: "nested more than 64 deep"))
        // Regression (timeout in the fuzz build): 32,000 unclosed brackets took 20 s, 10,000
        // nested `{a: ` 8.6 s, before the limit.
        #expect(hasError(decode(head + "x: " + String(repeating: "[", count: 32_000) + "\n---\n"), containing: "nested more than 64 deep"))
    }

    @Test func deepBlockMappingIsRefused() {
        var yaml = "---\n"
        for depth in 0..<200 { yaml += String(repeating: " ", count: depth) + "k:\n" }
        #expect(hasError(decode(yaml + "---\n"), containing: "nested more than 64 deep"))
    }

    @Test func nestingUpToTheLimitStillReads() throws {
        let nested = String(repeating: "[", count: 63) + "1" + String(repeating: "]", count: 63)
        let root = try YAMLReader.read("x: \(nested)\n")
        var node = try #require(root)
        var depth = 0
        while true {
            switch node {
            case .mapping(let pairs, _, _): node = pairs[0].value
            case .sequence(let items, _, _): node = items[0]
            case .scalar: break
            }
            if case .scalar = node { break }
            depth += 1
        }
        #expect(depth == 63)
    }

    /// Regression (timeout in the fuzz build, hand-made input): a flow list of 30,000 items took
    /// 90 s under ASan, 6,000 keys 12 s, because the tree builder copied the open collection for
    /// every item.
    @Test func longFlowListAndManyKeysReadInLinearTime() throws {
        let list = "x: [" + String(repeating: "1,", count: 30_000) + "]\n"
        let file = decode(head + list + "---\n")
        #expect(file.diagnostics.map(\.message) == ["unknown key 'x'"], "\(String(describing: file.diagnostics))")
        guard case .mapping(let pairs, _, _)? = try YAMLReader.read(list), case .sequence(let items, _, _) = pairs[0].value
        else {
            Issue.record("not a list")
            return
        }
        #expect(items.count == 30_000)
        var keys = ""
        for index in 0..<6_000 { keys += "k\(index): \(index)\n" }
        let root = try YAMLReader.read(keys)
        guard case .mapping(let keyed, _, _)? = root else {
            Issue.record("not a mapping")
            return
        }
        #expect(keyed.count == 6_000)
        #expect(keyed.last?.key.text == "k5999")
    }

    /// Regression (timeout, from the `big-cycle` seed of fuzz/run.sh): `cycle: 999999999` made
    /// the replay walk every cycle up to it, one by one.
    @Test func hugeCycleNumberIsRefused() {
        let text = """
            ---
            date: 2026-11-30
            lift: squat
            cycle: 999999999
            week: 4
            ---
            ## Working
            - [x] 100 x 5
            - [x] 100 x 5
            - [x] 100 x 5

            """
        let file = decode(text)
        #expect(file.entry == nil)
        #expect(messages(file) == ["cycle '999999999' must be 1–99999"])
        #expect(file.diagnostics.first?.location.line == 4)
        // fuzz/crashes/timeout-5cdcbca9…, minimised: 999,999 cycles took more than 5 s.
        let minimised = decode("---\ndate: 2026-11-30\nlift: squat\ncycle: 999999\nweek: 4\n---")
        #expect(messages(minimised) == ["cycle '999999' must be 1–99999"])
        let highest = decode(text.replacing("999999999", with: "99999"))
        #expect(highest.diagnostics.isEmpty, "\(String(describing: highest.diagnostics))")
        // The replay looks only at cycles that have sheets, so the highest cycle costs nothing.
        guard case .workout(let workout)? = highest.entry else {
            Issue.record("not a workout")
            return
        }
        let start = ContinuousClock.now
        let state = Replay.run(Journal(settings: Settings(), workouts: [workout], trainingMaxEntries: []))
        #expect(state.position.cycle == 99_999)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// Regression (timeout in the fuzz build, hand-made input): a 64 kB unknown lift took 5.6 s
    /// under ASan looking for the closest lift name (one array per character of the name).
    @Test func longUnknownLiftNameIsQuick() {
        let file = decode("---\ndate: 2026-11-30\nlift: \(String(repeating: "q", count: 64_000))\ncycle: 1\nweek: 1\n---\n")
        #expect(hasError(file, containing: "unknown lift"))
        let (_, settings) = SettingsDecoder.decode("? " + String(repeating: "k", count: 64_000) + "\n: 1\nplatez: [45]\n")
        #expect(settings.map(\.hint) == ["", "Did you mean 'plates'?"])
        #expect(Lift.closest(to: "sqaut") == .squat)
        #expect(Lift.closest(to: "presss") == .press)
        #expect(editDistance("squat", "sqaut") == 2)
        #expect(editDistance("", "press") == 5)
        #expect(editDistance("deadlift", "deadlifts") == 1)
    }

    // MARK: - Body

    @Test func deepNestedMarkdownListInSetsIsASetError() {
        let file = decode(head + "---\n## Working\n" + String(repeating: "- ", count: 30) + "[x] 100 x 5\n")
        #expect(file.entry != nil)
        #expect(hasError(file, containing: "set line does not parse"))
        // 10,000 deep is past the bound: the sheet is not read at all.
        let deep = decode(head + "---\n## Working\n" + String(repeating: "- ", count: 10_000) + "[x] 100 x 5\n")
        #expect(deep.entry == nil)
        #expect(hasError(deep, containing: "or lists nested more than 32 deep"))
    }

    /// Quotes nested past the bound (`SheetBounds`) make the sheet an error at that line, wherever
    /// they are: the parser's cost grows with the depth.
    @Test func quotesNestedPastTheBoundInNotesAreAnError() {
        let file = decode(head + "---\n## Working\n- [x] 100 x 5\n\n## Notes\n\(String(repeating: ">", count: 10_000))deep\n")
        #expect(file.entry == nil)
        #expect(hasError(file, containing: "quotes (`>`) or lists nested more than 32 deep"))
    }

    @Test func deepNestedMarkdownListAndQuoteInNotesAreKept() {
        for deep in [String(repeating: "- ", count: 32), String(repeating: ">", count: 32)] {
            let file = decode(head + "---\n## Working\n- [x] 100 x 5\n\n## Notes\n\(deep)deep\n")
            #expect(file.diagnostics.isEmpty, "\(String(describing: file.diagnostics))")
            guard case .workout(let workout)? = file.entry else {
                Issue.record("no workout")
                continue
            }
            #expect(workout.sets.count == 1)
            #expect(workout.notes.hasSuffix("deep"))
        }
    }

    @Test func deepNestedInlinesAreReadWithoutRecursion() {
        let images = "- " + String(repeating: "[![a", count: 8_000) + String(repeating: "](b)", count: 8_000) + "\n"
        let emphasis = "- [x] " + String(repeating: "*a **a ", count: 8_000) + "\n"
        for body in [images, emphasis] {
            let file = decode(head + "---\n## Working\n" + body)
            #expect(file.entry != nil)
            #expect(hasError(file, containing: "set line does not parse"))
        }
        let blocks = MarkdownReader.blocks(of: "# a *b* **c [d](e) `f`**\n")
        #expect(blocks == [.heading(level: 1, text: "a b c d f", line: 1)])
    }

    // MARK: - Whole files

    @Test func fiftyMegabyteSheetIsRefusedQuickly() {
        let notes = String(repeating: "All sets felt heavy today, but the bar moved.\n", count: 50 * 1024 * 1024 / 46)
        let file = decode(head + "---\n## Notes\n" + notes)
        #expect(file.entry == nil)
        #expect(messages(file) == ["file is too large for a journal entry (50.0 MB; at most 4.0 MB)"])
        // The same text without front matter, under a note's name, is a note.
        let note = EntryDecoder.decode(path: notePath, text: notes)
        #expect(note.entry == .note)
        #expect(note.diagnostics.isEmpty)
        // Without front matter it is a note whatever its name, even a sheet's.
        #expect(decode(notes).entry == .note)
        let (_, settings) = SettingsDecoder.decode(notes)
        #expect(settings.map(\.message) == ["file is too large for settings (50.0 MB; at most 4.0 MB)"])
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() {
        var bytes = Array((head + "---\n## Working\n- [x] 100 x 5\n").utf8)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: 30)  // inside `lift: squat`
        bytes += [0xE2, 0x82, 0x0A, 0x80, 0x80]
        let file = decode(String(decoding: bytes, as: UTF8.self))
        #expect(file.entry == nil)
        #expect(hasError(file, containing: "unknown lift"))
        #expect(file.diagnostics.first?.location.line == 3)
        let body = decode(head + "---\n## Working\n- [x] 1" + String(decoding: [0xE2, 0x82], as: UTF8.self) + "0 x 5\n")
        #expect(hasError(body, containing: "set line does not parse"))
    }

    @Test func onlyAFence() {
        for text in ["---", "---\n", "---\r\n", "\u{FEFF}---"] {
            let file = decode(text)
            #expect(file.entry == nil)
            #expect(messages(file) == ["front matter has no closing `---`"])
            #expect(EntryDecoder.decode(path: notePath, text: text).entry == nil)
        }
        // Empty front matter declares no entry: a note, even under a sheet's name.
        let empty = decode("---\n---\n")
        #expect(empty.entry == .note)
        #expect(empty.diagnostics.isEmpty)
    }

    @Test func emptyFile() {
        let file = decode("")
        #expect(file.entry == .note)
        #expect(messages(file) == [])
        let note = EntryDecoder.decode(path: notePath, text: "")
        #expect(note.entry == .note)
        #expect(note.diagnostics.isEmpty)
        #expect(SettingsDecoder.decode("").1.isEmpty)
    }

    @Test func nulBytes() {
        let inFrontMatter = decode("---\ndate: 2026-11-30\nlift: squat\0\ncycle: 1\nweek: 1\n---\n")
        #expect(inFrontMatter.entry == nil)
        #expect(hasError(inFrontMatter, containing: "invalid YAML"))
        #expect(inFrontMatter.diagnostics.first?.location.line == 3)
        #expect(inFrontMatter.diagnostics.first?.location.column == 12)
        let inBody = decode(head + "---\n## Working\n- [x] 100\0 x 5\n\0\0\n## Notes\nok\0\n")
        #expect(inBody.entry != nil)
        #expect(hasError(inBody, containing: "set line does not parse"))
        let binary = decode(String(decoding: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], as: UTF8.self))
        #expect(messages(binary) == ["invalid UTF-8 (or a U+FFFD replacement character) in the file"])
    }
}

/// Text from files printed to a terminal or into JSON: nothing in it can reorder, hide or
/// break what is shown.
@Suite struct TerminalSafeTests {
    @Test func bidiControlsAndLineSeparatorsAreEscaped() {
        let hostile = "a\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}b\u{2066}\u{2067}\u{2068}\u{2069}c\u{200E}\u{200F}\u{061C}d\u{2028}e\u{2029}f"
        #expect(TerminalSafe.escaped(hostile) == "a\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}b\\u{2066}\\u{2067}\\u{2068}\\u{2069}c\\u{200e}\\u{200f}\\u{61c}d\\u{2028}e\\u{2029}f")
        #expect(TerminalSafe.escaped("é ü 日本 👍🏽 \u{200D}") == "é ü 日本 👍🏽 \u{200D}", "other text is kept")
        #expect(TerminalSafe.escaped("a\u{7F}\u{85}\u{9B}") == "a\\u{7f}\\u{85}\\u{9b}")
    }

    @Test func jsonEscapesC1ControlsDeleteAndBidiControls() throws {
        struct Note: Codable, Equatable { var text: String }
        let note = Note(text: "a\u{7F}b\u{85}c\u{9B}d\u{202E}e\u{2028}f\u{061C}g/é")
        let text = ReportJSON.text(note)
        #expect(text == "{\n  \"text\" : \"a\\u007fb\\u0085c\\u009bd\\u202ee\\u2028f\\u061cg/é\"\n}\n")
        #expect(try ReportJSON.decode(Note.self, from: text) == note)
    }
}
