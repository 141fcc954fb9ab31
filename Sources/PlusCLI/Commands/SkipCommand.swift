import PlusCore
import PlusFormat
import PlusStore

/// `plusmd skip [LIFT]`: marks every set of a lift's sheet for this week skipped (`[-]`), so the
/// week can move on (injury, travel).
enum SkipCommand: Command {
    static let name = "skip"
    static let spec = CommandSpec(
        name: name, abstract: "Mark a lift skipped for this week, so the week can move on.",
        discussion: """
            Writes the lift's sheet for the current week (as next would) with every set marked
            skipped, `- [-] 205 x 5`, and the reason under Notes. If this week's sheet of the lift
            exists with no set ticked, its sets are marked skipped instead. A skipped lift is done
            for the week; a skipped week-3 AMRAP set gives no e1RM, PR or new training max.
            Without LIFT it skips the suggested lift, after saying which and asking (like rm and
            reset: without a terminal it refuses unless --yes). In a program built from days, --day
            skips every open lift of the day `next` offers (--day N: of day N), one sheet each.
            """,
        arguments: [ArgumentSpec("LIFT", help: "The lift to skip (default: the suggested one).")],
        options: [date, reason, day, Confirmation.option],
        examples: ["skip", "skip deadlift --reason \"tweaked back\"", "skip press --date 2026-12-02 --json", "skip --day --reason travel"])

