import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

@testable import PlusLSP

@Suite struct ServerTests {
    let sheetPath = "2026/2026-11-23-squat.md"

    /// The diagnostics of an open document are `check`'s findings for the journal with the
    /// buffer's text (same ids, messages and hints), and an edit that fixes it clears them.
    @Test func diagnosticsAreChecksFindingsOfTheUnsavedText() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let typo = saved.replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
        // What check says of the journal with the typo on disk, in a copy.
        let copyFolder = TemporaryFolder()
        let copy = try exampleJournal(copyFolder)
        try typo.write(toFile: copy + "/" + sheetPath, atomically: true, encoding: .utf8)
        let findings: [PlusCore.Diagnostic] = try JournalLoader.load(root: copy).resolve(today: TestClient.today).1.all.filter { $0.location.path == sheetPath }
        #expect(findings.map(\.id) == ["unknown-lift"])

        let client = TestClient()
        _ = try client.initialize()
        client.open(root + "/" + sheetPath, text: typo)
        let published = try client.diagnostics(for: client.uri(root + "/" + sheetPath))
        #expect(published.map { $0["code"]?.string } == findings.map(\.id))
        #expect(published.map { $0["message"]?.string } == findings.map { "\($0.message)\n\($0.hint)" })
        #expect(published.first?["range"]?["start"] == .object(["line": .number(2), "character": .number(6)]))
        #expect(published.first?["severity"]?.int == 1)
        // The disk was not touched.
        #expect(try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8) == saved)

