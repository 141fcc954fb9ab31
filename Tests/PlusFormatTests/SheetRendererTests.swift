import Foundation
import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// Golden files pin the sheets plusmd writes; `RECORD_SNAPSHOTS=1 swift test` re-records them (and
/// fails, so that nobody records by accident).
@Suite struct SheetRendererTests {
    static let cases: [(name: String, week: Int, units: WeightUnit, bbb: Bool, tm: Weight)] = [
        ("squat-week1-lb", 1, .lb, true, Weight(315)),
        ("squat-week3-lb", 3, .lb, true, Weight(342)),
        ("squat-week4-deload-lb", 4, .lb, true, Weight(315)),
        ("squat-week2-kg-no-bbb", 2, .kg, false, Weight(hundredths: 14250)),
    ]

    @Test(arguments: cases.map(\.name))
    func renderedSheetMatchesGoldenFile(name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name })
        var settings = Settings(units: spec.units)
        settings.bbbEnabled = spec.bbb
        let plan = Planner.plan(.squat, trainingMax: spec.tm, position: CyclePosition(cycle: 2, week: spec.week), settings: settings, date: day("2026-11-30"))
        try assertSnapshot(SheetRenderer.markdown(plan), named: "\(name).md")
        let printed = SheetPrinter.text(lift: .squat, position: plan.position, date: plan.date, trainingMax: plan.trainingMax, units: plan.units, rows: plan.sets.map(SheetRow.init))
        try assertSnapshot(printed, named: "\(name).txt")
    }

    @Test(arguments: cases.map(\.name))
    func renderedSheetReadsBackAsPlanned(name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name })
        var settings = Settings(units: spec.units)
        settings.bbbEnabled = spec.bbb
        let plan = Planner.plan(.squat, trainingMax: spec.tm, position: CyclePosition(cycle: 2, week: spec.week), settings: settings, date: day("2026-11-30"))
        let decoded = EntryDecoder.decode(path: "x.md", text: SheetRenderer.markdown(plan))
        #expect(decoded.diagnostics.isEmpty)
        guard case .workout(let workout) = decoded.entry else {
            Issue.record("not a workout")
            return
        }
        #expect(workout.date == plan.date && workout.lift == plan.lift && workout.position == plan.position)
        #expect(workout.trainingMax == plan.trainingMax && workout.units == plan.units)
        #expect(workout.sets.map(\.kind) == plan.sets.map(\.kind))
        #expect(workout.sets.map(\.weight) == plan.sets.map(\.weight))
        #expect(workout.sets.map(\.reps) == plan.sets.map(\.reps))
        #expect(workout.sets.map(\.isAMRAP) == plan.sets.map(\.isAMRAP))
        #expect(workout.sets.allSatisfy { !$0.isDone })
    }

    @Test func workedExampleTopSetLine() {
        let plan = Planner.plan(.squat, trainingMax: Weight(315), position: .start, settings: Settings(), date: day("2026-11-30"))
        #expect(SheetRenderer.markdown(plan).contains("- [ ] 270 x 5+ — 45 45 10 10 2.5 per side\n"))
    }

    @Test func inexactLoadSaysSo() {
        let math = PlateMath(bar: Weight(45), plates: [Weight(45), Weight(25), Weight(10)])
        #expect(SheetRenderer.platesText(math.loadout(for: Weight(150))) == "25 25 per side (the plates make 145, not 150)")
    }
}

func assertSnapshot(_ actual: String, named name: String, filePath: String = #filePath) throws {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name); run the tests again")
        return
    }
    #expect(actual == expected, "snapshot \(name) differs; RECORD_SNAPSHOTS=1 re-records it")
}
