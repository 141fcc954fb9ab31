import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd status`: where the lifter stands this week.
enum StatusCommand: Command {
    static let name = "status"
    static let spec = CommandSpec(
        name: name, abstract: "Show the cycle, week, lifts done and open, any unfinished sheet, and the git sync state.",
        examples: ["status", "status --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("status takes no arguments") }
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
}
