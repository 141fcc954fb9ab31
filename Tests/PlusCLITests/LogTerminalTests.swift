import Foundation
import PlusCore
import PlusFormat
import Testing

/// `plusmd log` in a real terminal (tmux), with the built binary, a temporary journal, private
/// XDG folders and a fast clock (`PLUSMD_CLOCK_SCALE`): keys in, screen and file out.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct LogTerminalTests {
    /// Presses Enter and waits until set `number` is logged.
    func logSet(_ tmux: Tmux, _ number: Int, reps: String? = nil) throws {
        if let reps { try tmux.type(reps) }
        try tmux.send("Enter")
        try tmux.waitFor("logged set \(number):")
    }

    @Test func aWholeWorkoutWithEnterAndTypedReps() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        let first = try tmux.screen()
        #expect(first.contains("▶  1  Warmup   125 lb × 5     35 5 per side   ← next"))
        #expect(first.contains("     6  Working  270 lb × 5+    45 45 10 10 2.5 per side   AMRAP"))
        #expect(first.contains("0/11 sets"))
        try logSet(tmux, 1)
        try logSet(tmux, 2, reps: "4")
        try logSet(tmux, 3)
        // The rest after a warmup: rest.warmup (60 s), with the next set and its plates.
        eventually("the rest state naming set 4") { (try timerState(journal)?["next"] as? [String: Any])?["number"] as? Int == 4 }
        let saved = try timerState(journal)
        let state = try #require(saved)
        let timer = try #require(state["timer"] as? [String: Any])
        #expect(timer["duration"] as? Int == 60)
        #expect(timer["kind"] as? String == "warmup")
        #expect((state["next"] as? [String: Any])?["number"] as? Int == 4)
        try tmux.waitFor("Next: Working 205 lb × 5 · 45 35 per side (set 4)")
        try logSet(tmux, 4)
        try tmux.waitFor("/ 3:00 after working")
        try logSet(tmux, 5)
        let amrap = try tmux.waitFor("How many reps?")
        #expect(amrap.contains("AMRAP 270 lb × 5+ — as many reps as you can (at least 5)."))
        #expect(amrap.contains("▶  6  Working  270 lb × 5+"))
        try tmux.send("Enter")
        try tmux.waitFor("type the reps you got on the AMRAP set")
        try logSet(tmux, 6, reps: "9")
        try logSet(tmux, 7, reps: "8")
        for number in 8...11 { try logSet(tmux, number) }
        let summary = try tmux.waitFor("Workout finished: squat, cycle 1 week 1")
        #expect(summary.contains("Sets: 11 of 11 (warmup 3/3, working 3/3, bbb 5/5); 79 reps"))
        // 125×5 + 160×4 + 190×3 + 205×5 + 235×5 + 270×9 + 160×8 + 160×10×4
        let volume: Int = [625, 640, 570, 1025, 1175, 2430, 1280, 6400].reduce(0, +)
        #expect(summary.contains("Volume: \(volume) lb"))
        #expect(summary.contains("AMRAP: 270 × 9, e1RM 351 lb"))
        #expect(summary.contains("Next: Bench press · cycle 1 · week 1 (5s) — top set 190 x 5+"))
        try tmux.send("q")
        let end = try tmux.waitFor("icanon")
        #expect(end.contains("finished") && end.contains("EXIT=0"))
        #expect(!end.contains("-icanon"), "the terminal is back in cooked mode")
        #expect(try journal.setLines("squat") == [
            "- [x] 125 x 5 — 35 5 per side", "- [x] 160 x 4 — 45 10 2.5 per side", "- [x] 190 x 3 — 45 25 2.5 per side",
            "- [x] 205 x 5 — 45 35 per side", "- [x] 235 x 5 — 45 45 5 per side", "- [x] 270 x 9 — 45 45 10 10 2.5 per side",
            "- [x] 160 x 8 — 45 10 2.5 per side", "- [x] 160 x 10 — 45 10 2.5 per side", "- [x] 160 x 10 — 45 10 2.5 per side",
            "- [x] 160 x 10 — 45 10 2.5 per side", "- [x] 160 x 10 — 45 10 2.5 per side",
        ])
        let status = plusmd(["status", "--json"], in: journal.root, environment: journal.environment)
        #expect(try ReportJSON.decode(StatusReport.self, from: status.out).done == [.squat])
    }

    @Test func theAMRAPSetShowsRepsToBeatAndAPRIsCelebratedAndNoted() throws {
        let journal = try TerminalJournal()
        // Week 1 done on paper: squat 270 x 8 (e1RM 342), so squat week 2 comes next.
        for (day, lift) in [("01", "squat"), ("02", "bench"), ("03", "deadlift"), ("04", "press")] {
            let next = plusmd(["next", "--lift", lift, "--date", "2026-09-\(day)"], in: journal.root, environment: journal.environment)
            #expect(next.status == 0, "\(next.err)")
            let path = journal.root + "/2026/2026-09-\(day)-\(lift).md"
            try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 8).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let tmux = try Tmux(journal.command("log --lift squat"), environment: journal.environment)
        try tmux.waitFor("Squat · cycle 1 · week 2 (3s)")
        for number in 1...5 { try logSet(tmux, number) }
        let prompt = try tmux.waitFor("How many reps?")
        #expect(prompt.contains("AMRAP 285 lb × 3+"))
        #expect(prompt.contains("7 reps beat your best e1RM 342 lb (270 × 8, 2026/2026-09-01-squat.md)."))
        try tmux.type("8")
        try tmux.send("Enter")
        let party = try tmux.waitFor("NEW e1RM PR")
        #expect(party.contains("NEW e1RM PR: 361 lb (285 × 8), up from 342"))
        eventually("the PR note under Notes") { try journal.sheet("squat").hasSuffix("## Notes\n\nPR: e1RM 361 (285 x 8)\n") }
        // `log` (the real binary) dated the sheet today: check it as of the same day.
        let check = plusmd(["check"], in: journal.root, environment: journal.environment, today: TerminalJournal.localToday)
        #expect(check.status == 0 && !check.err.contains("warning"), "the PR note reads back without warnings: \(check.err) \(check.out)")
        try tmux.send("u")
        try tmux.waitFor("took back set 6")
        eventually("undo removing the PR note") { try !journal.sheet("squat").contains("PR:") }
        eventually("set 6 unticked with its target") { try journal.setLines("squat")[5] == "- [ ] 285 x 3+ — 45 45 25 5 per side" }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    /// `log --gym hotel` writes a new sheet for a kg gym in a lb journal (as `next --gym`
    /// does) and logs it in kg; a resumed `log` keeps writing kg into it, never the lb values the
    /// resolved journal converts them to.
    @Test func logAtAGymInAnotherUnitWritesAndResumesItsSheetInThatUnit() throws {
        let journal = try TerminalJournal()
        let settingsPath = journal.root + "/plusmd.yaml"
        let settings = try String(contentsOfFile: settingsPath, encoding: .utf8)
        try (settings + "gyms:\n  hotel: {units: kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]}\n")
            .write(toFile: settingsPath, atomically: true, encoding: .utf8)
        let unknown = plusmd(["log", "--gym", "moon"], in: journal.root, environment: journal.environment)
        #expect(unknown.status != 0)
        let tmux = try Tmux(journal.command("log --gym hotel"), environment: journal.environment)
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        // TM 315 lb = 142.88 kg: 40 % is 57.15 kg, loaded as 57.5 kg on the hotel's 20 kg bar; 65 %
        // (92.87 kg) as 92.5 kg.
        let first = try tmux.screen()
        #expect(first.contains("TM 142.88 kg"), "\(first)")
        #expect(first.contains("92.5 kg × 5"), "\(first)")
        try logSet(tmux, 1)
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let sheet = try journal.sheet("squat")
        #expect(sheet.contains("units: kg\ngym: hotel\n"), "\(sheet)")
        #expect(try journal.setLines("squat")[0] == "- [x] 57.5 x 5 — 15 2.5 1.25 per side")
        // Resumed without --gym: the same sheet, still in kg.
        let again = try Tmux(journal.command("log"), environment: journal.environment)
        try again.waitFor("▶  2  Warmup")
        try logSet(again, 2)
        try again.send("q")
        try again.waitFor("EXIT=0")
        let lines = try journal.setLines("squat")
        #expect(lines[1] == "- [x] 72.5 x 5 — 25 1.25 per side", "\(lines)")
        #expect(journal.sheets.count == 1)
        let check = plusmd(["check"], in: journal.root, environment: journal.environment)
        #expect(check.status == 0, "\(check.err)")
    }

    @Test func undoOneSetThenSeveralBackToAChosenSet() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("← next")
        for number in 1...4 { try logSet(tmux, number, reps: number == 2 ? "4" : nil) }
        try tmux.send("u")
        try tmux.waitFor("took back set 4")
        eventually("set 4 unticked") { try journal.setLines("squat")[3] == "- [ ] 205 x 5 — 45 35 per side" }
        try tmux.waitFor("▶  4  Working")
        try tmux.type("2u")
        try tmux.waitFor("Take back set 2 and the 1 logged after it? y/n")
        try tmux.send("y")
        try tmux.waitFor("took back sets 2–3")
        eventually("sets 2 and 3 unticked") { try journal.setLines("squat")[2] == "- [ ] 190 x 3 — 45 25 2.5 per side" }
        let lines = try journal.setLines("squat")
        #expect(lines[0] == "- [x] 125 x 5 — 35 5 per side")
        #expect(lines[1] == "- [ ] 160 x 5 — 45 10 2.5 per side", "the target comes back, not the 4 reps logged")
        #expect(lines[2] == "- [ ] 190 x 3 — 45 25 2.5 per side")
        try tmux.waitFor("▶  2  Warmup")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func notesAreWrittenUnderNotes() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("← next")
        try tmux.send("n")
        try tmux.waitFor("Notes (Enter saves")
        try tmux.type("Belt on, fast")
        try tmux.send("C-j")
        try tmux.type("Knees fine")
        try tmux.send("Enter")
        try tmux.waitFor("notes saved")
        eventually("the notes under Notes") { try journal.sheet("squat").hasSuffix("## Notes\n\nBelt on, fast\nKnees fine\n") }
        try tmux.waitFor("Notes: Belt on, fast ⏎ Knees fine")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func switchingLiftOffersOpenLiftsAndAsksOnceSetsAreLogged() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("Squat · cycle 1")
        try logSet(tmux, 1)
        try tmux.send("l")
        try tmux.waitFor("Switch to (open this week): 1 bench press   2 deadlift   3 overhead press")
        try tmux.send("2")
        try tmux.waitFor("1 set of squat logged (kept in its sheet). Switch to deadlift? y/n")
        try tmux.send("y")
        try tmux.waitFor("Deadlift · cycle 1 · week 1 (5s)")
        eventually("squat keeping its set") { try journal.setLines("squat")[0].hasPrefix("- [x] 125 x 5") }
        // Nothing logged on deadlift: switching on needs no question, and its untouched new sheet goes.
        try tmux.send("l")
        try tmux.waitFor("Switch to (open this week): 1 squat   2 bench press   3 overhead press")
        try tmux.send("1")
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        try tmux.waitFor("1/11 sets")
        eventually("the untouched deadlift sheet removed") { !journal.sheets.contains { $0.hasSuffix("-deadlift.md") } }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func quittingMidWorkoutAndCtrlCLoseNothingAndLogResumes() throws {
        let journal = try TerminalJournal()
        let command = journal.command("log").replacingOccurrences(of: "; sleep 60", with: "") + "; '\(journal.binary)' log; echo EXIT2=$?; stty -a | grep -o -- '-\\{0,1\\}icanon' | head -1; sleep 60"
        let tmux = try Tmux(command, environment: journal.environment)
        try tmux.waitFor("← next")
        try logSet(tmux, 1)
        try logSet(tmux, 2)
        try tmux.send("q")
        // The second run resumes from the file: two sets ticked, set 3 next, the rest still running.
        let resumed = try tmux.waitFor("2/11 sets")
        #expect(resumed.contains("▶  3  Warmup"))
        #expect(resumed.contains("✓  2  Warmup"))
        try logSet(tmux, 3)
        try tmux.send("C-c")
        let end = try tmux.waitFor(pane: 0, "the saved line, then icanon after Ctrl-C") {
            $0.contains("3 of 11 sets logged.") && $0.components(separatedBy: "EXIT2=130").last?.contains("icanon") == true
        }
        #expect(end.contains("EXIT=0"))
        #expect(end.contains("Saved 2026/") && end.contains("3 of 11 sets logged. Run `plusmd log` to resume."))
        #expect(!end.contains("-icanon"), "q and Ctrl-C restore the terminal")
        #expect(try journal.setLines("squat").prefix(4).map { $0.hasPrefix("- [x]") } == [true, true, true, false])
    }

    @Test func aSheetEditedMeanwhileIsReloadedNotClobbered() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("← next")
        try logSet(tmux, 1)
        let name = try #require(journal.sheets.first)
        let path = journal.root + "/" + name
        let edited = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "- [ ] 160 x 5", with: "- [x] 165 x 5")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        try tmux.send("Enter")
        try tmux.waitFor("the sheet changed on disk")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        try tmux.waitFor("▶  3  Warmup")
        try logSet(tmux, 3)
        eventually("set 3 logged") { try journal.setLines("squat")[2].hasPrefix("- [x] ") }
        #expect(try journal.setLines("squat")[1] == "- [x] 165 x 5 — 45 10 2.5 per side")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func plainDisplaysStillMarkTheNextSet() throws {
        let journal = try TerminalJournal()
        var environment = journal.environment
        environment["NO_COLOR"] = "1"
        let tmux = try Tmux(journal.command("log"), environment: environment)
        try tmux.waitFor("▶  1  Warmup")
        #expect(!(try tmux.screen(escapes: true)).contains("\u{1B}[7m"), "NO_COLOR: no reverse video")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let plain = try Tmux(journal.command("log", extra: "TERM=dumb"), environment: journal.environment)
        try plain.waitFor(">  1  Warmup   125 lb × 5")
        try plain.send("Enter")
        try plain.waitFor("x  1  Warmup")
        try plain.waitFor(">  2  Warmup")
        try plain.send("q")
        try plain.waitFor("EXIT=0")
    }

    @Test func resizeRedrawsHiddenPanelKeepsCountingAndSIGTERMRestoresTheTerminal() throws {
        let journal = try TerminalJournal(scale: "0.5")
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("← next")
        try logSet(tmux, 1)
        try tmux.waitFor("/ 1:00 after warmup")
        try tmux.send("h")
        try tmux.waitFor(pane: 0, "the hidden panel's status line") { $0.contains("Rest 0:") && $0.contains("· next 160 lb × 5  (h: show panel)") }
        try tmux.resize(width: 50, height: 20)
        try tmux.waitFor(pane: 0, "a redraw at 50 columns") { screen in
            screen.contains("Squat · cycle 1 · week 1 (5s) · 2026-") && !screen.contains("TM 315 lb")
        }
        let log = try #require(try tmux.childProcesses().first)
        kill(log, SIGTERM)
        let end = try tmux.waitFor("icanon")
        #expect(end.contains("EXIT=130") && !end.contains("-icanon"))
        #expect(try journal.setLines("squat")[0].hasPrefix("- [x] 125 x 5"))
    }

    @Test func statusJSONCarriesTheCurrentSetProgressAndTimer() throws {
        let journal = try TerminalJournal(scale: "0.2")
        let tmux = try Tmux(journal.command("log"), environment: journal.environment)
        try tmux.waitFor("← next")
        try logSet(tmux, 1)
        var object: [String: Any] = [:]
        eventually("status --json showing set 2 and the rest") {
            let status = plusmd(["status", "--json"], in: journal.root, environment: journal.environment)
            object = try JSONSerialization.jsonObject(with: Data(status.out.utf8)) as? [String: Any] ?? [:]
            return (object["current_set"] as? [String: Any])?["number"] as? Int == 2 && object["timer"] != nil
        }
        let current = try #require(object["current_set"] as? [String: Any])
        #expect(current["number"] as? Int == 2 && current["weight"] as? Int == 160 && current["kind"] as? String == "warmup")
        #expect((object["progress"] as? [String: Any])?["done"] as? Int == 1)
        let timer = try #require(object["timer"] as? [String: Any])
        #expect(timer["duration"] as? Int == 60)
        let remaining = try #require(timer["remaining"] as? Int)
        #expect(remaining > 0 && remaining <= 60)
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}

