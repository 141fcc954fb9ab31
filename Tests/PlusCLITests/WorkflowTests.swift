import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The lifter's workflow end to end, in-process: init, next, tick, next.
@Suite struct WorkflowTests {
    let initArguments = ["init", "training", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"]

    @Test func initWritesSettingsAndStartingTrainingMaxes() throws {
        let folder = TemporaryFolder()
        let result = plusmd(initArguments, in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.files() == ["training/2026/2026-11-30-training-max.md", "training/plusmd.yaml"])
        let settings = try folder.read("training/plusmd.yaml")
        #expect(settings.contains("units: lb\nbar: 45\nplates: [45, 35, 25, 10, 5, 2.5]"))
        #expect(settings.hasPrefix("# plusmd settings"))
        let entry = try folder.read("training/2026/2026-11-30-training-max.md")
        #expect(entry.contains("entry: training_max\ndate: 2026-11-30\ncause: start\nunits: lb\nsquat: 315\nbench: 225\ndeadlift: 405\npress: 135\n"))
    }

    @Test func initRefusesToOverwriteAJournal() throws {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let before = try folder.read("training/plusmd.yaml")
        let again = plusmd(initArguments, in: folder.path)
        #expect(again.status == 4)
        #expect(again.err.contains("already a plusmd journal"))
        #expect(try folder.read("training/plusmd.yaml") == before)
    }

    @Test func initWithoutTrainingMaxesOffATerminalIsAUsageError() {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--tm", "squat=315"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.err.contains("missing training max for bench, deadlift, press"))
        #expect(folder.files().isEmpty)
    }

    @Test func initAsksForMissingValuesOnATerminal() throws {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--tm", "squat=315"], in: folder.path, terminalInput: ["250rm", "heavy", "405", "135"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("'heavy' is not a weight"))
        #expect(try folder.read("j/2026/2026-11-30-training-max.md").contains("bench: 225\ndeadlift: 405\npress: 135"))
    }

    @Test func initFromOneRepMaxesInKilograms() throws {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "kg", "--units", "kg", "--1rm", "squat=160", "--1rm", "bench=105", "--1rm", "dl=200", "--1rm", "ohp=67.5", "--no-bbb"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.read("kg/2026/2026-11-30-training-max.md").contains("squat: 144\nbench: 94.5\ndeadlift: 180\npress: 60.75"))
        let settings = try folder.read("kg/plusmd.yaml")
        #expect(settings.contains("units: kg\nbar: 20\nplates: [25, 20, 15, 10, 5, 2.5, 1.25]"))
        #expect(settings.contains("enabled: false"))
        let next = plusmd(["next", "--json"], in: folder.path + "/kg")
        #expect(next.status == 0)
        let planned = try ReportJSON.decode(NextReport.self, from: next.out)
        #expect(planned.units == .kg)
        #expect(!planned.sets.contains { $0.kind == .bbb })
    }

    @Test func nextWritesTheSheetOnceAndShowsItAgainUntilDone() throws {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let journal = folder.path + "/training"
        let first = plusmd(["next"], in: journal)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err == "Wrote 2026/2026-11-30-squat.md\n")
        #expect(first.out.contains("Squat · cycle 1 · week 1 (5s) · 2026-11-30"))
        #expect(first.out.contains("Working  270 lb × 5+   45 45 10 10 2.5 per side"))
        let sheet = try folder.read("training/2026/2026-11-30-squat.md")
        #expect(sheet.contains("- [ ] 270 x 5+ — 45 45 10 10 2.5 per side\n"))

        let again = plusmd(["next"], in: journal)
        #expect(again.status == 0)
        #expect(again.err.contains("Unfinished: 2026/2026-11-30-squat.md (0 of 11 sets ticked)"))
        #expect(folder.files(under: "training/2026").count == 2)
        #expect(try folder.read("training/2026/2026-11-30-squat.md") == sheet, "an existing sheet is never rewritten")

