import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// The equipment fixture journals (Fixtures/equipment, written by `next` and ticked): a garage
/// inventory with `rounding: down`, bumper-only kg plates, a trap-bar deadlift with a 35 lb press
/// bar and microplates, a lb journal that trains week 2 in a kg gym (`next --gym hotel`), and a
/// journal switched from lb to kg after week 1 (`config set units kg`). For each: the TMs, PRs,
/// `show`, `export` (JSON and CSV) and `check` agree.
@Suite struct EquipmentFixtureTests {
    struct Reports {
        var status: StatusReport
        var tm: TrainingMaxReport
        var prs: RecordsReport
        var export: ExportReport
        var check: CheckReport
        var shown: [WorkoutRow]
        var csv: [String]
    }

    /// Every report of `fixture`, with the cross-checks every fixture must pass.
    func reports(_ fixture: String, folder: TemporaryFolder) throws -> (journal: String, reports: Reports) {
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/" + fixture)
        func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R {
            let result = plusmd(arguments + ["--json"], in: journal)
            #expect(result.status == 0, "\(fixture) \(arguments): \(result.err)")
            return try ReportJSON.decode(type, from: result.out)
        }
        let status = try report(StatusReport.self, ["status"])
        let tm = try report(TrainingMaxReport.self, ["tm"])
        let prs = try report(RecordsReport.self, ["prs"])
        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        let check = try report(CheckReport.self, ["check"])
        var shown: [WorkoutRow] = []
        for day in Set(export.workouts.map(\.date)).sorted() {
            shown += try report(DayReport.self, ["show", day.description]).workouts
        }
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out.components(separatedBy: "\r\n").filter { !$0.isEmpty }

        #expect(check.errors == 0 && check.warnings == 0, "\(fixture): \(check.findings)")
        #expect(export.workouts.count == 12, "\(fixture)")
        #expect(status.trainingMax == tm.trainingMax && export.trainingMax == tm.trainingMax, "\(fixture)")
        #expect(export.units == tm.units && status.units == tm.units)
        #expect(prs == export.personalRecords, "\(fixture)")
        #expect(shown == export.workouts, "\(fixture): show and export read every sheet the same")
        #expect(csv.count == 1 + export.workouts.map(\.sets.count).reduce(0, +))
        // Every set was ticked as planned: what was done is the prescription.
        for workout in export.workouts {
            // A set written in another unit too: its target comes from the sheet's own unit and
            // equipment, shown converted like the set.
            for set in workout.sets {
                #expect(set.done && set.weight == set.targetWeight, "\(fixture) \(workout.path):\(set.line)")
            }
        }
        // The CSV says the same: target_weight is weight on every row.
        let header = csv.first?.split(separator: ",", omittingEmptySubsequences: false) ?? []
        if let target = header.firstIndex(of: "target_weight"), let weight = header.firstIndex(of: "weight") {
            for row in csv.dropFirst() {
                let fields = row.split(separator: ",", omittingEmptySubsequences: false)
                #expect(fields.count > max(target, weight) && fields[target] == fields[weight], "\(fixture): \(row)")
            }
        } else {
            Issue.record("\(fixture): the CSV has no target_weight or weight column")
        }
        return (journal, Reports(status: status, tm: tm, prs: prs, export: export, check: check, shown: shown, csv: csv))
    }

    /// The set lines of a sheet in the fixture: weight and plates per side.
    func lines(_ journal: String, _ path: String) throws -> [(weight: Weight, plates: [Weight])] {
        try String(contentsOfFile: journal + "/" + path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("- [") }.map { line in
            let parts = line.dropFirst(6).components(separatedBy: " — ")
            let weight = try #require(Weight(parsing: String(parts[0].split(separator: " ")[0])))
            let plates = parts[1].replacingOccurrences(of: " per side", with: "").split(separator: " ").compactMap { Weight(parsing: String($0)) }
            return (weight, plates)
        }
    }