/// The timer state file of a test journal, as JSON.
func timerState(_ journal: TerminalJournal) throws -> [String: Any]? {
    let folder = journal.folder.path + "/state/plusmd"
    guard let name = try FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.hasPrefix("timer-") && $0.hasSuffix(".json") }),
        let data = FileManager.default.contents(atPath: folder + "/" + name)
    else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
}

/// `log` and `watch` read the one resolved journal: they resume the sheet being logged and agree
/// with `prs` about PRs.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct LiveSessionTruthTests {
    @Test func logResumesTheSheetBeingLoggedAfterASwitchNotTheFirstUnfinished() throws {
        let journal = try TerminalJournal()
        let command = journal.command("log --lift bench").replacingOccurrences(of: "; sleep 60", with: "")
            + "; '\(journal.binary)' log; echo EXIT2=$?; sleep 60"
        let tmux = try Tmux(command, environment: journal.environment)
        try tmux.waitFor("Bench press · cycle 1 · week 1 (5s)")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 1:")
        try tmux.send("l")
        try tmux.waitFor("Switch to (open this week): 1 squat   2 deadlift   3 overhead press")
        try tmux.send("3")
        try tmux.waitFor("Switch to overhead press? y/n")
        try tmux.send("y")
        try tmux.waitFor("Overhead press · cycle 1 · week 1 (5s)")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 1:")
        try tmux.send("q")
        // The second run reopens the press sheet, the one being logged, not bench's (the first
        // unfinished sheet of the week by name).
        let resumed = try tmux.waitFor(pane: 0, "the second run") { $0.contains("1/11 sets") && !$0.contains("logged set 1:") }
        #expect(resumed.contains("Overhead press · cycle 1 · week 1 (5s)"), "\(resumed)")
        #expect(!resumed.contains("Bench press · cycle 1"))
        try tmux.send("q")
        try tmux.waitFor("EXIT2=0")
    }

    @Test func watchsFinishedScreenAndLogsSummaryAgreeWithPRsAboutAPR() throws {
        let journal = try TerminalJournal()
        // Week 1 done on paper: squat 270 x 8 (e1RM 342).
        for (day, lift) in [("01", "squat"), ("02", "bench"), ("03", "deadlift"), ("04", "press")] {
            #expect(plusmd(["next", "--lift", lift, "--date", "2026-09-\(day)"], in: journal.root, environment: journal.environment).status == 0)
            let path = journal.root + "/2026/2026-09-\(day)-\(lift).md"
            try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 8).write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Week 2's squat: warmups and the first two working sets ticked in an editor.
        #expect(plusmd(["next", "--lift", "squat", "--date", "2026-09-08"], in: journal.root, environment: journal.environment).status == 0)
        let path = journal.root + "/2026/2026-09-08-squat.md"
        var seen = 0
        let text = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("- [ ] ") else { return String(line) }
            seen += 1
            return seen <= 5 ? "- [x] " + line.dropFirst(6) : String(line)
        }.joined(separator: "\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux(journal.command("log --lift squat"), environment: journal.environment, height: 40)
        try tmux.waitFor("How many reps?")
        // 285 x 3: e1RM 313.5, below 342: no PR.
        try tmux.type("3")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 6:")
        for number in 7...11 {
            try tmux.send("Enter")
            try tmux.waitFor("logged set \(number):")
        }
        let summary = try tmux.waitFor("Workout finished: squat")
        #expect(summary.contains("AMRAP: 285 × 3, e1RM 313.5 lb (best 342)"))
        #expect(summary.contains("PRs: none"))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let watch = try Tmux(journal.command("watch"), environment: journal.environment, height: 40)
        let finished = try watch.waitFor("Done: Squat · cycle 1 · week 2 (3s)")
        #expect(finished.contains("AMRAP: 285 × 3, e1RM 313.5 lb (best 342)"), "\(finished)")
        #expect(finished.contains("PRs: none"), "watch agrees with log: \(finished)")
        try watch.send("q")
        try watch.waitFor("EXIT=0")
        let prs = try ReportJSON.decode(RecordsReport.self, from: plusmd(["prs", "--json"], in: journal.root, environment: journal.environment).out)
        #expect(prs.history.allSatisfy { $0.path != "2026/2026-09-08-squat.md" }, "prs agrees: no PR on week 2")
    }
}

