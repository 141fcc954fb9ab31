import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Programs built from days where they meet the other features that change numbers or which file
/// counts: the `beginners` fixture journal (a skipped day, a lift on the wrong day, a sheet without
/// `day:`, logged assistance, a conflict copy, an unfinished sheet), kilograms, a reset, a TM set
/// by hand and two sheets of one day's lift. Numbers worked by hand (lb: nearest 5 on a 45 bar;
/// kg: nearest 2.5 on a 20 bar).
@Suite struct DaysSeamTests {
    /// The fixture: cycle 1 of Beginners (week 3's day 2 skipped), then cycle 2's week 1 with day 1
    /// done (assistance logged on bench), day 2's deadlift written `day: 1` and its press without
    /// `day:`, and day 3's bench done (with a Syncthing copy saying 195 × 12) and squat 3 of 11 sets in.
    @Test func theFixtureResolvesEveryDay() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "beginners")
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (2, 1))
        #expect(status.days?.map(\.done) == [[.squat, .bench], [.deadlift, .press], [.bench]])
        #expect(status.days?.map(\.open) == [[], [], [.squat]])
        #expect(status.suggested == .squat && status.suggestedDay == 3)
        #expect(status.unfinished == "2026/2026-09-24-squat.md")
        #expect(status.progress?.done == 3)
        // Fixed increments; deadlift and press skipped in week 3 keep theirs.
        #expect(status.trainingMax[.squat] == Weight(325) && status.trainingMax[.bench] == Weight(230))
        #expect(status.trainingMax[.deadlift] == Weight(405) && status.trainingMax[.press] == Weight(135))
        // The press sheet without `day:` counts for press's only day, 2; the deadlift written
        // `day: 1` for day 2; each with a warning.
        let day2 = try plusmdReport(DayReport.self, ["show", "2026-09-22"], in: journal)
        // In the day's order, whatever the files say (the press sheet names no day).
        #expect(day2.workouts.map(\.lift) == [.deadlift, .press])
        #expect(day2.workouts.map(\.day) == [2, 2])
        let check = plusmd(["check"], in: journal)
        let findings = check.out + check.err
        #expect(findings.contains("2026/2026-09-22-deadlift.md: warning: day 1 of the program's week has no deadlift; the sheet counts for deadlift on day 2 [lift-on-wrong-day]"), "\(findings)")
        #expect(findings.contains("2026/2026-09-22-press.md: warning: the sheet says no `day:`; it counts for press on day 2, the lift's first day of the week without a sheet [day-missing]"), "\(findings)")
        #expect(findings.contains("conflict-copy") && !findings.contains("duplicate-sheet"))
        // The copy's 195 × 12 is no record: the bench PR of cycle 2 day 3 is the original's 195 × 8.
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(!(records.amrapSets[.bench] ?? []).contains { $0.reps == 12 })
        #expect((records.amrapSets[.bench] ?? []).contains { $0.path == "2026/2026-09-24-bench.md" && $0.reps == 8 })
        // Logged assistance on cycle 2's day 1: push 50, pull 32, single-leg/core 30.
        let assistance = try plusmdReport(DayReport.self, ["show", "2026-09-20"], in: journal)
        #expect(assistance.assistanceReps?.map(\.reps) == [50, 32, 30])
        // `next` shows the unfinished day-3 squat again; then the plan goes on with week 2's day 1.
        let next = try plusmdReport(NextReport.self, ["next", "--dry-run"], in: journal)
        #expect(next.status == .unfinished && next.day == 3 && next.lift == .squat)
        let plan = try plusmdReport(PlanReport.self, ["plan"], in: journal)
        let week1 = try #require(plan.weeks.first)
        #expect(week1.sessions.map(\.day) == [1, 1, 2, 2, 3, 3])
        #expect(week1.sessions.map(\.status) == ["done", "done", "done", "done", "done", nil])
        // Week 2 squat TM 325: 70/80/90 % = 227.5 → 230, 260, 292.5 → 295.
        let week2 = try #require(plan.weeks.dropFirst().first)
        #expect(week2.sessions.first?.sets.filter { $0.kind == .working }.map(\.weight) == [230, 260, 295].map { Weight($0) })
        // `cal` says each sheet's day; the report lists the week's days.
        let cal = try plusmdReport(CalendarReport.self, ["cal", "2026-09"], in: journal)
        #expect(cal.workouts.filter { $0.date.description == "2026-09-24" }.map(\.day) == [3, 3])
        let report = plusmd(["report", "-o", "-"], in: journal).out
        #expect(report.contains("<li data-kind=\"week-day\" data-day=\"3\" data-open=\"1\">Day 3: Bench press ✓, Squat</li>"), "\(report.prefix(3000))")
        // The CSV export's last column is the day.
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out
        #expect(csv.contains("\r\n2026-09-22,deadlift,2,1,warmup,1,"))
        #expect(csv.split(separator: "\r\n").dropFirst().allSatisfy { $0.hasSuffix(",1") || $0.hasSuffix(",2") || $0.hasSuffix(",3") })
    }

    /// The printed card of a week built from days: a session per lift per day, each as lifted or
    /// as `next` would write it for its day (day 3's squat under way; week 2's day 3 squat a plan
    /// at TM 325: 70/80/90 % = 227.5 → 230, 260, 292.5 → 295).
    @Test func thePrintedCardHasASessionPerLiftPerDay() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "beginners")
        let card = try plusmdReport(PrintReport.self, ["print", "--cycle"], in: journal)
        let week1 = try #require(card.weeks.first)
        #expect(week1.sessions.map(\.programDay) == [1, 1, 2, 2, 3, 3])
        #expect(week1.sessions.map(\.lift) == [.squat, .bench, .deadlift, .press, .bench, .squat])
        #expect(week1.sessions.map(\.status) == [.done, .done, .done, .done, .done, .underWay])
        #expect(week1.sessions.last?.path == "2026/2026-09-24-squat.md")
        let week2 = try #require(card.weeks.dropFirst().first)
        let squat3 = try #require(week2.sessions.last)
        #expect(squat3.programDay == 3 && squat3.status == .planned)
        #expect(squat3.sets.filter { $0.kind == .working }.map(\.weight) == [230, 260, 295].map { Weight($0) })
        // A day's two lifts are planned on one date, the days on consecutive ones (no habit yet).
        #expect(Set(week2.sessions.prefix(2).map(\.day)).count == 1 && Set(week2.sessions.map(\.day)).count == 3)
        let html = plusmd(["print", "--week", "-o", "-"], in: journal).out
        #expect(html.contains("<h2>Squat · day 3</h2>"), "\(html.prefix(2000))")
    }

    /// Kilograms: Beginners' fixed increments are +2.5 kg (bench, press) and +5 kg (squat,
    /// deadlift) per cycle, and the sheets load to 2.5 kg.
    @Test func kilogramBeginnersRisesByTheKilogramIncrements() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--units", "kg", "--date", "2026-05-31", "--tm", "squat=140", "--tm", "bench=100", "--tm", "deadlift=180", "--tm", "press=60"], in: folder.path)
        let journal = folder.path + "/j"
        try folder.write("j/plusmd.yaml", try folder.read("j/plusmd.yaml") + "\nprogram: beginners\n")
        var offset = 0
        var first: [NextReport] = []
        for _ in 1...9 {
            let sheets = try BeginnersProgramTests.liftDay(journal, on: offset, amrap: 5)
            if first.isEmpty { first = sheets }
            offset += 2
        }
        // Squat TM 140: 65/75/85 % = 91 → 90, 105, 119 → 120 (kg, nearest 2.5).
        #expect(BeginnersProgramTests.weights(first[0], .working) == [90, 105, 120].map { Weight($0) })
        let tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.pending[.squat] == Weight(145) && tm.pending[.deadlift] == Weight(185))
        #expect(tm.pending[.bench] == Weight(hundredths: 10_250) && tm.pending[.press] == Weight(hundredths: 6_250))
    }

    /// A reset in the middle of a week of days starts week 1 again with every day open; a TM set
    /// by hand reaches the next day's sheet; a second sheet of one day's lift is a duplicate.
    @Test func aResetATMSetByHandAndADuplicateOfOneDaysLift() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        try BeginnersProgramTests.liftDay(journal, on: 0)
        try BeginnersProgramTests.liftDay(journal, on: 2)
        let tmSet = plusmd(["tm", "set", "bench", "235", "--date", BeginnersProgramTests.date(3)], in: journal)
        #expect(tmSet.status == 0, "\(tmSet.err)")
        // Day 3's bench at the hand-set 235: 65 % = 152.75 → 155, 75 % = 176.25 → 175, 85 % = 199.75 → 200.
        let day3 = try BeginnersProgramTests.liftDay(journal, on: 4)
        #expect(day3[0].lift == .bench && day3[0].trainingMax == Weight(235))
        #expect(BeginnersProgramTests.weights(day3[0], .working) == [155, 175, 200].map { Weight($0) })
        // Week 2, day 1: squat written twice for day 1 (the second by hand, a copy of the first).
        let week2 = try BeginnersProgramTests.liftDay(journal, on: 6)
        let original = try folder.read("j/" + week2[0].path)
        try folder.write("j/2026/" + BeginnersProgramTests.date(6) + "-squat-again.md", original)
        let check = plusmd(["check"], in: journal)
        #expect((check.out + check.err).contains("second sheet for squat (day 1), cycle 1, week 2"), "\(check.out)\(check.err)")
        // A reset: cycle 2 starts at week 1 with every day open, at the TMs in force.
        let reset = plusmd(["reset", "--yes", "--date", BeginnersProgramTests.date(7)], in: journal)
        #expect(reset.status == 0, "\(reset.err)")
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (2, 1))
        #expect(status.days?.map(\.open) == [[.squat, .bench], [.deadlift, .press], [.bench, .squat]])
        #expect(status.trainingMax[.bench] == Weight(235))
        let next = try plusmdReport(NextReport.self, ["next", "--date", BeginnersProgramTests.date(8)], in: journal)
        #expect((next.cycle, next.week, next.day) == (2, 1, 1))
    }

    /// A sheet that names its day claims it before a sheet that names none takes the first free
    /// one, whatever their dates: day 3's squat written first without `day:`, then day 1's with it.
    @Test func aSheetThatNamesItsDayClaimsItFirst() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        let day3 = try BeginnersProgramTests.liftDay(journal, on: 0)
        let squat = try folder.read("j/" + day3[0].path)
        #expect(day3.map(\.lift) == [.squat, .bench])
        let undated = squat.replacingOccurrences(of: "\nday: 1\n", with: "\n")
        try folder.write("j/" + day3[0].path, undated)
        let later = undated.replacingOccurrences(of: "date: " + BeginnersProgramTests.date(0), with: "date: " + BeginnersProgramTests.date(4) + "\nday: 1")
        try folder.write("j/2026/" + BeginnersProgramTests.date(4) + "-squat.md", later)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.days?.map(\.done) == [[.squat, .bench], [], [.squat]])
        let check = plusmd(["check"], in: journal)
        #expect(!(check.out + check.err).contains("duplicate-sheet"), "\(check.out)")
        #expect((check.out + check.err).contains("[day-missing]"))
    }

    /// A skipped lift shows as skipped on its day in `status` (text and JSON), not only once the
    /// lift is skipped on every day.
    @Test func aLiftSkippedOnOneDayShowsAsSkippedThatDay() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        #expect(plusmd(["skip", "squat", "--date", BeginnersProgramTests.date(0)], in: journal).status == 0)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.days?.first?.skipped == [.squat])
        #expect(status.days?.first?.lifts == [.squat, .bench])
        #expect(status.skipped.isEmpty)  // squat is still open on day 3
        #expect(plusmd(["status"], in: journal).out.contains("Day 1:       squat (skipped), bench\n"))
    }

    /// A lift of `order` on no day is said, and `next --lift` says why it cannot plan it; a
    /// journal without days reads a lifter's own `day: Monday` as before (a warning, nothing refused).
    @Test func aLiftOnNoDayAndADayThatIsNoNumber() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        let settings = try folder.read("j/plusmd.yaml").replacingOccurrences(of: "order: [squat, bench, deadlift, press]", with: "order: [squat, bench, deadlift, press, front squat]")
        try folder.write("j/plusmd.yaml", settings)
        #expect(plusmd(["tm", "set", "front squat", "225", "--date", "2026-09-01"], in: journal).status == 0)
        let check = plusmd(["check"], in: journal)
        #expect((check.out + check.err).contains("front_squat is in `order` but on no day of the program's `days:`; it is never offered [lift-not-in-days]"), "\(check.out)")
        let next = plusmd(["next", "--lift", "front squat"], in: journal)
        #expect(next.status != 0 && next.err.contains("front_squat is on no day of the program's week"), "\(next.err)")

        let other = TemporaryFolder()
        let plain = newJournal(in: other)
        let sheet = try plusmdReport(NextReport.self, ["next", "--date", "2026-09-01"], in: plain)
        let path = plain + "/" + sheet.path
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\nweek: 1\n", with: "\nweek: 1\nday: Monday\n")
        try text.ticked(amrap: 8).write(toFile: path, atomically: false, encoding: .utf8)
        let again = plusmd(["next", "--date", "2026-09-02"], in: plain)
        #expect(again.status == 0, "\(again.err)")
        #expect(plusmd(["check"], in: plain).out.contains("[day-not-a-number]"))
    }

    /// A hand-written sheet without placement in a week of days (from a code review): the week is
    /// the cycle's (its first sheet's), so the sheet takes its lift's free day and the week moves on.
    @Test func aHandWrittenSheetWithoutPlacementStaysInItsWeekOfDays() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        let day1 = try BeginnersProgramTests.liftDay(journal, on: 0)
        let bench = try folder.read("j/" + day1[1].path)
        let bare = bench.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("scheme:") && !$0.hasPrefix("block") && !$0.hasPrefix("supplemental:") && !$0.hasPrefix("day:") }
            .joined(separator: "\n")
        try folder.write("j/" + day1[1].path, bare)
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.days?.first?.done == [.squat, .bench], "\(String(describing: status.days))")
        #expect(status.suggestedDay == 2)
        let check = plusmd(["check"], in: journal)
        // The sheet is said (it names no block, and no day), and counted.
        #expect((check.out + check.err).contains("[day-missing]") && (check.out + check.err).contains("[sheet-outside-program]"), "\(check.out)")
        #expect(!(check.out + check.err).contains("duplicate-sheet"))
    }

    /// A whole day missed: `skip --day` marks every open lift of the day skipped (after asking,
    /// or with --yes), `skip --day 3` day 3's; the week moves on once every day is done.
    @Test func aWholeDaySkipped() throws {
        let folder = TemporaryFolder()
        let journal = try BeginnersProgramTests.journal(folder, yaml: "\nprogram: beginners\n")
        #expect(plusmd(["skip", "--day", "--reason", "travel"], in: journal).status != 0)  // no terminal, no --yes
        let day1 = plusmd(["skip", "--day", "--yes", "--reason", "travel", "--date", BeginnersProgramTests.date(0)], in: journal)
        #expect(day1.status == 0, "\(day1.err)")
        #expect(day1.out.contains("Skipped Squat (day 1)") && day1.out.contains("Skipped Bench press (day 1)"), "\(day1.out)")
        try BeginnersProgramTests.liftDay(journal, on: 2)
        let day3 = plusmd(["skip", "--day", "3", "--json", "--date", BeginnersProgramTests.date(4)], in: journal)
        #expect(day3.status == 0, "\(day3.err)")
        let reports = try ReportJSON.decode([SkipReport].self, from: day3.out)
        #expect(reports.map(\.lift) == [.bench, .squat] && reports.map(\.day) == [3, 3])
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (1, 2))
    }
}
