import PlusCore
import PlusFormat

/// `plusmd cal [YYYY-MM]`: a month (or, with `--year`, a year) of the calendar with workout days
/// marked, today highlighted, and the month's workouts listed under the grid.
enum CalendarCommand: Command {
    static let name = "cal"
    static let spec = CommandSpec(
        name: name, abstract: "Show a month calendar with the days you trained.",
        discussion: """
            Prints the month like cal(1), weeks starting on Monday (--sunday for Sunday). Days with a
            logged workout (a sheet with at least one ticked set) are red and marked `*`, which also
            shows without colour; today is in reverse video on a terminal. Under the grid, each of the
            month's workouts: day, lift, cycle and week, and how much of it was done.
            """,
        arguments: [ArgumentSpec("YYYY-MM", help: "The month (default: this month); with --year, YYYY or YYYY-MM picks the year.")],
        options: [sunday, year],
        examples: ["cal", "cal 2026-09", "cal --year", "cal --sunday --json"])

    static let sunday = OptionSpec(["--sunday"], help: "Start weeks on Sunday.")
    static let year = OptionSpec(["--year"], help: "Show all twelve months of the year.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("cal takes one month, YYYY-MM") }
        var month = Month(context.today)
        if let text = arguments.positionals.first {
            if arguments.flag(year), text.count == 4, let year = Int(text), let january = Month(year: year, month: 1) {
                month = january
            } else {
                guard let parsed = Month(parsing: text) else { throw UsageError("the month is YYYY-MM, not '\(text)'") }
                month = parsed
            }
        }
        let weekStart: MonthGrid.WeekStart = arguments.flag(sunday) ? .sunday : .monday
        let journal = try JournalContext.open(arguments, context)
        let report = CalendarReport(
            journal.resolved, month: month, wholeYear: arguments.flag(year), weekStart: weekStart, today: context.today)
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
        } else {
            let style = context.style(arguments)
            context.writeOut(
                CalendarReportText.text(report, month: month, weekStart: weekStart) { digits, isWorkout, isToday in
                    let coloured = isWorkout ? style.red(digits) : digits
                    return isToday ? style.reverse(coloured) : coloured
                })
        }
        return journal.reportStatus
    }
}