/// Text from files (notes, paths) reaches the terminal escaped in `log` and `watch`, and a failed
/// clean-up is said on screen.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct LiveSessionSafetyTests {
    @Test func aSwitchThatCannotRemoveTheUntouchedSheetSaysSo() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, width: 250)
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        // The new, untouched squat sheet is edited meanwhile: switching must keep it, and say so.
        let name = try #require(journal.sheets.first { $0.hasSuffix("-squat.md") })
        let path = journal.root + "/" + name
        try (try String(contentsOfFile: path, encoding: .utf8) + "Edited in the phone app.\n").write(toFile: path, atomically: true, encoding: .utf8)
        try tmux.send("l")
        try tmux.waitFor("Switch to (open this week)")
        try tmux.send("1")
        let screen = try tmux.waitFor("Bench press · cycle 1 · week 1 (5s)")
        #expect(screen.contains("now logging bench press: "), "\(screen)")
        #expect(screen.contains("kept \(name) (created for squat, nothing logged): "), "\(screen)")
        #expect(screen.contains("/\(name) changed since plusmd read it"), "\(screen)")
        #expect(FileManager.default.fileExists(atPath: path), "the edited sheet is kept")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func notesAndPathsFromAHostileFileAreEscapedInLogAndWatch() throws {
        let journal = try TerminalJournal()
        #expect(plusmd(["next", "--lift", "squat", "--date", "2026-09-01"], in: journal.root, environment: journal.environment).status == 0)
        // A synced file whose name and notes carry a retitle (OSC 0) and a clear-screen (CSI 2J).
        let hostile = "2026/2026-09-01-squat\u{1B}[2J.md"
        let text = try String(contentsOfFile: journal.root + "/2026/2026-09-01-squat.md", encoding: .utf8)
            .replacingOccurrences(of: "## Notes\n", with: "## Notes\n\nfelt \u{1B}]0;pwned\u{07}good \u{1B}[2Jtoday\n")
        try text.write(toFile: journal.root + "/" + hostile, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: journal.root + "/2026/2026-09-01-squat.md")
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, width: 160)
        let screen = try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        #expect(screen.contains("2026/2026-09-01-squat\\e[2J.md"), "the path, escaped: \(screen)")
        #expect(screen.contains("Notes: felt \\e]0;pwned\\u{7}good \\e[2Jtoday"), "the notes, escaped: \(screen)")
        try tmux.send("n")
        try tmux.waitFor("Notes (Enter saves")
        #expect(try tmux.screen().contains("felt \\e]0;pwned\\u{7}good \\e[2Jtoday_"), "the notes editor, escaped")
        try tmux.send("Escape")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 1:")
        let watch = try tmux.split(journal.command("watch"))
        try tmux.waitFor("Up next · set 2 of 11", pane: watch)
        try tmux.send("q")
        let end = try tmux.waitFor("EXIT=0")
        #expect(end.contains("Saved 2026/2026-09-01-squat\\e[2J.md: 1 of 11 sets logged."), "\(end)")
        let titles = [try tmux.title(), try tmux.title(pane: watch)]
        #expect(!titles.contains { $0.contains("pwned") }, "no file retitled the terminal: \(titles)")
        try tmux.send("q", pane: watch)
        try tmux.waitFor("EXIT=0", pane: watch)
    }
}

