import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd timer`: the timer tab. A standalone rest countdown with the presets from the
/// settings, and the chimes.
enum TimerCommand: Command {
    static let chimeOption = OptionSpec(
        ["--chime"], value: "NAME",
        help: "The chime: " + Chime.allCases.map(\.rawValue).joined(separator: ", ") + " (default: chime: in plusmd.yaml, else bell).")
    static let preview = OptionSpec(["--preview"], help: "Play the chime and exit.")

    static let name = "timer"
    static let spec = CommandSpec(
        name: name, abstract: "Count down a rest (warmup, working, bbb or a duration); list presets; preview chimes.",
        discussion: """
            With no argument, lists the rest presets from plusmd.yaml (defaults without a journal).
            With one, counts it down: a preset name, or a duration such as 90, 1:30 or 2m. Keys:
            `-` takes off 15 s, `+` adds 15 s, `m` adds a minute, `s` or `q` ends it, Ctrl-C
            cancels (exit 130). At 30 s left a short cue sounds; at the end the chime, the bell and a desktop
            notification. The countdown runs against a fixed end time kept in the XDG state
            folder, so `plusmd watch` and `plusmd status --json` show it too. Outside a terminal
            it prints a line at the start and one at the end.
            """,
        arguments: [ArgumentSpec("PRESET|DURATION", help: "warmup, working, bbb, or a duration: 90, 1:30, 2m.")],
        options: [chimeOption, preview],
        examples: ["timer", "timer working", "timer 1:30", "timer --chime gong --preview"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("timer takes one preset or duration") }
        let (root, settings) = try journalSettings(arguments, context)
        var chime = settings.chime
        if let name = arguments.value(chimeOption) {
            guard let named = Chime(rawValue: name.lowercased()) else {
                throw UsageError("unknown chime '\(name)'; chimes are " + Chime.allCases.map(\.rawValue).joined(separator: ", "))
            }
            chime = named
        }
        let player = ChimePlayer(environment: context.environment)
        if arguments.flag(preview) {
            let chosen = chime ?? .standard
            if player.play(chosen.tones, name: chosen.rawValue) {
                context.writeError("Playing \(chosen.rawValue).\n")
            } else {
                context.writeOut("\u{7}")
                context.writeError("No sound player found (paplay, aplay, afplay); rang the terminal bell instead.\n")
            }
            return .ok
        }
        guard let argument = arguments.positionals.first else {
            let report = TimerPresetsReport(settings: settings, chime: chime)
            if arguments.flag(GlobalOptions.json) {
                context.writeOut(ReportJSON.text(report))
            } else {
                let source = root.map { "from \(TerminalText.escaped(displayPath(SettingsDecoder.fileName, root: $0, context)))" }
                context.writeOut(TimerPresetsReportText.text(report, source: source ?? "defaults: no journal here"))
            }
            return .ok
        }
        let kind = SetKind(rawValue: argument.lowercased())
        guard let seconds = kind.map(settings.restSeconds(after:)) ?? RestDuration.seconds(parsing: argument) else {
            throw UsageError("'\(argument)' is not a preset (warmup, working, bbb) or a duration such as 90, 1:30, 2m")
        }
        guard seconds > 0 else { throw CommandFailure("the \(argument) rest is 0 s in plusmd.yaml; nothing to count") }
        let countdown = Countdown(
            seconds: seconds, kind: kind, root: root, chime: chime, context: context, player: player)
        return try countdown.run(noColor: arguments.flag(GlobalOptions.noColor))
    }

    /// The journal's root and settings when there is a journal; the defaults otherwise.
    static func journalSettings(_ arguments: ParsedArguments, _ context: CommandContext) throws -> (String?, Settings) {
        let root: String
        do {
            root = try JournalLocator.locate(
                explicit: arguments.value(GlobalOptions.journal), environment: context.environment,
                workingDirectory: context.workingDirectory)
        } catch {
            if arguments.value(GlobalOptions.journal) != nil { throw error }
            return (nil, Settings())
        }
        guard let text = try? JournalFolder(root: root).readInside(SettingsDecoder.fileName) else { return (root, Settings()) }
        let (settings, diagnostics) = SettingsDecoder.decode(text)
        JournalContext.report(diagnostics, root: root, arguments, context)
        if diagnostics.hasErrors { throw CommandFailure("plusmd.yaml has errors; fix them and run again") }
        return (root, settings)
    }
}
