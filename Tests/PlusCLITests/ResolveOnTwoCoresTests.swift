import Foundation
import PlusCore
import PlusStore
import PlusTestSupport
import Testing

@testable import PlusCLI

/// `JournalContext.resolve` splits the work over two cores: the replay then the records
/// on one, the checks and the files' cycles on the other, the replay's findings on whichever is
/// free. Whatever the order, it gives what the serial `ResolvedJournal(_:)` and the checks give.
@Suite struct ResolveOnTwoCoresTests {
    @Test(arguments: ["onetruth", "messy", "forever", "extralift", "Tests/PlusCLITests/Fixtures/equipment/switched", "Tests/PlusCLITests/Fixtures/equipment/travel"])
    func resolvingOnTwoCoresIsResolvingInOne(fixture: String) throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: fixture)
        let loaded = try JournalLoader.load(root: root)
        let today = Day(year: 2026, month: 12, day: 1)!
        let serial = ResolvedJournal(loaded.journal)
        let checks =
            JournalChecks.run(ResolvedJournal.withoutConflictCopies(loaded.journal), today: today)
            + ListingFindings.conflictCopies(loaded.listing.conflictCopies) {
                Set(loaded.journal.workouts.map(\.path) + loaded.journal.trainingMaxEntries.map(\.path) + loaded.journal.resets.map(\.path))
            }
        let expected = JournalFindings(files: loaded.diagnostics, derived: serial.diagnostics + checks, strict: false)
        for _ in 0..<20 {
            let (resolved, findings) = JournalContext.resolve(loaded, today: today)
            #expect(findings.all == expected.all)
            #expect(resolved.records.results == serial.records.results)
            #expect(resolved.records.repRecords == serial.records.repRecords)
            #expect(resolved.sheets.map(\.path) == serial.sheets.map(\.path))
            #expect(resolved.state.position == serial.state.position)
            for path in loaded.paths { #expect(resolved.cycle(ofFile: path) == serial.cycle(ofFile: path), "\(path)") }
            #expect(findings.shown(in: resolved).olderWarnings == expected.shown(in: serial).olderWarnings)
        }
    }
}