        try folder.write("training/2026/2026-11-30-squat.md", sheet.ticked(amrap: 9) + "Felt fast.\n")
        let bench = plusmd(["next"], in: journal)
        #expect(bench.err == "Wrote 2026/2026-11-30-bench.md\n")
        #expect(try folder.read("training/2026/2026-11-30-squat.md").hasSuffix("Felt fast.\n"))
    }

    @Test func nextRefusesALiftAlreadyDoneAndNamesTheOpenOnes() throws {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let journal = folder.path + "/training"
        _ = plusmd(["next", "--lift", "ohp"], in: journal)
        let path = "training/2026/2026-11-30-press.md"
        try folder.write(path, try folder.read(path).ticked())
        let refused = plusmd(["next", "--lift", "press", "--date", "2026-12-01"], in: journal)
        #expect(refused.status == 1)
        #expect(refused.err.contains("press is already done this week; still open: squat, bench, deadlift"))
        let status = plusmd(["status", "--json"], in: journal)
        let report = try ReportJSON.decode(StatusReport.self, from: status.out)
        #expect(report.done == [.press])
        #expect(report.suggested == .squat)
    }

    @Test func dryRunWritesNothing() {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let result = plusmd(["next", "-n", "--lift", "deadlift"], in: folder.path + "/training")
        #expect(result.status == 0)
        #expect(result.err == "Dry run: would write 2026/2026-11-30-deadlift.md\n")
        #expect(folder.files(under: "training/2026") == ["2026-11-30-training-max.md"])
    }

    @Test func wholeCycleRaisesTrainingMaxesAndSaysSo() throws {
        let folder = TemporaryFolder()
        _ = plusmd(initArguments, in: folder.path)
        let journal = folder.path + "/training"
        var day = 1
        // Week 3 top sets: squat 300 × 8 → TM 342 (the example); the others get 1 rep (no raise).
        for week in 1...4 {
            for lift in ["squat", "bench", "deadlift", "press"] {
                let date = String(format: "2026-09-%02d", day)
                day += 1
                let next = plusmd(["next", "--json", "--date", date], in: journal)
                #expect(next.status == 0, "\(next.err)")
                let path = "training/2026/\(date)-\(lift).md"
                let amrap = week == 3 ? (lift == "squat" ? 8 : 1) : 6
                try folder.write(path, try folder.read(path).ticked(amrap: week == 4 ? nil : amrap))
            }
            if week == 3 {
                let tm = plusmd(["tm", "--json"], in: journal)
                let pending = try ReportJSON.decode(TrainingMaxReport.self, from: tm.out).pending
                #expect(pending == LiftTable([.squat: Weight(342), .bench: Weight(225), .deadlift: Weight(405), .press: Weight(135)], order: Lift.bigFour), "\(tm.out)")
                #expect(plusmd(["tm"], in: journal).out.contains("squat     315 → 342       from 300 x 8"))
            }
        }
        let next = plusmd(["next", "--date", "2026-10-01"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        #expect(next.out.hasPrefix("New cycle 2: training maxes (lb) from week 3's AMRAP sets\n"))
        #expect(next.out.contains("squat     315 → 342       from 300 x 8 (2026/2026-09-09-squat.md:21), e1RM 380"))
        #expect(next.out.contains("deadlift  405 unchanged"))
        #expect(next.out.contains("Squat · cycle 2 · week 1 (5s) · 2026-10-01\nTraining max 342 lb"))
        let history = plusmd(["tm", "--history", "squat"], in: journal)
        #expect(history.out.contains("cycle 2  squat    315 → 342   week-3 AMRAP 300 x 8, e1RM 380 (2026/2026-09-09-squat.md:21)"))
        let second = plusmd(["next", "--date", "2026-10-02", "--dry-run"], in: journal)
        #expect(!second.out.contains("New cycle"), "old → new is printed with the first sheet of the cycle only")
    }
}

/// `examples/journal`: two cycles and a bit, written by driving plusmd and ticking by hand.
@Suite struct ExampleJournalTests {
    @Test func nextOnACopyGivesDeadliftOfCycleThreeWeekOne() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let status = plusmd(["status", "--json"], in: journal)
        #expect(status.status == 0 && status.err.isEmpty, "\(status.err)")
        let report = try ReportJSON.decode(StatusReport.self, from: status.out)
        #expect(report.cycle == 3)
        #expect(report.week == 1)
        #expect(report.suggested == .deadlift)
        let next = plusmd(["next", "--json"], in: journal)
        #expect(next.status == 0)
        let planned = try ReportJSON.decode(NextReport.self, from: next.out)
        #expect(planned.trainingMax == Weight(hundredths: 41580))
        #expect(planned.path == "2026/2026-11-30-deadlift.md")
        let plates: [Weight] = [45, 45, 35, 25, 5].map { Weight($0) }
        #expect(planned.sets.contains { (set: SheetSetRow) -> Bool in
            set.amrap && !set.done && set.kind == .working && set.platesPerSide == plates && set.reps == 5
                && set.weight == Weight(355) && set.loadableWeight == nil && set.number == nil
        })
        #expect(FileManager.default.fileExists(atPath: journal + "/2026/2026-11-30-deadlift.md"))
        let tm = plusmd(["tm", "--json"], in: journal)
        let inForce = try ReportJSON.decode(TrainingMaxReport.self, from: tm.out).trainingMax
        #expect(inForce[.bench] == Weight(hundredths: 23760))
        #expect(inForce[.press] == Weight(hundredths: 14175))
        #expect(inForce[.squat] == Weight(333))
    }

    @Test func initCanBackDateTheStartingEntry() throws {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(result.status == 0)
        #expect(folder.files(under: "j/2026") == ["2026-08-31-training-max.md"])
    }
}
