import PlusCore
import PlusFormat
import PlusStore

/// `plusmd config`: every setting with its value; `config set KEY VALUE` changes one in place.
enum ConfigCommand: Command {
    static let name = "config"
    static let spec = CommandSpec(
        name: name, abstract: "Show the settings, or change one with `config set KEY VALUE`.",
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
        options: [bar, plates],
        examples: [
            "config", "config --json", "config set bbb.percent 60", "config set plates 45,35,25,10,5,2.5,1.25",
            "config set units kg --bar 20 --plates 25,20,15,10,5,2.5,1.25",
        ],
        subcommands: ["set"])

    static let bar = OptionSpec(["--bar"], value: "WEIGHT", help: "With set units: the bar in the new unit (default: its standard bar).")
    static let plates = OptionSpec(["--plates"], value: "LIST", help: "With set units: the plates in the new unit (default: its standard plates).")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if arguments.positionals.first == "set" { return try set(arguments, context) }
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'; did you mean `config set`?") }
        let journal = try JournalContext.open(arguments, context)
        let text = try JournalFolder(root: journal.root).readInside(SettingsDecoder.fileName)
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
        AtomicFile.removeLeftoversAtRoot(root)
        let folder = JournalFolder(root: root)
        let text = try folder.readInside(SettingsDecoder.fileName)
        let edited: String
        do {
            edited = try SettingsEditor.setting(name, to: value, in: text)
        } catch {
            throw CommandFailure("\(error.message); plusmd.yaml was not changed", status: error.isLayout ? .refused : .usage)
        }
        if name == "units" {
            let loaded = try JournalLoader.load(root: root, zone: context.zone)
            let (newSettings, _) = SettingsDecoder.decode(edited)
            if newSettings.units != loaded.journal.settings.units {
                return try switchUnits(to: newSettings.units, text: text, loaded: loaded, root: root, arguments, context)
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

    /// `config set units kg|lb`: converts the journal going forward. Records a training-max entry
    /// (cause `units`) with every TM in force converted exactly (to the hundredth), switches `units`,
    /// `bar` and `plates` (given, or the new unit's standard ones), and leaves every other file as
    /// it is: the resolved journal converts the old sheets and entries when it reads them.
    static func switchUnits(
        to unit: WeightUnit, text: String, loaded: LoadedJournal, root: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> ExitStatus {
        let old = loaded.journal.settings.units
        // Weights written in the journal's unit elsewhere in plusmd.yaml would change meaning
        // with it (a 60 lb trap bar read as 60 kg): the lifter converts them, plusmd never guesses.
        let settings = loaded.journal.settings
        var inOldUnit: [String] = []
        for (lift, equipment) in settings.lifts.sorted(by: { $0.key < $1.key }) {
            if let weight = equipment.bar { inOldUnit.append("lifts.\(lift.rawValue).bar \(weight) (\(weight.converted(from: old, to: unit)) \(unit.rawValue))") }
            if let weight = equipment.increment { inOldUnit.append("lifts.\(lift.rawValue).increment \(weight) (\(weight.converted(from: old, to: unit)) \(unit.rawValue))") }
        }
        for (lift, weight) in (settings.program?.increments ?? [:]).sorted(by: { $0.key < $1.key }) {
            inOldUnit.append("program.increments.\(lift.rawValue) \(weight) (\(weight.converted(from: old, to: unit)) \(unit.rawValue))")
        }
        if !inOldUnit.isEmpty {
            throw CommandFailure(
                "plusmd.yaml holds weights in \(old.rawValue) that would be read as \(unit.rawValue): \(inOldUnit.joined(separator: ", ")); "
                    + "edit plusmd.yaml: set `units: \(unit.rawValue)`, `bar`, `plates` and these in \(unit.rawValue) together (the TMs and sheets convert by themselves), or remove these and run this again; plusmd.yaml was not changed",
                status: .refused)
        }
        let barValue = arguments.value(bar) ?? unit.defaultBar.description
        let platesValue = arguments.value(plates) ?? unit.defaultPlates.map(\.description).joined(separator: ",")
        var edited: String
        do {
            edited = try SettingsEditor.setting("units", to: unit.rawValue, in: text)
            edited = try SettingsEditor.setting("bar", to: barValue, in: edited)
            edited = try SettingsEditor.setting("plates", to: platesValue, in: edited)
        } catch {
            throw CommandFailure("\(error.message); plusmd.yaml was not changed", status: error.isLayout ? .refused : .usage)
        }
        let resolved = ResolvedJournal(loaded.journal)
        // The TMs the journal gives once it reads in the new unit: what every command will show.
        var converted = loaded.journal
        converted.settings = SettingsDecoder.decode(edited).0
        let after = ResolvedJournal(converted).state.trainingMax
        let order = loaded.journal.settings.order
        let values = order.compactMap { lift in after[lift].map { (lift, $0) } }
        var written: [String] = []
        if !values.isEmpty {
            let day = context.today
            let entry = TrainingMaxEntryRenderer.markdown(
                date: day, cause: .units, values: values, units: unit,
                note: "Training maxes converted from \(old.rawValue) to \(unit.rawValue) (1 lb = 0.45359237 kg) when the journal switched units with `plusmd config set units \(unit.rawValue)`.")
            // A run killed after writing this entry and before plusmd.yaml left it, word for word:
            // the rerun completes that run with it rather than writing a second one.
            let base = "\(day.year)/\(day)-training-max"
            let folder = JournalFolder(root: root)
            let begun = loaded.paths.first { path in
                path.hasPrefix(base) && path.hasSuffix(".md") && (try? folder.read(path)) == entry
            }
            if let begun {
                written.append(begun)
            } else {
                let path = JournalPath.free(base: base, exists: loaded.hasPath)
                try AtomicFile.createExclusively(root: root, relativePath: path, contents: entry)
                written.append(path)
            }
        }
        try AtomicFile.replace(root: root, relativePath: SettingsDecoder.fileName, expectedOriginal: text, contents: edited)
        written.append(SettingsDecoder.fileName)
        if SettingsDecoder.decode(edited).0.gitAutocommit {
            Autocommit.commit(written, root: root, context)
        }
        context.writeOut("units: \(old.rawValue) → \(unit.rawValue) (bar \(barValue), plates \(platesValue.replacingOccurrences(of: ",", with: ", ")))\n")
        for (lift, weight) in values {
            context.writeOut("  \(lift.rawValue) training max \(resolved.state.trainingMax[lift] ?? .zero) \(old.rawValue) → \(weight) \(unit.rawValue)\n")
        }
        if let path = written.first, path != SettingsDecoder.fileName { context.writeError("Wrote \(path)\n") }
        return .ok
    }
}
