import PlusCore
import PlusFormat
import PlusStore

/// `plusmd plan`: the coming weeks as a table, every lift and set, from the TMs and the program.
enum PlanCommand: Command {
    static let cycles = OptionSpec(["--cycles"], value: "N", help: "How many cycles to show, the current one first (default 1, at most 24).")

    static let name = "plan"
    static let spec = CommandSpec(
        name: name, abstract: "Show the coming weeks: every lift, every set, from the TMs and the program.",
        discussion: """
            The printable plan: from this week to the end of the cycle (and N-1 more cycles with
            --cycles N), each week's sets for every lift, from the TMs in force and the program in
            plusmd.yaml (5/3/1 with BBB without `program:`). Nothing is written. Later cycles use the
            pending TMs once week 3 is done, and while it is under way those of the lifts already
            done in it (the others are named); beyond that their TMs are projected (marked `~`): a
            fixed progression adds its increments, an e1RM one keeps the TM. A rise held for your
            word (`plusmd tm accept`) is shown, not planned.
            """,
        options: [cycles],
        examples: ["plan", "plan --cycles 3", "plan --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("plan takes no arguments; use --cycles N") }
        var count = 1
        if let text = arguments.value(cycles) {
            guard let value = Int(text), (1...24).contains(value) else { throw UsageError("--cycles takes a whole number from 1 to 24, not '\(text)'") }
            count = value
        }
        let journal = try JournalContext.open(arguments, context)
        let report = PlanReport(journal.resolved, cycles: count, date: context.today)
        context.writeOut(arguments.flag(GlobalOptions.json) ? ReportJSON.text(report) : PlanReportText.text(report))
        return journal.reportStatus
    }
}
