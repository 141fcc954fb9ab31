import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd tm set --roster PATH --from FILE.csv`: a testing day for a roster of two copies of the
/// example journal (TMs squat 333, bench 237.6, deadlift 415.8, press 141.75 lb; bar 45).
@Suite struct TestingDayRosterTests {
    static func team(_ folder: TemporaryFolder) throws -> String {
        let team = folder.path + "/team"
        try FileManager.default.createDirectory(atPath: team, withIntermediateDirectories: true)
        for name in ["ana", "ben"] {
            try FileManager.default.copyItem(atPath: try folder.copy(fixture: "examples/journal"), toPath: team + "/" + name)
            try FileManager.default.removeItem(atPath: folder.path + "/journal")
        }
        return team
    }

    static let csv = """
        athlete,lift,weight,date
        ana,squat,345,
        ana,bench,245,
        ben,deadlift,320,2026-11-27
        ben,press,141.75,

        """

    @Test func whatIsConfirmedIsWhatIsWritten() throws {
        let folder = TemporaryFolder()
        let team = try Self.team(folder)
        try Self.csv.write(toFile: folder.path + "/test.csv", atomically: true, encoding: .utf8)
        let arguments = ["tm", "set", "--roster", "team", "--from", "test.csv"]
        // No terminal and no --yes: nobody can confirm, nothing is written; "no" writes nothing either.
        let refused = plusmd(arguments, in: folder.path)
        #expect(refused.status == 4, "\(refused.err)")
        let declined = plusmd(arguments, in: folder.path, terminalInput: ["n"])
        #expect(declined.status == 4)
        #expect(folder.files(under: "team").filter { $0.contains("training-max") }.count == 4)  // each journal's start entry and press set by hand

        let accepted = plusmd(arguments, in: folder.path, terminalInput: ["y"])
        #expect(accepted.status == 0, "\(accepted.err)")
        #expect(accepted.out.contains("  ana: squat 333 → 345, bench 237.6 → 245 lb from 2026-11-30  (ana/2026/2026-11-30-training-max.md)"), "\(accepted.out)")
        #expect(accepted.out.contains("  ben: deadlift 415.8 → 320 lb from 2026-11-27  (ben/2026/2026-11-27-training-max.md)"))
        #expect(accepted.out.contains("Unchanged, not written: ben press 141.75"))
        #expect(accepted.err.contains("Write 2 training-max entries? [y/N]"))
        let ana = try folder.read("team/ana/2026/2026-11-30-training-max.md")
        #expect(ana.contains("cause: manual\nunits: lb\nsquat: 345\nbench: 245\n---"), "\(ana)")
        // Both journals read them back as `tm set` entries.
        let status = try ReportJSON.decode(RosterStatusReport.self, from: plusmd(["status", "--roster", "team", "--json"], in: folder.path).out)
        #expect(status.athletes[0].trainingMax[.squat] == Weight(345) && status.athletes[0].trainingMax[.bench] == Weight(245))
        #expect(status.athletes[1].trainingMax[.deadlift] == Weight(320) && status.athletes[1].trainingMax[.press] == Weight(hundredths: 14175))
        let history = try plusmdReport(TrainingMaxHistoryReport.self, ["tm", "--history", "deadlift"], in: team + "/ben")
        #expect(history.history.last.map { ($0.to, $0.date.description, $0.cause.kind) } ?? (.zero, "", "") == (Weight(320), "2026-11-27", "manual"))
        // Run again: every TM is already so; nothing new is written, nothing asked.
        let again = plusmd(arguments, in: folder.path)
        #expect(again.status == 0 && again.out.contains("nothing was written"), "\(again.err)")
    }

    @Test func everyBadRowIsListedAndNothingIsWritten() throws {
        let folder = TemporaryFolder()
        _ = try Self.team(folder)
        let before = folder.files(under: "team")
        try "athlete,lift,weight\nana,squat,abc\nana,snatch,100\n\"ben,press,100\n".write(toFile: folder.path + "/bad.csv", atomically: true, encoding: .utf8)
        let malformed = plusmd(["tm", "set", "--roster", "team", "--from", "bad.csv", "--yes"], in: folder.path)
        #expect(malformed.status == 1)
        #expect(malformed.err.contains("bad.csv:4: error:"), "\(malformed.err)")
        try "athlete,lift,weight\nana,squat,abc\nana,squat\n".write(toFile: folder.path + "/bad.csv", atomically: true, encoding: .utf8)
        let rows = plusmd(["tm", "set", "--roster", "team", "--from", "bad.csv", "--yes"], in: folder.path)
        #expect(rows.err.contains("bad.csv:2: error: 'abc' is not a weight"), "\(rows.err)")
        #expect(rows.err.contains("bad.csv:3: error: 2 fields; a row is athlete,lift,weight"))
        #expect(rows.err.contains("2 rows of bad.csv cannot be used; nothing was written"))
        // Malformed rows and rows the journals refuse are listed in one run, names in any case.
        try "athlete,lift,weight\ncy,squat,300\nana,squat,abc\nANA,curl,100\n".write(toFile: folder.path + "/bad.csv", atomically: true, encoding: .utf8)
        let both = plusmd(["tm", "set", "--roster", "team", "--from", "bad.csv", "--yes"], in: folder.path)
        #expect(both.err.contains("bad.csv:2: error: no athlete named 'cy'") && both.err.contains("bad.csv:3: error: 'abc' is not a weight"), "\(both.err)")
        #expect(both.err.contains("bad.csv:4: error: curl is not in ANA's order"), "\(both.err)")
        try "athlete,lift,weight\nana,squat,310\nAna,squat,320\n".write(toFile: folder.path + "/bad.csv", atomically: true, encoding: .utf8)
        let twice = plusmd(["tm", "set", "--roster", "team", "--from", "bad.csv", "--yes"], in: folder.path)
        #expect(twice.status == 1 && twice.err.contains("bad.csv:3: error: Ana's squat from 2026-11-30 is already given on line 2"), "\(twice.err)")
        try "athlete,lift,weight\ncy,squat,300\nana,squat,40\nana,squat,300\nana,squat,305\nben,front_squat,200\n".write(
            toFile: folder.path + "/bad.csv", atomically: true, encoding: .utf8)
        let invalid = plusmd(["tm", "set", "--roster", "team", "--from", "bad.csv", "--yes"], in: folder.path)
        #expect(invalid.status == 1)
        #expect(invalid.err.contains("bad.csv:2: error: no athlete named 'cy' in the roster (ana, ben)"), "\(invalid.err)")
        #expect(invalid.err.contains("bad.csv:3: error: ana: a squat training max of 40 is below the 45 lb bar"))
        #expect(invalid.err.contains("bad.csv:5: error: ana's squat from 2026-11-30 is already given on line 4"))
        #expect(invalid.err.contains("bad.csv:6: error: front_squat is not in ben's order (squat, bench, deadlift, press)"))
        #expect(invalid.err.contains("4 rows of bad.csv cannot be used; nothing was written"))
        #expect(folder.files(under: "team") == before)
    }
}
