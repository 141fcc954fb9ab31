import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd status`: where the lifter stands this week.
enum StatusCommand: Command {
    static let roster = OptionSpec(
        ["--roster"], value: "PATH", help: "A folder of journals or a roster.yaml: one row per athlete (cycle, week, lifts, TMs, resets).")

    static let name = "status"
    static let spec = CommandSpec(
        name: name, abstract: "Show the cycle, week, lifts done and open, any unfinished sheet, and the git sync state.",
        discussion: """
            With --roster PATH (a folder of journals, one per athlete, or a roster.yaml listing
            them): one row per athlete with their cycle and week, lifts done and open, TMs in force,
            Wendler's 10 % reset suggestions and held rises; an athlete whose journal has errors
            keeps the row, with each error's file and line under it (exit 3).
            """,
        options: [roster],
        examples: ["status", "status --json", "status --roster team/"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("status takes no arguments") }
        if let path = arguments.value(roster) {
            guard arguments.value(GlobalOptions.journal) == nil else { throw UsageError("--roster and --journal: give one of them") }
            return try rosterStatus(path, arguments, context)
        }
        let journal = try JournalContext.open(arguments, context)
        let shared = TimerStateFile.read(root: journal.root, environment: context.environment)
        let now = SessionClock(environment: context.environment).now()
        let rest = shared?.timer.flatMap { timer -> StatusReport.Rest? in
            guard !timer.isOver(at: now) else { return nil }
            return StatusReport.Rest(
                remaining: timer.remainingSeconds(at: now), duration: timer.duration, kind: timer.kind, endsAtMs: timer.endsAt)
        }
        let sync = SyncState.read(root: journal.root, loaded: journal.loaded).summary(root: journal.root)
        let report = StatusReport(journal.resolved, timerSheet: shared?.sheet, rest: rest, sync: sync)
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
        } else {
            context.writeOut(
                StatusReportText.text(report, order: journal.settings.order) {
                    TerminalText.escaped(displayPath($0, root: journal.root, context))
                })
        }
        return journal.reportStatus
    }

    /// `status --roster PATH`: a row per athlete.
    static func rosterStatus(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let (_, members) = try RosterJournals.open(path, arguments, context)
        let report = RosterStatusReport(
            athletes: members.map { member in
                guard let journal = member.journal else {
                    return RosterStatusReport.Athlete(member.athlete, unreadable: member.problems[0])
                }
                return RosterStatusReport.Athlete(member.athlete, journal: journal.resolved, errors: member.problems)
            })
        context.writeOut(arguments.flag(GlobalOptions.json) ? ReportJSON.text(report) : RosterStatusText.text(report, escaped: { TerminalText.escaped($0) }))
        return report.athletes.contains { !$0.errors.isEmpty } ? .findings : .ok
    }
}
