import PlusCore
import PlusFormat
import PlusStore

/// One athlete of a roster with their journal read and resolved (through the same loader, cache
/// and resolve as `JournalContext`), or the problem that kept it from being read.
struct RosterMember {
    var athlete: RosterAthlete
    /// Nil when the journal cannot be found or read (`problems` says why).
    var journal: JournalContext?
    /// Every error of the journal, paths relative to the roster's folder.
    var problems: [RosterProblem]
    /// The errors that could change a sheet `next` would write: they stop the athlete's card.
    var blocking: [RosterProblem]
}

/// The journals of a roster, read one after the other (each on every core); one athlete's
/// broken journal never stops the others.
enum RosterJournals {
    /// Finds `path`'s roster and reads every athlete's journal. With `writer`, each journal's lock
    /// is taken before it is read and held until the members are released.
    ///
    /// - Throws: `CommandFailure` when the roster itself cannot be found or read.
    static func open(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext, writer: String? = nil) throws -> (LocatedRoster, [RosterMember]) {
        let roster: LocatedRoster
        do {
            roster = try RosterLocator.locate(path, workingDirectory: context.workingDirectory)
        } catch {
            throw CommandFailure(error.description)
        }
        ParallelLoop.startHelpers()
        let members = roster.athletes.map { athlete in member(athlete, root: roster.root(of: athlete), arguments, context, writer: writer) }
        return (roster, members)
    }

    static func member(_ athlete: RosterAthlete, root: String, _ arguments: ParsedArguments, _ context: CommandContext, writer: String?) -> RosterMember {
        do {
            let found = try JournalLocator.locate(explicit: root, environment: [:], workingDirectory: context.workingDirectory)
            let lock = try writer.map {
                try JournalLock.acquire(root: found, holder: $0, environment: context.environment, timeout: JournalLock.timeout(context.environment))
            }
            let cache = JournalCache.forJournal(
                root: found, environment: context.environment, disabled: arguments.flag(GlobalOptions.noCache), zone: context.zone)
            let loaded = try JournalLoader.load(root: found, keepTexts: writer != nil, cache: cache, zone: context.zone)
            let (resolved, findings) = JournalContext.resolve(loaded, today: context.today)
            let journal = JournalContext(loaded: loaded, resolved: resolved, findings: findings, lock: lock)
            return RosterMember(
                athlete: athlete, journal: journal,
                problems: findings.errors.map { RosterProblem($0, folder: athlete.journal) },
                blocking: findings.blockingNextSheet(in: resolved).map { RosterProblem($0, folder: athlete.journal) })
        } catch {
            let problem = RosterProblem(path: athlete.journal, line: nil, message: "\(error)", id: nil)
            return RosterMember(athlete: athlete, journal: nil, problems: [problem], blocking: [problem])
        }
    }
}
