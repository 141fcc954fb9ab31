import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Sheets written ahead (`next --week`, `--cycle`), through full cycles and with every feature
/// that meets them: a TM set by hand in the middle, a phone-style edit ticking one, a sheet lifted
/// on another day, skip, rm, a conflict copy, a reset, the cache, days. Today is Monday
/// 2026-11-30 (the harness's); `schedule: [mon, wed, fri]`. Numbers by hand (lb, nearest 5 on a
/// 45 bar, halves up).
@Suite struct AheadSheetsTests {
    static func journal(_ folder: TemporaryFolder, yaml: String = "\nschedule: [mon, wed, fri]\n") throws -> String {
        let journal = newJournal(in: folder)
        try folder.write("j/plusmd.yaml", try folder.read("j/plusmd.yaml") + yaml)
        return journal
    }

    static func ahead(_ scope: String, in journal: String, date: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NextSheetsReport {
        let result = plusmd(["next", "--" + scope, "--json"] + (date.map { ["--date", $0] } ?? []), in: journal)
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        return try ReportJSON.decode(NextSheetsReport.self, from: result.out)
    }

    static func tick(_ path: String, in journal: String, amrap: Int = 8) throws {
        let file = journal + "/" + path
        try String(contentsOfFile: file, encoding: .utf8).ticked(amrap: amrap).write(toFile: file, atomically: false, encoding: .utf8)
    }

    @Test func aCycleWrittenAheadOnTheScheduleThenATMSetInTheMiddle() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        let cycle = try Self.ahead("cycle", in: journal)
        #expect(cycle.scope == .cycle)
        #expect(cycle.sheets.count == 16)
        #expect(cycle.sheets.allSatisfy { $0.status == .written && $0.planned == $0.date })
        // Monday, Wednesday, Friday from today: squat Mon 11-30, bench Wed 12-02, deadlift Fri
        // 12-04, press Mon 12-07, week 2's squat Wed 12-09 …, the deload's press Mon 2027-01-04.
        #expect(cycle.sheets.prefix(5).map(\.date.description) == ["2026-11-30", "2026-12-02", "2026-12-04", "2026-12-07", "2026-12-09"])
        #expect(cycle.sheets.last?.date.description == "2027-01-04")
        #expect(cycle.sheets.map(\.week) == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4])
        // Week 2's squat at TM 315: 70/80/90 % = 220.5 → 220, 252 → 250, 283.5 → 285.
        #expect(cycle.sheets[4].sets.filter { $0.kind == .working }.map(\.weight) == [220, 250, 285].map { Weight($0) })
        let text = try folder.read("j/" + cycle.sheets[4].path)
        #expect(text.hasPrefix("---\ndate: 2026-12-09\nplanned: 2026-12-09\nlift: squat\n"))
        // Nothing ahead moves the week on, and no sheet ahead is a future date or out of order.
        var status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (1, 1))
        #expect(status.unfinished == cycle.sheets[0].path)
        let check = plusmd(["check"], in: journal)
        #expect((check.out + check.err).contains("no problems"), "\(check.out)\(check.err)")
        // Writing again writes nothing: every session has its sheet.
        let again = try Self.ahead("cycle", in: journal)
        #expect(again.sheets.allSatisfy { $0.status == .unfinished })

