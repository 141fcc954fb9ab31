import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd print`: the week's sessions as an HTML card made to be printed and taken to the gym;
/// with `--roster`, a card per athlete and a team sheet.
enum PrintCommand: Command {
    static let week = OptionSpec(["--week"], help: "The current week, one page (the default).")
    static let cycle = OptionSpec(["--cycle"], help: "The current week to the end of the cycle, deload included: a page a week.")
    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "The week whose planned sessions reach this day.")
    static let output = OptionSpec(["--output", "-o"], value: "FILE", help: "Where to write (`-` for stdout).")
    static let open = OptionSpec(["--open"], help: "Open the page with the desktop's opener (xdg-open, open).")
    static let roster = OptionSpec(["--roster"], value: "PATH", help: "A folder of journals or a roster.yaml: a card per athlete and a team sheet.")

    static let name = "print"
    static let spec = CommandSpec(
        name: name, abstract: "Write the week's sessions as a card to print: sets, weights, plates, boxes to tick.",
        discussion: """
            One self-contained HTML page made to be printed (A4 or Letter, black and white, a page a
            week): per session the lift, its day, the TM, every set with weight, reps and plates per
            side (the default gym's bar and plates, in its unit), a box to tick each set, a box for the
            AMRAP reps, and room for notes. The sessions are those `next` would write and `plan` shows;
            a lift already done this week shows its sheet as lifted. A session not written yet is
            planned on your usual training days (the weekdays with two or more sheets in the last 8
            weeks, as many sessions a day as you usually lift; consecutive days without such a habit),
            from today or the last sheet's day. --date D prints the week whose sessions reach D. The
            file is named plusmd-print-YYYYMMDD-HHMMSS.html in the current folder, or in your home
            folder when the current folder is inside the journal; -o FILE says otherwise (`-o -` for
            stdout). An existing file is never overwritten; an error in a file that could change a sheet
            stops the card, as it stops `next`. --json prints the card's numbers instead and writes no
            file. With --roster PATH (a folder of journals, one per athlete, or a roster.yaml listing
            them with names and groups): a team sheet of every athlete's working sets, lift by lift,
            sorted by weight so athletes can share a bar (by group or platform when given), then a card
            per athlete; an athlete whose journal has an error that could change a sheet gets a page
            naming the file and line instead of a card, and the others print as usual (exit 3).
            """,
        options: [week, cycle, date, output, open, roster],
        examples: ["print --open", "print --cycle -o cycle.html", "print --date 2026-12-07", "print --roster team/ --open"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("print takes no arguments; use -o FILE") }
        let (scope, day) = try scope(arguments)
        if let path = arguments.value(roster) {
            guard arguments.value(GlobalOptions.journal) == nil else { throw UsageError("--roster and --journal: give one of them") }
            return try printRoster(path, scope: scope, date: day, arguments, context)
        }
        let journal = try JournalContext.open(arguments, context)
        // A card is taken to the gym: an error that could change a sheet stops it, as it stops `next`.
        try journal.requireNoErrorsAffectingNextSheet()
        let report: PrintReport
        do {
            report = try PrintReport(journal.resolved, scope: scope, today: context.today, date: day)
        } catch {
            throw CommandFailure(error.description)
        }
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
            return journal.reportStatus
        }
        let status = try write(
            PrintCardHTML.render(report), name: "plusmd-print-\(context.now.compactStamp).html", roots: [journal.root], arguments, context)
        return status == .ok ? journal.reportStatus : status
    }

    /// `print --roster PATH`: the team sheet and a card per athlete.
    static func printRoster(_ path: String, scope: PrintReport.Scope, date: Day?, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let (roster, members) = try RosterJournals.open(path, arguments, context)
        let cards = members.map { member -> RosterPrintReport.Card in
            guard let journal = member.journal, member.blocking.isEmpty else {
                return RosterPrintReport.Card(member.athlete, card: nil, errors: member.blocking)
            }
            do {
                return RosterPrintReport.Card(
                    member.athlete, card: try PrintReport(journal.resolved, scope: scope, today: context.today, date: date), errors: [])
            } catch {
                return RosterPrintReport.Card(
                    member.athlete, card: nil, errors: [RosterProblem(path: member.athlete.journal, line: nil, message: "\(error)", id: nil)])
            }
        }
        let report = RosterPrintReport(athletes: cards, today: context.today, scope: scope)
        for card in cards where card.card == nil {
            for problem in card.errors {
                context.writeError("plusmd: \(TerminalText.escaped(card.name)): no card: \(TerminalText.escaped(problem.text))\n")
            }
        }
        let status: ExitStatus = cards.contains { $0.card == nil } ? .findings : .ok
        if arguments.flag(GlobalOptions.json) {
            context.writeOut(ReportJSON.text(report))
            return status
        }
        let roots = [roster.folder] + roster.athletes.map { roster.root(of: $0) }
        let written = try write(RosterPrintHTML.render(report), name: "plusmd-team-\(context.now.compactStamp).html", roots: roots, arguments, context)
        return written == .ok ? status : written
    }

    /// `--week`, `--cycle` or `--date D` (one of them at most).
    static func scope(_ arguments: ParsedArguments) throws -> (PrintReport.Scope, Day?) {
        let given = [arguments.flag(week), arguments.flag(cycle), arguments.value(date) != nil].filter { $0 }.count
        guard given <= 1 else { throw UsageError("--week, --cycle and --date choose the pages: give one of them") }
        if let text = arguments.value(date) { return (.date, try ArgumentValues.date(text)) }
        return (arguments.flag(cycle) ? .cycle : .week, nil)
    }

    /// Writes `html` to -o FILE, stdout (`-o -`) or `name` beside (never inside) the journals in
    /// `roots`, and opens it with --open.
    static func write(_ html: String, name: String, roots: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let file = arguments.value(output) ?? defaultFile(name, roots: roots, context) else {
            throw UsageError("the current folder is inside a journal, and a card must not be synced as a journal file; give -o FILE (or -o - for stdout)")
        }
        if file == "-" {
            context.writeOut(html)
            return .ok
        }
        let path = JournalLocator.absolute(file, from: context.workingDirectory)
        try AtomicFile.checkCreatable(path)
        try AtomicFile.createExclusively(path, contents: html)
        context.writeError("Wrote \(TerminalText.escaped(file))\n")
        if arguments.flag(open), !DesktopOpener.open(path, searchPath: context.environment["PATH"]) {
            context.writeError("No opener (xdg-open, open) could open it; open this file in a browser:\n")
            context.writeOut(path + "\n")
        }
        return .ok
    }

    /// `name` in the working directory, or in `$HOME` when the working directory is inside one of
    /// `roots` (as `ExportCommand.defaultFile` for one journal); nil when there is no such place.
    static func defaultFile(_ name: String, roots: [String], _ context: CommandContext) -> String? {
        let isInside = { (folder: String) in roots.contains { folder == $0 || folder.hasPrefix($0 + "/") } }
        guard isInside(JournalLocator.absolute(context.workingDirectory, from: "/")) else { return name }
        guard let home = context.environment["HOME"], !home.isEmpty else { return nil }
        let homeDirectory = JournalLocator.absolute(home, from: "/")
        return isInside(homeDirectory) ? nil : homeDirectory + "/" + name
    }
}
