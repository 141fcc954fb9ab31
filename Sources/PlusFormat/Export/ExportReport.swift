import PlusCore

/// `plusmd export`: the whole resolved journal in one value — program, settings, position, TMs and
/// their history, resets, records and every counted workout reviewed — rendered as JSON (encoded),
/// Markdown (`ExportMarkdown`) or CSV (`ExportCSV`). Conflict copies and other set-aside files are
/// listed, never exported as workouts.
package struct ExportReport: Report, Equatable {
    /// One working-set prescription of the program: percent of TM, reps, AMRAP.
    package struct ProgramSet: Codable, Sendable, Equatable {
        package var percent: Weight
        package var reps: Int
        package var amrap: Bool
    }

    /// The program: its name and each week's working sets (Wendler's 5/3/1).
    package struct ProgramDescription: Codable, Sendable, Equatable {
        package var name: String
        package var weeks: [[ProgramSet]]
    }

    /// Where the lifter stands.
    package struct Position: Codable, Sendable, Equatable {
        package var cycle: Int
        package var week: Int
        package var done: [Lift]
        package var open: [Lift]
        @Nullable package var suggested: Lift?
        /// A week built from days: each day's lifts, done, skipped and open (as `status`); absent otherwise.
        package var days: [StatusReport.WeekDay]? = nil
        /// A week built from days: the day `next` offers; absent otherwise.
        package var suggestedDay: Int? = nil
    }

    /// A reset entry: from its date, `cycle` starts at week 1 with the TMs in force.
    package struct Reset: Codable, Sendable, Equatable {
        package var date: Day
        package var cycle: Int
        package var path: String
    }

    package var version = reportSchemaVersion
    /// When the export was made: RFC 3339 local time with its UTC offset (`2026-11-30T18:45:02+01:00`).
    package var generated: String
    package var plusmdVersion: String
    package var units: WeightUnit
    package var program: ProgramDescription
    /// The scheme of the cycle in force with `program:` (its week names); nil without. Text only.
    package var currentScheme: Scheme? = nil
    /// Every setting by its dotted name, as plusmd writes it in YAML.
    package var settings: [String: String]
    package var position: Position
    package var trainingMax: LiftTable<Weight>
    package var pendingTrainingMax: LiftTable<Weight>
    /// The week-3 verdicts behind `pending_training_max`.
    package var pendingChanges: [ProgressionRow]
    /// Rises held for the lifter's word (as `tm`'s `held`): not in `pending_training_max`.
    package var held: [ProgressionRow]
    package var trainingMaxHistory: [TrainingMaxChangeRow]
    package var resets: [Reset]
    package var personalRecords: RecordsReport
    package var workouts: [WorkoutRow]
    /// Files not counted (conflict copies, duplicates, lifts outside `order`), with why.
    package var setAside: [SetAsideFile]
    /// With assistance categories (`assistance: categories:`): each training day's ticked reps
    /// of each category against the target, oldest first; `[]` otherwise.
    package var assistanceDays: [AssistanceDay] = []

    /// One day's assistance reps per category (as `show` gives them).
    package struct AssistanceDay: Codable, Sendable, Equatable {
        package var date: Day
        package var categories: [DayReport.CategoryReps]
    }

    package init(_ journal: ResolvedJournal, generated: String, plusmdVersion: String) {
        let settings = journal.settings
        let state = journal.state
        let tm = TrainingMaxReport(journal)
        self.generated = generated
        self.plusmdVersion = plusmdVersion
        units = settings.units
        // With `program:`, the weeks of the cycle in force (its scheme), not the original table.
        let cycle = settings.program == nil ? nil : state.program
        currentScheme = cycle?.scheme
        program = ProgramDescription(
            name: cycle.map(ProgramCycleRow.init).map { "Wendler 5/3/1 Forever (plusmd.yaml program:), \($0.title): \($0.summary)" }
                ?? "Wendler 5/3/1 with Boring But Big",
            weeks: (cycle?.weeks ?? Array(Program.weeks)).map { week in
                (cycle?.scheme ?? .fiveThreeOne).workingSets(week: week).map {
                    ProgramSet(percent: Weight(hundredths: $0.percent.basisPoints), reps: $0.reps, amrap: $0.isAMRAP)
                }
            })
        var values: [String: String] = [:]
        for key in SettingKey.all { if let value = key.value(settings) { values[key.name] = value } }
        self.settings = values
        position = Position(
            cycle: state.position.cycle, week: state.position.week, done: state.done, open: state.open,
            suggested: state.suggested)
        if state.hasDays {
            position.days = StatusReport.WeekDay.days(of: journal)
            position.suggestedDay = state.suggestedDay
        }
        trainingMax = tm.trainingMax
        pendingTrainingMax = tm.pending
        pendingChanges = tm.pendingChanges
        held = tm.held
        // As `tm --history`: the changes that open a cycle with no sheet yet are still pending.
        trainingMaxHistory = TrainingMaxHistoryReport(journal).history
        resets = journal.resets.map { Reset(date: $0.date, cycle: $0.cycle, path: $0.path) }
        personalRecords = RecordsReport(journal)
        workouts = journal.reviews.map { WorkoutRow($0, program: journal.schedule.cycle(of: $0.workout)) }
        setAside = journal.setAside
        let plan = settings.assistance
        if !plan.categories.isEmpty {
            var byDay: [Day: [AssistanceTask]] = [:]
            for sheet in journal.sheets where !sheet.assistance.isEmpty { byDay[sheet.date, default: []] += sheet.assistance }
            assistanceDays = byDay.keys.sorted().map { AssistanceDay(date: $0, categories: plan.dayReps(byDay[$0] ?? [])) }
        }
    }

    enum CodingKeys: String, CodingKey {
        case version, generated, plusmdVersion, units, program, settings, position, trainingMax, pendingTrainingMax
        case pendingChanges, held, trainingMaxHistory, resets, personalRecords, workouts, setAside, assistanceDays
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        generated = try container.decode(String.self, forKey: .generated)
        plusmdVersion = try container.decode(String.self, forKey: .plusmdVersion)
        units = try container.decode(WeightUnit.self, forKey: .units)
        program = try container.decode(ProgramDescription.self, forKey: .program)
        settings = try container.decode([String: String].self, forKey: .settings)
        position = try container.decode(Position.self, forKey: .position)
        trainingMax = try container.decode(LiftTable<Weight>.self, forKey: .trainingMax)
        pendingTrainingMax = try container.decode(LiftTable<Weight>.self, forKey: .pendingTrainingMax)
        pendingChanges = try container.decode([ProgressionRow].self, forKey: .pendingChanges)
        held = try container.decodeIfPresent([ProgressionRow].self, forKey: .held) ?? []
        trainingMaxHistory = try container.decode([TrainingMaxChangeRow].self, forKey: .trainingMaxHistory)
        resets = try container.decode([Reset].self, forKey: .resets)
        personalRecords = try container.decode(RecordsReport.self, forKey: .personalRecords)
        workouts = try container.decode([WorkoutRow].self, forKey: .workouts)
        setAside = try container.decode([SetAsideFile].self, forKey: .setAside)
        assistanceDays = try container.decodeIfPresent([AssistanceDay].self, forKey: .assistanceDays) ?? []
    }
}