        // Week 1 lifted as planned; then a squat TM set by hand (330) on Monday 12-07.
        for sheet in cycle.sheets.prefix(4) { try Self.tick(sheet.path, in: journal) }
        status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (1, 2))
        // A sheet ahead already touched (week 2's squat: a warmup ticked on a phone) is left as it is.
        let touched = cycle.sheets[4].path
        let touchedText = try folder.read("j/" + touched).replacingFirst("- [ ] ", with: "- [x] ")
        try folder.write("j/" + touched, touchedText)
        #expect(plusmd(["tm", "set", "squat", "330", "--date", "2026-12-07"], in: journal).status == 0)
        // The next `next` rewrites the untouched squat sheets ahead at 330: week 3 (12-18) 247.5
        // → 250, 280.5 → 280, 313.5 → 315; the deload (12-28) 132 → 130, 165, 198 → 200.
        let next = plusmd(["next", "--date", "2026-12-07"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        #expect(next.err.contains("rewrote 2026/2026-12-18-squat.md, written ahead, with the training max in force (315 → 330)"), "\(next.err)")
        #expect(next.err.contains("rewrote 2026/2026-12-28-squat.md, written ahead, with the training max in force (315 → 330)"), "\(next.err)")
        let week3 = try folder.read("j/" + cycle.sheets[8].path)
        #expect(week3.contains("training_max: 330") && week3.contains("- [ ] 250 x 5 —") && week3.contains("- [ ] 315 x 1+ —"), "\(week3)")
        #expect(try folder.read("j/" + cycle.sheets[12].path).contains("- [ ] 200 x 5 —"))
        #expect(try folder.read("j/" + touched) == touchedText)
        #expect(plusmd(["check"], in: journal).out.contains("\(touched): warning: computed from a squat training max of 315; the journal now gives 330"))
    }

    /// A phone edit ticks the sheet written ahead (CRLF line ends, as some phone editors save)
    /// and moves its date to the day it was lifted: the day lifted wins in `cal` and `show`.
    @Test func aPhoneEditTicksASheetWrittenAheadOnAnotherDay() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        let week = try Self.ahead("week", in: journal)
        #expect(week.sheets.map(\.lift) == [.squat, .bench, .deadlift, .press])
        let bench = journal + "/" + week.sheets[1].path
        let phone = try String(contentsOfFile: bench, encoding: .utf8).ticked(amrap: 9)
            .replacingOccurrences(of: "date: 2026-12-02", with: "date: 2026-11-30")
            .replacingOccurrences(of: "\n", with: "\r\n")
        try phone.write(toFile: bench, atomically: false, encoding: .utf8)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.done == [.bench])
        let day = try plusmdReport(DayReport.self, ["show", "2026-11-30", "--lift", "bench"], in: journal)
        #expect(day.workouts.map(\.path) == [week.sheets[1].path])
        let cal = try plusmdReport(CalendarReport.self, ["cal", "2026-11"], in: journal)
        #expect(cal.workouts.map(\.lift) == [.bench])
        // Bench TM 225, 85 % = 191.25 → 190, × 9: e1RM 247.
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(records.amrapSets[.bench]?.first?.estimatedOneRepMax == Weight(247))
    }

    /// `skip`, `rm` and a sync tool's conflict copy treat a sheet written ahead as any sheet.
    @Test func skipRemoveAndAConflictCopyOfSheetsWrittenAhead() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        let week = try Self.ahead("week", in: journal)
        let skip = plusmd(["skip", "deadlift", "--reason", "sore back"], in: journal)
        #expect(skip.status == 0 && skip.out.contains(week.sheets[2].path), "\(skip.out)\(skip.err)")
        #expect(try folder.read("j/" + week.sheets[2].path).contains("planned: 2026-12-04"))
        let removed = plusmd(["rm", week.sheets[3].path, "--yes"], in: journal)
        #expect(removed.status == 0, "\(removed.err)")
        let copy = week.sheets[1].path.replacingOccurrences(of: ".md", with: ".sync-conflict-20261201-120000-ABCDEFG.md")
        try folder.write("j/" + copy, try folder.read("j/" + week.sheets[1].path).ticked(amrap: 20))
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.done == [.deadlift] && status.skipped == [.deadlift])
        #expect(status.open == [.squat, .bench, .press])
        // The removed press is written again, on the next free training day after bench's (the
        // skip dated deadlift today, which frees Friday).
        let again = try Self.ahead("week", in: journal)
        #expect(again.sheets.map(\.status) == [.unfinished, .unfinished, .written])
        #expect(again.sheets.last?.lift == .press && again.sheets.last?.date.description == "2026-12-04")
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(records.amrapSets[.bench]?.isEmpty ?? true)
        // Cached and uncached read the same.
        for command in [["status"], ["print", "--json"], ["next", "--week", "--dry-run"]] {
            let cached = plusmd(command, in: journal)
            let fresh = plusmd(command + ["--no-cache"], in: journal)
            #expect(cached.out == fresh.out && cached.err == fresh.err, "\(command)")
        }
    }

    /// A reset cuts the cycle short: `next` removes the untouched sheets written ahead for it,
    /// and a new cycle's sheets are written only once its TMs are known (after week 3, with them).
    @Test func aResetAndANewCyclesTMs() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        let cycle = try Self.ahead("cycle", in: journal)
        for sheet in cycle.sheets.prefix(4) { try Self.tick(sheet.path, in: journal) }
        let reset = plusmd(["reset", "--yes", "--date", "2026-12-07"], in: journal)
        #expect(reset.status == 0, "\(reset.err)")
        #expect(reset.err.contains("Remove 2026/2026-12-09-squat.md (no set ticked)"), "\(reset.err)")
        #expect(reset.err.contains("Remove 2027/2027-01-04-press.md (no set ticked)"), "\(reset.err)")
        for sheet in cycle.sheets.dropFirst(4) { #expect(!FileManager.default.fileExists(atPath: journal + "/" + sheet.path), "\(sheet.path)") }
        let next = plusmd(["next", "--date", "2026-12-07"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (2, 1))

        // A reset entry written by hand (or synced from another device) leaves the sheets ahead:
        // the next `next` removes the untouched ones of the cut-short cycle.
        let byHand = TemporaryFolder()
        let synced = try Self.journal(byHand)
        let written = try Self.ahead("cycle", in: synced)
        for sheet in written.sheets.prefix(4) { try Self.tick(sheet.path, in: synced) }
        try byHand.write("j/2026/2026-12-07-reset.md", "---\nentry: reset\ndate: 2026-12-07\ncycle: 2\n---\n# Reset\n")
        let cleaned = plusmd(["next", "--date", "2026-12-07"], in: synced)
        #expect(cleaned.status == 0, "\(cleaned.err)")
        #expect(cleaned.err.contains("removed 2026/2026-12-18-squat.md, written ahead for cycle 1, which a reset cut short (nothing was ticked on it)"), "\(cleaned.err)")
        for sheet in written.sheets.dropFirst(4) { #expect(!FileManager.default.fileExists(atPath: synced + "/" + sheet.path), "\(sheet.path)") }

        // Cycle 2 lifted through week 3 (AMRAP × 8 on week 3's 95 %: squat 300 → e1RM 380 → 342),
        // then the deload written ahead: still cycle 2's TMs; after it, cycle 3 at the new ones.
        let fresh = TemporaryFolder()
        let other = try Self.journal(fresh)
        for week in 1...3 {
            let sheets = try Self.ahead("week", in: other, date: "2026-1\(week == 1 ? "0-05" : week == 2 ? "0-12" : "0-19")")
            for sheet in sheets.sheets { try Self.tick(sheet.path, in: other) }
        }
        let deload = try Self.ahead("cycle", in: other, date: "2026-10-26")
        #expect(deload.sheets.map(\.week) == [4, 4, 4, 4])
        #expect(deload.sheets.first?.trainingMax == Weight(315))
        for sheet in deload.sheets { try Self.tick(sheet.path, in: other) }
        let cycle2 = try Self.ahead("week", in: other, date: "2026-11-02")
        #expect(cycle2.sheets.first?.cycle == 2 && cycle2.sheets.first?.week == 1)
        #expect(cycle2.sheets.first?.trainingMax == Weight(342))
    }

    /// The printed card plans the same days as `next --week` (the schedule), before and after the
    /// sheets are written ahead; for Beginners too.
    @Test(arguments: ["\nschedule: [mon, wed, fri]\n", "\nschedule: [tue, thu, sat]\nprogram: beginners\n"])
    func thePrintedCardPlansTheDaysNextWritesAhead(yaml: String) throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder, yaml: yaml)
        let card = try plusmdReport(PrintReport.self, ["print"], in: journal)
        let dry = plusmd(["next", "--week", "--dry-run", "--json"], in: journal)
        let planned = try ReportJSON.decode(NextSheetsReport.self, from: dry.out).sheets
        #expect(card.weeks.first?.sessions.map(\.day) == planned.map(\.date))
        #expect(planned.allSatisfy { yaml.contains(CalendarPrinter.weekdayName($0.date).lowercased()) })
        _ = try Self.ahead("week", in: journal)
        let after = try plusmdReport(PrintReport.self, ["print"], in: journal)
        #expect(after.weeks.first?.sessions.map(\.day) == planned.map(\.date))
        #expect(after.weeks.first?.sessions.allSatisfy { $0.status == .written } == true)
    }

    /// From a newcomer's trial: `reset` keeps a sheet ahead the lifter wrote a note on; `skip`
    /// dates a sheet ahead the day it is skipped; `print --cycle` shows the later weeks' sheets
    /// written ahead on their own days; a session lifted early never pulls a later week's before
    /// this week's.
    @Test func editedSkippedPrintedAndLiftedEarly() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        let cycle = try Self.ahead("cycle", in: journal)
        // print --cycle: every week's sessions are the sheets written, on their dates.
        let card = try plusmdReport(PrintReport.self, ["print", "--cycle"], in: journal)
        #expect(card.weeks.flatMap(\.sessions).map(\.day) == cycle.sheets.map(\.date))
        #expect(card.weeks.flatMap(\.sessions).allSatisfy { $0.status == .written })
        // A coach's note on week 3's squat, nothing ticked: `reset` keeps it.
        let noted = cycle.sheets[8].path
        try folder.write("j/" + noted, try folder.read("j/" + noted) + "Coach: go light, knee.\n")
        for sheet in cycle.sheets.prefix(2) { try Self.tick(sheet.path, in: journal) }
        // Deadlift planned Fri 12-04, skipped on Mon 11-30: the skip is dated 11-30.
        #expect(plusmd(["skip", "deadlift", "--date", "2026-11-30"], in: journal).status == 0)
        #expect(try folder.read("j/" + cycle.sheets[2].path).hasPrefix("---\ndate: 2026-11-30\nplanned: 2026-12-04\n"))
        let reset = plusmd(["reset", "--yes", "--date", "2026-11-30"], in: journal)
        #expect(reset.status == 0, "\(reset.err)")
        #expect(reset.err.contains("Keep \(noted) (nothing ticked, but its text differs from what plusmd would write now"), "\(reset.err)")
        #expect(try folder.read("j/" + noted).contains("Coach: go light, knee."))
        #expect(!FileManager.default.fileExists(atPath: journal + "/" + cycle.sheets[9].path))

        // Bench planned Wed 12-02, lifted Mon 11-30 with squat: week 2 still starts after week
        // 1's deadlift (Fri 12-04) and press (Mon 12-07).
        let other = TemporaryFolder()
        let early = try Self.journal(other)
        let week = try Self.ahead("week", in: early)
        try Self.tick(week.sheets[0].path, in: early)
        let bench = early + "/" + week.sheets[1].path
        try String(contentsOfFile: bench, encoding: .utf8).ticked(amrap: 8).replacingOccurrences(of: "date: 2026-12-02", with: "date: 2026-11-30")
            .write(toFile: bench, atomically: false, encoding: .utf8)
        let rest = try Self.ahead("cycle", in: early)
        let week2 = rest.sheets.filter { $0.week == 2 }
        #expect(week2.first?.date.description == "2026-12-09", "\(rest.sheets.map { "\($0.week) \($0.lift) \($0.date)" })")
        #expect(plusmd(["next", "--cycle"], in: early).err.contains("Nothing to write: every session ahead has its sheet."))
    }

    /// From a code review: `next --cycle` again after a TM change rewrites the sheets ahead once
    /// (no refusal for a file it just wrote); a program day begun today (its squat lifted) keeps
    /// its bench on today; `planned: yes` is a warning that refuses nothing.
    @Test func aSecondCycleRunAHalfLiftedDayAndAPlannedThatIsNoDate() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder)
        _ = try Self.ahead("cycle", in: journal)
        #expect(plusmd(["tm", "set", "squat", "330", "--date", "2026-11-30"], in: journal).status == 0)
        let again = plusmd(["next", "--cycle", "--json"], in: journal)
        #expect(again.status == 0, "\(again.err)")
        let sheets = try ReportJSON.decode(NextSheetsReport.self, from: again.out).sheets
        #expect(sheets.filter { $0.lift == .squat }.allSatisfy { $0.trainingMax == Weight(330) && $0.status == .rewritten })

        let other = TemporaryFolder()
        let days = try Self.journal(other, yaml: "\nschedule: [mon, wed, fri]\nprogram: beginners\n")
        let squat = try plusmdReport(NextReport.self, ["next"], in: days)
        try Self.tick(squat.path, in: days)
        let week = try Self.ahead("week", in: days)
        #expect(week.sheets.map(\.date.description) == ["2026-11-30", "2026-12-02", "2026-12-02", "2026-12-04", "2026-12-04"], "\(week.sheets.map(\.date))")
        #expect(week.sheets.first?.lift == .bench && week.sheets.first?.day == 1)

        let text = try other.read("j/" + week.sheets[1].path).replacingOccurrences(of: "planned: 2026-12-02", with: "planned: yes")
        try other.write("j/" + week.sheets[1].path, text)
        let next = plusmd(["next"], in: days)
        #expect(next.status == 0, "\(next.err)")
        #expect(plusmd(["check"], in: days).out.contains("planned 'yes' is not a YYYY-MM-DD day; ignored"))
    }

    /// Sheets written ahead for a kilogram gym in a pound journal: in kg as `next --gym` writes
    /// them (TM 315 lb = 142.88 kg: 65/75/85 % = 92.87 → 92.5, 107.16 → 107.5, 121.45 → 122.5),
    /// and after a squat TM set by hand (330 lb = 149.69 kg: 97.3 → 97.5, 112.27 → 112.5,
    /// 127.24 → 127.5) rewritten, still in kg.
    @Test func sheetsAheadAtAKilogramGym() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder, yaml: "\nschedule: [mon, wed, fri]\ngyms:\n  hotel: {units: kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]}\n")
        let result = plusmd(["next", "--week", "--gym", "hotel", "--json"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        let week = try ReportJSON.decode(NextSheetsReport.self, from: result.out).sheets
        let squat = try #require(week.first)
        #expect(squat.units == .kg && squat.trainingMax == Weight(hundredths: 14_288))
        #expect(squat.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(hundredths: 9_250), Weight(hundredths: 10_750), Weight(hundredths: 12_250)])
        #expect(plusmd(["tm", "set", "squat", "330", "--date", "2026-11-30"], in: journal).status == 0)
        let again = plusmd(["next", "--week", "--gym", "hotel", "--json"], in: journal)
        #expect(again.status == 0, "\(again.err)")
        let rewritten = try #require(try ReportJSON.decode(NextSheetsReport.self, from: again.out).sheets.first)
        #expect(rewritten.status == .rewritten && rewritten.units == .kg && rewritten.trainingMax == Weight(hundredths: 14_969))
        #expect(rewritten.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(hundredths: 9_750), Weight(hundredths: 11_250), Weight(hundredths: 12_750)])
        #expect(try folder.read("j/" + squat.path).contains("gym: hotel"))
    }

    /// 5/3/1 for Beginners: a day of the program is one training day, both its lifts on it.
    @Test func aWeekOfDaysWrittenAheadPutsADaysLiftsOnOneDate() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder, yaml: "\nschedule: [mon, wed, fri]\nprogram: beginners\n")
        let week = try Self.ahead("week", in: journal)
        #expect(week.sheets.map(\.day) == [1, 1, 2, 2, 3, 3])
        #expect(week.sheets.map(\.date.description) == ["2026-11-30", "2026-11-30", "2026-12-02", "2026-12-02", "2026-12-04", "2026-12-04"])
        let text = plusmd(["next", "--week"], in: journal)
        #expect(text.out.contains("Mon 2026-11-30  squat (day 1)"), "\(text.out)")
        #expect(text.out.contains("already written"))
    }
}

/// `plusmd log` on a sheet written ahead for another day, in tmux: the first set logged dates the
/// sheet today (the day lifted wins), and `planned:` keeps the day it was planned for.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct AheadSheetsLogTerminalTests {
    @Test func theFirstSetLoggedDatesASheetWrittenAheadToday() throws {
        let journal = try TerminalJournal()
        let today = TerminalJournal.localToday
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let later = calendar.date(byAdding: .day, value: 2, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: later)
        let planned = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        let week = plusmd(["next", "--week", "--date", planned, "--json"], in: journal.root, environment: journal.environment)
        #expect(week.status == 0, "\(week.err)")
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, height: 40)
        try tmux.waitFor("Squat · cycle 1 · week 1 (5s)")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 1:")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let sheet = try journal.sheet("squat")
        #expect(sheet.hasPrefix("---\ndate: \(today)\nplanned: \(planned)\n"), "\(sheet)")
        #expect(sheet.contains("- [x] 125 x 5"), "\(sheet)")
    }
}