    @Test func garageInventoryRoundingDown() throws {
        let folder = TemporaryFolder()
        let (journal, r) = try reports("garage", folder: folder)
        #expect(r.tm.trainingMax[.squat] == Weight(315))
        let math = PlateMath(
            bar: Weight(45),
            inventory: PlateInventory(stock: [
                .init(size: Weight(45), owned: 6), .init(size: Weight(25), owned: 2), .init(size: Weight(10), owned: 2),
                .init(size: Weight(5), owned: 2), .init(size: Weight(hundredths: 250), owned: 2),
            ]))
        for workout in r.export.workouts {
            let tm = try #require(workout.trainingMax)
            for (line, set) in zip(try lines(journal, workout.path), workout.sets) {
                // Loadable with the plates owned, and never above the percentage (rounding: down).
                #expect(line.plates.reduce(Weight.zero, +) * 2 + Weight(45) == line.weight, "\(workout.path)")
                #expect(math.loadout(for: line.weight).isExact)
                #expect(line.weight <= tm, "\(workout.path)")
                #expect(line.plates.filter { $0 == Weight(45) }.count <= 3 && line.plates.filter { $0 == Weight(25) }.count <= 1)
                #expect(set.weight == line.weight)
            }
        }
        // 95 % of 405 is 384.75: 385 (45 45 45 25 10) is above it, 382.5 needs a 1.25; so 380.
        let deadlift3 = try #require(r.export.workouts.first { $0.lift == .deadlift && $0.week == 3 })
        let top = try #require(deadlift3.sets.last { $0.kind == .working })
        #expect(top.weight == Weight(380) && math.loadout(for: top.weight).perSideText == "45 45 45 25 5 2.5")
    }

    @Test func bumperOnlyKilogramPlates() throws {
        let folder = TemporaryFolder()
        let (journal, r) = try reports("bumpers", folder: folder)
        #expect(r.tm.units == .kg && r.tm.trainingMax[.squat] == Weight(hundredths: 14288))
        let bumpers = PlateMath(bar: Weight(20), plates: [Weight(25), Weight(20), Weight(15), Weight(10)])
        for workout in r.export.workouts {
            for line in try lines(journal, workout.path) {
                #expect(line.plates.allSatisfy { [25, 20, 15, 10].map { Weight($0) }.contains($0) })
                #expect(line.plates.reduce(Weight.zero, +) * 2 + Weight(20) == line.weight)
                #expect(bumpers.loadout(for: line.weight).isExact)
            }
        }
        // Week 1 squat: 65/75/85 % of 142.88 are 92.87, 107.16, 121.45: 90, 110, 120 on bumpers.
        let squat = try #require(r.export.workouts.first { $0.lift == .squat && $0.week == 1 })
        #expect(squat.sets.filter { $0.kind == .working }.map(\.weight) == [Weight(90), Weight(110), Weight(120)])
        #expect(r.prs.best[.squat]?.wrappedValue?.estimatedOneRepMax == Weight(hundredths: 15867))  // week 3: 140 × 4
    }

    @Test func trapBarDeadliftAndMicroplatedPress() throws {
        let folder = TemporaryFolder()
        let (journal, r) = try reports("trapbar", folder: folder)
        for workout in r.export.workouts {
            let bar = workout.lift == .deadlift ? Weight(60) : workout.lift == .press ? Weight(35) : Weight(45)
            for line in try lines(journal, workout.path) {
                #expect(line.plates.reduce(Weight.zero, +) * 2 + bar == line.weight, "\(workout.path): \(line)")
            }
        }
        // Press: 1 lb steps with 0.5 lb microplates: 65 % of 135 = 87.75 → 88.
        let press = try #require(r.export.workouts.first { $0.lift == .press && $0.week == 1 })
        #expect(press.sets.first { $0.kind == .working }?.weight == Weight(88))
        #expect(r.prs.best[.deadlift]?.wrappedValue != nil && r.prs.best[.press]?.wrappedValue != nil)
    }

