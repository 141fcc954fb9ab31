/// A counting AMRAP set as reports print it (docs/json.md "The AMRAP result object"): where it is,
/// what was lifted (journal unit), its Epley e1RM and whether it was a PR.
package struct AMRAPResultRow: Codable, Sendable, Equatable {
    package var lift: Lift
    package var date: Day
    package var cycle: Int
    package var week: Int
    package var path: String
    package var line: Int
    package var weight: Weight
    package var reps: Int
    package var estimatedOneRepMax: Weight
    package var isPersonalRecord: Bool
    @Nullable package var previousBest: Weight?

    enum CodingKeys: String, CodingKey {
        case lift, date, cycle, week, path, line, weight, reps, estimatedOneRepMax = "e1rm", isPersonalRecord = "pr"
        case previousBest
    }

    package init(_ result: AMRAPResult) {
        lift = result.lift
        date = result.date
        cycle = result.cycle
        week = result.week
        path = result.path
        line = result.set.line
        weight = result.set.weight
        reps = result.set.reps
        estimatedOneRepMax = result.estimatedOneRepMax
        isPersonalRecord = result.isPersonalRecord
        previousBest = result.previousBest
    }
}

/// The most reps done at one weight (journal unit), and where.
package struct RepRecordRow: Codable, Sendable, Equatable {
    package var weight: Weight
    package var reps: Int
    package var date: Day
    package var path: String
    package var line: Int

    package init(_ record: RepRecord) {
        weight = record.weight
        reps = record.reps
        date = record.date
        path = record.path
        line = record.line
    }
}

/// `plusmd prs [--lift LIFT]`: each lift's best e1RM, every PR, every counting AMRAP set and the
/// best reps at each weight, from the counted sheets only (never a conflict copy).
package struct RecordsReport: Report, Equatable {
    package var version = reportSchemaVersion
    package var units: WeightUnit
    /// The lifts shown, in the settings' order.
    package var lifts: [Lift]
    /// Each lift's latest PR; null for a lift without one.
    package var best: LiftTable<Nullable<AMRAPResultRow>>
    /// Every PR, oldest first.
    package var history: [AMRAPResultRow]
    /// Every counting AMRAP set per lift, oldest first.
    package var amrapSets: LiftTable<[AMRAPResultRow]>
    /// Best reps at each weight per lift, heaviest first.
    package var bestReps: LiftTable<[RepRecordRow]>
    /// True when a Joker set (5/3/1 Forever) is among `amrapSets`: they count for PRs.
    package var jokerSets: Bool

    /// The records of `only` (every lift of the settings' order when nil).
    package init(_ journal: ResolvedJournal, only: Lift? = nil) {
        let records = journal.records
        units = journal.settings.units
        lifts = journal.settings.order.filter { only == nil || $0 == only }
        let current = records.best
        var best: [Lift: Nullable<AMRAPResultRow>] = [:]
        var sets: [Lift: [AMRAPResultRow]] = [:]
        var reps: [Lift: [RepRecordRow]] = [:]
        let repRecords = records.repRecords  // worked out on each use
        for lift in lifts {
            best[lift] = Nullable(wrappedValue: current[lift].map(AMRAPResultRow.init))
            sets[lift] = records.results.filter { $0.lift == lift }.map(AMRAPResultRow.init)
            reps[lift] = (repRecords[lift] ?? []).map(RepRecordRow.init)
        }
        let lifts = lifts
        self.best = LiftTable(best, order: lifts)
        amrapSets = LiftTable(sets, order: lifts)
        bestReps = LiftTable(reps, order: lifts)
        history = records.history.filter { lifts.contains($0.lift) }.map(AMRAPResultRow.init)
        let jokers = Set(
            journal.sheets.flatMap { sheet in sheet.sets.filter { $0.kind == .joker }.map { "\(sheet.path):\($0.line)" } })
        jokerSets = !jokers.isEmpty && sets.values.joined().contains { jokers.contains("\($0.path):\($0.line)") }
    }

    enum CodingKeys: String, CodingKey { case version, units, best, history, amrapSets, bestReps, jokerSets }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        units = try container.decode(WeightUnit.self, forKey: .units)
        best = try container.decode(LiftTable<Nullable<AMRAPResultRow>>.self, forKey: .best)
        history = try container.decode([AMRAPResultRow].self, forKey: .history)
        amrapSets = try container.decode(LiftTable<[AMRAPResultRow]>.self, forKey: .amrapSets)
        bestReps = try container.decode(LiftTable<[RepRecordRow]>.self, forKey: .bestReps)
        jokerSets = try container.decode(Bool.self, forKey: .jokerSets)
        lifts = best.entries.map(\.lift)
    }
}
