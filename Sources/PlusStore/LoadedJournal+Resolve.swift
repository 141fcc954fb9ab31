import Foundation
import PlusCore
import PlusFormat

extension LoadedJournal {
    /// The resolved journal and every finding about it, on two cores: the replay on one; the
    /// whole-journal checks and the records on the other; then the replay's findings (which need
    /// the replay) on whichever is free first. Each file's cycle comes with the loaded journal.
    /// The records need the sheets the replay counts; a journal that counts every sheet as
    /// written (nothing set aside or converted, the usual case) gives the same records from its
    /// own sheets, so they are worked out beside the replay; `ResolvedJournal.completed` keeps
    /// them or works them out again. Nothing waits for another worker, so the result is the same
    /// on one core. Every command (through `JournalContext`) and the language server resolve
    /// through here, so they count the same files and report the same findings.
    package func resolve(today: Day, strict: Bool = false) -> (ResolvedJournal, JournalFindings) {
        let loaded = self
        let results = ResolveSlots()
        ParallelLoop.run(iterations: 2) { index in
            if index == 0 {
                results.replayDone(ResolvedJournal.withoutRecords(loaded.journal))
            } else {
                let counted = ResolvedJournal.withoutConflictCopies(loaded.journal)
                results.checks =
                    JournalChecks.run(counted, today: today)
                    + ListingFindings.conflictCopies(loaded.listing.conflictCopies) {
                        Set(
                            loaded.journal.workouts.map { $0.path } + loaded.journal.trainingMaxEntries.map { $0.path }
                                + loaded.journal.resets.map { $0.path })
                    }
                results.records = ResolvedJournal.records(ofEverySheetOf: loaded.journal)
            }
            // Left for whichever worker is free first.
            if let replayed = results.claimReplayFindings() { results.derived = replayed.diagnostics }
        }
        guard let replayed = results.resolved, let records = results.records else {
            preconditionFailure("the replay did not run")
        }
        let resolved = replayed.completed(recordsOfEverySheet: records, of: loaded.journal, cycleOfFile: loaded.cycleOfFile)
        let findings = JournalFindings(files: loaded.diagnostics, derived: results.derived + results.checks, strict: strict)
        return (resolved, findings)
    }
}

/// The results of `resolve`'s two workers, each slot written by one of them and read after both
/// end; the replay's findings go to the first worker to ask once the replay is done.
private final class ResolveSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var replayFindingsClaimed = false
    private(set) var resolved: ResolvedJournal?
    var checks: [Diagnostic] = []
    var derived: [Diagnostic] = []
    var records: PersonalRecords?

    /// Keeps the replayed journal (its records still empty) for the other worker to see.
    func replayDone(_ replayed: ResolvedJournal) {
        lock.withLock { resolved = replayed }
    }

    /// The replayed journal for the one caller that is to work out its findings: the first to ask
    /// once the replay is done; nil for every other call.
    func claimReplayFindings() -> ResolvedJournal? {
        lock.withLock {
            guard let resolved, !replayFindingsClaimed else { return nil }
            replayFindingsClaimed = true
            return resolved
        }
    }
}
