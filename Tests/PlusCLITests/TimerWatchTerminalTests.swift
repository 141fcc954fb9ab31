import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd timer` and `plusmd watch` in a real terminal (tmux), with a fast clock.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct TimerWatchTerminalTests {
    @Test func timerCountsDownAPresetThenChimesRingsAndNotifies() throws {
        let journal = try TerminalJournal(scale: "0.02")
        let tmux = try Tmux(journal.command("timer bbb"), environment: journal.environment)
        let running = try tmux.waitFor("/ 1:30 after bbb")
        #expect(running.contains("plusmd timer (bbb)"))
        eventually("the timer's state file") { try timerState(journal) != nil }
        let state = try #require(try timerState(journal))
        #expect((state["timer"] as? [String: Any])?["duration"] as? Int == 90)
        // The exit line follows the "Rest over" line; wait for it rather than race it.
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("Rest over (bbb): 1:30."))
        #expect(end.contains("EXIT=0"))
        // The fake player and notifier run detached, each on its own: wait for all three lines.
        eventually("the cue, the chime and the notification in the tools' log") {
            let tools = (try? String(contentsOfFile: journal.toolLog, encoding: .utf8)) ?? ""
            return tools.contains("chime-cue.wav") && tools.contains("chime-bell.wav") && tools.contains("notify-send")
        }
        let tools = journal.toolLog(containing: "notify-send")
        #expect(tools.contains("paplay ") && tools.contains("chime-cue.wav"), "the 30-second cue")
        #expect(tools.contains("chime-bell.wav"), "the default chime")
        #expect(tools.contains("notify-send -a plusmd Rest over plusmd: 1:30 rest after bbb is over"))
        #expect(try timerState(journal) == nil, "the state file goes with the timer")
    }

    @Test func timerAdjustsAndCtrlCCancels() throws {
        let journal = try TerminalJournal(scale: "0.2")
        let tmux = try Tmux(journal.command("timer 2m"), environment: journal.environment)
        try tmux.waitFor("/ 2:00")
        try tmux.send("m")
        try tmux.waitFor("/ 3:00")
        try tmux.send("-")
        try tmux.waitFor("/ 2:45")
        try tmux.send("C-c")
        let end = try tmux.waitFor("EXIT=130")
        #expect(end.contains("rest cancelled with"))
    }

    @Test func timerRejectsBadDurations() throws {
        let journal = try TerminalJournal()
        let result = plusmd(["timer", "1:75"], in: journal.root, environment: journal.environment)
        #expect(result.status == 2)
        #expect(result.err.contains("'1:75' is not a preset (warmup, working, bbb) or a duration such as 90, 1:30, 2m"))
    }

    @Test func watchFollowsALogInAnotherPane() throws {
        let journal = try TerminalJournal(scale: "0.05")
        let tmux = try Tmux(journal.command("watch"), environment: journal.environment, height: 50)
        try tmux.waitFor("No workout in progress.")
        let logPane = try tmux.split(journal.command("log"))
        try tmux.waitFor("← next", pane: logPane)
        let current = try tmux.waitFor("Now · set 1 of 11 · Warmup")
        #expect(current.contains("125 lb × 5") && current.contains("35 5 per side"))
        try tmux.send("Enter", pane: logPane)
        let resting = try tmux.waitFor("Up next · set 2 of 11 · Warmup")
        #expect(resting.contains("Rest ") && resting.contains("/ 1:00 after warmup"))
        #expect(resting.contains("1/11 sets"))
        try tmux.waitFor("Now · set 2 of 11")
        try tmux.send("q", pane: logPane)
        try tmux.waitFor("EXIT=0", pane: logPane)
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}

/// The in-gym commands outside a terminal, and the timer tab's listings.
@Suite struct InTheGymCommandTests {
    @Test func logAndWatchNeedATerminalAndSaySo() {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let log = plusmd(["log"], in: folder.path + "/j")
        #expect(log.status == 1)
        #expect(log.err.contains("log needs a terminal"))
        #expect(folder.files(under: "j").count == 2, "nothing written")
        let watch = plusmd(["watch"], in: folder.path + "/j")
        #expect(watch.status == 1)
        #expect(watch.err.contains("watch needs a terminal"))
    }

    @Test func timerWithoutAnArgumentListsThePresets() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        try folder.write("j/plusmd.yaml", "rest:\n  working: 240\nchime: gong\n")
        let result = plusmd(["timer"], in: folder.path + "/j")
        #expect(result.status == 0)
        #expect(result.out.contains("Rest presets (from plusmd.yaml):\n  warmup   1:00\n  working  4:00\n  bbb      1:30\n"))
        #expect(result.out.contains("Chime: gong (bell, ding, rise, fall, gong, beeps, chirp, knock;"))
        let json = plusmd(["timer", "--json"], in: folder.path + "/j")
        let report = try ReportJSON.decode(TimerPresetsReport.self, from: json.out)
        #expect(report.presets == .init(warmup: 60, working: 240, bbb: 90) && report.chime == "gong" && report.version == 1)
        #expect(report.chimes == ["bell", "ding", "rise", "fall", "gong", "beeps", "chirp", "knock"])
        try folder.write("j/plusmd.yaml", "chime: none\n")
        let none = plusmd(["timer", "--json"], in: folder.path + "/j")
        let silent = try ReportJSON.decode(TimerPresetsReport.self, from: none.out)
        #expect(silent.chime == nil)
        #expect(ReportJSON.text(silent) == none.out, "the document is the report's encoding, which prints `\"chime\" : null`")
        let elsewhere = plusmd(["timer"], in: folder.path)
        #expect(elsewhere.out.contains("defaults: no journal here"))
    }

    @Test func chimePreviewPlaysThroughTheFirstPlayerOrRingsTheBell() throws {
        let journal = try TerminalJournal()
        let played = plusmd(["timer", "--chime", "knock", "--preview"], in: journal.root, environment: journal.environment)
        #expect(played.status == 0)
        let tools = journal.toolLog(containing: "chime-knock.wav")
        #expect(tools.contains("paplay \(journal.folder.path)/cache/plusmd/chime-knock.wav"))
        var silent = journal.environment
        silent["PATH"] = "/nonexistent"
        let bell = plusmd(["timer", "--chime", "gong", "--preview"], in: journal.root, environment: silent)
        #expect(bell.out == "\u{7}")
        #expect(bell.err.contains("No sound player found"))
        let unknown = plusmd(["timer", "--chime", "gongg", "--preview"], in: journal.root)
        #expect(unknown.status == 2)
    }

    @Test func chimeSettingIsValidated() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(try folder.read("j/plusmd.yaml").contains("\nchime: bell\n"), "init writes the chime setting")
        try folder.write("j/plusmd.yaml", "chime: gongg\n")
        let result = plusmd(["status"], in: folder.path + "/j")
        #expect(result.status == 0, "a timer setting never blocks the training numbers")
        #expect(result.err.contains("plusmd.yaml:1:8: warning: unknown chime 'gongg'; using the default"))
        #expect(result.err.contains("Did you mean 'gong'?"))
        try folder.write("j/plusmd.yaml", "chime: none\n")
        #expect(plusmd(["status"], in: folder.path + "/j").err.isEmpty)
    }
}

