import PlusCore
import PlusFormat
import PlusStore

/// `plusmd plates`: which plates make a weight with the equipment of the journal or a gym.
enum PlatesCommand: Command {
    static let lift = OptionSpec(["--lift"], value: "LIFT", help: "Use this lift's bar and increment (lifts: in plusmd.yaml).")
    static let gym = OptionSpec(["--gym"], value: "NAME", help: "Use this gym's bar and plates (gyms: in plusmd.yaml).")
    static let table = OptionSpec(["--table"], help: "List every loadable weight (up to WEIGHT when given).")

    static let name = "plates"
    static let spec = CommandSpec(
        name: name, abstract: "Show the plates per side for a weight, or every loadable weight.",
        discussion: """
            WEIGHT is in the gym's unit (`100kg` may say so; another unit is refused with the
            conversion). When the bar and the plates you own make it, prints the
            plates for one side (the fewest plates); otherwise the nearest loadable weights below and
            above. --table lists every loadable weight up to WEIGHT (default: the heaviest the plates
            owned make, or four of the heaviest plate per side when the plates are a plain list).
            """,
        arguments: [ArgumentSpec("WEIGHT", help: "The weight, bar included.")],
        options: [lift, gym, table],
        examples: ["plates 285", "plates 100kg", "plates 140 --lift deadlift", "plates 100 --gym hotel --json", "plates --table"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else { throw UsageError("plates takes one WEIGHT") }
        let given = try arguments.positionals.first.map { text in
            guard let given = Weight.parsingWithUnit(text) else { throw UsageError("'\(text)' is not a weight") }
            return given
        }
        let weight = given?.weight
        let wantsTable = arguments.flag(table)
        guard weight != nil || wantsTable else { throw UsageError("plates takes a WEIGHT, or --table") }
        let only = try arguments.value(lift).map(ArgumentValues.lift)
        let name = arguments.value(gym)
        let journal = try JournalContext.open(arguments, context)
        try ArgumentValues.trained(only, settings: journal.settings)
        let equipment = try ArgumentValues.gym(name, settings: journal.settings)
        if let given, let unit = given.unit, unit != equipment.units {
            let converted = given.weight.converted(from: unit, to: equipment.units)
            throw UsageError(
                "\(given.weight) \(unit.rawValue) is \(converted) \(equipment.units.rawValue); \(name.map { "the gym '\($0)'" } ?? "this journal") loads in \(equipment.units.rawValue): plusmd plates \(converted)")
        }
        let limit: Weight? = wantsTable ? (weight ?? defaultLimit(equipment, lift: only)) : nil
        if let limit {
            let rows = PlatesReport.tableRows(equipment: equipment, lift: only, upTo: limit)
            guard rows <= PlatesReport.maxTableRows else {
                throw UsageError("the table up to \(limit) \(equipment.units.rawValue) has \(rows) rows, more than \(PlatesReport.maxTableRows); give a lower WEIGHT")
            }
        }
        let report = PlatesReport(equipment: equipment, lift: only, weight: wantsTable ? nil : weight, tableUpTo: limit)
        context.writeOut(arguments.flag(GlobalOptions.json) ? ReportJSON.text(report) : PlatesReportText.text(report))
        return journal.reportStatus
    }

    /// The heaviest the plates owned make, else the bar and four of the heaviest plate per side.
    static func defaultLimit(_ equipment: Gym, lift: Lift?) -> Weight {
        let math = equipment.plateMath(for: lift)
        return math.heaviest ?? (math.bar + (math.plates.first ?? .zero) * 8)
    }
}
