import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The HTML report where other features meet it: its plotted e1RM points and TM steps (read from
/// their data attributes) are the numbers `prs` and `tm --history` print, in the journal's unit
/// and in lifting order, for journals trained partly in another unit and with two sheets of a
/// lift on one day.
@Suite struct ReportSeamTests {
    let folder = TemporaryFolder()

    /// The `data-` attributes of every element of `kind` in `page`, in page order.
    static func points(_ kind: String, in page: String) -> [[String: String]] {
        page.components(separatedBy: "data-kind=\"\(kind)\"").dropFirst().map { rest in
            let tag = rest.prefix { $0 != ">" }
            var attributes: [String: String] = [:]
            for match in tag.matches(of: /data-([a-z0-9_]+)="([^"]*)"/) { attributes[String(match.1)] = String(match.2) }
            return attributes
        }
    }

    func page(_ journal: String) throws -> String {
        let written = plusmd(["report", "-o", "-"], in: journal)
        #expect(written.status == 0, "\(written.err)")
        return written.out
    }

    /// Every AMRAP point of the report is `prs`'s row of that lift, in the same order, with the
    /// same weight, reps, e1RM and PR mark; every TM step is `tm --history`'s.
    func expectReportAgreesWithPrsAndHistory(_ journal: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let page = try page(journal)
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(!Self.points("e1rm", in: page).isEmpty && !Self.points("tm", in: page).isEmpty, "points plotted", sourceLocation: sourceLocation)
        for lift in records.lifts {
            let plotted = Self.points("e1rm", in: page).filter { $0["lift"] == lift.rawValue }
            let rows = records.amrapSets[lift] ?? []
            #expect(plotted.count == rows.count, "\(lift): \(plotted.count) points, \(rows.count) rows", sourceLocation: sourceLocation)
            for (point, row) in zip(plotted, rows) {
                #expect(point["date"] == row.date.description && point["path"] == row.path && point["line"] == "\(row.line)", sourceLocation: sourceLocation)
                #expect(point["weight"] == row.weight.description && point["reps"] == "\(row.reps)", "\(point) vs \(row)", sourceLocation: sourceLocation)
                #expect(point["e1rm"] == row.estimatedOneRepMax.description && point["pr"] == "\(row.isPersonalRecord)", "\(point) vs \(row)", sourceLocation: sourceLocation)
            }
        }
        let history = try plusmdReport(TrainingMaxHistoryReport.self, ["tm", "--history"], in: journal)
        for lift in records.lifts {
            let steps = Self.points("tm", in: page).filter { $0["lift"] == lift.rawValue }
            let changes = history.history.filter { $0.lift == lift }
            #expect(steps.map { $0["tm"] ?? "" } == changes.map(\.to.description), "\(lift)", sourceLocation: sourceLocation)
            #expect(steps.map { $0["date"] ?? "" } == changes.map(\.date.description), "\(lift)", sourceLocation: sourceLocation)
        }
    }

    @Test func aJournalSwitchedToKilogramsPlotsEveryPointInKilograms() throws {
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/switched")
        try expectReportAgreesWithPrsAndHistory(journal)
        let page = try page(journal)
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        #expect(records.units == .kg)
        // The lb sheets before the switch are plotted converted: no point is heavier than any
        // kg e1RM could be from the lb numbers as written (a 300 lb set would be 300 "kg").
        let e1rms = Self.points("e1rm", in: page).compactMap { $0["e1rm"].flatMap { Weight(parsing: $0) } }
        #expect(!e1rms.isEmpty)
        #expect(e1rms.allSatisfy { $0 < Weight(250) }, "\(e1rms)")
    }

    @Test func aPoundJournalWithAWeekAtAKilogramGymPlotsInPounds() throws {
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/travel")
        try expectReportAgreesWithPrsAndHistory(journal)
    }

    @Test func twoSheetsOfALiftOnOneDayArePlottedInLiftingOrder() throws {
        let journal = newJournal(in: folder)
        try SameDayOrderTests.write(journal, "2026/2026-09-01-squat.md", week: 2, top: "285 x 5")  // e1RM 332.5
        try SameDayOrderTests.write(journal, "2026/2026-09-01-squat-2.md", week: 1, top: "270 x 8")  // e1RM 342
        try expectReportAgreesWithPrsAndHistory(journal)
        let squat = Self.points("e1rm", in: try page(journal)).filter { $0["lift"] == "squat" }
        // Week 1 (270 × 8 = 342, a PR) before week 2 (285 × 5 = 332.5, no PR).
        #expect(squat.map { $0["e1rm"] ?? "" } == ["342", "332.5"])
        #expect(squat.map { $0["pr"] ?? "" } == ["true", "false"])
    }
}

/// The report under `program:` judges each AMRAP set by its own sheet's scheme and names the
/// week as the program does: 5/3/1 Forever's 3/5/1 asks 3+ in week 1 (the original table 5+),
/// and its week 2 is the 5s.
@Suite struct ReportProgramSeamTests {
    @Test func threeFiveOneWeekOneAsksThreeReps() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let yaml = journal + "/plusmd.yaml"
        let settings = try String(contentsOfFile: yaml, encoding: .utf8)
        try (settings + "\nprogram:\n  progression: e1rm\n  blocks:\n    - {name: Leader, cycles: 2, scheme: \"351\", supplemental: bbb}\n")
            .write(toFile: yaml, atomically: true, encoding: .utf8)
        for (offset, lift) in ["squat", "bench", "deadlift", "press"].enumerated() {
            let next = try nextTicked(["--lift", lift, "--date", "2026-09-0\(offset + 1)"], in: journal, amrap: 4)
            // Week 1 of 3/5/1 is 70/80/90 % × 3/3/3+: squat's top set is 90 % of 315 = 283.5 → 285.
            if lift == "squat" { #expect(next.sets.last { $0.kind == .working }?.weight == Weight(285)) }
        }
        let page = plusmd(["report", "-o", "-"], in: journal).out
        let bars = ReportSeamTests.points("amrap-reps", in: page)
        #expect(bars.count == 4 && bars.allSatisfy { $0["minimum"] == "3" && $0["reps"] == "4" }, "\(bars)")
        #expect(!page.contains("reps-bar short"), "4 reps pass a 3+ minimum")
        #expect(page.components(separatedBy: "1 of 1 AMRAP sets reached the minimum.").count == 5, "one chart per lift, each passed")
        #expect(page.contains("week <strong>2</strong> (5s)"), "3/5/1's week 2 is the 5s")
    }
}
