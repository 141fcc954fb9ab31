import PlusCore
import PlusFormat
import PlusStore

/// `plusmd next`: writes and prints today's session sheet, or shows the unfinished one again.
enum NextCommand: Command {
    static let spec = CommandSpec(
        name: "next", abstract: "Write and print the next session sheet.",
        discussion: """
            Works out the cycle, week and lift from the journal and writes YYYY/YYYY-MM-DD-LIFT.md:
            warmups, working sets and BBB with weights, reps and plates per side. Tick sets in any
            editor; the next run recalculates everything from the files. An unfinished sheet is never
            duplicated: next shows it again. Existing files are never overwritten.
            """,
        options: [
            OptionSpec(["--lift"], value: "LIFT", help: "Plan this lift instead of the suggested one (must be open this week)."),
            OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The session's day (default: today, local time)."),
            OptionSpec(["--dry-run", "-n"], help: "Print the sheet but write nothing."),
        ],
        examples: ["next", "next --lift press", "next --dry-run --json"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("next takes no arguments") }
        let lift = try arguments.option("lift").map(ArgumentValues.lift)
        let date = try arguments.option("date").map(ArgumentValues.date) ?? context.today
        let journal = try JournalContext.open(
            arguments, context, writer: arguments.flag("dry-run") ? nil : "plusmd next")
        let state = journal.state
        if let sheet = state.unfinished.first(where: { lift == nil || $0.lift == lift }) {
            return show(unfinished: sheet, journal, arguments, context)
        }
        let plan: SessionPlan
        do {
            plan = try Planner.plan(lift, state: state, settings: journal.settings, date: date)
        } catch {
            throw CommandFailure(error.description)
        }
        let path = freePath(for: plan, existing: Set(journal.loaded.paths))
        let (text, _) = try checkedSheet(plan, path: path)
        let isDryRun = arguments.flag("dry-run")
        if !isDryRun {
            try AtomicFile.createExclusively(root: journal.root, relativePath: path, contents: text)
            journal.didWrite(paths: [path], context)
        }
        let changes = state.isNewCycle ? state.openingProgression : []
        let records = newRecords(journal.loaded.journal.workouts)
        var object: [String: Any] = [:]
        if arguments.flag("json") {
            object["personal_records"] = records.map(PersonalRecordsCommand.recordJSON)
            object.merge(json(plan, path: path)) { $1 }
            object["status"] = isDryRun ? "dry_run" : "written"
            object["training_max_changes"] = changes.map(progressionJSON)
            context.writeOut(JSONOutput.text(object))
            return .ok
        }
        let style = Style(isTerminal: context.stdoutIsTerminal, environment: context.environment, noColorFlag: arguments.flag("no-color"))
        for record in records {
            let previous = record.previousBest.map { ", up from \($0)" } ?? ", your first"
            context.writeOut(style.green(style.bold("New PR!")) + " \(record.lift.displayName): e1RM \(record.estimatedOneRepMax) \(journal.settings.units.rawValue) from \(record.set.weight) x \(record.set.reps) on \(record.date)\(previous). Well lifted.\n\n")
        }
        if !changes.isEmpty {
            context.writeOut(
                progressionText(changes, cycle: plan.position.cycle, trainingMax: state.trainingMax, settings: journal.settings))
        }
        context.writeOut(
            SheetPrinter.text(
                lift: plan.lift, position: plan.position, date: plan.date, trainingMax: plan.trainingMax,
                units: plan.units, rows: plan.sets.map(SheetRow.init)))
        let shown = displayPath(path, root: journal.root, context)
        context.writeError(isDryRun ? "Dry run: would write \(shown)\n" : "Wrote \(shown)\n")
        return .ok
    }

    static func show(unfinished sheet: Workout, _ journal: JournalContext, _ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let plates = PlateMath(settings: journal.settings)
        let shown = displayPath(sheet.path, root: journal.root, context)
        if arguments.flag("json") {
            var object: [String: Any] = [
                "date": sheet.date.description, "lift": sheet.lift.rawValue, "cycle": sheet.position.cycle,
                "week": sheet.position.week, "units": journal.settings.units.rawValue, "path": sheet.path,
                "status": "unfinished", "personal_records": [Any](), "training_max_changes": [Any](),
                "sets": sheet.sets.map { set in
                    setJSON(kind: set.kind, weight: set.weight, reps: set.reps, amrap: set.isAMRAP, loadout: plates.loadout(for: set.weight), done: set.isDone)
                },
            ]
            object["training_max"] = sheet.trainingMax.map(JSONOutput.number) ?? JSONOutput.null
            context.writeOut(JSONOutput.text(object))
            return .ok
        }
        context.writeOut(
            SheetPrinter.text(
                lift: sheet.lift, position: sheet.position, date: sheet.date, trainingMax: sheet.trainingMax,
                units: journal.settings.units, rows: sheet.sets.map { SheetRow($0, plates: plates) }))
        let progress = sheet.progress
        context.writeError("Unfinished: \(shown) (\(progress.done) of \(progress.total) sets ticked). Tick its working sets to finish it; next will not write a second sheet.\n")
        return .ok
    }