/// `watch` follows a sheet written in another unit as written.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct WatchWrittenUnitTerminalTests {
    /// The `travel` fixture (a lb journal with a kg `hotel` gym) and an unfinished hotel squat sheet.
    @Test func watchShowsAKilogramGymSheetInKilogramsWithTheGymsPlates() throws {
        let journal = try TerminalJournal(scale: "0.05")
        let copied = try journal.folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/travel")
        for item in ["plusmd.yaml", "2026"] {
            try? FileManager.default.removeItem(atPath: journal.root + "/" + item)
            try FileManager.default.copyItem(atPath: copied + "/" + item, toPath: journal.root + "/" + item)
        }
        let next = plusmd(["next", "--gym", "hotel", "--lift", "squat", "--date", "2026-09-13"], in: journal.root, environment: journal.environment)
        #expect(next.status == 0, "\(next.err)")
        let tmux = try Tmux(journal.command("watch"), environment: journal.environment, height: 50)
        let screen = try tmux.waitFor("Now · set 1 of")
        let lines = screen.split(separator: "\n").map(String.init)
        let setLine = try #require(lines.first { $0.contains(" × ") }, "\(screen)")
        #expect(setLine.contains(" kg × 5") && !setLine.contains(" lb "), "\(screen)")
        // The weight as the sheet writes it, loaded with the hotel's 20 kg bar and kg plates.
        let weightText = try #require(setLine.split(separator: " ").first { Weight(parsing: $0) != nil })
        let weight = try #require(Weight(parsing: weightText))
        let sheet = try String(contentsOfFile: journal.root + "/2026/2026-09-13-squat.md", encoding: .utf8)
        #expect(sheet.contains("- [ ] \(weight) x 5"), "\(setLine)\n\(sheet)")
        let platesLine = try #require(lines.first { $0.contains("per side") }, "\(screen)")
        let plates = platesLine.split(separator: " ").compactMap { Weight(parsing: $0) }
        #expect(plates.reduce(Weight.zero, +) * 2 + Weight(20) == weight, "\(platesLine)")

        // Every set ticked by hand (a deload week: no AMRAP set): the finished screen sums the sheet
        // as written, in kg.
        let ticked = sheet.replacingOccurrences(of: "- [ ] ", with: "- [x] ")
        try ticked.write(toFile: journal.root + "/2026/2026-09-13-squat.md", atomically: true, encoding: .utf8)
        let done = try tmux.waitFor("PRs: ")
        var volume = Weight.zero
        for line in ticked.split(separator: "\n") where line.hasPrefix("- [x] ") {
            let words = line.split(separator: " ")
            let weight = try #require(Weight(parsing: words[2]))
            volume = volume + weight * (Int(words[4]) ?? 0)
        }
        #expect(volume == Weight(1075))
        #expect(done.contains("Volume: \(volume) kg"), "\(done)")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
