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
        "forever", "extralift", "onetruth", "examples/journal reset",
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
}
