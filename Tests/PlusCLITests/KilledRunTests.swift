import Foundation
import PlusTestSupport
import Testing

/// What a killed run leaves, and the rerun that completes it: `init` killed between its TM entry
/// and plusmd.yaml, `config set units` killed between its TM entry and plusmd.yaml, and the
/// temp files of a write killed before its rename, which the next run removes.
@Suite struct KilledRunTests {
    let folder = TemporaryFolder()
    let tms = ["--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"]

    func entries(_ journal: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: journal + "/2026").filter { $0.contains("training-max") }.sorted()
    }

    @Test func anInitKilledBeforePlusmdYamlIsCompletedByTheRerun() throws {
        let journal = folder.path + "/j"
        #expect(plusmd(["init", "j", "--date", "2026-08-31"] + tms, in: folder.path).status == 0)
        // Killed after the entry, before plusmd.yaml: the folder is not a journal yet.
        try FileManager.default.removeItem(atPath: journal + "/plusmd.yaml")
        let rerun = plusmd(["init", "j", "--date", "2026-08-31"] + tms, in: folder.path)
        #expect(rerun.status == 0, "\(rerun.err)")
        #expect(try entries(journal) == ["2026-08-31-training-max.md"])
        #expect(FileManager.default.fileExists(atPath: journal + "/plusmd.yaml"))
        // Run again with other TMs after the same kill: the leftover start entry is replaced.
        try FileManager.default.removeItem(atPath: journal + "/plusmd.yaml")
        let other = plusmd(["init", "j", "--date", "2026-08-31", "--tm", "squat=300", "--tm", "bench=200", "--tm", "deadlift=400", "--tm", "press=100"], in: folder.path)
        #expect(other.status == 0, "\(other.err)")
        #expect(try entries(journal) == ["2026-08-31-training-max.md"])
        #expect(plusmd(["tm"], in: journal).out.contains("squat     300"))
    }

    /// A journal whose plusmd.yaml is missing (not synced yet) is not a killed init: its start
    /// entry is never replaced.
    @Test func initNeverReplacesTheStartEntryOfAJournalMissingItsSettings() throws {
        let journal = newJournal(in: folder)
        try nextTicked(["--date", "2026-09-01"], in: journal, amrap: 8)
        try FileManager.default.removeItem(atPath: journal + "/plusmd.yaml")
        let entry = try String(contentsOfFile: journal + "/2026/2026-08-31-training-max.md", encoding: .utf8)
        let result = plusmd(["init", "j", "--date", "2026-08-31", "--tm", "squat=300", "--tm", "bench=200", "--tm", "deadlift=400", "--tm", "press=100"], in: folder.path)
        #expect(result.status == 4, "\(result.err)")
        #expect(result.err.contains("but no plusmd.yaml; restore plusmd.yaml"), "\(result.err)")
        #expect(try String(contentsOfFile: journal + "/2026/2026-08-31-training-max.md", encoding: .utf8) == entry)
        #expect(!FileManager.default.fileExists(atPath: journal + "/plusmd.yaml"))
    }

    @Test func initNeverReplacesAFileThatIsNotAStartEntry() throws {
        let journal = folder.path + "/j"
        try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
        try "# my own note\n".write(toFile: journal + "/2026/2026-08-31-training-max.md", atomically: false, encoding: .utf8)
        let result = plusmd(["init", "j", "--date", "2026-08-31"] + tms, in: folder.path)
        #expect(result.status != 0)
        #expect(try String(contentsOfFile: journal + "/2026/2026-08-31-training-max.md", encoding: .utf8) == "# my own note\n")
        #expect(!FileManager.default.fileExists(atPath: journal + "/plusmd.yaml"))
    }

    @Test func aUnitsSwitchKilledBeforePlusmdYamlIsCompletedWithoutASecondEntry() throws {
        let journal = newJournal(in: folder)
        let settings = try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8)
        #expect(plusmd(["config", "set", "units", "kg"], in: journal).status == 0)
        let afterFirst = try entries(journal)
        #expect(afterFirst.count == 2, "the start entry and the units entry")
        // Killed after the units entry, before plusmd.yaml: plusmd.yaml still says lb.
        try settings.write(toFile: journal + "/plusmd.yaml", atomically: true, encoding: .utf8)
        let rerun = plusmd(["config", "set", "units", "kg"], in: journal)
        #expect(rerun.status == 0, "\(rerun.err)")
        #expect(try entries(journal) == afterFirst, "no `-2` entry")
        #expect(try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8).contains("units: kg"))
        // The TMs in kg, once: 315 lb = 142.88 kg.
        #expect(plusmd(["tm"], in: journal).out.contains("squat     142.88"))
    }

    /// A temp file as a kill leaves it: written a minute ago.
    func leftover(_ path: String, _ text: String, age: TimeInterval = 60) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
    }

    @Test func tempFilesOfAKilledWriteAreRemovedByTheNextRun() throws {
        let journal = newJournal(in: folder)
        let settingsLeftover = journal + "/.plusmd.yaml.plusmd-a1b2c3"
        try leftover(settingsLeftover, "units: kg\n")
        #expect(plusmd(["config", "set", "bbb.percent", "60"], in: journal).status == 0)
        #expect(!FileManager.default.fileExists(atPath: settingsLeftover), "config set removes it")
        let sheetLeftover = journal + "/2026/.2026-09-01-squat.md.plusmd-x9y8z7"
        try leftover(sheetLeftover, "half a sheet\n")
        #expect(plusmd(["status"], in: journal).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sheetLeftover), "a reader removes it when the lock is free")
        // One written a moment ago may be another plusmd's write in progress: left alone.
        let fresh = journal + "/2026/.2026-09-02-bench.md.plusmd-q1w2e3"
        try leftover(fresh, "being written\n", age: 0)
        #expect(plusmd(["status"], in: journal).status == 0)
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}