    @Test func aPoundJournalTrainsAWeekInAKilogramGym() throws {
        let folder = TemporaryFolder()
        let (journal, r) = try reports("travel", folder: folder)
        #expect(r.tm.units == .lb && r.tm.trainingMax[.squat] == Weight(315))
        let hotel = r.export.workouts.filter { $0.week == 2 }
        #expect(hotel.count == 4)
        for workout in hotel {
            for set in workout.sets {
                let written = try #require(set.writtenWeight, "\(workout.path):\(set.line)")
                #expect(set.writtenUnit == .kg)
                #expect(set.weight == written.converted(from: .kg, to: .lb))
            }
        }
        #expect(r.export.workouts.filter { $0.week != 2 }.allSatisfy { $0.sets.allSatisfy { $0.writtenWeight == nil && $0.writtenUnit == nil } })
        // The week-2 squat AMRAP: 125 kg × 6 (85 % of 142.88 kg = 121.45 → 122.5? as written) counts in lb.
        let squat = try #require(hotel.first { $0.lift == .squat })
        let amrap = try #require(squat.sets.last { $0.kind == .working })
        let written = try #require(amrap.writtenWeight)
        let e1RM = Epley.estimatedOneRepMax(weight: amrap.weight, reps: 6)
        #expect(amrap.estimatedOneRepMax == e1RM)
        #expect(r.prs.amrapSets[.squat]?.contains { $0.path == squat.path && $0.weight == amrap.weight } == true)
        // CSV: the row says what the sheet says beside the converted value.
        #expect(r.csv.contains { $0.contains(",\(amrap.weight),6,true,\(e1RM),lb,\(written),kg,") })
        // show prints it as written beside the journal's value.
        let text = plusmd(["show", squat.date.description], in: journal).out
        #expect(text.contains("\(amrap.weight) × 6 (\(written) kg as written)"), "\(text)")

        // status: an unfinished kg sheet shows its next set as written, with the hotel's plates.
        let next = plusmd(["next", "--gym", "hotel", "--lift", "squat", "--date", "2026-09-13"], in: journal)
        #expect(next.status == 0, "\(next.err)")
        let status = try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: journal).out)
        let current = try #require(status.currentSet)
        let currentWritten = try #require(current.writtenWeight)
        #expect(current.writtenUnit == .kg && current.weight == currentWritten.converted(from: .kg, to: .lb))
        #expect(current.platesPerSide.reduce(Weight.zero, +) * 2 + Weight(20) == currentWritten)
        #expect(current.loadableWeight == nil)
        let statusText = plusmd(["status"], in: journal).out
        #expect(statusText.contains("\(currentWritten) kg (\(current.weight) lb) × 5"), "\(statusText)")
        // next shows the unfinished kg sheet as written, as when it was planned: in kg.
        let again = try ReportJSON.decode(NextReport.self, from: plusmd(["next", "--json"], in: journal).out)
        #expect(again.units == .kg && again.sets.first?.weight == currentWritten && again.sets.first?.platesPerSide == current.platesPerSide)
    }

    @Test func aJournalSwitchedFromPoundsToKilogramsMidCycle() throws {
        let folder = TemporaryFolder()
        let (_, r) = try reports("switched", folder: folder)
        #expect(r.tm.units == .kg)
        #expect(r.tm.trainingMax[.squat] == Weight(hundredths: 14288) && r.tm.trainingMax[.press] == Weight(hundredths: 6123))
        // Week 1 was written in lb: shown in kg, as written beside.
        for workout in r.export.workouts {
            for set in workout.sets {
                if workout.week == 1 {
                    let written = try #require(set.writtenWeight)
                    #expect(set.writtenUnit == .lb && set.weight == written.converted(from: .lb, to: .kg))
                } else {
                    #expect(set.writtenWeight == nil)
                }
            }
        }
        // 270 lb × 9 in week 1: e1RM 351 lb = 159.21 kg, the squat's best so far.
        let first = try #require(r.prs.amrapSets[.squat]?.first)
        #expect(first.weight == Weight(hundredths: 12247) && first.estimatedOneRepMax == Weight(351).converted(from: .lb, to: .kg))
        #expect(r.export.trainingMaxHistory.contains { $0.lift == .squat && $0.to == Weight(hundredths: 14288) })
    }
}