    /// The PRs set by the workouts finished since the previous sheet: the complete sheets of the
    /// latest day that has one (several lifts may share a day). Since the files do not say when a
    /// sheet was ticked, a PR is celebrated by each `next` of that day.
    static func newRecords(_ workouts: [Workout]) -> [AMRAPResult] {
        guard let last = workouts.filter(\.isComplete).map(\.date).max() else { return [] }
        let recent = Set(workouts.filter { $0.isComplete && $0.date == last }.map(\.path))
        return PersonalRecords(workouts: workouts, withRepRecords: false).history.filter { recent.contains($0.path) }
    }

    /// The sheet's text for `plan`, and the workout it reads back as. A sheet plusmd writes must
    /// read back exactly; anything else is a bug, caught before writing.
    static func checkedSheet(_ plan: SessionPlan, path: String) throws -> (String, Workout) {
        let text = SheetRenderer.markdown(plan)
        let check = EntryDecoder.decode(path: path, text: text)
        guard check.diagnostics.isEmpty, case .workout(let readBack) = check.entry,
            readBack.sets.map(\.weight) == plan.sets.map(\.weight)
        else { throw CommandFailure("internal error: the rendered sheet does not read back; nothing was written") }
        return (text, readBack)
    }

    /// `YYYY/YYYY-MM-DD-lift.md`, or `…-lift-2.md` when that name is taken.
    static func freePath(for plan: SessionPlan, existing: Set<String>) -> String {
        let base = "\(plan.date.year)/\(plan.date)-\(plan.lift.rawValue)"
        return JournalPath.free(base: base, existing: existing)
    }

    static func json(_ plan: SessionPlan, path: String) -> [String: Any] {
        [
            "date": plan.date.description, "lift": plan.lift.rawValue, "cycle": plan.position.cycle,
            "week": plan.position.week, "training_max": JSONOutput.number(plan.trainingMax),
            "units": plan.units.rawValue, "path": path,
            "sets": plan.sets.map { set in
                setJSON(kind: set.kind, weight: set.weight, reps: set.reps, amrap: set.isAMRAP, loadout: set.loadout, done: false)
            },
        ]
    }

    static func setJSON(kind: SetKind, weight: Weight, reps: Int, amrap: Bool, loadout: PlateLoadout, done: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "kind": kind.rawValue, "weight": JSONOutput.number(weight), "reps": reps, "amrap": amrap,
            "plates_per_side": loadout.perSide.map(JSONOutput.number), "done": done,
        ]
        if !loadout.isExact { object["loadable_weight"] = JSONOutput.number(loadout.achieved) }
        return object
    }

    static func progressionJSON(_ progression: Progression) -> [String: Any] {
        [
            "lift": progression.lift.rawValue,
            "from": progression.previous.map(JSONOutput.number) ?? JSONOutput.null,
            "to": JSONOutput.number(progression.next),
            "candidate": JSONOutput.number(progression.candidate),
            "e1rm": JSONOutput.number(progression.estimatedOneRepMax),
            "source": ["path": progression.path, "line": progression.set.line, "weight": JSONOutput.number(progression.set.weight), "reps": progression.set.reps] as [String: Any],
        ]
    }

    /// The old → new lines printed with the first sheet of a new cycle.
    /// Lifts set by hand after week 3 have no progression; they are listed as such.
    static func progressionText(
        _ changes: [Progression], cycle: Int, trainingMax: [Lift: Weight], settings: Settings
    ) -> String {
        var text = "New cycle \(cycle): training maxes (\(settings.units.rawValue)) from week 3's AMRAP sets\n"
        text += progressionTable(changes, trainingMax: trainingMax, order: settings.order)
        return text + "\n"
    }

    /// One aligned line per lift: `squat  315 → 342  300 x 8 (path:line), e1RM 380`.
    static func progressionTable(_ changes: [Progression], trainingMax: [Lift: Weight], order: [Lift]) -> String {
        let width = order.map(\.rawValue.count).max() ?? 0
        var rows: [(String, String, String)] = []
        for lift in order {
            guard let change = changes.first(where: { $0.lift == lift }) else {
                rows.append((lift.rawValue, trainingMax[lift]?.description ?? "none", "no week-3 result (set by hand, or no ticked AMRAP set)"))
                continue
            }
            let source = "\(change.set.weight) x \(change.set.reps) (\(change.path):\(change.set.line)), e1RM \(change.estimatedOneRepMax)"
            if change.isRaise {
                rows.append((lift.rawValue, "\(change.previous.map(\.description) ?? "none") → \(change.next)", "from \(source)"))
            } else {
                rows.append((lift.rawValue, "\(change.next) unchanged", "\(source) gives \(change.candidate), not higher"))
            }
        }
        let middle = rows.map(\.1.count).max() ?? 0
        return rows.map { "  \($0.0.padding(to: width))  \($0.1.padding(to: middle))   \($0.2)\n" }.joined()
    }
}

