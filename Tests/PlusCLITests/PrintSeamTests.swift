import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd print` meets the features that change numbers: on each fixture, every session of the
/// card is what the other outputs say — an open lift of this week is the sheet `next --dry-run`
/// would write (weights, plates per side, TM, unit), a written or unfinished one is the sheet
/// `next` shows again, a lifted one is the sheet `show` reads, and later weeks are `plan`'s weights
/// and TMs.
@Suite struct PrintSeamTests {
    @Test(arguments: [
        "examples/journal", "Tests/PlusCLITests/Fixtures/equipment/garage", "Tests/PlusCLITests/Fixtures/equipment/trapbar", "Tests/PlusCLITests/Fixtures/equipment/travel", "Tests/PlusCLITests/Fixtures/equipment/switched", "Tests/PlusCLITests/Fixtures/equipment/bumpers",
        "forever", "extralift", "onetruth", "examples/journal reset", "beginners",
    ])
    func everySessionIsWhatNextPlanAndTheSheetsSay(_ fixture: String) throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: fixture.replacingOccurrences(of: " reset", with: ""))
        if fixture.hasSuffix(" reset") {
            // A reset after week 1's squat and bench: cycle 4 from week 1 at the TMs in force.
            let reset = plusmd(["reset", "--date", "2026-11-30", "--yes"], in: journal)
            #expect(reset.status == 0, "\(reset.err)")
        }
        let card = try plusmdReport(PrintReport.self, ["print", "--cycle"], in: journal)
        // The cache gives the card that reading every file gives.
        let cached = plusmd(["print", "--cycle", "--json"], in: journal)
        #expect(cached.out == plusmd(["print", "--cycle", "--json", "--no-cache"], in: journal).out)
        #expect(cached.status == 0 && !cached.out.isEmpty)
        let plan = try plusmdReport(PlanReport.self, ["plan"], in: journal)
        #expect(card.weeks.map { "\($0.cycle).\($0.week)" } == plan.weeks.map { "\($0.cycle).\($0.week)" })
        var checked = 0
        for (index, week) in card.weeks.enumerated() {
            let planned = plan.weeks[index]
            #expect(week.sessions.map(\.lift) == planned.sessions.map(\.lift), "\(fixture) week \(week.week)")
            for (session, fromPlan) in zip(week.sessions, planned.sessions) {
                switch session.status {
                case .planned where index == 0, .written, .underWay:
                    let next = try plusmdReport(NextReport.self, ["next", "--dry-run", "--lift", session.lift.rawValue], in: journal)
                    #expect(session.units == next.units && session.trainingMax == next.trainingMax, "\(fixture) \(session.lift)")
                    #expect(session.sets.map(\.weight) == next.sets.map(\.weight), "\(fixture) \(session.lift)")
                    #expect(session.sets.map(\.platesPerSide) == next.sets.map(\.platesPerSide), "\(fixture) \(session.lift)")
                    #expect(session.sets.map(\.reps) == next.sets.map(\.reps), "\(fixture) \(session.lift)")
                    if session.status != .planned { #expect(session.path == next.path) }
                case .planned:
                    // plan's TMs are in the journal's unit; the card's in the session's (the default gym's).
                    if session.units == card.units { #expect(session.trainingMax == fromPlan.trainingMax, "\(fixture) \(session.lift)") }
                    #expect(session.sets.map(\.weight) == fromPlan.sets.map(\.weight), "\(fixture) week \(week.week) \(session.lift)")
                    #expect(session.projected == fromPlan.projected)
                case .done, .skipped:
                    #expect(fromPlan.status == session.status.rawValue, "\(fixture) \(session.lift)")
                    let path = try #require(session.path)
                    let show = try plusmdReport(DayReport.self, ["show", session.day.description], in: journal)
                    let sheet = try #require(show.workouts.first { $0.path == path })
                    #expect(session.sets.map(\.reps) == sheet.sets.map(\.reps), "\(fixture) \(path)")
                    #expect(session.sets.map { $0.status.rawValue } == sheet.sets.map { $0.status.rawValue }, "\(fixture) \(path)")
                }
                // Plates and bar make every planned weight (or say the load they make).
                for set in session.sets where set.status == .open && set.loadableWeight == nil && !set.platesPerSide.isEmpty {
                    #expect(set.platesPerSide.allSatisfy { $0 > .zero })
                }
                checked += 1
            }
        }
        #expect(checked >= 4, "\(fixture): only \(checked) sessions")
        if fixture.hasSuffix(" reset") { #expect(card.weeks.first.map { ($0.cycle, $0.week) } ?? (0, 0) == (4, 1)) }
    }

    /// After an import (`init --from` a Strong export): the card's squat is at the imported TM,
    /// 299.25 (90 % of Strong's best e1RM 332.5): week 1's 65/75/85 % = 194.51 → 195, 224.44 →
    /// 225, 254.36 → 255, as `next` writes it.
    @Test func theCardAfterAnImport() throws {
        let folder = TemporaryFolder()
        let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/imports").path
        let initialised = plusmd(["init", "j", "--from", imports + "/strong-lb.csv", "--unit", "lb", "--yes", "--date", "2026-11-30"], in: folder.path)
        #expect(initialised.status == 0, "\(initialised.err)")
        let journal = folder.path + "/j"
        let card = try plusmdReport(PrintReport.self, ["print"], in: journal)
        let squat = try #require(card.weeks.first?.sessions.first { $0.lift == .squat })
        #expect(squat.trainingMax == Weight(hundredths: 29_925))
        #expect(squat.sets.filter { $0.kind == .working }.map(\.weight) == [195, 225, 255].map { Weight($0) })
        let next = try plusmdReport(NextReport.self, ["next", "--dry-run", "--lift", "squat"], in: journal)
        #expect(next.sets.map(\.weight) == squat.sets.map(\.weight))
    }

    /// Squat's weeks 1 and 2 on one day (catching up): the card is week 3's, at TM 315 (75/85/95 %
    /// = 236.25 → 235, 267.75 → 270, 299.25 → 300), the same-day sheets counted in order.
    @Test func theCardAfterTwoWeeksOfALiftOnOneDay() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let days: [(String, String)] = [
            ("bench", "2026-09-01"), ("deadlift", "2026-09-02"), ("press", "2026-09-03"), ("squat", "2026-09-04"),
            ("squat", "2026-09-04"), ("bench", "2026-09-05"), ("deadlift", "2026-09-06"), ("press", "2026-09-07"),
        ]
        for (lift, date) in days { try nextTicked(["--lift", lift, "--date", date], in: journal, amrap: 7) }
        let card = try plusmdReport(PrintReport.self, ["print"], in: journal)
        let week = try #require(card.weeks.first)
        #expect((week.cycle, week.week) == (1, 3))
        let squat = try #require(week.sessions.first { $0.lift == .squat })
        #expect(squat.trainingMax == Weight(315) && squat.status == .planned)
        #expect(squat.sets.filter { $0.kind == .working }.map(\.weight) == [235, 270, 300].map { Weight($0) })
    }
}