/// `next --gym` at a gym of the other unit: every number beside the sheet's unit is in that unit,
/// the PRs, the new cycle's TM changes and the TMs in force included, in the text and the JSON.
@Suite struct GymUnitBannerTests {
    /// A kg-gym sheet left unfinished is shown again by a plain `next` as it was written: in kg,
    /// with its kg TM and the hotel's plates (never kg plates under lb numbers).
    @Test func anUnfinishedKilogramGymSheetIsShownAgainInKilograms() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/travel")
        let written = plusmd(["next", "--gym", "hotel", "--lift", "squat", "--date", "2026-09-15"], in: journal)
        #expect(written.status == 0, "\(written.err)")
        let path = journal + "/2026/2026-09-15-squat.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingFirst("- [ ] ", with: "- [x] ").write(toFile: path, atomically: true, encoding: .utf8)
        let again = try plusmdReport(NextReport.self, ["next", "--date", "2026-09-15"], in: journal)
        // The deload at TM 315 lb = 142.88 kg (315 × 0.45359237 = 142.8816): 40/50/60 % are
        // 57.15, 71.44, 85.73 kg, loaded to the hotel's 2.5 kg steps as 57.5, 72.5, 85.
        #expect(again.status == .unfinished && again.units == .kg && again.trainingMax == Weight(hundredths: 14288))
        #expect(again.sets.map(\.weight) == [Weight(hundredths: 5750), Weight(hundredths: 7250), Weight(85)])
        #expect(again.sets.map(\.done) == [true, false, false])
        #expect(again.sets.first?.platesPerSide == [Weight(15), Weight(hundredths: 250), Weight(hundredths: 125)])
        #expect(again.sets.allSatisfy { $0.writtenWeight == nil })
        let shown = plusmd(["next", "--date", "2026-09-15"], in: journal)
        #expect(shown.out.contains("Training max 142.88 kg\n"), "\(shown.out)")
        #expect(shown.out.contains("[x] Working  57.5 kg × 5   15 2.5 1.25 per side"), "\(shown.out)")
        #expect(!shown.out.contains(" lb"), "\(shown.out)")
    }

    @Test func aKilogramGymShowsTheJournalsNumbersInKilograms() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/travel")
        // Right after week 3 (its last AMRAP set made a PR here): the deload sheet celebrates the
        // last day's PRs, in kg at the hotel.
        let pressPath = journal + "/2026/2026-09-12-press.md"
        let pressText = try String(contentsOfFile: pressPath, encoding: .utf8)
        try pressText.replacingOccurrences(of: "- [x] 130 x 4 ", with: "- [x] 130 x 12 ").write(toFile: pressPath, atomically: true, encoding: .utf8)
        let deload = ["next", "--dry-run", "--date", "2026-09-13", "--lift", "squat"]
        let prsInPounds = try ReportJSON.decode(NextReport.self, from: plusmd(deload + ["--json"], in: journal).out).personalRecords
        let prsAtHotel = try ReportJSON.decode(NextReport.self, from: plusmd(deload + ["--gym", "hotel", "--json"], in: journal).out).personalRecords
        #expect(!prsInPounds.isEmpty)
        #expect(prsAtHotel == prsInPounds.map { $0.converted(from: .lb, to: .kg) })
        let press = try #require(prsInPounds.first { $0.lift == .press })
        // 130 lb is 58.97 kg (130 × 0.45359237 = 58.967), by hand.
        #expect(press.weight == Weight(130) && prsAtHotel.first { $0.lift == .press }?.weight == Weight(hundredths: 5897))
        let deloadText = plusmd(deload + ["--gym", "hotel"], in: journal).out
        #expect(deloadText.contains("from 58.97 x "), "\(deloadText)")
        // The deload week, every set ticked: the next sheet opens cycle 2.
        for (offset, lift) in ["squat", "bench", "deadlift", "press"].enumerated() {
            try nextTicked(["--lift", lift, "--date", "2026-09-1\(3 + offset)"], in: journal)
        }
        let arguments = ["next", "--dry-run", "--date", "2026-09-20", "--lift", "squat"]
        let inPounds = try ReportJSON.decode(NextReport.self, from: plusmd(arguments + ["--json"], in: journal).out)
        let atHotel = try ReportJSON.decode(NextReport.self, from: plusmd(arguments + ["--gym", "hotel", "--json"], in: journal).out)
        #expect(inPounds.units == .lb && atHotel.units == .kg)
        // The travel journal's week 3 ends the cycle: the sheet opens cycle 2 with its TM changes.
        #expect(!inPounds.trainingMaxChanges.isEmpty)
        #expect(atHotel.personalRecords == inPounds.personalRecords.map { $0.converted(from: .lb, to: .kg) })
        #expect(atHotel.trainingMaxChanges == inPounds.trainingMaxChanges.map { $0.converted(from: .lb, to: .kg) })
        #expect(atHotel.resetSuggestions == inPounds.resetSuggestions.map { $0.converted(from: .lb, to: .kg) })

        let text = plusmd(arguments + ["--gym", "hotel"], in: journal).out
        for change in atHotel.trainingMaxChanges {
            #expect(text.contains("\(change.to)"), "\(change.lift) \(change.to) kg in: \(text)")
        }
        for change in inPounds.trainingMaxChanges where change.to != change.to.converted(from: .lb, to: .kg) {
            #expect(!text.contains(" \(change.to) "), "the lb TM \(change.to) printed under kg: \(text)")
        }
        for record in atHotel.personalRecords {
            #expect(text.contains("e1RM \(record.estimatedOneRepMax) kg"), "\(text)")
        }
        // The TMs in force, by hand: squat 315 lb is 142.88 kg (142.8816).
        #expect(text.contains("142.88"), "\(text)")
        #expect(!text.contains(" 315 "), "\(text)")
    }
}

