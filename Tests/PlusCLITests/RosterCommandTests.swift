import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// A coach's roster: `status --roster` and `print --roster` on three copies of the example journal
/// (2026-11-30: cycle 3 week 1, squat and bench done), one with a broken file.
@Suite struct RosterCommandTests {
    /// team/ana, team/ben (deadlift TM set to 300 by hand) and team/cy (its squat sheet's `week:` broken, line 5).
    static func team(_ folder: TemporaryFolder) throws -> String {
        let team = folder.path + "/team"
        try FileManager.default.createDirectory(atPath: team, withIntermediateDirectories: true)
        for name in ["ana", "ben", "cy"] {
            try FileManager.default.copyItem(atPath: try folder.copy(fixture: "examples/journal"), toPath: team + "/" + name)
            try FileManager.default.removeItem(atPath: folder.path + "/journal")
        }
        let set = plusmd(["tm", "set", "deadlift", "300", "--date", "2026-11-25"], in: team + "/ben")
        #expect(set.status == 0, "\(set.err)")
        let squat = team + "/cy/2026/2026-11-23-squat.md"
        let text = try String(contentsOfFile: squat, encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[4] == "week: 1")
        try text.replacingOccurrences(of: "\nweek: 1\n", with: "\nweek: x\n").write(toFile: squat, atomically: true, encoding: .utf8)
        return team
    }

    @Test func statusHasARowPerAthleteAndTheBrokenFileUnderItsOwner() throws {
        let folder = TemporaryFolder()
        let team = try Self.team(folder)
        let result = plusmd(["status", "--roster", team, "--json"], in: folder.path)
        #expect(result.status == 3, "\(result.err)")
        let report = try ReportJSON.decode(RosterStatusReport.self, from: result.out)
        #expect(report.athletes.map(\.name) == ["ana", "ben", "cy"])
        let ana = report.athletes[0], ben = report.athletes[1], cy = report.athletes[2]
        #expect((ana.cycle, ana.week, ana.done, ana.open) == (3, 1, [.squat, .bench], [.deadlift, .press]))
        #expect(ana.trainingMax[.deadlift] == Weight(hundredths: 41580) && ana.errors.isEmpty)
        #expect(ben.trainingMax[.deadlift] == Weight(300) && ben.trainingMax[.squat] == Weight(333))
        // cy's squat sheet no longer counts: only bench is done; the error names its file and line.
        #expect(cy.done == [.bench])
        #expect(cy.errors.map { "\($0.path):\($0.line ?? 0)" } == ["cy/2026/2026-11-23-squat.md:5"])
        let text = plusmd(["status", "--roster", team], in: folder.path).out
        #expect(text.contains("ben      —      C3 W1  squat bench  deadlift press        squat 333, bench 237.6, deadlift 300, press 141.75 lb"), "\(text)")
        #expect(text.contains("  error: cy/2026/2026-11-23-squat.md:5: "))
    }

    @Test func printGivesEveryCardButTheBrokenOneAndATeamSheetByWeight() throws {
        let folder = TemporaryFolder()
        let team = try Self.team(folder)
        let result = plusmd(["print", "--roster", team, "--json"], in: folder.path)
        #expect(result.status == 3)
        #expect(result.err.contains("cy: no card: cy/2026/2026-11-23-squat.md:5: "), "\(result.err)")
        let report = try ReportJSON.decode(RosterPrintReport.self, from: result.out)
        #expect(report.athletes.map { $0.card != nil } == [true, true, false])
        #expect(report.athletes[2].errors.map(\.path) == ["cy/2026/2026-11-23-squat.md"])
        // Each card is the athlete's own `print`.
        let own = try plusmdReport(PrintReport.self, ["print"], in: team + "/ana")
        #expect(report.athletes[0].card == own)
        // Deadlift, week 1 (65/75/85 %): ben's TM 300 → 195, 225, 255; ana's 415.8 → 270, 310, 355. Lightest first.
        let deadlift = try #require(report.team.first { $0.lift == .deadlift })
        #expect(deadlift.groups.count == 1 && deadlift.groups[0].group == nil)
        let rows = deadlift.groups[0].rows
        #expect(rows.map(\.name) == ["ben", "ana"])
        #expect(rows.map { $0.sets.map(\.weight) } == [[195, 225, 255].map { Weight($0) }, [270, 310, 355].map { Weight($0) }])
        // 255: (255 − 45) / 2 = 105 a side.
        #expect(rows[0].sets[2].platesPerSide.reduce(Weight.zero, +) == Weight(105))
        #expect(report.team.map(\.lift) == [.squat, .bench, .deadlift, .press])

        let html = folder.path + "/team.html"
        #expect(plusmd(["print", "--roster", team, "-o", html], in: folder.path).status == 3)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<code>cy/2026/2026-11-23-squat.md:5: "))
        #expect(page.contains("data-kind=\"team-row\" data-lift=\"deadlift\" data-athlete=\"ben\" data-top=\"255\""))
        #expect(page.components(separatedBy: "data-kind=\"week\"").count - 1 == 2)
    }

