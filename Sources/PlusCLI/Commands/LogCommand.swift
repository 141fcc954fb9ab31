import PlusTerminal
import PlusCore
import PlusFormat

/// `plusmd log`: the workout screen. Logs sets into the sheet as they are lifted, with the rest
/// timer between them.
enum LogCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Log this lift (its unfinished sheet, or a new one if it is open this week).")
    static let gym = OptionSpec(["--gym"], value: "NAME", help: "Write a new sheet for this gym's bar and plates, in its unit (gyms: in plusmd.yaml).")

    static let name = "log"
    static let spec = CommandSpec(
        name: name, abstract: "Log a workout set by set, with the rest timer (needs a terminal).",
        discussion: """
            Opens this week's unfinished sheet, or writes today's as `next` would, and lists every
            set with its weight, reps and plates per side. Enter logs the next set with its target
            reps; type a number first to log that many. The AMRAP set asks for its reps and shows
            how many beat your best e1RM. w changes the next set's weight, u takes back the last
            set (3u: set 3 and every set after it), n edits the notes, l switches to another open
            lift, f finishes once the working sets are done, q quits.

            Every set is written to the Markdown file at once, so quitting, Ctrl-C or a dropped
            SSH session loses nothing: run `plusmd log` again to resume. After each set the rest
            timer starts (rest.warmup/working/bbb in plusmd.yaml); - and + take off or add 15 s,
            m adds a minute, s skips, h hides the panel. `plusmd watch` shows the same session in
            another terminal.

            With --gym NAME a new sheet is written for that gym of `gyms:` as `next --gym` would
            (its bar and plates, in its unit, with `gym:` in the front matter); an unfinished sheet
            is resumed as it is.
            """,
        options: [lift, gym],
        examples: ["log", "log --lift press", "log --gym hotel"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("log takes no arguments") }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        guard context.stdinIsTerminal && context.stdoutIsTerminal,
            let screen = TerminalScreen(environment: context.environment, noColorFlag: arguments.flag(GlobalOptions.noColor))
        else {
            throw CommandFailure(
                "log needs a terminal for its keys and screen (standard input and output are not both one); "
                    + "use `plusmd next` and tick the sets in an editor instead")
        }
        let sheet = try LogSheet.open(lift: only, arguments, context)
        let controller = LogController(sheet: sheet, arguments: arguments, context: context, bell: screen.bell)
        let status = screen.run(
            timeout: { controller.pollInterval },
            frame: { rows, columns in controller.frame(rows: rows, columns: columns, colors: screen.colors, live: !screen.isPlain) },
            handle: { controller.handle($0) },
            tick: {
                controller.tick()
                return nil
            }, interrupted: ExitStatus.interrupted)
        for message in controller.collectedErrors { context.writeError(message) }
        let session = controller.session
        // One commit per session rather than per set (git.autocommit).
        if controller.settings.gitAutocommit, controller.session.progress.done > 0 {
            Autocommit.commit([session.path], root: controller.sheet.root, context)
        }
        let shown = TerminalText.escaped(displayPath(session.path, root: controller.sheet.root, context))
        if controller.mode == .summary {
            let lines = LogController.summaryText(session.summary, unit: controller.sheet.units.rawValue, supplemental: session.supplemental)
            context.writeOut(
                "\(SheetRenderer.displayTitle(session.lift, session.position, program: session.program)) · \(session.date): finished\n"
                    + lines.map { "  \($0)\n" }.joined() + "  \(controller.nextSuggestion)\n")
        } else {
            let progress = session.progress
            context.writeError(
                "Saved \(shown): \(progress.done) of \(progress.total) sets logged. Run `plusmd log` to resume.\n")
        }
        return status
    }
}
