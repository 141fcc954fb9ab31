import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

/// `export` and `report` at scale: each sheet reviewed from lookups prepared once (the same
/// answers as asking the whole history and every result per set), and a file that cannot be
/// written refused before any work.
@Suite struct ExportCostTests {
    @Test(arguments: ["forever", "onetruth", "examples/journal", "Tests/PlusCLITests/Fixtures/equipment/switched"])
    func preparedReviewsEqualReviewsOneByOne(_ fixture: String) throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: fixture)
        let loaded = try JournalLoader.load(root: root)
        let resolved = ResolvedJournal(loaded.journal)
        let prepared = resolved.reviews
        #expect(!prepared.isEmpty)
        for (review, sheet) in zip(prepared, resolved.sheets) {
            // The one-by-one review walks the history and the results for every set.
            let alone = WorkoutReview(sheet, history: resolved.state.history, settings: resolved.settings, records: resolved.records)
            #expect(review == alone, "\(sheet.path)")
        }
    }

    @Test func anExistingOutputIsRefusedBeforeTheWork() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let taken = folder.path + "/taken.json"
        try "mine\n".write(toFile: taken, atomically: false, encoding: .utf8)
        for command in [["export", "--format", "json", "-o", taken], ["report", "-o", taken], ["export", "-o", "/dev/null"]] {
            let result = plusmd(command, in: journal)
            #expect(result.status == 4, "\(command): \(result.err)")
            #expect(result.err.contains("already exists"), "\(command): \(result.err)")
        }
        let missing = plusmd(["export", "-o", folder.path + "/no/such/folder/x.md"], in: journal)
        #expect(missing.status != 0 && missing.err.contains("its folder does not exist"), "\(missing.err)")
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "mine\n")
    }
}
