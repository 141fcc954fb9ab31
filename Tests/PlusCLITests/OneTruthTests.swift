import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The "one truth" fixture: the example journal with what real editors and sync tools produce —
/// a conflict copy of a sheet (with a far better AMRAP), of a TM entry (with higher TMs) and of
/// plusmd.yaml (another bar); an AMRAP line indented two spaces and one indented with
/// a tab; a `[-]` BBB set; a 0-rep line; `date:` as three kinds of date-time; quoted numbers.
/// Every command reads it the same way: the numbers below agree everywhere.
@Suite struct OneTruthTests {
    let folder = TemporaryFolder()
    let journal: String

    init() throws { journal = try folder.copy(fixture: "onetruth") }

    func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R {
        let result = plusmd(arguments + ["--json"], in: journal)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        return try ReportJSON.decode(type, from: result.out)
    }

    static let copies = [
        "2026/2026-10-20-training-max-press (Ann's conflicted copy 2026-10-21).md",
        "2026/2026-11-23-squat.sync-conflict-20261124-101500-ABCDEF7.md",
        "plusmd.sync-conflict-20261101-080000-XYZ1234.yaml",
    ]

    @Test func everyCommandReadsTheSameNumbers() throws {
        let status = try report(StatusReport.self, ["status"])
        let tm = try report(TrainingMaxReport.self, ["tm"])
        let history = try report(TrainingMaxHistoryReport.self, ["tm", "--history"])
        let prs = try report(RecordsReport.self, ["prs"])
        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        let calendar = try report(CalendarReport.self, ["cal", "2026-11"])
        let next = try report(NextReport.self, ["next", "--dry-run"])
        // plan starts from the same TMs: the conflict copy of a TM entry never counts.
        let plan = try report(PlanReport.self, ["plan"])
        for session in plan.weeks.first?.sessions ?? [] where tm.pending[session.lift] == nil {
            #expect(session.trainingMax == tm.trainingMax[session.lift], "plan \(session.lift)")
        }

        // The TM-entry copy never overrides press.
        #expect((status.cycle, status.week) == (3, 1))
        #expect((export.position.cycle, export.position.week) == (3, 1))
        let expected: [Lift: Weight] = [.squat: Weight(333), .bench: Weight(hundredths: 23760), .deadlift: Weight(hundredths: 41580), .press: Weight(hundredths: 14175)]
        for (lift, weight) in expected {
            #expect(status.trainingMax[lift] == weight, "status \(lift)")
            #expect(tm.trainingMax[lift] == weight, "tm \(lift)")
            #expect(export.trainingMax[lift] == weight, "export \(lift)")
        }
        #expect(!history.history.contains { $0.to == Weight(200) || $0.to == Weight(405) && $0.lift == .squat })
        #expect(history.history == export.trainingMaxHistory)

        // The squat copy's 285 × 15 is no PR; the indented 285 × 8 (e1RM 361) is the set that counts.
        let squatSets = prs.amrapSets[.squat] ?? []
        #expect(!squatSets.contains { $0.reps == 15 })
        #expect(squatSets.last.map { ($0.weight, $0.reps, $0.path) } ?? (.zero, 0, "") == (Weight(285), 8, "2026/2026-11-23-squat.md"))
        // The tab-indented bench AMRAP counts too.
        #expect((prs.amrapSets[.bench] ?? []).last.map { ($0.weight, $0.reps) } ?? (.zero, 0) == (Weight(200), 9))
        #expect(prs == export.personalRecords)

        // No day doubled: one squat on 2026-11-23 in the calendar, the export and `show`.
        #expect(calendar.days.map(\.description) == ["2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06", "2026-11-23", "2026-11-24"])
        #expect(calendar.workouts.filter { $0.date == Day(parsing: "2026-11-23") }.map(\.path) == ["2026/2026-11-23-squat.md"])
        #expect(calendar.workouts.map(\.path) == export.workouts.filter { $0.date.description.hasPrefix("2026-11") }.map(\.path))
        let day = try report(DayReport.self, ["show", "2026-11-23"])
        #expect(day.workouts.map(\.path) == ["2026/2026-11-23-squat.md"])
        #expect(export.workouts.count == 34)
        #expect(!export.workouts.contains { Self.copies.contains($0.path) })
        // …but listed as set aside, and the list survives decoding.
        #expect(export.setAside.map(\.path) == Self.copies.filter { $0.hasSuffix(".md") })
        #expect(export.setAside.first?.reason == .conflictCopy(service: "Dropbox"))
        #expect(export.setAside.first?.countedInstead == "2026/2026-10-20-training-max-press.md")
        #expect(export.workouts.first { $0.path == "2026/2026-11-23-squat.md" } == day.workouts.first)
        // The `[-]` BBB set reads as skipped and the 0-rep BBB line as done for 0.
        let squat = try #require(day.workouts.first)
        #expect(squat.sets.filter { $0.status == .skipped }.count == 1)
        #expect(squat.date == Day(parsing: "2026-11-23"), "date-time `2026-11-23T18:30` is that day")
        let bench = try #require(export.workouts.first { $0.path == "2026/2026-11-24-bench.md" })
        #expect(bench.sets.contains { $0.kind == .bbb && $0.done && $0.reps == 0 })

        // CSV: one row per set of the exported workouts, none from a copy.
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out
        #expect(csv.split(separator: "\r\n").count == 1 + export.workouts.map(\.sets.count).reduce(0, +))
        #expect(!csv.contains(",15,"))

        // next plans deadlift with the journal's own bar (the plusmd.yaml copy's bar 35 is ignored).
        #expect(next.lift == .deadlift && next.trainingMax == Weight(hundredths: 41580))
        // 165 lb: the fewest plates per side, 35 + 25 rather than 45 + 10 + 5.
        #expect(next.sets.first.map(\.platesPerSide) == [Weight(35), Weight(25)])
        #expect(status.suggested == next.lift)
    }

    @Test func everyCommandNamesEachConflictCopyOnceAndCheckAgrees() throws {
        for command in [["status"], ["tm"], ["tm", "--history"], ["prs"], ["show"], ["cal", "2026-11"], ["next", "--dry-run"], ["export", "-o", "-"]] {
            let result = plusmd(command, in: journal)
            #expect(result.status == 0, "\(command)")
            for copy in Self.copies {
                let named = result.err.components(separatedBy: copy + ": warning: ").count - 1
                #expect(named == 1, "\(command) names \(copy) once")
            }
        }
        let check = try report(CheckReport.self, ["check"])
        #expect(check.errors == 0)
        #expect(Set(check.findings.filter { $0.id == "conflict-copy" }.map(\.path)) == Set(Self.copies))
        #expect(check.findings.allSatisfy { $0.id == "conflict-copy" }, "date-times, quoted numbers, indents, [-] and 0 reps are read without a finding")
        let strict = plusmd(["check", "--strict", "--json"], in: journal)
        let strictReport = try ReportJSON.decode(CheckReport.self, from: strict.out)
        #expect(strictReport.findings.filter { $0.id == "quoted-number" }.count == 3, "only --strict mentions quoted numbers")
    }
}
