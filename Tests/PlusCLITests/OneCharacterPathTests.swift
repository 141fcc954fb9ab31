import Foundation
import PlusTestSupport
import Testing

/// Output files with one-character names (`report -o o`): every option that names a file.
@Suite struct OneCharacterPathTests {
    @Test func everyOutputOptionTakesAOneCharacterName() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let runs: [(arguments: [String], file: String)] = [
            (["report", "-o", "o"], "o"), (["report", "--output", "r"], "r"),
            (["export", "-o", "e"], "e"), (["export", "--format", "csv", "--output", "c"], "c"),
            (["export", "--format", "json", "-o", "j"], "j"),
            (["prs", "--svg", "s"], "s"),
        ]
        for run in runs {
            let result = plusmd(run.arguments + ["--journal", journal], in: folder.path)
            #expect(result.status == 0, "\(run.arguments): \(result.err)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/" + run.file), "\(run.arguments)")
        }
        // A one-character name in a one-character folder, and in the root of the working directory's parent.
        try FileManager.default.createDirectory(atPath: folder.path + "/d", withIntermediateDirectories: true)
        let nested = plusmd(["export", "-o", "d/x", "--journal", journal], in: folder.path)
        #expect(nested.status == 0, "\(nested.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/d/x"))
        let dotted = plusmd(["report", "-o", "./y", "--journal", journal], in: folder.path + "/d")
        #expect(dotted.status == 0, "\(dotted.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/d/y"))
    }

    @Test func aOneCharacterJournalAndSheetName() throws {
        let folder = TemporaryFolder()
        let created = plusmd(["init", "k", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(created.status == 0, "\(created.err)")
        let status = plusmd(["status", "-C", "k"], in: folder.path)
        #expect(status.status == 0, "\(status.err)")
    }
}
