import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Two sheets of one lift on one day (a lifter catching up a week) count in the order they were
/// lifted, by program position, whatever their file names: week 1 before week 2, so week 2's AMRAP
/// set is no PR "up from" a set lifted after it. Every command that lists sheets agrees.
@Suite struct SameDayOrderTests {
    let folder = TemporaryFolder()
    let journal: String

    /// Cycle 1 of squat on 2026-09-01: week 2 written as `squat.md`, week 1 as `squat-2.md`, so
    /// that the file names sort the later week first (`JournalPath.precedes` and plain order alike
    /// when the names are swapped below).
    init() throws {
        journal = newJournal(in: folder)
        try Self.write(journal, "2026/2026-09-01-squat.md", week: 2, top: "285 x 5")  // e1RM 332.5
        try Self.write(journal, "2026/2026-09-01-squat-2.md", week: 1, top: "270 x 8")  // e1RM 342
    }

    static func write(_ journal: String, _ path: String, week: Int, top: String) throws {
        let working = week == 1 ? ["205 x 5", "235 x 5"] : ["220 x 3", "250 x 3"]
        let text = """
            ---
            date: 2026-09-01
            lift: squat
            cycle: 1
            week: \(week)
            training_max: 315
            units: lb
            ---
            # Squat · cycle 1 · week \(week)

            ## Working
            - [x] \(working[0])
            - [x] \(working[1])
            - [x] \(top)

            """
        try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
        try text.write(toFile: journal + "/" + path, atomically: true, encoding: .utf8)
    }

    func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R { try plusmdReport(type, arguments, in: journal) }

    @Test func weekOneCountsBeforeWeekTwoEverywhere() throws {
        let prs = try report(RecordsReport.self, ["prs"])
        let squat = prs.amrapSets[.squat] ?? []
        #expect(squat.map(\.week) == [1, 2])
        #expect(squat.map(\.isPersonalRecord) == [true, false])
        #expect(prs.history.filter { $0.lift == .squat }.map(\.path) == ["2026/2026-09-01-squat-2.md"])

        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        #expect(export.workouts.filter { $0.lift == .squat }.map(\.week) == [1, 2])

        let calendar = try ReportJSON.decode(CalendarReport.self, from: plusmd(["cal", "2026-09", "--json"], in: journal).out)
        #expect(calendar.workouts.filter { $0.lift == .squat }.map(\.week) == [1, 2])

        // `show` lists the day's sheets in the same order.
        let shown = plusmd(["show", "2026-09-01"], in: journal)
        #expect(shown.status == 0, "\(shown.err)")
        let weekOne = try #require(shown.out.range(of: "week 1"))
        let weekTwo = try #require(shown.out.range(of: "week 2"))
        #expect(weekOne.lowerBound < weekTwo.lowerBound, "\(shown.out)")
    }

    /// With the names the other way round the order is the same: the position decides, not the name.
    @Test func theNamesDoNotDecide() throws {
        try FileManager.default.removeItem(atPath: journal + "/2026/2026-09-01-squat.md")
        try FileManager.default.removeItem(atPath: journal + "/2026/2026-09-01-squat-2.md")
        try Self.write(journal, "2026/2026-09-01-squat.md", week: 1, top: "270 x 8")
        try Self.write(journal, "2026/2026-09-01-squat-2.md", week: 2, top: "285 x 5")
        let prs = try report(RecordsReport.self, ["prs"])
        #expect((prs.amrapSets[.squat] ?? []).map(\.week) == [1, 2])
        #expect((prs.amrapSets[.squat] ?? []).map(\.isPersonalRecord) == [true, false])
    }

    /// Week 3 and the deload of squat on one day, the deload's file named first: the rise comes
    /// from the week-3 sheet's AMRAP set, and the deload is planned at the TM in force.
    @Test func weekThreeAndTheDeloadOnOneDayRiseFromWeekThree() throws {
        let other = TemporaryFolder()
        let journal = newJournal(in: other)
        var day = 1
        for week in 1...3 {
            for lift in ["squat", "bench", "deadlift", "press"] where !(week == 3 && lift == "squat") {
                try nextTicked(["--lift", lift, "--date", String(format: "2026-09-%02d", day)], in: journal, amrap: 6)
                day += 1
            }
        }
        let weekThree = try nextTicked(["--lift", "squat", "--date", "2026-09-20"], in: journal, amrap: 6)
        let deload = try nextTicked(["--lift", "squat", "--date", "2026-09-20"], in: journal)
        #expect(weekThree.week == 3 && deload.week == 4 && deload.trainingMax == Weight(315))
        // Swap the names: the deload's file now sorts first.
        let first = journal + "/" + weekThree.path, second = journal + "/" + deload.path
        try FileManager.default.moveItem(atPath: first, toPath: first + ".tmp")
        try FileManager.default.moveItem(atPath: second, toPath: first)
        try FileManager.default.moveItem(atPath: first + ".tmp", toPath: second)
        let tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        // Squat 300 × 6: e1RM 300 × 1.2 = 360, 90 % = 324, from the week-3 sheet (now `squat-2.md`).
        let squat = try #require(tm.pendingChanges.first { $0.lift == .squat })
        #expect(squat.to == Weight(324) && squat.source.path == deload.path && squat.source.weight == Weight(300), "\(squat)")
        #expect(tm.trainingMax[.squat] == Weight(315))
    }