/// `plusmd log` with a lift beyond the big four: the screen, the sheet it writes, the
/// summary and the commands after it agree on the front squat's numbers.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct ExtraLiftLogTerminalTests {
    @Test func aFrontSquatWorkoutIsLoggedLikeAnyLift() throws {
        let journal = try TerminalJournal()
        #expect(plusmd(["config", "set", "order", "squat,bench,deadlift,press,front squat"], in: journal.root).status == 0)
        #expect(plusmd(["tm", "set", "front squat", "225", "--date", "2026-08-31"], in: journal.root).status == 0)
        let tmux = try Tmux(journal.command("log --lift 'front squat'"), environment: journal.environment)
        let first = try tmux.waitFor("Front squat · cycle 1 · week 1 (5s)")
        // TM 225: working 65/75/85 % → 145, 170, 190 (5 lb rounding); the AMRAP set last.
        #expect(first.contains("Working  190 lb × 5+"), "\(first)")
        for number in 1...5 {
            try tmux.send("Enter")
            try tmux.waitFor("logged set \(number):")
        }
        try tmux.waitFor("How many reps?")
        try tmux.type("9")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 6:")
        for number in 7...11 {
            try tmux.send("Enter")
            try tmux.waitFor("logged set \(number):")
        }
        let summary = try tmux.waitFor("Workout finished:")
        #expect(summary.contains("AMRAP: 190 × 9, e1RM 247 lb"), "\(summary)")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let lines = try journal.setLines("front-squat")
        #expect(lines.count == 11 && lines.allSatisfy { $0.hasPrefix("- [x] ") }, "\(lines)")
        #expect(lines.contains("- [x] 190 x 9 — 45 25 2.5 per side"), "\(lines)")
        let front = Lift(rawValue: "front_squat")
        let status = try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: journal.root, environment: journal.environment).out)
        #expect(status.done == [front])
        let records = try ReportJSON.decode(RecordsReport.self, from: plusmd(["prs", "--json"], in: journal.root, environment: journal.environment).out)
        #expect(records.best[front]?.wrappedValue?.estimatedOneRepMax == Weight(247))
    }
}