    static let day = OptionSpec(["--day"], help: "Skip every open lift of the next day (a program built from days); `--day N` for day N.", optionalValue: "N")

    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The sheet's day when it is written (default: today).")
    static let reason = OptionSpec(["--reason"], value: "TEXT", help: "Why, written under Notes (`Skipped: TEXT`).")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let wholeDay = arguments.flag(Self.day)
        guard arguments.positionals.count <= 1 else { throw UsageError("skip takes at most one LIFT") }
        // `skip --day 3`: the positional is the day.
        let dayNumber = try wholeDay ? arguments.positionals.first.map(ArgumentValues.programDay) : nil
        let lift = try wholeDay ? nil : arguments.positionals.first.map(ArgumentValues.lift)
        let day = try arguments.value(date).map(ArgumentValues.date) ?? context.today
        let why = arguments.value(reason)?.trimmingWhitespace() ?? ""
        let note = why.isEmpty ? "Skipped." : "Skipped: \(why)"
        let journal = try JournalContext.open(arguments, context, writer: "plusmd skip")
        try ArgumentValues.trained(lift, settings: journal.settings)
        try journal.requireNoErrorsAffectingNextSheet()
        let slots: [SessionSlot?] = try wholeDay ? NextCommand.daySlots(dayNumber, state: journal.state) : [nil]
        if wholeDay, arguments.positionals.isEmpty, let first = slots.first??.day {
            let lifts = slots.compactMap { $0?.lift.rawValue }.joined(separator: " and ")
            guard try Confirmation.ask("Skip day \(first) (\(lifts)) for \(journal.state.position), every set marked `[-]`?", arguments, context) else {
                throw CommandFailure("nothing was written", status: .refused)
            }
        }
        var reports: [SkipReport] = []
        for slot in slots {
            let (path, workout) = try skipOne(
                lift: slot?.lift ?? lift, day: slot?.day, on: day, note: note, confirmed: wholeDay, arguments, journal, context)
            reports.append(SkipReport(workout, path: path))
            if !arguments.flag(GlobalOptions.json) {
                let shown = displayPath(path, root: journal.root, context)
                context.writeOut(
                    "Skipped \(workout.lift.displayName)\(workout.day.map { " (day \($0))" } ?? ""), \(workout.position): \(workout.sets.count) sets marked `[-]` in \(shown)\n")
            }
        }
        if arguments.flag(GlobalOptions.json) {
            // One document for one lift, as always; a list for a whole day.
            context.writeOut(wholeDay ? ReportJSON.text(reports) : ReportJSON.text(reports[0]))
        }
        return .ok
    }

    /// Skips `lift` (the suggested one when nil), of `day` of the week when given: marks its
    /// untouched unfinished sheet, or writes it skipped. `confirmed`: the question was asked already.
    static func skipOne(
        lift: Lift?, day programDay: Int?, on day: Day, note: String, confirmed: Bool, _ arguments: ParsedArguments,
        _ journal: JournalContext, _ context: CommandContext
    ) throws -> (path: String, workout: Workout) {
        let state = journal.state
        let path: String
        let workout: Workout
        if let sheet = state.unfinished.first(where: { (lift == nil || $0.lift == lift) && (programDay == nil || $0.day == programDay) }) {
            let shown = displayPath(sheet.path, root: journal.root, context)
            guard let original = journal.loaded.texts[sheet.path] else { throw CommandFailure("cannot read \(shown)") }
            guard !sheet.sets.contains(where: \.isDone) else {
                throw CommandFailure(
                    "\(shown) has ticked sets; mark the sets you skip `- [-]` in it, or finish it with `plusmd log`")
            }
            if !confirmed { try confirm(sheet.lift, sheet.position, arguments, context) }
            let notes = sheet.notes.isEmpty ? note : sheet.notes + "\n\n" + note
            var text = try skipped(original, sheet.sets, notes: notes)
            // A sheet written ahead for another day is skipped on the day the lifter says.
            if let date = Workout.dateOnFirstSet(planned: sheet.planned, date: sheet.date, untouched: sheet.isAheadAndUntouched, on: day) {
                var editor = SheetEditor(text)
                editor.setDate(date)
                text = editor.text
            }
            workout = try readBack(text, path: sheet.path)
            try AtomicFile.replace(root: journal.root, relativePath: sheet.path, expectedOriginal: original, contents: text)
            path = sheet.path
        } else {
            let plan: SessionPlan
            do {
                plan = try Planner.plan(lift, state: state, settings: journal.settings, date: day, day: programDay)
            } catch {
                throw CommandFailure(error.description)
            }
            if !confirmed { try confirm(plan.lift, plan.position, arguments, context) }
            path = NextCommand.freePath(for: plan, exists: journal.loaded.hasPath)
            let (rendered, planned) = try NextCommand.checkedSheet(plan, path: path)
            let text = try skipped(rendered, planned.sets, notes: note)
            workout = try readBack(text, path: path)
            try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
        }
        journal.didWrite(paths: [path], context)
        return (path, workout)
    }

    /// Without a LIFT argument the lift is plusmd's suggestion: it is named and confirmed first.
    ///
    /// - Throws: `CommandFailure` (refused) when declined, or without a terminal and `--yes`.
    static func confirm(_ lift: Lift, _ position: CyclePosition, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { return }
        let question = "Skip \(lift.displayName) for \(position), every set marked `[-]`?"
        guard try Confirmation.ask(question, arguments, context) else {
            throw CommandFailure("nothing was written", status: .refused)
        }
    }

    /// `text` with each of `sets`' boxes set to `[-]` and `notes` under `## Notes`.
    static func skipped(_ text: String, _ sets: [PerformedSet], notes: String) throws -> String {
        var editor = SheetEditor(text)
        do {
            for set in sets { try editor.setStatus(line: set.line, .skipped) }
        } catch {
            throw CommandFailure("internal error: \(error.description); nothing was written")
        }
        editor.setNotes(notes)
        return editor.text
    }

    /// The sheet `text` reads back as, every set skipped; anything else is a bug, caught before
    /// writing.
    static func readBack(_ text: String, path: String) throws -> Workout {
        let check = EntryDecoder.decode(path: path, text: text)
        guard !check.diagnostics.hasErrors, case .workout(let workout) = check.entry, workout.isComplete,
            workout.sets.allSatisfy(\.isSkipped)
        else { throw CommandFailure("internal error: the skipped sheet does not read back; nothing was written") }
        return workout
    }
}