    @Test func aRosterFileNamesAthletesAndGroupsThem() throws {
        let folder = TemporaryFolder()
        let team = try Self.team(folder)
        let roster = """
            # Tuesday squad
            athletes:
              - name: Ana Ruiz
                journal: team/ana
                platform: "2"
              - name: Ben <b>Ode</b>
                journal: team/ben
                platform: "1"
              - name: Dee
                journal: team/ana
            """
        try roster.write(toFile: folder.path + "/roster.yaml", atomically: true, encoding: .utf8)
        let report = try ReportJSON.decode(RosterPrintReport.self, from: plusmd(["print", "--roster", "roster.yaml", "--json"], in: folder.path).out)
        #expect(report.athletes.map(\.name) == ["Ana Ruiz", "Ben <b>Ode</b>", "Dee"])
        let deadlift = try #require(report.team.first { $0.lift == .deadlift })
        // Groups in the roster's order of first appearance, athletes without one last.
        #expect(deadlift.groups.map(\.group) == ["2", "1", nil])
        #expect(deadlift.groups.map { $0.rows.map(\.name) } == [["Ana Ruiz"], ["Ben <b>Ode</b>"], ["Dee"]])
        let page = plusmd(["print", "--roster", folder.path, "-o", "-"], in: folder.path).out
        #expect(page.contains("Ben &lt;b&gt;Ode&lt;/b&gt;") && !page.contains("<b>Ode"))

        // An athlete whose folder holds no journal: only their row and card say so.
        try (roster + "\n  - name: Eve\n    journal: team/eve\n").write(toFile: folder.path + "/roster.yaml", atomically: true, encoding: .utf8)
        let status = plusmd(["status", "--roster", "roster.yaml", "--json"], in: folder.path)
        #expect(status.status == 3)
        let rows = try ReportJSON.decode(RosterStatusReport.self, from: status.out)
        #expect(rows.athletes.map { $0.errors.isEmpty } == [true, true, true, false])
        let eve = try #require(rows.athletes.last)
        #expect(eve.cycle == nil && eve.errors.map(\.path) == ["team/eve"] && eve.errors.first?.id == nil)
        #expect(eve.errors.first?.message.contains("is not a plusmd journal") == true, "\(eve.errors)")
        let cards = try ReportJSON.decode(RosterPrintReport.self, from: plusmd(["print", "--roster", "roster.yaml", "--json"], in: folder.path).out)
        #expect(cards.athletes.map { $0.card != nil } == [true, true, true, false])

        // A broken roster stops with its line; nothing is printed.
        try roster.replacingOccurrences(of: "platform: \"1\"", with: "platfrom: \"1\"").write(toFile: folder.path + "/roster.yaml", atomically: true, encoding: .utf8)
        let broken = plusmd(["status", "--roster", "roster.yaml"], in: folder.path)
        #expect(broken.status == 1 && broken.out.isEmpty)
        #expect(broken.err.contains("roster.yaml:8: error: unknown key `platfrom`"), "\(broken.err)")
        let empty = plusmd(["status", "--roster", folder.path + "/team/ana/2026"], in: folder.path)
        #expect(empty.status == 1 && empty.err.contains("holds no journal"), "\(empty.err)")
    }
}
