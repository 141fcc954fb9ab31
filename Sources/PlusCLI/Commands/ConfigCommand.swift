import PlusCore
import PlusFormat
import PlusStore

/// `plusmd config`: every setting with its value; `config set KEY VALUE` changes one in place.
enum ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config", abstract: "Show the settings, or change one with `config set KEY VALUE`.",
        discussion: """
            Lists every setting grouped by how often a lifter changes it (training, timer, equipment,
            program, data), with its value and where it comes from: `set` when plusmd.yaml writes
            it, else `default`. Training maxes are shown too (`journal`); they live in dated entries
            (`plusmd tm set`). `config set KEY VALUE` changes one value in plusmd.yaml, keeping its
            comments and layout: only the value on the key's line changes. The value is checked
            first (a plate of -5 or a BBB percent of 150 is refused with the reason) and the file is
            replaced atomically, only if nobody changed it meanwhile.
            """,
        arguments: [
            ArgumentSpec("KEY", help: "With set: a dotted key such as bbb.percent, rest.working, plates."),
            ArgumentSpec("VALUE", help: "With set: the new value (lists as 45,35,25)."),
        ],
        examples: ["config", "config --json", "config set bbb.percent 60", "config set plates 45,35,25,10,5,2.5,1.25"],
        subcommands: ["set"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if arguments.positionals.first == "set" { return try set(arguments, context) }
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'; did you mean `config set`?") }
        let journal = try JournalContext.open(arguments, context)
        let text = try JournalFolder(root: journal.root).read(SettingsDecoder.fileName)
        let report = ConfigReport(settings: journal.settings, text: text, trainingMax: journal.state.trainingMax)
        context.writeOut(arguments.flag(GlobalOptions.json) ? ReportJSON.text(report) : ConfigReportText.text(report))
        return journal.reportStatus
    }

    static func set(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 3 else { throw UsageError("config set takes KEY VALUE, e.g. `config set bbb.percent 60`") }
        let (name, value) = (arguments.positionals[1], arguments.positionals[2])
        let root = try JournalLocator.locate(explicit: arguments.value(GlobalOptions.journal), environment: context.environment, workingDirectory: context.workingDirectory)
        let timeout = JournalLock.timeout(context.environment)
        let lock = try JournalLock.acquire(root: root, holder: "plusmd config set", environment: context.environment, timeout: timeout)
        defer { withExtendedLifetime(lock) {} }
        let folder = JournalFolder(root: root)
        let text = try folder.read(SettingsDecoder.fileName)
        let edited: String
        do {
            edited = try SettingsEditor.setting(name, to: value, in: text)
        } catch {
            throw CommandFailure("\(error.message); plusmd.yaml was not changed", status: error.isLayout ? .refused : .usage)
        }
        if name == "units" {
            let loaded = try JournalLoader.load(root: root)
            let (newSettings, _) = SettingsDecoder.decode(edited)
            if newSettings.units != loaded.journal.settings.units && !(loaded.journal.workouts.isEmpty && loaded.journal.trainingMaxEntries.isEmpty) {
                throw CommandFailure("the journal's sheets and training maxes are in \(loaded.journal.settings.units.rawValue); changing units would make them wrong, so plusmd.yaml was not changed", status: .refused)
            }
        }
        let before = SettingsEditor.writtenValue(of: name, in: text) ?? "default"
        guard edited != text else {
            context.writeOut("\(name) is already \(before)\n")
            return .ok
        }
        try AtomicFile.replace(root: root, relativePath: SettingsDecoder.fileName, expectedOriginal: text, contents: edited)
        if SettingsDecoder.decode(edited).0.gitAutocommit {
            Autocommit.commit([SettingsDecoder.fileName], root: root, context)
        }
        context.writeOut("\(name): \(before) → \(SettingsEditor.writtenValue(of: name, in: edited) ?? value)\n")
        return .ok
    }
}
