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

    /// `plates --table` up to an absurd weight would take minutes (20,000 rows of loadouts with
    /// hundreds of plates): refused with the row count, at once; a gym's table is listed.
    @Test func aPlatesTableIsBounded() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let huge = plusmd(["plates", "100000", "--table"], in: journal)
        #expect(huge.status == 2, "\(huge.err)")
        #expect(huge.err.contains("has 19992 rows, more than 2000; give a lower WEIGHT"), "\(huge.err)")
        let gym = plusmd(["plates", "500", "--table"], in: journal)
        #expect(gym.status == 0)
        // 45 to 500 lb in 5 lb steps (2.5 lb plates): 92 rows.
        #expect(gym.out.contains("  500 lb  45 45 45 45 45 2.5 per side"), "\(gym.out.suffix(200))")
    }
}
