import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// A lift beyond the big four: the `extralift` fixture trains
/// `order: [squat, bench, deadlift, press, front squat]` with a fixed progression, front squat TM
/// 225 lb, one cycle of weeks 1–3 done (every AMRAP 8 reps). Every command takes the front squat and
/// agrees on its numbers: TM 225, top set of week 3 215 × 8 (e1RM 272.33), +10 lb after the cycle
/// (a lower-body lift by its name) → 235 lb.
@Suite struct ExtraLiftTests {
    static let front = Lift(rawValue: "front_squat")

    func report<R: Decodable>(_ type: R.Type, _ arguments: [String], in journal: String) throws -> R {
        let result = plusmd(arguments + ["--json"], in: journal)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        return try ReportJSON.decode(type, from: result.out)
    }

    /// `config set order` with a lift whose name has a space: commas separate, spaces stay in the name
    /// (it once split "front squat" into "front" and a second "squat").
    @Test func configSetOrderKeepsSpacesInALiftName() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let set = plusmd(["config", "set", "order", "squat,bench,deadlift,press,front squat"], in: folder.path + "/j")
        #expect(set.status == 0, "\(set.err)")
        #expect(try folder.read("j/plusmd.yaml").contains("order: [squat, bench, deadlift, press, front_squat]"))
        #expect(plusmd(["config", "set", "plates", "45 35 25 10 5 2.5"], in: folder.path + "/j").status == 0)
    }

    @Test func everyCommandTakesTheExtraLiftAndAgrees() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "extralift")

        let check = plusmd(["check"], in: journal)
        #expect(check.status == 0, "\(check.out)\(check.err)")

        let status = try report(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (2, 1))
        #expect(status.open == [.squat, .bench, .deadlift, .press, Self.front])
        #expect(status.trainingMax[Self.front] == Weight(225))
        #expect(status.pending[Self.front] == Weight(235))

        let tm = try report(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.trainingMax[Self.front] == Weight(225))
        #expect(tm.pending[Self.front] == Weight(235))
        #expect(tm.pending[.squat] == Weight(325) && tm.pending[.press] == Weight(140))
        let tmText = plusmd(["tm"], in: journal).out
        #expect(tmText.contains("front_squat  225 → 235   fixed increment after 2026/2026-09-15-front-squat.md"), "\(tmText)")

        let records = try report(RecordsReport.self, ["prs", "--lift", "front squat"], in: journal)
        #expect(records.lifts == [Self.front])
        let best = try #require(records.best[Self.front]?.wrappedValue)
        #expect(best.weight == Weight(215) && best.reps == 8 && best.estimatedOneRepMax == Weight(hundredths: 27_233))

        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        #expect(export.trainingMax[Self.front] == Weight(225))
        #expect(export.pendingTrainingMax[Self.front] == Weight(235))
        #expect(export.workouts.filter { $0.lift == Self.front }.count == 3)
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out
        #expect(csv.contains("2026-09-15,front_squat,1,3,working,3,215,1,215,8,true,272.33,lb"), "\(csv)")

        let plan = try report(PlanReport.self, ["plan"], in: journal)
        let session = try #require(plan.weeks.first?.sessions.first { $0.lift == Self.front })
        #expect(session.trainingMax == Weight(235))
        #expect(session.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(155), Weight(175), Weight(200)])

        // The HTML report has the lift's section and chart.
        let html = plusmd(["report", "-o", folder.path + "/report.html"], in: journal)
        #expect(html.status == 0, "\(html.err)")
        let page = try folder.read("report.html")
        #expect(page.contains("id=\"chart-front_squat\"") && page.contains("Front squat"))
        #expect(page.contains("data-kind=\"current-tm\" data-lift=\"front_squat\" data-tm=\"225\""))

        // `next` writes the front squat's sheet under its file name, from the raised TM.
        let next = try report(NextReport.self, ["next", "--lift", "Front Squat", "--date", "2026-09-20"], in: journal)
        #expect(next.path == "2026/2026-09-20-front-squat.md" && next.lift == Self.front)
        #expect(next.trainingMax == Weight(235))
        #expect(next.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(155), Weight(175), Weight(200)])
        let sheet = try folder.read("extralift/2026/2026-09-20-front-squat.md")
        #expect(sheet.contains("lift: front_squat\n") && sheet.contains("# Front squat · Main (cycle 2) · week 1"), "\(sheet)")

        // `tm set` by any spelling, written under the lift's file name, read back by `tm`.
        let set = plusmd(["tm", "set", "front-squat", "240", "--date", "2026-09-21"], in: journal)
        #expect(set.status == 0, "\(set.err)")
        #expect(FileManager.default.fileExists(atPath: journal + "/2026/2026-09-21-training-max-front-squat.md"))
        let after = try report(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(after.trainingMax[Self.front] == Weight(240))
        #expect(plusmd(["check"], in: journal).status == 0)
    }

    @Test func aMisspeltLiftSaysWhatItMeant() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "extralift")
        // A sheet and a TM entry with the extra lift misspelt, and a big-four lift misspelt.
        let sheet = try folder.read("extralift/2026/2026-09-15-front-squat.md")
            .replacingOccurrences(of: "lift: front_squat", with: "lift: front squt")
            .replacingOccurrences(of: "date: 2026-09-15", with: "date: 2026-09-16")
        try sheet.write(toFile: journal + "/2026/2026-09-16-front-squt.md", atomically: false, encoding: .utf8)
        try "---\nentry: training_max\ndate: 2026-09-16\ncause: manual\nfront_sqat: 230\nsquar: 300\n---\n"
            .write(toFile: journal + "/2026/2026-09-16-training-max.md", atomically: false, encoding: .utf8)
        let check = plusmd(["check"], in: journal)
        #expect(check.status != 0)
        #expect(check.out.contains("2026/2026-09-16-front-squt.md:3:7: error: unknown lift 'front_squt'"), "\(check.out)")
        #expect(check.out.contains("Did you mean 'front_squat'? Fix `lift:`"), "\(check.out)")
        #expect(check.out.contains("2026/2026-09-16-training-max.md:5: error: unknown lift 'front_sqat' in a training-max entry"), "\(check.out)")
        #expect(check.out.contains("2026/2026-09-16-training-max.md:6: error: unknown lift 'squar' in a training-max entry"), "\(check.out)")
        #expect(check.out.contains("Did you mean 'squat'?"), "\(check.out)")
        // The misspelt TMs are not applied; the misspelt sheet is not counted.
        let tm = try ReportJSON.decode(TrainingMaxReport.self, from: plusmd(["tm", "--json"], in: journal).out)
        #expect(tm.trainingMax[Self.front] == Weight(225) && tm.trainingMax[.squat] == Weight(315))
        // A writer refuses, as for any error.
        #expect(plusmd(["next"], in: journal).status != 0)

        // The cache keeps the lift's id and the location of `lift:`: same output with and without.
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache"]
        JournalCacheTests.settle()
        JournalCacheTests.expectSameOutput(journal, environment, "extralift with typos")
        let cached = plusmd(["check"], in: journal, environment: environment)
        #expect(cached.out == plusmd(["check", "--no-cache"], in: journal, environment: environment).out)
    }

    @Test func commandLineLiftsAreCheckedAgainstTheOrder() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "extralift")
        let typo = plusmd(["next", "--lift", "front squt", "--dry-run"], in: journal)
        #expect(typo.status == 2)
        #expect(typo.err.contains("unknown lift 'front_squt'; did you mean 'front_squat'?"), "\(typo.err)")
        let other = plusmd(["tm", "set", "power clean", "200"], in: journal)
        #expect(other.status == 2 && other.err.contains("squat, bench, deadlift, press, front_squat"), "\(other.err)")
        let bad = plusmd(["prs", "--lift", "front/squat"], in: journal)
        #expect(bad.status == 2 && bad.err.contains("unknown lift 'front/squat'"), "\(bad.err)")
        // Completions list the journal's lifts.
        let complete = plusmd(["__complete", "next", "--lift", ""], in: journal)
        #expect(complete.out.contains("front_squat\n"), "\(complete.out)")
    }

    @Test func initTakesAnExtraLift() throws {
        let folder = TemporaryFolder()
        let result = plusmd(
            [
                "init", "j", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135",
                "--tm", "Front Squat=225",
            ], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.read("j/plusmd.yaml").contains("order: [squat, bench, deadlift, press, front_squat]"))
        #expect(try folder.read("j/2026/2026-08-31-training-max.md").contains("press: 135\nfront_squat: 225\n"))
        let status = try report(StatusReport.self, ["status"], in: folder.path + "/j")
        #expect(status.trainingMax[Self.front] == Weight(225))

        let ordered = plusmd(
            [
                "init", "k", "--order", "front squat, squat, bench", "--tm", "squat=315", "--tm", "bench=225", "--1rm", "front-squat=250",
            ], in: folder.path)
        #expect(ordered.status == 0, "\(ordered.err)")
        #expect(try folder.read("k/plusmd.yaml").contains("order: [front_squat, squat, bench]"))
        let tm = try report(TrainingMaxReport.self, ["tm"], in: folder.path + "/k")
        #expect(tm.trainingMax[Self.front] == Weight(225))
        let text = plusmd(["tm"], in: folder.path + "/k").out
        #expect(text.contains("  front_squat  225\n  squat        315\n  bench        225\n"), "\(text)")

        let outside = plusmd(["init", "m", "--order", "squat,bench", "--tm", "squat=315", "--tm", "bench=225", "--tm", "front squat=200"], in: folder.path)
        #expect(outside.status == 2 && outside.err.contains("front_squat is not in --order"), "\(outside.err)")
        let typo = plusmd(["init", "n", "--order", "squat,bench,front squat", "--tm", "squat=315", "--tm", "bench=225", "--tm", "front sqat=200"], in: folder.path)
        #expect(typo.status == 2 && typo.err.contains("did you mean 'front_squat'?"), "\(typo.err)")

        // An imported history mapped to an extra lift adds it to the order.
        let imported = plusmd(
            [
                "init", "p", "--date", "2026-09-20", "--from", ReportAndImportCommandTests.imports + "/strong-lb.csv", "--unit", "lb", "--yes",
                "--map", "Pull Up=weighted pull up", "--tm", "weighted pull up=90",
            ], in: folder.path)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(try folder.read("p/plusmd.yaml").contains("order: [squat, bench, deadlift, press, weighted_pull_up]"))
        #expect(try folder.read("p/2026/2026-09-20-training-max.md").contains("weighted_pull_up: 90\n"))
    }
}