        client.change(root + "/" + sheetPath, text: saved, version: 2)
        #expect(try client.diagnostics(for: client.uri(root + "/" + sheetPath)).isEmpty)
    }

    /// Each version of an open document gets its diagnostics, also when the edit (the notes
    /// alone, or nothing the decoding sees) lets the server keep the findings it had.
    @Test func everyVersionIsPublishedAlsoWhenTheFindingsAreKept() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let typo = saved.replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: typo)
        let first = try client.diagnostics(for: uri)
        #expect(first.map { $0["code"]?.string } == ["unknown-lift"])
        let edits = [
            typo.replacingOccurrences(of: "Legs sore already.", with: "Legs sore already. Slept well."),
            typo.replacingOccurrences(of: "Legs sore already.", with: "Legs sore already. Slept well.")
                .replacingOccurrences(of: "Tick each set when done", with: "Tick every set when done"),
        ]
        for (index, text) in edits.enumerated() {
            client.change(root + "/" + sheetPath, text: text, version: index + 2)
            let published = try client.waitFor("version \(index + 2)") {
                $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
            }
            #expect(published["params"]?["version"]?.int == index + 2)
            #expect(published["params"]?["diagnostics"]?.array == first)
        }
    }

    /// A buffer that makes a second sheet for a (cycle, week, lift) brings `check`'s finding on
    /// the files it concerns; closing the unsaved buffer clears it.
    @Test func findingsAnEditCausesInOtherFilesArePublishedAndCleared() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let twin = root + "/2026/2026-11-24-squat.md"
        let client = TestClient()
        _ = try client.initialize()
        client.open(twin, text: saved.replacingOccurrences(of: "date: 2026-11-23", with: "date: 2026-11-24"))
        let duplicate = try client.waitFor("a duplicate-sheet diagnostic") { message in
            message["method"]?.string == "textDocument/publishDiagnostics"
                && (message["params"]?["diagnostics"]?.array ?? []).contains { $0["code"]?.string == "duplicate-sheet" }
        }
        let uri = try #require(duplicate["params"]?["uri"]?.string)
        client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri(twin)]])
        #expect(try client.diagnostics(for: uri).isEmpty)
    }

    /// The hover's plates are the ones the line says, as `next` chose them after the set before
    /// (example journal, deadlift cycle 3 week 1, TM 415.8): 355 lb after 310 lb (45 45 35 5 2.5)
    /// is 45 45 35 25 5, not the heaviest-first 45 45 45 10 10.
    @Test func hoverSaysThePlatesTheLineSays() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let path = root + "/2026/2026-12-04-deadlift.md"
        let text = """
            ---
            date: 2026-12-04
            lift: deadlift
            cycle: 3
            week: 1
            training_max: 415.8
            units: lb
            ---
            # Deadlift · cycle 3 · week 1 (5s)

            ## Warmup
            - [x] 165 x 5 — 45 10 5 per side
            - [x] 210 x 5 — 45 35 2.5 per side
            - [x] 250 x 3 — 45 45 10 2.5 per side

            ## Working
            - [x] 270 x 5 — 45 45 10 10 2.5 per side
            - [x] 310 x 5 — 45 45 35 5 2.5 per side
            - [x] 355 x 11 — 45 45 35 25 5 per side

            """
        let client = TestClient()
        _ = try client.initialize()
        let uri = try client.openAndWait(path, text: text)
        let value = try client.hover(uri, lineStarting: "- [x] 355 x 11", in: text)
        #expect(value.contains("Plates per side: 45 45 35 25 5; bar 45"), "\(value)")
    }

    /// The plates a line names are the set's when they make its weight (the example's own
    /// `165 x 5 — 45 10 5`, a weight changed by hand with its plates fixed too): hover says them
    /// and no hint repeats them. A weight changed by hand under its old plates gets plusmd's
    /// plates as a hint, and the hover says what the line's make.
    @Test func platesTheLineNames() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let text = saved.replacingOccurrences(of: "- [x] 200 x 3 — 45 25 5 2.5 per side", with: "- [x] 205 x 3 — 45 35 per side")
            .replacingFirst("- [x] 215 x 5 — 45 35 5 per side", with: "- [x] 220 x 5 — 45 35 5 per side")
        let client = TestClient()
        _ = try client.initialize()
        let uri = try client.openAndWait(root + "/" + sheetPath, text: text)
        func hover(_ prefix: String) throws -> String { try client.hover(uri, lineStarting: prefix, in: text) }
        // 45 + 2 × (45 + 10 + 5) = 165: the line's plates, though 35 25 are fewer.
        #expect(try hover("- [x] 165 x 5").contains("Plates per side: 45 10 5; bar 45"))
        // 45 + 2 × (45 + 35) = 205, changed by hand with its plates.
        #expect(try hover("- [x] 205 x 3").contains("Plates per side: 45 35; bar 45"))
        // 220 under 215's plates (45 35 5 make 215): plusmd's, after 205's 45 35, and what the line's make.
        let changed = try hover("- [x] 220 x 5")
        #expect(changed.contains("Plates per side: 45 35 5 2.5 (the line says 45 35 5, which make 215); bar 45"), "\(changed)")
        let labels = try client.inlayLabels(uri).map { line, label in "\(text.components(separatedBy: "\n")[line].prefix(13)): \(label)" }
        #expect(!labels.contains { $0.hasPrefix("- [x] 165 x 5") || $0.hasPrefix("- [x] 205 x 3") }, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("- [x] 220 x 5") && $0.hasSuffix("per side") }, "\(labels)")
    }

    /// Plates named for a weight the plates cannot make exactly are kept when they make the
    /// nearest they can (291: 290); plates the gym does not own (30s) are not the set's.
    @Test func platesTheLineNamesMustBeLoadable() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let text = saved.replacingOccurrences(of: "- [x] 250 x 5 — 45 45 10 2.5 per side", with: "- [x] 291 x 5 — 45 35 35 5 2.5 per side (the plates make 290, not 291)")
            .replacingOccurrences(of: "- [x] 215 x 5 — 45 35 5 per side", with: "- [x] 215 x 5 — 30 30 25 per side")
            .replacingFirst("- [x] 165 x 10 — 45 10 5 per side", with: "- [x] 167 x 10")
        let client = TestClient()
        _ = try client.initialize()
        let uri = try client.openAndWait(root + "/" + sheetPath, text: text)
        func hover(_ prefix: String) throws -> String { try client.hover(uri, lineStarting: prefix, in: text) }
        let capped = try hover("- [x] 291 x 5")
        #expect(capped.contains("Plates per side: 45 35 35 5 2.5 (the plates make 290, not 291); bar 45"), "\(capped)")
        let unowned = try hover("- [x] 215 x 5")
        #expect(unowned.contains("(the line says 30 30 25, which make 215)"), "\(unowned)")
        // 167 cannot be loaded: the hint says what its plates make (165, after 285's plates).
        let label = try client.inlayLabels(uri)[try lineNumber(of: "- [x] 167 x 10", in: text)]
        #expect(label == "35 25 per side (makes 165)", "\(String(describing: label))")
    }

    /// Ticking a set whose weight was changed by hand under its old plates writes the plates
    /// that make it (170 after 135's 45: 35 25 2.5, the fewest); a line whose plates make its
    /// weight keeps them.
    @Test func tickingAChangedWeightWritesItsPlates() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let text = saved.replacingOccurrences(of: "- [x] 165 x 5 — 45 10 5 per side", with: "- [ ] 170 x 5 — 45 10 5 per side")
            .replacingOccurrences(of: "- [x] 200 x 3 — 45 25 5 2.5 per side", with: "- [ ] 205 x 3 — 45 35 per side")
        let client = TestClient()
        _ = try client.initialize()
        let uri = try client.openAndWait(root + "/" + sheetPath, text: text)
        func tick(_ prefix: String) throws -> String? {
            let line = try lineNumber(of: prefix, in: text)
            let reply = try client.request(
                "textDocument/codeAction",
                ["textDocument": ["uri": uri], "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]],
                 "context": ["diagnostics": []]])
            let action = reply["result"]?.array?.first { $0["title"]?.string == "Tick this set as prescribed" }
            return action?["edit"]?["changes"]?[uri]?.array?.first?["newText"]?.string
        }
        #expect(try tick("- [ ] 170 x 5") == "- [x] 170 x 5 — 35 25 2.5 per side")
        #expect(try tick("- [ ] 205 x 3") == "- [x] 205 x 3 — 45 35 per side")
    }

    /// Hover on a done AMRAP set: kind, prescription, plates, e1RM and PR; on a front-matter key
    /// its meaning. Out-of-range positions get null or are clamped, never an error.
    @Test func hoverOnSetLinesAndKeys() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let text = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: text)
        // A sheet without findings still gets its (empty) diagnostics on open.
        #expect(try client.diagnostics(for: uri).isEmpty)
        let amrap = try lineNumber(of: "- [x] 285 x 8", in: text)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": amrap, "character": 200]])
        let value = try #require(hover["result"]?["contents"]?["value"]?.string)
        #expect(value.contains("**Working set 3 of 3 (AMRAP)**"))
        #expect(value.contains("Prescribed: 85 % of TM 333 lb = 285 lb x 5+"))
        #expect(value.contains("Written: 285 lb x 8 (done)"))
        #expect(value.contains("Plates per side: "))
        // Epley: 285 × (1 + 8/30) = 361.
        #expect(value.contains("e1RM 361 lb"))
        let key = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 1]])
        #expect(key["result"]?["contents"]?["value"]?.string?.hasPrefix("**`week`**") == true)
        let beyond = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 9999, "character": 0]])
        #expect(beyond["result"] == .null)
        #expect(beyond["error"] == nil)
    }

    /// Code actions: an open set is ticked as prescribed by an edit of its box alone; a mistyped
    /// lift gets the hint's fix.
    @Test func codeActionsAreEditsOfTheBuffer() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        var text = saved
        let bbb = try lineNumber(of: "- [x] 165 x 10", in: text)
        var lines = text.components(separatedBy: "\n")
        lines[bbb] = lines[bbb].replacingOccurrences(of: "[x]", with: "[ ]")
        text = lines.joined(separator: "\n")
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: text)
        let reply = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": ["start": ["line": bbb, "character": 0], "end": ["line": bbb, "character": 0]], "context": ["diagnostics": []]])
        let actions = reply["result"]?.array ?? []
        let tick = try #require(actions.first { $0["title"]?.string == "Tick this set as prescribed" })
        let edit = try #require(tick["edit"]?["changes"]?[uri]?.array?.first)
        #expect(edit["newText"]?.string == saved.components(separatedBy: "\n")[bbb])
        #expect(edit["range"]?["start"]?["line"]?.int == bbb)
        #expect(actions.contains { $0["title"]?.string == "Mark this set skipped [-]" })

        let typo = saved.replacingOccurrences(of: "lift: sqaut", with: "").replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
        #expect(try client.diagnostics(for: uri).isEmpty)  // published on open: the sheet is clean
        client.change(root + "/" + sheetPath, text: typo, version: 2)
        let diagnostics = try client.diagnostics(for: uri)
        let fixes = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
             "context": ["diagnostics": diagnostics.map(Self.object)]])
        let fix = try #require(fixes["result"]?.array?.first { $0["kind"]?.string == "quickfix" })
        #expect(fix["title"]?.string == "Change 'sqaut' to 'squat'")
        let change = try #require(fix["edit"]?["changes"]?[uri]?.array?.first)
        #expect(change["newText"]?.string == "squat")
        #expect(change["range"] == .object(["start": .object(["line": .number(2), "character": .number(6)]), "end": .object(["line": .number(2), "character": .number(11)])]))
    }

    /// A code action range ends before its end (an end at the start of the next line is one line):
    /// the set on that line alone; a range over several lines (Kate 22.12's Quick Fix asks for the
    /// whole document and applies every action it gets) gets the diagnostic's fix alone.
    @Test func codeActionsAreForTheLineOfTheRange() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        var lines = saved.components(separatedBy: "\n")
        let bbb = try lineNumber(of: "## BBB", in: saved) + 1
        for line in bbb...(bbb + 4) { lines[line] = lines[line].replacingOccurrences(of: "[x]", with: "[ ]") }
        let text = lines.joined(separator: "\n")
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: text)
        #expect(try client.diagnostics(for: uri).isEmpty)
        let kate = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": ["start": ["line": bbb, "character": 0], "end": ["line": bbb + 1, "character": 0]], "context": ["diagnostics": []]])
        let ticks = (kate["result"]?.array ?? []).filter { $0["title"]?.string == "Tick this set as prescribed" }
        #expect(ticks.count == 1)
        #expect(ticks.first?["edit"]?["changes"]?[uri]?.array?.first?["range"]?["start"]?["line"]?.int == bbb)

        let typo = text.replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
        client.change(root + "/" + sheetPath, text: typo, version: 2)
        let diagnostics = try client.diagnostics(for: uri)
        let whole = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": lines.count, "character": 0]],
             "context": ["diagnostics": diagnostics.map(Self.object)]])
        #expect(whole["result"]?.array?.compactMap { $0["title"]?.string } == ["Change 'sqaut' to 'squat'"])
    }

    /// The outline: the front matter, the sheet's heading holding its sections, each set once.
    @Test func outlineNestsSectionsAndListsEachSetOnce() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: saved)
        let reply = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let top = reply["result"]?.array ?? []
        #expect(top.compactMap { $0["name"]?.string } == ["front matter", "Squat · cycle 3 · week 1 (5s)"])
        let sections = top.last?["children"]?.array ?? []
        #expect(sections.compactMap { $0["name"]?.string } == ["Warmup", "Working", "BBB", "Notes"])
        #expect(sections.map { $0["children"]?.array?.count ?? 0 } == [3, 3, 5, 0])
    }

    /// Completion of `lift:` offers the lifts of `order`; an empty line under `## Working` the
    /// set the program prescribes there.
    @Test func completionOffersLiftsAndThePrescribedSet() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let working = try lineNumber(of: "## Working", in: saved)
        var lines = saved.components(separatedBy: "\n")
        lines.insert("- ", at: working + 1)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: lines.joined(separator: "\n"))
        let lifts = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 6]])
        #expect(lifts["result"]?["items"]?.array?.compactMap { $0["label"]?.string } == ["squat", "bench", "deadlift", "press"])
        // After `lift: ` the value goes in as it is; right after the colon, with a space before it.
        #expect(lifts["result"]?["items"]?.array?.first?["insertText"] == nil)
        client.change(root + "/" + sheetPath, text: lines.joined(separator: "\n").replacingOccurrences(of: "lift: squat", with: "lift:"), version: 2)
        let bare = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 5]])
        #expect(bare["result"]?["items"]?.array?.first?["insertText"]?.string == " squat")
        client.change(root + "/" + sheetPath, text: lines.joined(separator: "\n").replacingOccurrences(of: "lift: squat", with: "lift:s"), version: 4)
        let begun = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 6]])
        #expect(begun["result"]?["items"]?.array?.first?["insertText"]?.string == " squat")
        client.change(root + "/" + sheetPath, text: lines.joined(separator: "\n"), version: 5)
        client.change(root + "/" + sheetPath, text: lines.joined(separator: "\n"), version: 3)
        let set = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": working + 1, "character": 2]])
        let item = try #require(set["result"]?["items"]?.array?.first)
        // Inserted after the `- ` typed, so that clients inserting at the cursor get it right too.
        #expect(item["textEdit"]?["range"]?["start"] == .object(["line": .number(Double(working + 1)), "character": .number(2)]))
        #expect(item["textEdit"]?["range"]?["end"] == item["textEdit"]?["range"]?["start"])
        #expect("- " + (item["textEdit"]?["newText"]?.string ?? "") == saved.components(separatedBy: "\n")[working + 1].replacingOccurrences(of: "[x]", with: "[ ]"))
        // With the cursor before the `- `, the edit runs from the cursor over the line.
        let early = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": working + 1, "character": 0]])
        let whole = try #require(early["result"]?["items"]?.array?.first?["textEdit"])
        #expect(whole["range"]?["start"] == .object(["line": .number(Double(working + 1)), "character": .number(0)]))
        #expect(whole["range"]?["end"] == .object(["line": .number(Double(working + 1)), "character": .number(2)]))
        #expect(whole["newText"]?.string == saved.components(separatedBy: "\n")[working + 1].replacingOccurrences(of: "[x]", with: "[ ]"))
    }

    /// In a program built from days (the `beginners` fixture): `day:` completes to the week's
    /// days with their lifts, `week:` to the cycle's weeks, and `day:`/`planned:` have hovers;
    /// the diagnostics are `check`'s (the wrong day's warning).
    @Test func daysComplete() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/beginners")
        let path = root + "/2026/2026-09-22-deadlift.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let dayLine = try lineNumber(of: "day:", in: text)
        let weekLine = try lineNumber(of: "week:", in: text)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(path)
        client.open(path, text: text)
        let days = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": dayLine, "character": 5]])
        let items = days["result"]?["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == ["1", "2", "3"])
        #expect(items.compactMap { $0["detail"]?.string } == ["squat, bench", "deadlift, press", "bench, squat"])
        let weeks = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": weekLine, "character": 6]])
        #expect(weeks["result"]?["items"]?.array?.compactMap { $0["label"]?.string } == ["1", "2", "3"])
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": dayLine, "character": 1]])
        #expect(hover["result"]?["contents"]?["value"]?.string?.contains("the day of the program's week") == true, "\(hover)")
    }

    /// A file outside any journal gets nothing and no error.
    @Test func filesOutsideAJournalGetNothing() throws {
        let folder = TemporaryFolder()
        try "---\nlift: sqaut\n---\n- [x] 100 x 5\n".write(toFile: folder.path + "/loose.md", atomically: true, encoding: .utf8)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(folder.path + "/loose.md")
        client.open(folder.path + "/loose.md", text: "---\nlift: sqaut\n---\n- [x] 100 x 5\n")
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 2]])
        #expect(hover["result"] == .null)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect(symbols["result"] == .array([]))
        #expect(!client.received.contains { $0["method"]?.string == "textDocument/publishDiagnostics" })
    }

    /// Malformed JSON gets -32700 with a null id, an unknown method -32601, a cancelled request
    /// -32800; a 10 MB document is taken; the server goes on answering after each.
    @Test func malformedAndUnknownMessagesGetErrorsAndTheServerGoesOn() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let client = TestClient()
        _ = try client.initialize()
        client.writeRaw(FrameDecoder.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": ".utf8)))
        let parse = try client.waitFor { $0["error"]?["code"]?.int == -32700 }
        #expect(parse["id"] == .null)
        client.writeRaw(Array("Content-Type: nothing\r\n\r\n".utf8))
        _ = try client.waitFor { $0["error"]?["code"]?.int == -32700 }
        let unknown = try client.request("plusmd/nothing")
        #expect(unknown["error"]?["code"]?.int == -32601)
        client.send(["method": "$/cancelRequest", "params": ["id": 900]])
        client.send(["id": 900, "method": "textDocument/hover", "params": ["textDocument": ["uri": "file:///x.md"], "position": ["line": 0, "character": 0]]])
        let cancelled = try client.waitFor { $0["id"]?.int == 900 }
        #expect(cancelled["error"]?["code"]?.int == -32800)
        let notes = root + "/big-notes.md"
        let big = String(repeating: "A line of notes with an emoji 🏋️ and é.\n", count: 250_000)
        #expect(big.utf8.count > 10_000_000)
        client.open(notes, text: big)
        let far = try client.request(
            "textDocument/hover", ["textDocument": ["uri": client.uri(notes)], "position": ["line": 249_999, "character": 99_999]])
        #expect(far["result"] == .null)
        let symbols = try client.request("textDocument/foldingRange", ["textDocument": ["uri": client.uri(notes)]])
        #expect(symbols["result"] == .array([]))
    }

    /// `shutdown` then `exit`: status 0; `exit` alone: 1; the end of the input: the server ends.
    @Test func shutdownAndExitCodes() throws {
        let clean = TestClient()
        _ = try clean.initialize()
        let shutdown = try clean.request("shutdown")
        #expect(shutdown["result"] == .null)
        let after = try clean.request("textDocument/hover", ["textDocument": ["uri": "file:///x.md"], "position": ["line": 0, "character": 0]])
        #expect(after["error"]?["code"]?.int == -32600)
        clean.notify("exit", [:])
        #expect(clean.waitForEnd() == 0)

        let abrupt = TestClient()
        _ = try abrupt.initialize()
        abrupt.notify("exit", [:])
        #expect(abrupt.waitForEnd() == 1)

        let vanished = TestClient()
        _ = try vanished.initialize()
        #expect(vanished.closeAndWait() == 1)
    }

    static func object(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .number(let number): return number
        case .string(let string): return string
        case .array(let array): return array.map(object)
        case .object(let members): return members.mapValues(object)
        }
    }
}

