import PlusCore
import PlusFormat

/// `plusmd cal [YYYY-MM]`: a month (or, with `--year`, a year) of the calendar with workout days
/// marked, today highlighted, and the month's workouts listed under the grid.
enum CalendarCommand: Command {
    static let spec = CommandSpec(
        name: "cal", abstract: "Show a month calendar with the days you trained.",
        discussion: """
            Prints the month like cal(1), weeks starting on Monday (--sunday for Sunday). Days with a
            logged workout (a sheet with at least one ticked set) are red and marked `*`, which also
            shows without colour; today is in reverse video on a terminal. Under the grid, each of the
            month's workouts: day, lift, cycle and week, and how much of it was done.
            """,
        arguments: [ArgumentSpec("YYYY-MM", help: "The month (default: this month); with --year, YYYY or YYYY-MM picks the year.")],
        options: [
            OptionSpec(["--sunday"], help: "Start weeks on Sunday."),
            OptionSpec(["--year"], help: "Show all twelve months of the year."),
        ],
        examples: ["cal", "cal 2026-09", "cal --year", "cal --sunday --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("cal takes one month, YYYY-MM") }
        var month = Month(context.today)
        if let text = arguments.positionals.first {
            if arguments.flag("year"), text.count == 4, let year = Int(text), let january = Month(year: year, month: 1) {
                month = january
            } else {
                guard let parsed = Month(parsing: text) else { throw UsageError("the month is YYYY-MM, not '\(text)'") }
                month = parsed
            }
        }
        let weekStart: MonthGrid.WeekStart = arguments.flag("sunday") ? .sunday : .monday
        let journal = try JournalContext.open(arguments, context)
        let logged = journal.loaded.journal.workouts.filter { $0.progress.done > 0 }
        let inRange = logged.filter { arguments.flag("year") ? $0.date.year == month.year : month.contains($0.date) }
        if arguments.flag("json") {
            var object: [String: Any] = [
                "week_start": weekStart.rawValue, "today": context.today.description,
                "workouts": inRange.map(workoutJSON),
            ]
            if arguments.flag("year") { object["year"] = month.year } else { object["month"] = month.description }
            object["days"] = Array(Set(inRange.map(\.date.description))).sorted()
            context.writeOut(JSONOutput.text(object))
            return .ok
        }
        let style = Style(isTerminal: context.stdoutIsTerminal, environment: context.environment, noColorFlag: arguments.flag("no-color"))
        let styler: CalendarPrinter.Styler = { digits, isWorkout, isToday in
            let coloured = isWorkout ? style.red(digits) : digits
            return isToday ? style.reverse(coloured) : coloured
        }
        let days = Set(inRange.map(\.date))
        if arguments.flag("year") {
            context.writeOut(CalendarPrinter.year(month.year, weekStart: weekStart, workoutDays: days, today: context.today, style: styler))
            context.writeOut("\n* a day with a workout: \(inRange.count) workouts on \(days.count) days in \(month.year)\n")
            return .ok
        }
        let lines = CalendarPrinter.lines(MonthGrid(month, weekStart: weekStart), workoutDays: days, today: context.today, style: styler)
        var text = lines.map(CalendarPrinter.trimmedRight).filter { !$0.isEmpty }.joined(separator: "\n") + "\n\n"
        if inRange.isEmpty {
            text += "No workouts in \(month.name) \(month.year).\n"
        } else {
            text += "* \(inRange.count) workout\(inRange.count == 1 ? "" : "s") in \(month.name) \(month.year):\n"
            for workout in inRange {
                let progress = workout.progress
                let status = workout.isComplete ? "done" : "\(progress.done) of \(progress.total) sets"
                text += "  \(CalendarPrinter.weekdayName(workout.date)) \(workout.date)  \(workout.lift.rawValue.padding(to: 8))  cycle \(workout.cycle) week \(workout.week)  \(status)\n"
            }
        }
        context.writeOut(text)
        return .ok
    }

    static func workoutJSON(_ workout: Workout) -> [String: Any] {
        [
            "date": workout.date.description, "lift": workout.lift.rawValue, "cycle": workout.cycle,
            "week": workout.week, "complete": workout.isComplete, "path": workout.path,
        ]
    }
}