    /// `edit DATE --lift LIFT` with two sheets of that lift on the day asks for the path, not for
    /// the --lift it was given.
    @Test func editAsksForThePathWhenTheLiftDoesNotTellThemApart() {
        let result = plusmd(["edit", "2026-09-01", "--lift", "squat"], in: journal, environment: ["EDITOR": "true"])
        #expect(result.status != 0)
        #expect(result.err.contains("give the PATH") && !result.err.contains("add --lift"), "\(result.err)")
    }
}

/// A progress warning (a short week-3 AMRAP set, a stale sheet) is said where it helps (`status`,
/// `next`, `tm`, …) and only counted by other commands, such as `plates`; `check` lists it.
@Suite struct WarningsWhereTheyHelpTests {
    @Test func aShortAMRAPIsSaidByStatusNotByPlates() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        // Cycle 2's week-3 squat AMRAP typed as 0 reps: cycle 3's squat sheet, computed from the
        // TM that AMRAP gave, is now stale.
        let path = journal + "/2026/2026-10-19-squat.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "- [x] 300 x 7 ", with: "- [x] 300 x 0 ").write(toFile: path, atomically: true, encoding: .utf8)
        let status = plusmd(["status"], in: journal)
        #expect(status.err.contains("[stale-sheet]"), "\(status.err)")
        let plates = plusmd(["plates", "225"], in: journal)
        #expect(!plates.err.contains("[amrap-short]") && !plates.err.contains("[stale-sheet]"), "\(plates.err)")
        #expect(plates.err.contains("about your progress (`plusmd status` says them)"), "\(plates.err)")
        let check = plusmd(["check"], in: journal)
        #expect(check.out.contains("[amrap-short]"), "\(check.out)")
    }
}

/// A reset after week 3 drops the pending rises: `tm`, `status`, `plan`, `export` and `tm
/// --history` all keep the TMs in force, and the next sheet is planned at them.
@Suite struct ResetThroughEveryOutputTests {
    @Test func aResetAfterWeekThreeKeepsTheTMsInForceEverywhere() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        for index in 0..<12 { try nextTicked(["--date", "2026-09-\(String(format: "%02d", index + 1))"], in: journal, amrap: 9) }
        func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R { try plusmdReport(type, arguments, in: journal) }
        let before = try report(TrainingMaxReport.self, ["tm"])
        #expect(before.pendingChanges.contains { $0.isRaise }, "week 3 at 9 reps raises the TMs")
        let reset = plusmd(["reset", "--yes", "--date", "2026-09-14"], in: journal)
        #expect(reset.status == 0, "\(reset.err)")
        let tm = try report(TrainingMaxReport.self, ["tm"])
        #expect(tm.trainingMax == before.trainingMax)
        #expect(tm.pending.isEmpty && tm.pendingChanges.isEmpty)
        let status = try report(StatusReport.self, ["status"])
        #expect((status.cycle, status.week) == (2, 1) && status.trainingMax == before.trainingMax && status.pending.isEmpty)
        let history = try report(TrainingMaxHistoryReport.self, ["tm", "--history"])
        #expect(!history.history.contains { $0.cause.kind == "amrap" })
        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        #expect(export.trainingMax == before.trainingMax)
        let plan = try report(PlanReport.self, ["plan", "--cycles", "1"])
        #expect(plan.weeks.first?.sessions.first { $0.lift == .squat }?.trainingMax == before.trainingMax[.squat])
        let next = try report(NextReport.self, ["next", "--date", "2026-09-15"])
        #expect(next.trainingMax == before.trainingMax[next.lift] && next.trainingMaxChanges.isEmpty)
        // `show` reviews the new cycle's sheet against the TM in force, not a dropped rise.
        let shown = try report(DayReport.self, ["show", "2026-09-15"])
        #expect(shown.workouts.first?.trainingMax == before.trainingMax[next.lift])
        #expect(shown.workouts.first?.sets.first { $0.kind == .working }?.targetWeight == next.sets.first { $0.kind == .working }?.weight)
    }
}

/// Catching up: squat's weeks 1 and 2 on one day, the other lifts on their own days. Week 3 comes
/// next, at the TMs in force, for `next`, `status`, `tm` and `plan` alike.
@Suite struct CatchingUpTests {
    @Test func twoWeeksOfALiftOnOneDayLeadToWeekThree() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let days: [(String, String)] = [
            ("bench", "2026-09-01"), ("deadlift", "2026-09-02"), ("press", "2026-09-03"), ("squat", "2026-09-04"),
            ("squat", "2026-09-04"), ("bench", "2026-09-05"), ("deadlift", "2026-09-06"), ("press", "2026-09-07"),
        ]
        for (lift, date) in days { try nextTicked(["--lift", lift, "--date", date], in: journal, amrap: 7) }
        #expect(FileManager.default.fileExists(atPath: journal + "/2026/2026-09-04-squat-2.md"))
        func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R { try plusmdReport(type, arguments, in: journal) }
        let status = try report(StatusReport.self, ["status"])
        #expect((status.cycle, status.week) == (1, 3) && status.done.isEmpty)
        let tm = try report(TrainingMaxReport.self, ["tm"])
        #expect(tm.trainingMax[.squat] == Weight(315) && tm.pending.isEmpty)
        let next = try report(NextReport.self, ["next", "--dry-run", "--lift", "squat", "--date", "2026-09-08"])
        #expect((next.cycle, next.week) == (1, 3) && next.trainingMax == Weight(315))
        let plan = try report(PlanReport.self, ["plan", "--cycles", "1"])
        #expect(plan.weeks.first.map { ($0.cycle, $0.week) } ?? (0, 0) == (1, 3))
        #expect(plusmd(["check"], in: journal).status == 0)
    }
}
