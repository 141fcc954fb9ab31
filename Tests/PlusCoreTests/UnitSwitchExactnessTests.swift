import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// A lb journal switched to kg (`config set units kg`): every number the kg journal shows is the
/// lb one converted exactly, never one computed from already-rounded kg weights.
@Suite struct UnitSwitchExactnessTests {
    /// Squat only: 270 lb × 10 in week 1 and 300 lb × 6 in week 3, both an e1RM of 360 lb (a tie);
    /// the next TM is 90 % of 360 = 324 lb. Cycle 2 week 1 is written in lb from TM 324.
    /// Then the journal switches to kg.
    func switchedJournal() throws -> ResolvedJournal {
        var settings = Settings()
        settings.order = [.squat]
        var builder = JournalBuilder(settings: settings, start: [.squat: 315])
        try builder.week(from: "2026-09-01", amraps: [.squat: 10])
        try builder.week(from: "2026-09-08")
        try builder.week(from: "2026-09-15", amraps: [.squat: 6])
        try builder.week(from: "2026-09-22")
        try builder.week(from: "2026-09-29")
        #expect(builder.state().trainingMax[.squat] == Weight(324))
        builder.settings.units = .kg
        builder.settings.bar = WeightUnit.kg.defaultBar
        builder.settings.plates = WeightUnit.kg.defaultPlates
        return ResolvedJournal(builder.journal().0)
    }

    @Test func aTrainingMaxFromAnAMRAPSetIsTheLbOneConvertedExactly() throws {
        let resolved = try switchedJournal()
        // 324 × 0.45359237 = 146.963… kg; not 90 % of 136.08 kg × 6 = 146.97.
        #expect(resolved.state.trainingMax[.squat] == Weight(hundredths: 14696))
    }

    @Test func aTieInLbStaysATieInKg() throws {
        let resolved = try switchedJournal()
        let squat = resolved.records.results.filter { $0.lift == .squat && $0.week == 3 && $0.set.reps == 6 }
        let tie = try #require(squat.first)
        // 300 lb × 6 = 360 lb = 163.29 kg, the same as 270 lb × 10: no PR.
        #expect(tie.estimatedOneRepMax == Weight(360).converted(from: .lb, to: .kg))
        #expect(!tie.isPersonalRecord)
        #expect(!resolved.records.history.contains { $0.path == tie.path })
        // A lb set in a kg journal: 225 lb × 5 is 262.5 lb = 119.07 kg.
        var set = PerformedSet(kind: .working, weight: Weight(225).converted(from: .lb, to: .kg), reps: 5, isAMRAP: true, isDone: true, line: 1)
        set.written = WrittenWeight(Weight(225), .lb)
        #expect(Epley.estimatedOneRepMax(of: set) == Weight(hundredths: 11907))
    }

    @Test func oldLbSheetsAreNotStale() throws {
        let resolved = try switchedJournal()
        #expect(resolved.staleSheetFindings.isEmpty, "\(resolved.staleSheetFindings.map(\.description))")
    }

    @Test func aLbSheetsTargetsComeFromItsOwnUnitAndAreShownConverted() throws {
        let resolved = try switchedJournal()
        for sheet in resolved.sheets {
            let review = resolved.review(sheet)
            for reviewed in review.sets {
                // The builder ticked every set at its target, so the target is the set's weight.
                let target = try #require(reviewed.target, "\(sheet.path):\(reviewed.set.line)")
                #expect(target.weight == reviewed.set.weight, "\(sheet.path):\(reviewed.set.line) \(reviewed.set.written?.weight.description ?? "")")
            }
        }
    }
}

@Suite struct StaleSheetToleranceTests {
    /// A sheet written in lb from TM 324 (146.96 kg as the journal reads it).
    func sheet() -> Workout {
        var sheet = Workout(
            path: "2026/2026-09-29-squat.md", date: day("2026-09-29"), lift: .squat, cycle: 2, week: 1,
            trainingMax: Weight(324).converted(from: .lb, to: .kg), units: .kg, sets: [])
        sheet.writtenUnits = .lb
        sheet.writtenTrainingMax = Weight(324)
        return sheet
    }

    @Test func aConvertedSheetIsComputedFromItsTMWithinTheRoundingOfAConversion() {
        #expect(sheet().wasComputed(from: Weight(hundredths: 14696), journalUnits: .kg))
        // A hundredth off, as converting an already-rounded weight may give: not stale.
        #expect(sheet().wasComputed(from: Weight(hundredths: 14697), journalUnits: .kg))
        // A real change (325 lb = 147.42 kg) is.
        #expect(!sheet().wasComputed(from: Weight(325).converted(from: .lb, to: .kg), journalUnits: .kg))
    }
}
