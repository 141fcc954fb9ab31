import PlusCore
import PlusFormat
import PlusStore

/// `plusmd init [DIR]`: creates a journal: a commented `plusmd.yaml` and the starting TM entry.
enum InitCommand: Command {
    static let name = "init"
    static let spec = CommandSpec(
        name: name, abstract: "Create a journal: settings and starting training maxes.",
        discussion: """
            Writes DIR/plusmd.yaml (commented settings) and a dated entry holding the starting
            training maxes (TM). Give each lift's TM with --tm, or its one-rep max with --1rm
            (TM = tm_percent of it, 90 % by default). On a terminal, missing values are asked for.
            The lifts are squat, bench, deadlift and press, in that order, unless --order names
            others (`--order "squat,bench,deadlift,press,front squat"`); a --tm or --1rm for a lift
            beyond the big four without --order adds it after them.
            Never overwrites an existing journal. Inside a git work tree, plusmd.yaml gets
            `git: {autocommit: true}` and the new files are committed.

            --from FILE reads another app's CSV export (Strong, Hevy or Liftosaur, told by its
            header or --format), maps its exercise names to the four lifts (the barbell lifts by
            their usual names, or --map "NAME=LIFT"), and proposes each TM as tm_percent of the
            lift's best e1RM in its last 12 weeks, showing the set it came from. Confirmed (or with
            --yes), the TMs are written as an entry of cause `import` naming the file, with each
            lift's best e1RM in the file as `baseline_e1rm`, which the journal's PRs must beat.
            Malformed rows are listed with their line numbers and nothing is written. The journal
            takes the file's unit unless --units says otherwise; Strong's file names none: --unit.
            """,
        arguments: [ArgumentSpec("DIR", help: "The journal folder (default: the current folder).")],
        options: [tm, oneRepMax, order, units, bar, plates, noBBB, bbbPercent, date, from, format, unit, map],
        examples: [
            "init ~/training --tm squat=315 --tm bench=225 --tm deadlift=405 --tm press=135",
            "init ~/training --units kg --1rm squat=160 --1rm bench=110 --1rm deadlift=190 --1rm press=70",
            "init ~/training --from strong.csv --unit kg --map \"Squat (Barbell)=squat\"",
            "init ~/training --order \"squat,bench,deadlift,press,front squat\" --tm squat=315 --tm bench=225 --tm deadlift=405 --tm press=135 --tm \"front squat=225\"",
        ])

