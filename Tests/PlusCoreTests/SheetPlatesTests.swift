import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// One rule for a sheet's plates: each set's loadout is chosen after the set before it (the
/// fewest plates, then the fewest changes), as `next` writes them; every command that shows a
/// set of a sheet with its plates (`next` showing an unfinished sheet, `status`, `print`, the language
/// server's hover and hints through `SheetSetRow.rows`, and `log`'s screen and the lines it
/// writes through `LoggingSession.loadouts`) shows the plates the line says.
@Suite struct SheetPlatesTests {
    /// Every training max from 100 to 600 lb by 2.5 lb and from 40 to 300 kg by 1.25 kg, weeks 1–4,
    /// with BBB: the plates of every set read back from the sheet `next` writes are the ones it
    /// wrote. Among them are sets whose heaviest-first loadout differs (the rule matters).
    @Test func everyCommandReadsASheetsPlatesAsNextWroteThem() throws {
        var differ = 0
        var sets = 0
        for (units, from, to, step) in [(WeightUnit.lb, 10_000, 60_000, 250), (WeightUnit.kg, 4_000, 30_000, 125)] {
            let settings = Settings(units: units)
            let plates = settings.plateMath(lift: .deadlift, gym: nil)
            for hundredths in stride(from: from, through: to, by: step) {
                for week in 1...4 {
                    let plan = Planner.plan(
                        .deadlift, trainingMax: Weight(hundredths: hundredths), position: CyclePosition(cycle: 1, week: week),
                        settings: settings, date: day("2026-12-01"))
                    let decoded = EntryDecoder.decode(path: "2026/2026-12-01-deadlift.md", text: SheetRenderer.markdown(plan))
                    guard case .workout(let sheet) = decoded.entry else {
                        Issue.record("the sheet did not decode: \(decoded.diagnostics)")
                        return
                    }
                    let written = plan.sets.map(\.loadout.perSide)
                    #expect(SheetSetRow.rows(of: sheet, settings: settings).map(\.platesPerSide) == written, "TM \(hundredths) week \(week)")
                    let session = LoggingSession(workout: sheet, plan: nil, best: nil)
                    #expect(session.loadouts(plates).map(\.perSide) == written, "TM \(hundredths) week \(week)")
                    sets += written.count
                    differ += plan.sets.filter { plates.loadout(for: $0.weight).perSide != $0.loadout.perSide }.count
                }
            }
        }
        #expect(differ > 100, "\(differ) of \(sets) sets")
    }