/// `log` of a lift on its own bar with the plates owned: the screen shows the plates `next` gives
/// for that bar and those plates (whose JSON says the top sets are capped).
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct LogEquipmentTerminalTests {
    @Test func aTrapBarDeadliftOnThePlatesOwned() throws {
        let journal = try TerminalJournal()
        let settings = try String(contentsOfFile: journal.root + "/plusmd.yaml", encoding: .utf8)
            .replacingOccurrences(of: "plates: [45, 35, 25, 10, 5, 2.5]", with: "plates: {45: 4, 10: 2, 5: 2, 2.5: 2}")
            + "lifts:\n  deadlift: {bar: 60}\n"
        try settings.write(toFile: journal.root + "/plusmd.yaml", atomically: true, encoding: .utf8)
        let planned = plusmd(["next", "--dry-run", "--lift", "deadlift", "--json"], in: journal.root)
        #expect(planned.status == 0, "\(planned.err)")
        let next = try ReportJSON.decode(NextReport.self, from: planned.out)
        let first = try #require(next.sets.first)
        let tmux = try Tmux(journal.command("log --lift deadlift"), environment: journal.environment)
        let screen = try tmux.waitFor("Deadlift · cycle 1 · week 1 (5s)")
        let plates = first.platesPerSide.map(\.description).joined(separator: " ")
        #expect(screen.contains("\(first.weight) lb × \(first.reps)") && screen.contains("\(plates) per side"), "\(screen)")
        // The 60 lb trap bar + 2 × (45 + 45 + 10 + 5 + 2.5) = 275 at most: 85 % of 405 (344.25) is capped.
        let top = try #require(next.sets.last { $0.kind == .working })
        #expect(top.cappedFrom == Weight(hundredths: 34425) && top.weight == Weight(275), "\(top)")
        try tmux.send("q")
        _ = try tmux.waitFor("EXIT=")
    }
}
