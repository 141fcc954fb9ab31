import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Numbers from files and arguments are checked against their documented range before any
/// arithmetic: weights 0 to `Weight.maximum` (10,000,000), reps 0 to `PerformedSet.maximumReps`
/// (9999), and no weight plusmd writes is one it cannot read back.
@Suite struct NumberRangeTests {
    static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// A Strong export of one squat set, `weight × reps`, on line 3 (after a sane one on line 2).
    static func strong(weight: String, reps: String) -> String {
        header + "2026-09-07 08:00:00,\"Day A\",58m,Squat (Barbell),1,275,5,0,0,\"\",\"\",\n"
            + "2026-09-08 08:00:00,\"Day A\",58m,Squat (Barbell),1,\(weight),\(reps),0,0,\"\",\"\",\n"
    }

    @Test func importedRepsBeyondTheRangeAreAnErrorWithTheirLine() throws {
        for reps in ["1000000000000000", "100000000000", "100000000", "10000", "1e15", "1e300", "99999999999999999999999"] {
            let folder = TemporaryFolder()
            try folder.write("s.csv", Self.strong(weight: "275", reps: reps))
            let result = plusmd(["init", "j", "--from", "s.csv", "--unit", "lb", "--yes"], in: folder.path)
            #expect(result.status != 0, "reps \(reps)")
            #expect(result.err.contains("s.csv:3: error: reps '\(reps)' is more than 9999"), "reps \(reps): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/j"), "reps \(reps): nothing written")
        }
    }

    @Test func importedWeightsAndTrainingMaxesBeyondTheLargestWeightAreRefused() throws {
        let folder = TemporaryFolder()
        try folder.write("heavy.csv", Self.strong(weight: "10000001", reps: "1"))
        let heavy = plusmd(["init", "j", "--from", "heavy.csv", "--unit", "lb", "--yes"], in: folder.path)
        #expect(heavy.status != 0)
        #expect(heavy.err.contains("heavy.csv:3: error: weight '10000001' is more than 10000000"), "\(heavy.err)")
        // In range alone, but the e1RM (and so the TM and the baseline) is not.
        try folder.write("e1rm.csv", Self.strong(weight: "9000000", reps: "9999"))
        let e1RM = plusmd(["init", "j", "--from", "e1rm.csv", "--unit", "lb", "--yes"], in: folder.path)
        #expect(e1RM.status != 0)
        #expect(e1RM.err.contains("e1rm.csv:3: error: 9000000 lb × 9999 is an e1RM of"), "\(e1RM.err)")
        #expect(e1RM.err.contains("more than 10000000"), "\(e1RM.err)")
        // Kilograms in range, but not once converted to the journal's pounds.
        try folder.write("kg.csv", Self.strong(weight: "5000000", reps: "1"))
        let converted = plusmd(["init", "j", "--from", "kg.csv", "--unit", "kg", "--units", "lb", "--yes"], in: folder.path)
        #expect(converted.status != 0)
        #expect(converted.err.contains("kg.csv:3: error: 11023113.1 lb × 1"), "\(converted.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/j"))
        // The largest of each is taken, and every later command reads what was written.
        try folder.write("top.csv", Self.strong(weight: "29000", reps: "9999"))
        let top = plusmd(["init", "j", "--from", "top.csv", "--unit", "lb", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135", "--yes"], in: folder.path)
        #expect(top.status == 0, "\(top.err)")
        let check = plusmd(["check"], in: folder.path + "/j")
        #expect(check.status == 0 || check.status == 1, "\(check.out)\(check.err)")
        #expect(!check.out.contains("error"), "\(check.out)")
        let status = plusmd(["status"], in: folder.path + "/j")
        #expect(status.out.contains("squat 8725230 lb"), "\(status.out)\(status.err)")
    }

    @Test func weightArgumentsStopAtTheLargestWeight() {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        #expect(plusmd(["tm", "set", "squat", "10000000.01"], in: journal).status == 2)
        #expect(plusmd(["plates", "10000000.5"], in: journal).status == 2)
        #expect(plusmd(["config", "set", "bar", "10000001"], in: journal).status != 0)
        let largest = plusmd(["tm", "set", "squat", "10000000"], in: journal)
        #expect(largest.status == 0, "\(largest.err)")
        let status = plusmd(["status"], in: journal)
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out.contains("squat 10000000 lb"), "\(status.out)")
    }
}
