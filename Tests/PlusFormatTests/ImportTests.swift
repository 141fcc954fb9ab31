import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

/// The RFC 4180 reader, the three apps' CSV exports, the import proposal, and the baseline that an
/// `import` training-max entry stores and PRs respect.
@Suite struct ImportTests {
    @Test func csvQuotesDelimitersLineBreaksAndLineNumbers() throws {
        let text = "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n,,\n1,2,3"
        let records = try CSVReader.records(text)
        #expect(records.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["", "", ""], ["1", "2", "3"]])
        #expect(records.map(\.line) == [1, 2, 4, 5])
        #expect(try CSVReader.records("a;b\n1;2\n", delimiter: ";").map(\.fields) == [["a", "b"], ["1", "2"]])
        #expect(try CSVReader.records("").isEmpty)
        #expect(try CSVReader.records("\"\"").map(\.fields) == [[""]])
    }

    @Test func csvErrorsSayTheLine() {
        #expect(throws: CSVReader.Failure(line: 2, message: "a quoted field is never closed")) {
            try CSVReader.records("a,b\n\"open,1\n2\n")
        }
        #expect(throws: CSVReader.Failure.self) { try CSVReader.records("a,b\n\"x\"y,1\n") }
        #expect(throws: CSVReader.Failure.self) { try CSVReader.records("a,b\nx\"y,1\n") }
    }

    @Test func formatsAreDetectedAndWarmupsMarked() throws {
        let strong = try #require(try WorkoutHistoryCSV.parse(
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2026-11-16 08:00:00,A,Squat (Barbell),W,135,5\n2026-11-16 08:00:00,A,Squat (Barbell),1,285,5\n"))
        #expect(strong.format == .strong)
        #expect(strong.sets.map(\.isWarmup) == [true, false])
        #expect(strong.sets.allSatisfy { $0.unit == nil })
        let hevy = try #require(try WorkoutHistoryCSV.parse(
            "\"title\",\"start_time\",\"exercise_title\",\"set_type\",\"weight_kg\",\"reps\"\n\"L\",\"2 Nov 2026, 08:00\",\"Squat (Barbell)\",\"warmup\",60,5\n\"L\",\"2 Nov 2026, 08:00\",\"Squat (Barbell)\",\"normal\",130,5\n"))
        #expect(hevy.format == .hevy)
        #expect(hevy.sets.map(\.date) == [day("2026-11-02"), day("2026-11-02")])
        #expect(hevy.sets.map(\.unit) == [.kg, .kg])
        #expect(hevy.sets.map(\.isWarmup) == [true, false])
        let liftosaur = try #require(try WorkoutHistoryCSV.parse(
            "Workout DateTime,Exercise,Is Warmup Set?,Completed Reps,Completed Weight Value,Completed Weight Unit\n2026-11-09T08:00:00.000Z,Squat,0,7,275,lb\n"))
        #expect(liftosaur.format == .liftosaur)
        #expect(liftosaur.sets.first?.weight == Weight(275))
        #expect(try WorkoutHistoryCSV.parse("name,value\nx,1\n") == nil)
        // Forced, a file without the format's columns is one problem on the header line.
        #expect(try WorkoutHistoryCSV.parse("name,value\nx,1\n", format: .strong)?.problems.map(\.line) == [1])
    }

    @Test func malformedRowsAreAllReported() throws {
        let text = "Date,Exercise Name,Set Order,Weight,Reps\n2026-11-16,Squat (Barbell),1,295,3\n2026-11-1x,Squat (Barbell),2,285,5\n2026-11-18,Bench Press (Barbell),1,205,five\n2026-11-18,Bench Press (Barbell)\n"
        let parsed = try #require(try WorkoutHistoryCSV.parse(text))
        #expect(parsed.problems.map(\.line) == [3, 4, 5])
    }

    @Test func proposalTakesTheLast12WeeksAndTheBaselineFromAll() {
        let sets = [
            ImportedSet(line: 2, date: day("2026-05-04"), exercise: "Squat (Barbell)", weight: Weight(335), unit: nil, reps: 3, isWarmup: false),
            ImportedSet(line: 3, date: day("2026-11-16"), exercise: "Squat (Barbell)", weight: Weight(400), unit: nil, reps: 5, isWarmup: true),
            ImportedSet(line: 4, date: day("2026-11-16"), exercise: "Squat (Barbell)", weight: Weight(285), unit: nil, reps: 5, isWarmup: false),
            ImportedSet(line: 5, date: day("2026-11-16"), exercise: "Leg Press", weight: Weight(900), unit: nil, reps: 5, isWarmup: false),
        ]
        let proposal = ImportProposal(sets: sets, mapping: ["Squat (Barbell)": .squat], fileUnit: .lb, settings: Settings(units: .lb))
        #expect(proposal.lifts.count == 1)
        let squat = proposal.lifts[0]
        #expect(squat.source.line == 4, "the warm-up and the set of May (more than 12 weeks before) do not count")
        #expect(squat.estimatedOneRepMax == Weight(hundredths: 33250))
        #expect(squat.trainingMax == Settings(units: .lb).tmPercent.of(Weight(hundredths: 33250)))
        #expect(squat.baseline == Weight(hundredths: 36850), "335 × 3 in May is the best ever")
    }

    @Test func kilogramsConvertToPounds() {
        #expect(ImportProposal.convert(Weight(100), from: .kg, to: .lb) == Weight(hundredths: 22046))
        #expect(ImportProposal.convert(Weight(hundredths: 22046), from: .lb, to: .kg) == Weight(100))
        #expect(ImportProposal.convert(Weight(100), from: .kg, to: .kg) == Weight(100))
    }

    @Test func importEntryRoundTripsWithItsBaselineAndSource() throws {
        let text = TrainingMaxEntryRenderer.markdown(
            date: day("2026-11-30"), cause: .import, values: [(.squat, Weight(300))], units: .lb,
            note: "Imported.", source: "my \"strong\" export.csv", baseline: [(.squat, Weight(hundredths: 36850))])
        let decoded = EntryDecoder.decode(path: "2026/2026-11-30-training-max.md", text: text)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        guard case .trainingMax(let entry) = decoded.entry else { Issue.record("not a TM entry"); return }
        #expect(entry.cause == .import)
        #expect(entry.source == "my \"strong\" export.csv")
        #expect(entry.baseline == [.squat: Weight(hundredths: 36850)])
        let bad = EntryDecoder.decode(path: "x.md", text: "---\nentry: training_max\ndate: 2026-11-30\ncause: import\nsquat: 300\nbaseline_e1rm:\n  squat: heavy\n---\n")
        #expect(bad.diagnostics.contains { $0.id == "bad-weight" })
    }

    /// Week 1 squat 270 x 8 is e1RM 342: a PR without a baseline, not one under a baseline of 345.
    @Test func aBaselineKeepsTheFirstAMRAPFromBeingAFalsePR() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01", amraps: [.squat: 8])
        try builder.week(from: "2026-09-08", amraps: [.squat: 7])  // 285 x 7: e1RM 351.5
        let workouts = builder.journal().0.workouts
        #expect(PersonalRecords(workouts: workouts).results.filter { $0.lift == .squat }.map(\.isPersonalRecord) == [true, true])
        let records = PersonalRecords(workouts: workouts, baselines: [.squat: Weight(345)])
        let squat = records.results.filter { $0.lift == .squat }
        #expect(squat.map(\.isPersonalRecord) == [false, true])
        #expect(squat[0].previousBest == Weight(345))
        // Through the resolved journal: the import entry's baseline counts.
        var journal = builder.journal().0
        journal = journal.adding(
            TrainingMaxEntry(path: "2026/2026-08-31-import.md", date: day("2026-08-31"), cause: .import, values: [:], baseline: [.squat: Weight(345)]))
        let resolved = ResolvedJournal(journal)
        #expect(resolved.records.results.filter { $0.lift == .squat }.map(\.isPersonalRecord) == [false, true])
    }

    /// `log`'s record to beat: the baseline until a set beats it.
    @Test func logBeatsTheBaselineFirst() throws {
        var builder = JournalBuilder()
        try builder.week(from: "2026-09-01", amraps: [.squat: 8])  // 270 x 8: e1RM 342
        let workouts = builder.journal().0.workouts
        let below = BestEstimatedOneRepMax.best(for: .squat, in: workouts, baseline: Weight(345), baselineSource: "import.md")
        #expect(below?.isBaseline == true)
        #expect(below?.estimatedOneRepMax == Weight(345))
        let above = BestEstimatedOneRepMax.best(for: .squat, in: workouts, baseline: Weight(300), baselineSource: "import.md")
        #expect(above?.isBaseline == false)
        #expect(above?.estimatedOneRepMax == Weight(342))
        #expect(BestEstimatedOneRepMax.best(for: .squat, in: workouts)?.estimatedOneRepMax == Weight(342))
    }
}