/// `config set units kg` never changes the meaning of weights written in the old unit elsewhere in
/// plusmd.yaml: a 60 lb trap bar is not read as 60 kg. The switch is refused, naming each with its
/// value in the new unit, and nothing is written.
@Suite struct UnitSwitchPerLiftEquipmentTests {
    @Test func perLiftBarsAndIncrementsStopTheSwitch() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/trapbar")
        let before = try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8)
        let files = try FileManager.default.subpathsOfDirectory(atPath: journal).sorted()
        let result = plusmd(["config", "set", "units", "kg"], in: journal)
        #expect(result.status != 0)
        // 60 lb = 27.22 kg, 35 lb = 15.88 kg, 1 lb = 0.45 kg.
        #expect(result.err.contains("lifts.deadlift.bar 60 (27.22 kg)") && result.err.contains("lifts.press.bar 35 (15.88 kg)"), "\(result.err)")
        #expect(result.err.contains("lifts.press.increment 1 (0.45 kg)"), "\(result.err)")
        #expect(try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8) == before)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: journal).sorted() == files, "no TM entry written")
    }
}

/// A planned set beyond what the plates owned make is the heaviest they make, and says so: on the
/// sheet line, in `next`'s text and in its JSON (`capped_from`); the sheet reads back cleanly.
@Suite struct CappedLoadTests {
    @Test func aCappedLoadSaysWhatTheProgramWanted() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        // Two 45s and a pair of 25s: at most 45 + 2 × 70 = 185 lb.
        let settings = try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8)
            .replacingOccurrences(of: "plates: [45, 35, 25, 10, 5, 2.5]", with: "plates: {45: 2, 25: 2}")
        try settings.write(toFile: journal + "/plusmd.yaml", atomically: true, encoding: .utf8)
        let text = plusmd(["next", "--lift", "deadlift", "--date", "2026-09-01", "--dry-run"], in: journal).out
        #expect(text.contains("(capped: the plates owned make at most 185, not 344.25)"), "\(text)")
        let result = plusmd(["next", "--lift", "deadlift", "--date", "2026-09-01", "--json"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        let next = try ReportJSON.decode(NextReport.self, from: result.out)
        // Deadlift TM 405, week 1: 65/75/85 % = 263.25, 303.75, 344.25, all beyond 185.
        let working = next.sets.filter { $0.kind == .working }
        #expect(working.map(\.weight) == [Weight(185), Weight(185), Weight(185)])
        #expect(working.map(\.cappedFrom) == [Weight(hundredths: 26325), Weight(hundredths: 30375), Weight(hundredths: 34425)])
        let sheet = try String(contentsOfFile: journal + "/" + next.path, encoding: .utf8)
        #expect(sheet.contains("- [ ] 185 x 5+ — 45 25 per side (capped: the plates owned make at most 185, not 344.25)"), "\(sheet)")
        #expect(plusmd(["check"], in: journal).status == 0, "the capped sheet reads back cleanly")
    }
}

/// Equipment and hand-set TMs through `next` and `plan`: a lift's own bar loads every planned set;
/// `plan` starts from a TM set by hand and, in a journal switched to kg, from the kg TMs `tm` shows.
@Suite struct EquipmentThroughNextAndPlanTests {
    func report<R: Decodable>(_ type: R.Type, _ arguments: [String], _ journal: String) throws -> R { try plusmdReport(type, arguments, in: journal) }