    /// The same with a program's sets (Forever's FSL with Jokers, 5s PRO with BBB at 60 %): the
    /// rule chains whatever sets a sheet has, in its order.
    @Test func aProgramsSheetIsReadAsNextWroteIt() throws {
        let settings = Settings()
        let plates = settings.plateMath(lift: .squat, gym: nil)
        let programs = [
            ProgramCycle(
                block: "Anchor", blockIndex: 0, blockCycle: 1, blockCycles: 1, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .fsl),
                jokers: true, weekCount: 3),
            ProgramCycle(
                block: "Leader", blockIndex: 0, blockCycle: 1, blockCycles: 2, scheme: .fivesPro,
                supplemental: Supplemental(kind: .bbb, percent: Percentage(60)), jokers: false, weekCount: 3),
        ]
        var sets = 0
        for program in programs {
            for hundredths in stride(from: 15_000, through: 45_000, by: 500) {
                for week in 1...3 {
                    let plan = Planner.plan(
                        .squat, trainingMax: Weight(hundredths: hundredths), position: CyclePosition(cycle: 1, week: week),
                        settings: settings, date: day("2026-12-01"), program: program)
                    guard case .workout(let sheet) = EntryDecoder.decode(path: "2026/2026-12-01-squat.md", text: SheetRenderer.markdown(plan)).entry else {
                        Issue.record("the sheet did not decode")
                        return
                    }
                    let written = plan.sets.map(\.loadout.perSide)
                    #expect(sheet.sets.count == plan.sets.count)
                    #expect(SheetSetRow.rows(of: sheet, settings: settings).map(\.platesPerSide) == written, "\(program.block) TM \(hundredths) week \(week)")
                    #expect(LoggingSession(workout: sheet, plan: nil, best: nil).loadouts(plates).map(\.perSide) == written)
                    sets += written.count
                }
            }
        }
        #expect(sets > 1_000)
    }

    /// Plates a line names load a weight when they are the equipment's, within what a side holds.
    @Test func platesALineNamesLoadAWeightWhenTheyAreTheEquipments() {
        let plates = Settings().plateMath(lift: .squat, gym: nil)
        #expect(plates.loads(Weight(165), with: [Weight(45), Weight(10), Weight(5)]))
        #expect(plates.loads(Weight(45), with: []))
        #expect(!plates.loads(Weight(170), with: [Weight(45), Weight(10), Weight(5)]))
        #expect(!plates.loads(Weight(215), with: [Weight(30), Weight(30), Weight(25)]))  // no 30s
        var settings = Settings()
        settings.gyms = [Gym(name: "garage", units: .lb, bar: Weight(45), plates: PlateInventory(stock: [.init(size: Weight(45), owned: 2)]))]
        let garage = settings.plateMath(lift: .squat, gym: "garage")
        #expect(garage.loads(Weight(135), with: [Weight(45)]))
        #expect(!garage.loads(Weight(225), with: [Weight(45), Weight(45)]))  // one 45 a side
    }

    /// A sheet at a gym (its own plates, its own deadlift bar): read back with the gym's plates,
    /// chained as `next` wrote them.
    @Test func aSheetAtAGymIsReadWithTheGymsPlates() throws {
        var settings = Settings()
        let garage = Gym(
            name: "garage", units: .lb, bar: Weight(45), plates: PlateInventory(sizes: [45, 25, 10, 5].map { Weight($0) } + [Weight(hundredths: 250)]),
            lifts: [.deadlift: LiftEquipment(bar: Weight(55))])
        settings.gyms = [garage]
        var differ = 0
        for hundredths in stride(from: 20_000, through: 50_000, by: 250) {
            for week in 1...4 {
                let plan = Planner.plan(
                    .deadlift, trainingMax: Weight(hundredths: hundredths), position: CyclePosition(cycle: 1, week: week),
                    settings: settings, date: day("2026-12-01"), gym: garage)
                let text = SheetRenderer.markdown(plan)
                #expect(text.contains("gym: garage"))
                guard case .workout(let sheet) = EntryDecoder.decode(path: "2026/2026-12-01-deadlift.md", text: text).entry else {
                    Issue.record("the sheet did not decode")
                    return
                }
                let written = plan.sets.map(\.loadout.perSide)
                #expect(SheetSetRow.rows(of: sheet, settings: settings).map(\.platesPerSide) == written, "TM \(hundredths) week \(week)")
                let plates = settings.plateMath(lift: .deadlift, gym: "garage")
                #expect(plates.bar == Weight(55))
                #expect(LoggingSession(workout: sheet, plan: nil, best: nil).loadouts(plates).map(\.perSide) == written)
                differ += plan.sets.filter { plates.loadout(for: $0.weight).perSide != $0.loadout.perSide }.count
            }
        }
        #expect(differ > 0)
    }

    /// The hand-worked case a lifter saw: deadlift TM 415.8 lb, week 1: 65/75/85 % are 270.27,
    /// 311.85 and 353.43 lb, loaded as 270, 310 and 355. 310 lb is 45 45 35 5 2.5 per side; 355 lb takes five plates either as 45 45 45 10 10 (heaviest first) or as
    /// 45 45 35 25 5, which keeps three of 310's plates: `next` writes the latter, and so does
    /// every reader.
    @Test func theTopSetKeepsThePlatesOfTheSetBefore() throws {
        let settings = Settings()
        let plan = Planner.plan(
            .deadlift, trainingMax: Weight(hundredths: 41_580), position: CyclePosition(cycle: 3, week: 1), settings: settings,
            date: day("2026-12-04"))
        let working = plan.sets.filter { $0.kind == .working }
        #expect(working.map(\.weight) == [Weight(270), Weight(310), Weight(355)])
        #expect(working[1].loadout.perSide == [Weight(45), Weight(45), Weight(35), Weight(5), Weight(hundredths: 250)])
        let top = try #require(working.last)
        #expect(top.loadout.perSide == [45, 45, 35, 25, 5].map { Weight($0) })
        #expect(settings.plateMath(lift: .deadlift, gym: nil).loadout(for: Weight(355)).perSide == [45, 45, 45, 10, 10].map { Weight($0) })
        let text = SheetRenderer.markdown(plan)
        #expect(text.contains("- [ ] 355 x 5+ — 45 45 35 25 5 per side"))
        guard case .workout(let sheet) = EntryDecoder.decode(path: "2026/2026-12-04-deadlift.md", text: text).entry else {
            Issue.record("the sheet did not decode")
            return
        }
        let index = try #require(sheet.sets.firstIndex { $0.weight == Weight(355) })
        #expect(SheetSetRow.row(index, of: sheet, settings: settings).platesPerSide == [45, 45, 35, 25, 5].map { Weight($0) })
    }
}
