import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Imports where units meet: each row's own unit counts, the journal takes the unit its lifts were
/// lifted in, older Liftosaur exports are read, and the TMs confirmed are the TMs written.
@Suite struct ImportUnitTests {
    let folder = TemporaryFolder()

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.path + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func startingEntry() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/j/2026")
        let entry = try #require(files.first { $0.contains("training-max") })
        return try String(contentsOfFile: folder.path + "/j/2026/" + entry, encoding: .utf8)
    }

    /// Strong's newer exports say each row's unit (`Weight Unit`): a kg history is read in kg,
    /// with no --unit, and the journal is a kg journal.
    @Test func strongsWeightUnitColumnIsRead() throws {
        let csv = try write("strong.csv", """
            Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps
            2026-11-16 08:00:00,A,Squat (Barbell),1,140,kg,5
            2026-11-17 08:00:00,B,Bench Press (Barbell),1,100,kg,5
            2026-11-19 08:00:00,C,Deadlift (Barbell),1,180,kg,5
            2026-11-20 08:00:00,D,Overhead Press (Barbell),1,60,kg,5

            """)
        let result = plusmd(["init", "j", "--from", csv, "--yes", "--date", "2026-11-30"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        // 140 kg × 5: e1RM 163.33, TM 90 % = 147 kg.
        #expect(result.out.contains("squat    TM 147 kg"), "\(result.out)")
        let entry = try startingEntry()
        #expect(entry.contains("units: kg") && entry.contains("squat: 147"), "\(entry)")
    }

    /// Liftosaur exports from before mid-2025 name their columns `Weight Value` and `Weight Unit`.
    @Test func olderLiftosaurExportsAreRead() throws {
        let csv = try write("liftosaur-old.csv", """
            Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,RPE,Weight Value,Weight Unit
            2026-11-09T08:00:00.000Z,5/3/1,Day 1,Squat,0,5,5,,300,lb
            2026-11-10T08:00:00.000Z,5/3/1,Day 2,Bench Press,0,5,5,,200,lb
            2026-11-12T08:00:00.000Z,5/3/1,Day 3,Deadlift,0,5,5,,400,lb
            2026-11-13T08:00:00.000Z,5/3/1,Day 4,Overhead Press,0,5,5,,130,lb

            """)
        let result = plusmd(["init", "j", "--from", csv, "--yes", "--date", "2026-11-30"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        // 300 × 5: e1RM 350, TM 315.
        #expect(try startingEntry().contains("squat: 315"))
    }

    /// A first row in kg (a kettlebell) does not make a lb lifter's journal a kg one, and `--tm`
    /// is in that journal's unit; the table confirmed shows the --tm value that is written.
    @Test func theLiftsUnitDecidesAndWhatIsConfirmedIsWritten() throws {
        let csv = try write("liftosaur.csv", """
            Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,RPE,Completed Weight Value,Completed Weight Unit
            2026-11-08T08:00:00.000Z,Extra,Day 0,Kettlebell Swing,0,20,20,,24,kg
            2026-11-09T08:00:00.000Z,5/3/1,Day 1,Squat,0,5,5,,300,lb
            2026-11-10T08:00:00.000Z,5/3/1,Day 2,Bench Press,0,5,5,,200,lb
            2026-11-12T08:00:00.000Z,5/3/1,Day 3,Deadlift,0,5,5,,400,lb
            2026-11-13T08:00:00.000Z,5/3/1,Day 4,Overhead Press,0,5,5,,130,lb

            """)
        let result = plusmd(["init", "j", "--from", csv, "--tm", "press=135", "--yes", "--date", "2026-11-30"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("press    TM 135 lb  (given with --tm; the file's would be 136.5)"), "\(result.out)")
        let entry = try startingEntry()
        #expect(entry.contains("units: lb") && entry.contains("press: 135") && entry.contains("squat: 315"), "\(entry)")
    }
}

/// Imports through `next`, `show` and `prs`: the first AMRAP set after an import is a PR only when
/// it beats the imported best (squat's 368.5 from Strong); `next` celebrates only a real one.
@Suite struct ImportBaselineThroughNextTests {
    @Test func noFalsePRAfterAnImport() throws {
        let folder = TemporaryFolder()
        let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/imports").path
        let initialised = plusmd(["init", "j", "--from", imports + "/strong-lb.csv", "--unit", "lb", "--yes", "--date", "2026-11-30"], in: folder.path)
        #expect(initialised.status == 0, "\(initialised.err)")
        let journal = folder.path + "/j"
        // Squat week 1 at TM 299.25: the 5+ set, 195 (65 %) / 225 / 255 (85 %): 255 x 10 = 340 < 368.5.
        let week1 = try nextTicked(["--lift", "squat", "--date", "2026-12-01"], in: journal, amrap: 10)
        let top = week1.sets.last(where: { $0.amrap })?.weight ?? .zero
        #expect(Epley.estimatedOneRepMax(weight: top, reps: 10) < Weight(hundredths: 36850))
        let afterWeek1 = plusmd(["next", "--lift", "bench", "--date", "2026-12-02", "--dry-run", "--json"], in: journal)
        #expect(try ReportJSON.decode(NextReport.self, from: afterWeek1.out).personalRecords.isEmpty, "no PR under the imported 368.5")
        let prs = try ReportJSON.decode(RecordsReport.self, from: plusmd(["prs", "--json"], in: journal).out)
        #expect(prs.amrapSets[.squat]?.map(\.isPersonalRecord) == [false])
        #expect(!plusmd(["show", "2026-12-01"], in: journal).out.contains(" PR"), "show marks no PR")
        // status, plan and the export start from the imported TMs; the export's history says where they came from.
        let tm = try ReportJSON.decode(TrainingMaxReport.self, from: plusmd(["tm", "--json"], in: journal).out)
        #expect(tm.trainingMax[.squat] == Weight(hundredths: 29925))
        let status = try ReportJSON.decode(StatusReport.self, from: plusmd(["status", "--json"], in: journal).out)
        #expect(status.trainingMax == tm.trainingMax)
        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        #expect(export.trainingMax == tm.trainingMax)
        #expect(export.trainingMaxHistory.filter { $0.cause.kind == "import" }.count == 4)
        let plan = try ReportJSON.decode(PlanReport.self, from: plusmd(["plan", "--json"], in: journal).out)
        #expect(plan.weeks.first?.sessions.first { $0.lift == .bench }?.trainingMax == tm.trainingMax[.bench])
    }
}
