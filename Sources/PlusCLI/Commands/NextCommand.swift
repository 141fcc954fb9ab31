import PlusCore
import PlusFormat
import PlusStore

/// `plusmd next`: writes and prints today's session sheet, or shows the unfinished one again.
enum NextCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Plan this lift instead of the suggested one (must be open this week).")
    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The session's day (default: today, local time).")
    static let dryRun = OptionSpec(["--dry-run", "-n"], help: "Print the sheet but write nothing.")
    static let gym = OptionSpec(["--gym"], value: "NAME", help: "Plan for this gym's bar and plates, in its unit (gyms: in plusmd.yaml).")
    static let day = OptionSpec(["--day"], help: "Write every open lift of the next day at once (a program built from days); `--day N` for day N.", optionalValue: "N")
    static let week = OptionSpec(["--week"], help: "Write every open session of this week ahead, each planned for its day (planned: in its front matter).")
    static let cycle = OptionSpec(["--cycle"], help: "Write every session left in this cycle ahead, deload included.")

    static let name = "next"
    static let spec = CommandSpec(
        name: name, abstract: "Write and print the next session sheet.",
        discussion: """
            Works out the cycle, week and lift from the journal and writes YYYY/YYYY-MM-DD-LIFT.md:
            warmups, working sets and BBB with weights, reps and plates per side. Tick sets in any
            editor; the next run recalculates everything from the files. An unfinished sheet is never
            duplicated: next shows it again (and, when no set is ticked and its training max went
            stale, rewrites it with the right numbers first). Existing files are never overwritten.
            In a program built from days (program: days:, beginners, two_day) each sheet says its day;
            --day writes the whole day's open lifts, in the day's order.
            --week and --cycle write the sheets ahead, for a phone or paper at the gym: every open
            session of the week (or of the rest of the cycle), each dated the training day it is
            planned for (schedule: in plusmd.yaml, else the weekdays you usually lift). Any later
            next rewrites an untouched sheet written ahead whose training max changed.
            """,
        options: [lift, date, dryRun, gym, day, week, cycle],
        examples: ["next", "next --lift press", "next --day", "next --day 3", "next --week", "next --cycle", "next --dry-run --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let wholeDay = arguments.flag(day)
        guard arguments.positionals.isEmpty || (wholeDay && arguments.positionals.count == 1) else {
            throw UsageError(wholeDay ? "next --day takes at most one day number" : "next takes no arguments")
        }
        let dayNumber = try arguments.positionals.first.map(ArgumentValues.programDay)
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        if wholeDay && only != nil { throw UsageError("--day writes every open lift of a day; leave out --lift") }
        let date = try arguments.value(Self.date).map(ArgumentValues.date) ?? context.today
        let isDryRun = arguments.flag(dryRun)
        let journal = try JournalContext.open(arguments, context, writer: isDryRun ? nil : "plusmd next")
        try ArgumentValues.trained(only, settings: journal.settings)
        // A dry run shows what `next` would write, so it refuses for the same errors.
        try journal.requireNoErrorsAffectingNextSheet()
        let equipment = try ArgumentValues.gym(arguments.value(gym), settings: journal.settings)
        // Sheets written ahead that a TM change made stale, or a reset left behind: put right first.
        let refreshed = try refreshSheetsAhead(isDryRun: isDryRun, journal, context)
        if let scope: AheadScope = arguments.flag(week) ? .week : arguments.flag(cycle) ? .cycle : nil {
            guard !wholeDay, only == nil, !(arguments.flag(week) && arguments.flag(cycle)) else {
                throw UsageError("--week and --cycle write every session ahead; leave out --lift, --day and the other")
            }
            return try writeAhead(scope, from: date, gym: equipment, isDryRun: isDryRun, refreshed: refreshed, arguments, journal, context)
        }
        let slots = try wholeDay ? daySlots(dayNumber, state: journal.resolved.state) : [nil]
        var reports: [NextReport] = []
        for slot in slots {
            var report = try writeNext(
                lift: slot?.lift ?? only, day: slot?.day, date: date, gym: equipment, isDryRun: isDryRun, journal, context)
            // The PRs and a new cycle's TMs are said once, with the day's first sheet.
            if !reports.isEmpty {
                report.personalRecords = []
                report.trainingMaxChanges = []
                report.trainingMaxKept = []
                report.held = []
            }
            reports.append(report)
        }
        if arguments.flag(GlobalOptions.json) {
            if wholeDay {
                context.writeOut(ReportJSON.text(NextSheetsReport(day: slots.first??.day ?? 1, sheets: reports)))
            } else {
                context.writeOut(ReportJSON.text(reports[0]))
            }
            return .ok
        }
        for (index, report) in reports.enumerated() {
            if index > 0 { context.writeOut("\n") }
            printText(report, arguments, journal, context)
        }
        return .ok
    }

    /// `next --week` / `--cycle`: writes each session ahead that has no sheet yet, rewrites an
    /// untouched stale one, and lists them all (one line each; `--json` the full documents).
    static func writeAhead(
        _ scope: AheadScope, from date: Day, gym equipment: Gym?, isDryRun: Bool, refreshed: Set<String>, _ arguments: ParsedArguments,
        _ journal: JournalContext, _ context: CommandContext
    ) throws -> ExitStatus {
        let items: [AheadSheet]
        do {
            items = try journal.resolved.sheetsAhead(scope, from: date, gym: equipment)
        } catch {
            throw CommandFailure(error.description)
        }
        var written: Set<String> = []
        var reports: [NextReport] = []
        for item in items {
            switch item {
            case .existing(let sheet):
                reports.append(NextReport(unfinished: sheet, journal: journal.resolved))
            case .stale(let sheet, let plan) where refreshed.contains(sheet.path):
                // Rewritten a moment ago (`refreshSheetsAhead`): as written now.
                reports.append(NextReport(plan: plan, path: sheet.path, status: .rewritten, journal: journal.resolved))
            case .stale(let sheet, let plan):
                reports.append(try rewriteIfUntouched(sheet, plan: plan, isDryRun: isDryRun, journal, context))
            case .new(let plan):
                let path = freePath(for: plan, exists: { journal.loaded.hasPath($0) || written.contains($0) })
                let text = try checkedSheet(plan, path: path).text
                if !isDryRun {
                    try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
                    journal.didWrite(paths: [path], context)
                }
                written.insert(path)
                var report = NextReport(plan: plan, path: path, status: isDryRun ? .dryRun : .written, journal: journal.resolved)
                report.personalRecords = []
                reports.append(report)
            }
        }
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(NextSheetsReport(scope: scope, sheets: reports)))
            return .ok
        }
        context.writeOut(NextAheadText.text(reports, order: journal.settings.order, displayPath: { displayPath($0, root: journal.root, context) }))
        let new = reports.filter { $0.status == .written || $0.status == .dryRun }.count
        context.writeError(
            new == 0
                ? "Nothing to write: every session ahead has its sheet.\n"
                : isDryRun
                    ? "Dry run: would write \(new) sheet\(new == 1 ? "" : "s") ahead.\n"
                    : "Wrote \(new) sheet\(new == 1 ? "" : "s") ahead; tick them in any editor (a phone's too), or print them with `plusmd print`.\n")
        return .ok
    }

    /// Rewrites the untouched sheets written ahead whose TM went stale, and removes the untouched
    /// ones of a cycle a reset cut short, each only while its bytes are what plusmd wrote (one
    /// edited since is left as it is, with the stale-sheet warning). Says what it did.
    /// Returns the paths it rewrote.
    @discardableResult
    static func refreshSheetsAhead(isDryRun: Bool, _ journal: JournalContext, _ context: CommandContext) throws -> Set<String> {
        let resolved = journal.resolved
        var rewritten: Set<String> = []
        for (sheet, plan) in resolved.staleSheetsAhead {
            guard !isDryRun, let written = sheet.trainingMax, let text = journal.loaded.texts[sheet.path],
                SheetRenderer.isUntouched(text, sheet: sheet, trainingMax: written, settings: journal.settings)
            else { continue }
            let replacement = try checkedSheet(plan, path: sheet.path).text
            try AtomicFile.replace(root: journal.root, relativePath: sheet.path, expectedOriginal: text, contents: replacement)
            journal.didWrite(paths: [sheet.path], context)
            rewritten.insert(sheet.path)
            context.writeError("plusmd next: rewrote \(displayPath(sheet.path, root: journal.root, context)), written ahead, with the training max in force (\(written) → \(plan.trainingMax))\n")
        }
        for sheet in resolved.obsoleteSheetsAhead {
            guard !isDryRun, let written = sheet.trainingMax, let text = journal.loaded.texts[sheet.path],
                SheetRenderer.isUntouched(text, sheet: sheet, trainingMax: written, settings: journal.settings)
            else { continue }
            try AtomicFile.remove(root: journal.root, relativePath: sheet.path, expectedOriginal: text)
            journal.didWrite(paths: [sheet.path], context)
            context.writeError("plusmd next: removed \(displayPath(sheet.path, root: journal.root, context)), written ahead for cycle \(sheet.cycle), which a reset cut short (nothing was ticked on it)\n")
        }
        return rewritten
    }

    /// The open slots of day `number` (default: the day `next` offers) of the current week.
    static func daySlots(_ number: Int?, state: TrainingState) throws -> [SessionSlot?] {
        guard state.hasDays else {
            throw CommandFailure("--day needs a program built from days (`program: days:`, `beginners` or `two_day`); this week is each lift once, so `next` writes one sheet at a time")
        }
        guard let day = number ?? state.suggestedDay else { throw CommandFailure("every day of this week is done") }
        let open = state.openSlots(day: day)
        guard !open.isEmpty else {
            let days = Set(state.openSlots.compactMap(\.day)).sorted().map(String.init).joined(separator: ", ")
            let known = (state.doneSlots + state.openSlots).contains { $0.day == day }
            throw CommandFailure(
                (known ? "day \(day) is done this week" : "the program's week has no day \(day)")
                    + (days.isEmpty ? "" : "; still open: day \(days)"))
        }
        return open
    }

    /// Shows or writes the sheet `next` gives for `lift` (and `day`), and says what it did.
    static func writeNext(
        lift: Lift?, day: Int?, date: Day, gym equipment: Gym?, isDryRun: Bool, _ journal: JournalContext, _ context: CommandContext
    ) throws -> NextReport {
        let next: NextSheet
        do {
            next = try journal.resolved.nextSheet(lift: lift, date: date, gym: equipment, day: day)
        } catch {
            throw CommandFailure(error.description)
        }
        let report: NextReport
        switch next {
        case .unfinished(let sheet):
            report = NextReport(unfinished: sheet, journal: journal.resolved)
        case .stale(let sheet, let plan):
            report = try rewriteIfUntouched(sheet, plan: plan, isDryRun: isDryRun, journal, context)
        case .new(let plan):
            let path = freePath(for: plan, exists: journal.loaded.hasPath)
            let text = try checkedSheet(plan, path: path).text
            for warning in journal.resolved.dateWarnings(for: plan.date, today: context.today) {
                context.writeError("plusmd next: warning: \(warning)\n")
            }
            if !isDryRun {
                try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
                journal.didWrite(paths: [path], context)
            }
            report = NextReport(plan: plan, path: path, status: isDryRun ? .dryRun : .written, journal: journal.resolved)
        }
        return report
    }

    /// The sheet as text on stdout, and what was done with it on stderr.
    static func printText(_ report: NextReport, _ arguments: ParsedArguments, _ journal: JournalContext, _ context: CommandContext) {
        context.writeOut(NextReportText.text(report, order: journal.settings.order, style: context.style(arguments)))
        let shown = displayPath(report.path, root: journal.root, context)
        switch report.status {
        case .written: context.writeError("Wrote \(shown)\n")
        case .dryRun: context.writeError("Dry run: would write \(shown)\n")
        case .rewritten: context.writeError("Rewrote \(shown) with the training max in force\n")
        case .unfinished:
            let done = report.sets.filter(\.done).count
            context.writeError("Unfinished: \(shown) (\(done) of \(report.sets.count) sets ticked). Tick its working sets to finish it; next will not write a second sheet.\n")
        }
    }

    /// A stale unfinished sheet: rewritten from `plan` when its bytes are still exactly what plusmd
    /// wrote (no box ticked, nothing edited); else shown as it is.
    static func rewriteIfUntouched(
        _ sheet: Workout, plan: SessionPlan, isDryRun: Bool, _ journal: JournalContext, _ context: CommandContext
    ) throws -> NextReport {
        guard let written = sheet.trainingMax, let text = journal.loaded.texts[sheet.path] ?? (isDryRun ? "" : nil),
            isDryRun || SheetRenderer.isUntouched(text, sheet: sheet, trainingMax: written, settings: journal.settings)
        else { return NextReport(unfinished: sheet, journal: journal.resolved) }
        context.writeError("plusmd next: \(displayPath(sheet.path, root: journal.root, context)) was computed from a training max of \(written); the journal now gives \(plan.trainingMax) (\(written) → \(plan.trainingMax))\n")
        if isDryRun { return NextReport(unfinished: sheet, journal: journal.resolved) }
        let replacement = try checkedSheet(plan, path: sheet.path).text
        try AtomicFile.replace(root: journal.root, relativePath: sheet.path, expectedOriginal: text, contents: replacement)
        journal.didWrite(paths: [sheet.path], context)
        return NextReport(plan: plan, path: sheet.path, status: .rewritten, journal: journal.resolved)
    }

    /// The sheet's text for `plan`. A sheet plusmd writes must read back exactly; anything else is
    /// a bug, caught before writing.
    static func checkedSheet(_ plan: SessionPlan, path: String) throws -> (text: String, readBack: Workout) {
        let text = SheetRenderer.markdown(plan)
        let check = EntryDecoder.decode(path: path, text: text)
        guard check.diagnostics.isEmpty, case .workout(let readBack) = check.entry,
            readBack.sets.map(\.weight) == plan.sets.map(\.weight)
        else { throw CommandFailure("internal error: the rendered sheet does not read back; nothing was written") }
        return (text, readBack)
    }

    /// `YYYY/YYYY-MM-DD-lift.md`, or `…-lift-2.md` when that name is taken.
    static func freePath(for plan: SessionPlan, exists: (String) -> Bool) -> String {
        JournalPath.free(base: "\(plan.date.year)/\(plan.date)-\(plan.lift.fileNameComponent)", exists: exists)
    }
}
