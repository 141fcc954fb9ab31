import PlusCore
import PlusFormat
import PlusStore

/// `plusmd config`: every setting with its value; `config set KEY VALUE` changes one in place.
enum ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config", abstract: "Show the settings, or change one with `config set KEY VALUE`.",
        discussion: """
            Lists every setting grouped by how often a lifter changes it (training, timer, equipment,
            program, data), with its value and whether it is the default. Training maxes are shown
            too; they live in dated entries (`plusmd tm set`). `config set KEY VALUE` changes one value
            in plusmd.yaml, keeping its comments and layout: only the value on the key's line changes.
            The value is checked first (a plate of -5 or a BBB percent of 150 is refused with the
            reason) and the file is replaced atomically, only if nobody changed it meanwhile.
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
        let settings = journal.settings
        let defaults = Settings(units: settings.units)
        var rows: [(group: SettingKey.Group, key: String, value: String, isDefault: Bool, note: String)] = []
        for lift in settings.order {
            let value = journal.state.trainingMax[lift]?.description ?? "none"
            rows.append((.training, "training_max.\(lift.rawValue)", value, false, "set with `plusmd tm set \(lift.rawValue) WEIGHT`"))
        }
        for key in SettingKey.all {
            let written = SettingsEditor.writtenValue(of: key.name, in: text)
            let value = key.value(settings) ?? written ?? "not set"
            let isDefault = key.name == "units" ? settings.units == .lb : (key.value(defaults).map { $0 == value } ?? (written == nil))
            rows.append((key.group, key.name, value, isDefault, key.help))
        }
        if arguments.flag("json") {
            let groups = SettingKey.Group.allCases.map { group in
                [
                    "group": group.rawValue,
                    "settings": rows.filter { $0.group == group }.map { ["key": $0.key, "value": jsonValue($0.value), "is_default": $0.isDefault] as [String: Any] },
                ] as [String: Any]
            }
            context.writeOut(JSONOutput.text(["file": SettingsDecoder.fileName, "units": settings.units.rawValue, "groups": groups] as [String: Any]))
            return .ok
        }
        let keyWidth = rows.map(\.key.count).max() ?? 0
        let valueWidth = rows.map(\.value.count).max() ?? 0
        var output = ""
        for group in SettingKey.Group.allCases {
            output += "\(group.rawValue)\n"
            for row in rows where row.group == group {
                let marker = row.key.hasPrefix("training_max.") ? "journal" : row.isDefault ? "default" : "set"
                output += "  \(row.key.padding(to: keyWidth))  \(row.value.padding(to: valueWidth))  \(marker.padding(to: 7))  \(row.note)\n"
            }
        }
        context.writeOut(output)
        return .ok
    }

    static func set(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count == 3 else { throw UsageError("config set takes KEY VALUE, e.g. `config set bbb.percent 60`") }
        let (name, value) = (arguments.positionals[1], arguments.positionals[2])
        let root = try JournalLocator.locate(explicit: arguments.option("journal"), environment: context.environment, workingDirectory: context.workingDirectory)
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

    /// A setting's text as the JSON value it stands for: `true` → true, `90` → 90,
    /// `[45, 2.5]` → [45, 2.5], `[squat, bench]` → ["squat", "bench"], anything else a string.
    static func jsonValue(_ text: String) -> Any {
        if text == "true" { return true }
        if text == "false" { return false }
        if let weight = Weight(parsing: text), !text.contains(",") { return JSONOutput.number(weight) }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            return text.dropFirst().dropLast().split(separator: ",").map { jsonValue($0.trimmingWhitespace()) }
        }
        return text
    }
}
