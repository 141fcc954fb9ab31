import PlusCore
import PlusFormat
import PlusStore

/// `plusmd next`: writes and prints today's session sheet, or shows the unfinished one again.
enum NextCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Plan this lift instead of the suggested one (must be open this week).")
    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The session's day (default: today, local time).")
    static let dryRun = OptionSpec(["--dry-run", "-n"], help: "Print the sheet but write nothing.")
    static let gym = OptionSpec(["--gym"], value: "NAME", help: "Plan for this gym's bar and plates, in its unit (gyms: in plusmd.yaml).")

    static let name = "next"
    static let spec = CommandSpec(
        name: name, abstract: "Write and print the next session sheet.",
        discussion: """
            Works out the cycle, week and lift from the journal and writes YYYY/YYYY-MM-DD-LIFT.md:
            warmups, working sets and BBB with weights, reps and plates per side. Tick sets in any
            editor; the next run recalculates everything from the files. An unfinished sheet is never
            duplicated: next shows it again (and, when no set is ticked and its training max went
            stale, rewrites it with the right numbers first). Existing files are never overwritten.
            """,
        options: [lift, date, dryRun, gym],
        examples: ["next", "next --lift press", "next --dry-run --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("next takes no arguments") }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let day = try arguments.value(date).map(ArgumentValues.date) ?? context.today
        let isDryRun = arguments.flag(dryRun)
        let journal = try JournalContext.open(arguments, context, writer: isDryRun ? nil : "plusmd next")
        try ArgumentValues.trained(only, settings: journal.settings)
        // A dry run shows what `next` would write, so it refuses for the same errors.
        try journal.requireNoErrorsAffectingNextSheet()
        let equipment = try ArgumentValues.gym(arguments.value(gym), settings: journal.settings)
        let next: NextSheet
        do {
            next = try journal.resolved.nextSheet(lift: only, date: day, gym: equipment)
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
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
        } else {
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
        return .ok
    }

    /// A stale unfinished sheet: rewritten from `plan` when its bytes are still exactly what plusmd
    /// wrote (no box ticked, nothing edited); else shown as it is.
    static func rewriteIfUntouched(
        _ sheet: Workout, plan: SessionPlan, isDryRun: Bool, _ journal: JournalContext, _ context: CommandContext
    ) throws -> NextReport {
        guard let written = sheet.trainingMax, let text = journal.loaded.texts[sheet.path] ?? (isDryRun ? "" : nil),
            isDryRun || SheetRenderer.isUntouched(text, sheet: sheet, trainingMax: written, settings: journal.settings)
        else { return NextReport(unfinished: sheet, journal: journal.resolved) }
        context.writeError("plusmd next: \(sheet.path) was computed from a training max of \(written); the journal now gives \(plan.trainingMax) (\(written) → \(plan.trainingMax))\n")
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