    static let tm = OptionSpec(["--tm"], value: "LIFT=WEIGHT", help: "Starting training max of a lift.", repeatable: true)
    static let oneRepMax = OptionSpec(["--1rm"], value: "LIFT=WEIGHT", help: "One-rep max of a lift; its TM is tm_percent of it.", repeatable: true)
    static let order = OptionSpec(
        ["--order"], value: "LIST", help: "The lifts, in order, comma-separated (default squat,bench,deadlift,press; any lift such as front squat).")
    static let units = OptionSpec(["--units"], value: "lb|kg", help: "Unit of every weight (default lb).")
    static let bar = OptionSpec(["--bar"], value: "WEIGHT", help: "Empty bar (default 45 lb / 20 kg).")
    static let plates = OptionSpec(["--plates"], value: "LIST", help: "Plate sizes per side, e.g. 45,35,25,10,5,2.5.")
    static let noBBB = OptionSpec(["--no-bbb"], help: "Leave out Boring But Big 5 × 10.")
    static let bbbPercent = OptionSpec(["--bbb-percent"], value: "PERCENT", help: "BBB weight as % of TM (default 50).")
    static let date = OptionSpec(["--date"], value: "YYYY-MM-DD", help: "Date of the starting TM entry (default today).")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let folder = arguments.positionals.first ?? arguments.value(GlobalOptions.journal) ?? "."
        guard arguments.positionals.count <= 1 else { throw UsageError("init takes one folder") }
        let root = JournalLocator.absolute(folder, from: context.workingDirectory)
        // Before anything is read or written: no writer can work in a journal at `/`.
        try JournalLocator.refuseRootFolder(root, named: folder)
        var settings = try settings(from: arguments)
        // A journal created inside a git work tree commits every write (git.autocommit in plusmd.yaml).
        let inRepository = GitRepository.encloses(root)
        settings.gitAutocommit = inRepository
        if JournalFolder(root: root).exists(SettingsDecoder.fileName) {
            throw CommandFailure("\(folder) is already a plusmd journal (it has plusmd.yaml); init never overwrites one", status: .refused)
        }
        var imported: Imported?
        if let file = arguments.value(from) {
            imported = try importHistory(file, arguments, settings: &settings, unitsGiven: arguments.value(units) != nil, context)
        }
        var trainingMax = try trainingMaxes(from: arguments, settings: &settings)
        for (lift, weight) in imported?.trainingMax ?? [:] where trainingMax[lift] == nil { trainingMax[lift] = weight }
        for (lift, weight) in trainingMax { try TrainingMaxCommand.checkPlausible(weight, lift: lift, settings: settings) }
        for lift in settings.order where trainingMax[lift] == nil {
            guard context.stdinIsTerminal else {
                let missing = settings.order.filter { trainingMax[$0] == nil }.map(\.rawValue)
                throw UsageError("missing training max for \(missing.joined(separator: ", ")); pass --tm LIFT=WEIGHT or --1rm LIFT=WEIGHT for each")
            }
            trainingMax[lift] = try ask(lift, settings: settings, context)
        }
        let date = try arguments.value(Self.date).map(ArgumentValues.date) ?? context.today
        let entryPath = "\(date.year)/\(date)-training-max.md"
        let values = settings.order.compactMap { lift in trainingMax[lift].map { (lift, $0) } }
        let entry = TrainingMaxEntryRenderer.markdown(
            date: date, cause: imported == nil ? .start : .import, values: values, units: settings.units,
            note: imported?.note ?? "Starting training maxes, recorded by `plusmd init`. Later changes are new entries; this one stays as it is.",
            source: imported?.source, baseline: settings.order.compactMap { lift in imported?.baseline[lift].map { (lift, $0) } })
        try JournalFolder.create(root)
        // The entry first, plusmd.yaml last: a folder is a journal once plusmd.yaml is there, so
        // an init killed between the two is run again, and the rerun completes it.
        try writeStartEntry(entry, at: entryPath, root: root)
        try AtomicFile.createExclusively(root: root, relativePath: SettingsDecoder.fileName, contents: SettingsRenderer.yaml(settings))
        if inRepository { Autocommit.commit([SettingsDecoder.fileName, entryPath], root: root, context) }
        let list = values.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        context.writeOut("""
            Created a plusmd journal in \(folder):
              plusmd.yaml     settings (\(settings.units.rawValue), bar \(settings.bar), BBB \(settings.bbbEnabled ? "\(settings.bbbPercent) %" : "off"))
              \(entryPath)   starting training maxes: \(list)
            Next: \(folder == "." ? "" : "cd \(folder) && ")plusmd next

            """)
        return .ok
    }

    /// Writes the starting TM entry; one left by an init killed before it wrote plusmd.yaml (a
    /// start or import entry) is kept when it says the same, else replaced. Any other file at the
    /// path is never touched.
    ///
    /// - Throws: `StoreError.fileExists` for a file at `path` that is not such an entry.
    static func writeStartEntry(_ entry: String, at path: String, root: String) throws {
        let folder = JournalFolder(root: root)
        guard folder.exists(path) else {
            try AtomicFile.createExclusively(root: root, relativePath: path, contents: entry)
            return
        }
        let existing = try folder.readInside(path)
        guard existing != entry else { return }
        guard case .trainingMax(let left) = EntryDecoder.decode(path: path, text: existing).entry, left.cause.isStart else {
            throw StoreError.fileExists(root + "/" + path)
        }
        // Only the leftover of a killed init is replaced: beside other journal files it is a real
        // journal's entry whose plusmd.yaml is missing (not synced yet, deleted).
        let others = try folder.list().markdown.filter { $0 != path }
        guard others.isEmpty else {
            throw CommandFailure(
                "\(root) has journal files (\(others.count), such as \(TerminalSafe.escaped(others[0]))) and a starting TM entry, \(path), but no plusmd.yaml; "
                    + "restore plusmd.yaml (from your sync tool or git) rather than run init again, or remove \(path) to start anew",
                status: .refused)
        }
        try AtomicFile.replace(root: root, relativePath: path, expectedOriginal: existing, contents: entry)
    }

    static func settings(from arguments: ParsedArguments) throws -> Settings {
        var units = WeightUnit.lb
        // `--unit` is the file's unit for --from; without --from a lifter typing it means the journal's.
        let given = arguments.value(Self.units).map { ("--units", $0) }
            ?? (arguments.value(from) == nil ? arguments.value(unit).map { ("--unit", $0) } : nil)
        if let (option, text) = given {
            guard let parsed = WeightUnit(parsing: text) else { throw UsageError("\(option) takes lb or kg, not '\(text)'") }
            units = parsed
        }
        var settings = Settings(units: units)
        if let text = arguments.value(Self.bar) {
            if isNegative(text) { throw UsageError("--bar \(text) must be 0 or more") }
            guard let bar = Weight(parsing: text) else { throw UsageError("--bar takes a weight such as 45, not '\(text)'") }
            settings.bar = bar
        }
        if let text = arguments.value(Self.plates) {
            let plates = text.split(separator: ",").map { Weight(parsing: $0.trimmingWhitespace()) }
            guard !plates.isEmpty, plates.allSatisfy({ ($0 ?? .zero) > .zero }) else {
                throw UsageError("--plates takes sizes such as 45,35,25,10,5,2.5, not '\(text)'")
            }
            settings.plates = Array(Set(plates.compactMap { $0 })).sorted(by: >)
        }
        if arguments.flag(noBBB) { settings.bbbEnabled = false }
        if let text = arguments.value(order) {
            var lifts: [Lift] = []
            for name in text.split(separator: ",").map({ $0.trimmingWhitespace() }) where !name.isEmpty {
                guard let lift = Lift(parsing: name) else {
                    throw UsageError("--order: '\(name)' is not a lift name (letters, digits, spaces, `-`, `_`, `'`; at most \(Lift.maximumNameLength) characters)")
                }
                if !lift.isBigFour, let guess = Lift.closest(to: lift.rawValue) {
                    throw UsageError("--order: unknown lift '\(name)'; did you mean '\(guess.rawValue)'?")
                }
                guard !lifts.contains(lift) else { throw UsageError("--order names \(lift.rawValue) twice") }
                lifts.append(lift)
            }
            guard !lifts.isEmpty else { throw UsageError("--order takes lifts such as squat,bench,deadlift,press") }
            settings.order = lifts
        }
        if let text = arguments.value(bbbPercent) {
            guard let percent = Percentage(parsing: text), (1000...10000).contains(percent.basisPoints) else {
                throw UsageError("--bbb-percent takes a percentage from 10 to 100, not '\(text)'")
            }
            settings.bbbPercent = percent
        }
        return settings
    }

    /// The TMs of `--tm` and `--1rm`, by lift. A lift beyond the big four must be in `--order` when
    /// it is given; without `--order` it is added to `settings.order` after the others, unless its
    /// name is within two edits of a lift already there (`squar`: "did you mean 'squat'?").
    ///
    /// - Throws: `UsageError` for a malformed value, an unknown or misspelt lift.
    static func trainingMaxes(from arguments: ParsedArguments, settings: inout Settings) throws -> [Lift: Weight] {
        var result: [Lift: Weight] = [:]
        let orderGiven = arguments.value(order) != nil
        for (option, isOneRepMax) in [(tm, false), (oneRepMax, true)] {
            let name = option.names[0]
            for value in arguments.values(option) {
                let parts = value.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw UsageError("\(name) takes LIFT=WEIGHT such as squat=315, not '\(value)'") }
                guard let lift = Lift(parsing: parts[0].trimmingWhitespace()) else {
                    let guess = Lift.closest(to: String(parts[0])).map { "; did you mean '\($0.rawValue)'?" } ?? "; use squat, bench, deadlift or press"
                    throw UsageError("\(name) \(value): unknown lift '\(parts[0])'\(guess)")
                }
                if !settings.order.contains(lift) && !(lift.isBigFour && !orderGiven) {
                    let candidates = settings.order + Lift.bigFour.filter { !settings.order.contains($0) }
                    if let guess = Lift.closest(to: lift.rawValue, among: candidates) {
                        throw UsageError("\(name) \(value): unknown lift '\(parts[0])'; did you mean '\(guess.rawValue)'?")
                    }
                    if orderGiven {
                        throw UsageError("\(name) \(value): \(lift.rawValue) is not in --order (\(settings.order.map(\.rawValue).joined(separator: ", ")))")
                    }
                    settings.order.append(lift)
                }
                let text = parts[1].trimmingWhitespace()
                guard let weight = Weight(parsing: text), weight > .zero else {
                    let problem = isNegative(text) || Weight(parsing: text) == .zero ? "must be more than 0" : "needs a weight such as 315"
                    throw UsageError("\(name) \(lift.rawValue) \(problem), not '\(parts[1])'")
                }
                result[lift] = isOneRepMax ? settings.tmPercent.of(weight) : weight
            }
        }
        return result
    }

    /// True for a number with a minus sign (`-5`), which deserves "must be 0 or more" rather
    /// than "is not a weight".
    static func isNegative(_ text: String) -> Bool {
        text.hasPrefix("-") && Weight(parsing: text.dropFirst()) != nil
    }

    static func ask(_ lift: Lift, settings: Settings, _ context: CommandContext) throws -> Weight {
        while true {
            context.writeError("Training max for \(lift.displayName.lowercased()) in \(settings.units.rawValue) (or your 1RM with 'rm', e.g. 350rm): ")
            guard let line = context.readLine()?.trimmingWhitespace() else {
                throw CommandFailure("no answer for \(lift.rawValue); nothing was written")
            }
            let isOneRepMax = line.lowercased().hasSuffix("rm")
            let number = isOneRepMax ? String(line.dropLast(2)).trimmingWhitespace() : line
            if let weight = Weight(parsing: number), weight > .zero {
                let trainingMax = isOneRepMax ? settings.tmPercent.of(weight) : weight
                guard trainingMax > settings.bar else {
                    context.writeError("\(trainingMax) is below the \(settings.bar) \(settings.units.rawValue) bar; try again.\n")
                    continue
                }
                return trainingMax
            }
            context.writeError("'\(line)' is not a weight; try again.\n")
        }
    }
}
