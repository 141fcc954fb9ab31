import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd init --from FILE`: starting TMs from another app's CSV export (Strong, Hevy,
/// Liftosaur), written as a training-max entry of cause `import` with the baselines PRs must beat.
extension InitCommand {
    static let from = OptionSpec(["--from"], value: "FILE", help: "Propose the starting TMs from a Strong, Hevy or Liftosaur CSV export.")
    static let format = OptionSpec(["--format"], value: "strong|hevy|liftosaur", help: "With --from: the file's app (default: from its header).")
    static let unit = OptionSpec(["--unit"], value: "lb|kg", help: "With --from: the unit of a file that names none (Strong's); without it, as --units.")
    static let map = OptionSpec(
        ["--map"], value: "NAME=LIFT", help: "With --from: the exercise that is a lift, e.g. \"Squat (Barbell)=squat\".", repeatable: true)

    /// What an import adds to `init`: the TMs, the baselines and the entry's note.
    struct Imported {
        var trainingMax: [Lift: Weight]
        var baseline: [Lift: Weight]
        var source: String
        var note: String
    }

    /// Reads, maps and proposes; prints the proposal and asks to go on.
    ///
    /// - Throws: `CommandFailure` on a parse error (every malformed row listed with its line;
    ///   nothing written) or when the lifter declines; `UsageError` for bad options.
    static func importHistory(
        _ file: String, _ arguments: ParsedArguments, settings: inout Settings, unitsGiven: Bool, _ context: CommandContext
    ) throws -> Imported {
        let forced = try arguments.choice(format, among: WorkoutHistoryCSV.Format.allCases.map(\.rawValue)).flatMap(WorkoutHistoryCSV.Format.init)
        var fileUnit: WeightUnit?
        // A file that names no unit (Strong's) is in the journal's unit when only --units is given.
        if let text = arguments.value(unit) ?? arguments.value(units) {
            guard let parsed = WeightUnit(parsing: text) else { throw UsageError("--unit takes lb or kg, not '\(text)'") }
            fileUnit = parsed
        }
        var mapping: [String: Lift] = [:]
        for value in arguments.values(map) {
            guard let equals = value.lastIndex(of: "="), let lift = Lift(parsing: value[value.index(after: equals)...].trimmingWhitespace()) else {
                throw UsageError("--map takes \"EXERCISE NAME=LIFT\" such as \"Squat (Barbell)=squat\", not '\(value)'")
            }
            // A lift beyond the big four joins the order (as with --tm), or must be in --order.
            if !settings.order.contains(lift) && !lift.isBigFour {
                if let guess = Lift.closest(to: lift.rawValue, among: settings.order + Lift.bigFour) {
                    throw UsageError("--map \(value): unknown lift '\(lift.rawValue)'; did you mean '\(guess.rawValue)'?")
                }
                if arguments.value(InitCommand.order) != nil {
                    throw UsageError("--map \(value): \(lift.rawValue) is not in --order (\(settings.order.map(\.rawValue).joined(separator: ", ")))")
                }
                settings.order.append(lift)
            }
            mapping[value[..<equals].trimmingWhitespace()] = lift
        }
        let shown = TerminalText.escaped(file)
        let text = try TextFile.read(JournalLocator.absolute(file, from: context.workingDirectory))
        let parsed: WorkoutHistoryCSV.Parsed
        do {
            guard let result = try WorkoutHistoryCSV.parse(text, format: forced) else {
                throw CommandFailure("\(shown) is not a Strong, Hevy or Liftosaur CSV export (its header is none of theirs); pass --format if it is; nothing was written")
            }
            parsed = result
        } catch let failure as CSVReader.Failure {
            throw CommandFailure("\(shown):\(failure.line): error: \(failure.message); nothing was written")
        }
        if !parsed.problems.isEmpty {
            for problem in parsed.problems {
                context.writeError("\(shown):\(problem.line): error: \(TerminalText.escaped(problem.message))\n")
            }
            throw CommandFailure("\(parsed.problems.count) malformed row\(parsed.problems.count == 1 ? "" : "s") in \(shown); fix or delete \(parsed.problems.count == 1 ? "it" : "them"); nothing was written")
        }
        let hasUnits = parsed.sets.allSatisfy { $0.unit != nil }
        if !hasUnits && fileUnit == nil {
            throw UsageError("\(shown) (\(parsed.format.rawValue)) does not say its unit; pass --unit lb or --unit kg (or --units, the journal's unit)")
        }
        for exercise in parsed.exercises where mapping[exercise.name] == nil {
            if let lift = WorkoutHistoryCSV.defaultLift(exercise.name), !mapping.values.contains(lift) { mapping[exercise.name] = lift }
        }
        if context.stdinIsTerminal && !arguments.flag(GlobalOptions.yes) {
            try askMapping(&mapping, parsed: parsed, settings: settings, context)
        }
        // The journal's unit is the one its lifts were lifted in: the unit of most sets of the
        // exercises mapped to a lift (a kettlebell swing in kg says nothing about the barbell).
        let liftSets = parsed.sets.filter { mapping[$0.exercise] != nil }
        let kilograms = liftSets.filter { $0.unit == .kg }.count, pounds = liftSets.filter { $0.unit == .lb }.count
        let liftUnit: WeightUnit? =
            kilograms == pounds ? (liftSets.first ?? parsed.sets.first)?.unit : (kilograms > pounds ? .kg : .lb)
        if !unitsGiven, let unit = fileUnit ?? liftUnit, unit != settings.units {
            // A journal started from a kg history is a kg journal unless --units says otherwise.
            let bar = settings.bar == Settings(units: settings.units).bar
            let plates = settings.plates == Settings(units: settings.units).plates
            let defaults = Settings(units: unit)
            settings.units = unit
            if bar { settings.bar = defaults.bar }
            if plates { settings.plates = defaults.plates }
        }
        // A TM or baseline above the largest weight would be written, then refused by every
        // later command: refused here instead, with the lines.
        let tooHeavy = ImportProposal.beyondLargestWeight(parsed.sets, mapping: mapping, fileUnit: fileUnit ?? settings.units, settings: settings)
        if !tooHeavy.isEmpty {
            for set in tooHeavy {
                let e1RM = Epley.estimatedOneRepMax(weight: set.weight, reps: set.reps)
                context.writeError(
                    "\(shown):\(set.line): error: \(set.weight) \(settings.units.rawValue) × \(set.reps) is an e1RM of \(e1RM) \(settings.units.rawValue), more than \(Weight.maximum), the largest weight plusmd takes\n")
            }
            throw CommandFailure("\(tooHeavy.count) set\(tooHeavy.count == 1 ? "" : "s") in \(shown) too heavy to be real; fix or delete \(tooHeavy.count == 1 ? "it" : "them"); nothing was written")
        }
        let proposal = ImportProposal(sets: parsed.sets, mapping: mapping, fileUnit: fileUnit ?? settings.units, settings: settings)
        let unitName = settings.units.rawValue
        // What is confirmed is what is written: a lift given by --tm (in the journal's unit) shows
        // that TM, not the file's.
        var withGiven = settings
        let given = try trainingMaxes(from: arguments, settings: &withGiven)
        var lines = "Read \(parsed.sets.count) sets from \(shown) (\(parsed.format.rawValue)).\n"
        lines += "Starting TMs = \(settings.tmPercent) % of each lift's best e1RM (Epley) in its last 12 weeks:\n"
        for (lift, weight) in given.sorted(by: { $0.key < $1.key }) {
            let file = proposal.lifts.first { $0.lift == lift }.map { "; the file's would be \($0.trainingMax)" } ?? ""
            lines += "  \(lift.rawValue.padding(8)) TM \(weight) \(unitName)  (given with --tm\(file))\n"
        }
        for item in proposal.lifts where given[item.lift] == nil {
            let set = item.source
            let exercise = TerminalText.escaped(set.exercise)
            lines += "  \(item.lift.rawValue.padding(8)) TM \(item.trainingMax) \(unitName)  (e1RM \(item.estimatedOneRepMax) from \(exercise) \(set.weight) × \(set.reps) on \(set.date), line \(set.line); best ever \(item.baseline))\n"
        }
        let missing = settings.order.filter { lift in given[lift] == nil && !proposal.lifts.contains { $0.lift == lift } }
        if !missing.isEmpty {
            let names = parsed.exercises.prefix(12).map { "\(TerminalText.escaped($0.name)) (\($0.sets))" }.joined(separator: ", ")
            lines += "  No sets for \(missing.map(\.rawValue).joined(separator: ", ")); map an exercise with --map \"NAME=LIFT\" or give --tm. Exercises in the file: \(names)\n"
        }
        context.writeOut(lines)
        guard try Confirmation.ask("Start the journal with these TMs?", arguments, context) else {
            throw CommandFailure("nothing was written", status: .refused)
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var note = "Starting training maxes imported by `plusmd init --from` from \(name) (\(parsed.format.rawValue)): "
        note += "\(settings.tmPercent) % of each lift's best e1RM in its last 12 weeks.\n\n"
        for (lift, weight) in given.sorted(by: { $0.key < $1.key }) {
            note += "- \(lift.displayName): TM \(weight) given with --tm.\n"
        }
        for item in proposal.lifts where given[item.lift] == nil {
            note += "- \(item.lift.displayName): e1RM \(item.estimatedOneRepMax) from \(item.source.exercise) \(item.source.weight) × \(item.source.reps) on \(item.source.date) (line \(item.source.line)); best e1RM in the file \(item.baseline).\n"
        }
        note += "\n`baseline_e1rm` holds each lift's best e1RM in the file: a PR must beat it."
        return Imported(
            trainingMax: Dictionary(uniqueKeysWithValues: proposal.lifts.map { ($0.lift, $0.trainingMax) }),
            baseline: Dictionary(uniqueKeysWithValues: proposal.lifts.map { ($0.lift, $0.baseline) }),
            source: name, note: note)
    }
}

extension InitCommand {
    /// On a terminal: for each lift no exercise maps to, lists the file's other exercises (most
    /// sets first) and asks which one it is; Enter leaves the lift out (its TM is asked later).
    static func askMapping(
        _ mapping: inout [String: Lift], parsed: WorkoutHistoryCSV.Parsed, settings: Settings, _ context: CommandContext
    ) throws {
        for lift in settings.order where !mapping.values.contains(lift) {
            let choices = parsed.exercises.filter { mapping[$0.name] == nil }.sorted { $0.sets > $1.sets }.prefix(20)
            guard !choices.isEmpty else { return }
            var question = "No exercise in the file is the \(lift.displayName.lowercased()). Which one is it?\n"
            for (index, choice) in choices.enumerated() {
                question += "  \(index + 1). \(TerminalText.escaped(choice.name)) (\(choice.sets) sets)\n"
            }
            context.writeError(question + "Number (Enter: none): ")
            while true {
                guard let answer = context.readLine()?.trimmingWhitespace(), !answer.isEmpty else { break }
                if let number = Int(answer), (1...choices.count).contains(number) {
                    mapping[choices[choices.startIndex + number - 1].name] = lift
                    break
                }
                context.writeError("'\(TerminalText.escaped(answer))' is not 1 to \(choices.count); try again (Enter: none): ")
            }
        }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
