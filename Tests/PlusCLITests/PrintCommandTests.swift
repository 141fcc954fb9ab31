import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd print` on the example journal on Monday 2026-11-30 (cycle 3, week 1: squat and bench
/// lifted on 11-23 and 11-24, deadlift and press open), numbers worked by hand: TMs deadlift
/// 415.8 and press 141.75 lb, 5 lb jumps (2.5 lb plates), a 45 lb bar.
@Suite struct PrintCommandTests {
    @Test func theWeekHoldsTheLiftedSheetsAndPlansTheOpenLifts() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let report = try plusmdReport(PrintReport.self, ["print"], in: journal)
        #expect(report.scope == .week)
        // Mon, Tue, Thu and Fri hold two or more sheets in the eight weeks before 11-30.
        #expect(report.trainingDays == TrainingDays(weekdays: [1, 2, 4, 5], sessionsPerDay: 1))
        let week = try #require(report.weeks.first)
        #expect((week.cycle, week.week, week.name) == (3, 1, "5s"))
        #expect(week.sessions.map(\.lift) == [.squat, .bench, .deadlift, .press])
        #expect(week.sessions.map(\.status) == [.done, .done, .planned, .planned])
        #expect(week.sessions.map(\.day.description) == ["2026-11-23", "2026-11-24", "2026-11-30", "2026-12-01"])
        #expect(week.sessions[0].path == "2026/2026-11-23-squat.md")
        // Bench as lifted: 200 × 9 on the AMRAP set, the last BBB set left open.
        let bench = week.sessions[1]
        #expect(bench.sets[5].weight == Weight(200) && bench.sets[5].reps == 9 && bench.sets[5].status == .done)
        #expect(bench.sets[5].platesPerSide == [4500, 2500, 500, 250].map { Weight(hundredths: $0) })
        #expect(bench.sets.last?.status == .open)
        // Deadlift, TM 415.8: 40/50/60 % warmups 166.32 → 165, 207.9 → 210, 249.48 → 250; 65/75/85 %
        // 270.27 → 270, 311.85 → 310, 353.43 → 355 (5+); BBB 50 % → 210.
        let deadlift = week.sessions[2]
        #expect(deadlift.trainingMax == Weight(hundredths: 41580))
        #expect(deadlift.sets.map(\.weight) == [165, 210, 250, 270, 310, 355, 210, 210, 210, 210, 210].map { Weight($0) })
        #expect(deadlift.sets.map(\.percent) == ["40", "50", "60", "65", "75", "85", "50", "50", "50", "50", "50"])
        #expect(deadlift.sets.map(\.amrap) == [false, false, false, false, false, true, false, false, false, false, false])
        // 355: (355 − 45) / 2 = 155 a side = 45 45 35 25 5.
        #expect(deadlift.sets[5].platesPerSide.reduce(Weight.zero, +) == Weight(155))
        #expect(deadlift.sets[5].platesPerSide == [45, 45, 35, 25, 5].map { Weight($0) })
        #expect(deadlift.sets.allSatisfy { $0.status == .open && $0.platesPerSide.reduce(Weight.zero, +) * 2 + Weight(45) == $0.weight })
        // Press, TM 141.75: 92.14 → 90, 106.31 → 105, 120.49 → 120.
        #expect(week.sessions[3].sets.filter { $0.kind == .working }.map(\.weight) == [90, 105, 120].map { Weight($0) })
    }

    @Test func theCycleGoesOnOnTheSameDaysToTheDeload() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let report = try plusmdReport(PrintReport.self, ["print", "--cycle"], in: journal)
        #expect(report.weeks.map(\.week) == [1, 2, 3, 4])
        #expect(report.weeks.map(\.name) == ["5s", "3s", "5/3/1", "deload"])
        // After Mon 11-30 and Tue 12-01: Thu, Fri, Mon, Tue, week after week.
        #expect(report.weeks[1].sessions.map(\.day.description) == ["2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08"])
        #expect(report.weeks[3].sessions.map(\.day.description) == ["2026-12-17", "2026-12-18", "2026-12-21", "2026-12-22"])
        // Week 2 squat, TM 333: 70/80/90 % = 233.1 → 235, 266.4 → 265, 299.7 → 300 (3+).
        let squat = try #require(report.weeks[1].sessions.first)
        #expect(squat.sets.filter { $0.kind == .working }.map(\.weight) == [235, 265, 300].map { Weight($0) })
        // The deload: 40/50/60 % of the TM, no AMRAP, no BBB. Press 141.75: 56.7 → 55, 70.88 → 70, 85.05 → 85.
        let press = try #require(report.weeks[3].sessions.last)
        #expect(press.sets.map(\.weight) == [55, 70, 85].map { Weight($0) })
        #expect(!press.sets.contains { $0.amrap })
        // `plan` gives the same weights and TMs.
        let plan = try plusmdReport(PlanReport.self, ["plan"], in: journal)
        for (printed, planned) in zip(report.weeks, plan.weeks) {
            #expect(printed.sessions.map(\.trainingMax) == planned.sessions.map(\.trainingMax))
            #expect(printed.sessions.filter { $0.status == .planned }.map { $0.sets.map(\.weight) }
                == planned.sessions.filter { $0.status == nil }.map { $0.sets.map(\.weight) })
        }
    }

    @Test func dateChoosesTheWeekThatReachesIt() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let thursday = try plusmdReport(PrintReport.self, ["print", "--date", "2026-12-04"], in: journal)
        #expect(thursday.weeks.map(\.week) == [2])
        let beyond = plusmd(["print", "--date", "2026-12-31", "--json"], in: journal)
        #expect(beyond.status == 1)
        #expect(beyond.err.contains("2026-12-31 is after this cycle's last planned session (2026-12-22)"), "\(beyond.err)")
        #expect(plusmd(["print", "--week", "--cycle"], in: journal).status == 2)
    }

    @Test func aSheetWrittenByNextKeepsItsDayAndTheRestFollow() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let next = plusmd(["next", "--date", "2026-12-02"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        let report = try plusmdReport(PrintReport.self, ["print"], in: journal)
        let sessions = try #require(report.weeks.first).sessions
        #expect(sessions[2].status == .written)
        #expect(sessions[2].path == "2026/2026-12-02-deadlift.md")
        #expect(sessions[2].day.description == "2026-12-02")
        // Press goes on the next training day after the written sheet's (Wed 12-02): Thu 12-03.
        #expect(sessions[3].status == .planned && sessions[3].day.description == "2026-12-03")
        // One set ticked: under way, the ticked set done.
        let path = journal + "/2026/2026-12-02-deadlift.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "- [ ] 165 x 5", with: "- [x] 165 x 5").write(toFile: path, atomically: true, encoding: .utf8)
        let underWay = try plusmdReport(PrintReport.self, ["print"], in: journal)
        let deadlift = try #require(underWay.weeks.first?.sessions[2])
        #expect(deadlift.status == .underWay && deadlift.sets[0].status == .done && deadlift.sets[1].status == .open)
    }

    @Test func theCardIsNamedAndPlacedLikeTheReport() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        // Inside the journal: in $HOME, never in the synced folder.
        let home = folder.path + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let inside = plusmd(["print"], in: journal + "/2026", environment: ["HOME": home])
        #expect(inside.status == 0, "\(inside.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasSuffix(".html") }
        #expect(files == ["plusmd-print-20261130-184502.html"], "\(files)")
        #expect(!(try FileManager.default.subpathsOfDirectory(atPath: journal)).contains { $0.hasSuffix(".html") })
        // Never over an existing file.
        let again = plusmd(["print"], in: journal + "/2026", environment: ["HOME": home])
        #expect(again.status != 0)
        // -o - writes the page to stdout: the deadlift's AMRAP set with its plates.
        let page = plusmd(["print", "-o", "-"], in: journal).out
        #expect(page.contains("data-lift=\"deadlift\" data-weight=\"355\" data-reps=\"5\" data-plates=\"45 45 35 25 5\""))
        #expect(page.contains("<span class=\"amrap\""))
        #expect(!page.contains("<script"))
    }

    @Test func anErrorThatCouldChangeASheetStopsTheCardAsItStopsNext() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let path = journal + "/2026/2026-11-23-squat.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\nweek: 1\n", with: "\nweek: x\n").write(toFile: path, atomically: true, encoding: .utf8)
        let printed = plusmd(["print", "-o", folder.path + "/card.html"], in: journal)
        let next = plusmd(["next", "--dry-run"], in: journal)
        #expect(next.status == 1)
        #expect(printed.status == 1, "\(printed.err)")
        #expect(printed.err.contains("2026/2026-11-23-squat.md:5:"), "\(printed.err)")
        #expect(printed.err.contains("has an error that could change"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/card.html"))
    }
}