    @Test func aLiftsOwnBarLoadsEveryPlannedSet() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/trapbar")
        for (lift, bar) in [("deadlift", Weight(60)), ("press", Weight(35))] {
            let next = try report(NextReport.self, ["next", "--lift", lift, "--dry-run", "--date", "2026-09-30"], journal)
            for set in next.sets where set.loadableWeight == nil && set.cappedFrom == nil {
                let side = set.platesPerSide.reduce(Weight.zero, +)
                #expect(bar + side + side == set.weight, "\(lift): \(set)")
            }
        }
    }

    /// `status`'s current set of an unfinished sheet is loaded on the plates owned and on the
    /// lift's own bar, as the sheet line says: bar + 2 × the plates per side is the weight.
    @Test(arguments: ["garage", "trapbar"])
    func statusLoadsTheCurrentSetOnTheEquipment(_ fixture: String) throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/" + fixture)
        let settings = SettingsDecoder.decode(try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8)).0
        var checked = 0
        for (offset, lift) in settings.order.enumerated() {
            let next = try report(NextReport.self, ["next", "--lift", lift.rawValue, "--date", "2026-09-2\(offset)"], journal)
            let path = journal + "/" + next.path
            // Tick the warmups: the current set is the first working set.
            var text = try String(contentsOfFile: path, encoding: .utf8)
            for _ in next.sets.filter({ $0.kind == .warmup }) { text = text.replacingFirst("- [ ] ", with: "- [x] ") }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let status = try report(StatusReport.self, ["status"], journal)
            let current = try #require(status.currentSet, "\(fixture) \(lift)")
            let planned = try #require(next.sets.first { $0.kind == .working })
            #expect(current.weight == planned.weight && current.platesPerSide == planned.platesPerSide, "\(fixture) \(lift)")
            let bar = settings.plateMath(lift: lift, gym: nil).bar
            let side = current.platesPerSide.reduce(Weight.zero, +)
            #expect(bar + side + side == (current.loadableWeight ?? current.weight), "\(fixture) \(lift): \(current)")
            // Finish the sheet so the next lift's is the live one.
            try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 5).write(toFile: path, atomically: true, encoding: .utf8)
            checked += 1
        }
        #expect(checked == settings.order.count)
    }

    /// `plan` loads what `next` would write, on the plates owned (`rounding: down`) and on a lift's own bar.
    @Test(arguments: ["garage", "trapbar"])
    func planLoadsWhatNextWrites(_ fixture: String) throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/" + fixture)
        let plan = try report(PlanReport.self, ["plan", "--cycles", "1"], journal)
        let week = try #require(plan.weeks.first)
        var compared = 0
        for session in week.sessions {
            let next = try report(NextReport.self, ["next", "--dry-run", "--lift", session.lift.rawValue, "--date", "2026-09-30"], journal)
            guard (next.cycle, next.week) == (week.cycle, week.week) else { continue }
            #expect(session.sets.map(\.weight) == next.sets.map(\.weight), "\(fixture) \(session.lift)")
            compared += 1
        }
        #expect(compared == 4, "\(fixture): every lift's next sheet is plan's first week")
    }

    @Test func planStartsFromAHandSetTM() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        #expect(plusmd(["tm", "set", "squat", "300", "--date", "2026-09-01"], in: journal).status == 0)
        let plan = try report(PlanReport.self, ["plan", "--cycles", "1"], journal)
        #expect(plan.weeks.first?.sessions.first { $0.lift == .squat }?.trainingMax == Weight(300))
        // The sheet written next, and `show` of it, are at the hand-set TM.
        let next = try report(NextReport.self, ["next", "--lift", "squat", "--date", "2026-09-02"], journal)
        #expect(next.trainingMax == Weight(300))
        let shown = try report(DayReport.self, ["show", "2026-09-02"], journal)
        #expect(shown.workouts.first?.trainingMax == Weight(300))
        #expect(shown.workouts.first?.sets.first { $0.kind == .working }?.targetWeight == next.sets.first { $0.kind == .working }?.weight)
    }

    @Test func planOfASwitchedJournalIsInKilograms() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "Tests/PlusCLITests/Fixtures/equipment/switched")
        let tm = try report(TrainingMaxReport.self, ["tm"], journal)
        #expect(tm.units == .kg)
        let plan = try report(PlanReport.self, ["plan", "--cycles", "1"], journal)
        let first = try #require(plan.weeks.first)
        for session in first.sessions {
            #expect(session.trainingMax == tm.trainingMax[session.lift] || tm.pending[session.lift] == session.trainingMax, "\(session.lift)")
        }
    }
}