/// Files changed on disk by other tools (a sync, `plusmd log`): a client that registers watchers
/// at run time is asked for the journal's files, and a change it reports is read at once.
@Suite struct WatchedFilesTests {
    let sheetPath = "2026/2026-11-23-squat.md"

    @Test func aClientThatRegistersWatchersIsAskedForTheJournalsFiles() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let client = TestClient()
        _ = try client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let asked = try client.waitFor("client/registerCapability") { $0["method"]?.string == "client/registerCapability" }
        let registration = try #require(asked["params"]?["registrations"]?.array?.first)
        #expect(registration["method"]?.string == "workspace/didChangeWatchedFiles")
        #expect(registration["registerOptions"]?["watchers"]?.array?.compactMap { $0["globPattern"]?.string } == ["**/*.md", "**/plusmd.yaml"])
        client.send(["id": try #require(asked["id"]?.string), "result": NSNull()])

        // A sync writes a sheet for the same (cycle, week, lift) a day earlier: the open sheet,
        // the later one, is the duplicate as soon as the client reports the new file.
        let sheet = root + "/" + sheetPath
        let saved = try String(contentsOfFile: sheet, encoding: .utf8)
        client.open(sheet, text: saved)
        #expect(try client.diagnostics(for: client.uri(sheet)).isEmpty)
        let synced = root + "/2026/2026-11-22-squat.md"
        try saved.replacingOccurrences(of: "date: 2026-11-23", with: "date: 2026-11-22").write(toFile: synced, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri(synced), "type": 1]]])
        #expect(try client.diagnostics(for: client.uri(sheet)).compactMap { $0["code"]?.string } == ["duplicate-sheet"])

        // The sync removes it again.
        try FileManager.default.removeItem(atPath: synced)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri(synced), "type": 3]]])
        #expect(try client.diagnostics(for: client.uri(sheet)).isEmpty)
    }

    /// A reported change to a file open in the editor changes nothing while it is open (its
    /// buffer stands for it); when it closes, the disk's text is read.
    @Test func aChangeToAnOpenFileIsReadWhenItCloses() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let client = TestClient()
        _ = try client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let asked = try client.waitFor("client/registerCapability") { $0["method"]?.string == "client/registerCapability" }
        client.send(["id": try #require(asked["id"]?.string), "result": NSNull()])
        let sheet = root + "/" + sheetPath
        let saved = try String(contentsOfFile: sheet, encoding: .utf8)
        client.open(sheet, text: saved)
        #expect(try client.diagnostics(for: client.uri(sheet)).isEmpty)
        // Another tool writes a misspelled lift into the file while the editor has it open.
        try saved.replacingOccurrences(of: "lift: squat", with: "lift: sqaut").write(toFile: sheet, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri(sheet), "type": 2]]])
        try client.request("textDocument/hover", ["textDocument": ["uri": client.uri(sheet)], "position": ["line": 0, "character": 0]])
        #expect(!client.received.contains { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["diagnostics"]?.array?.isEmpty == false })
        client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri(sheet)]])
        #expect(try client.diagnostics(for: client.uri(sheet)).compactMap { $0["code"]?.string } == ["unknown-lift"])
    }

    /// A client that cannot register watchers (Neovim 0.7) is not asked; the stamps cover it.
    @Test func aClientThatCannotRegisterIsNotAsked() throws {
        let client = TestClient()
        _ = try client.initialize()
        try client.request("shutdown")
        #expect(!client.received.contains { $0["method"]?.string == "client/registerCapability" })
    }
}
