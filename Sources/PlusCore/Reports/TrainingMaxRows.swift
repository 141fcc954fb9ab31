/// One TM change as reports print it (`tm --history`, `export`): docs/json.md "tm --history".
package struct TrainingMaxChangeRow: Codable, Sendable, Equatable {
    /// Why the TM changed: `start`, `import`, `manual` or `amrap`, with the file and line; for `amrap` also
    /// the set's weight (journal unit), reps and Epley e1RM.
    package struct Cause: Codable, Sendable, Equatable {
        package var kind: String
        package var path: String
        package var line: Int
        package var weight: Weight?
        package var reps: Int?
        package var estimatedOneRepMax: Weight?
        /// For `increment` (a program's fixed progression): the amount added.
        package var increment: Weight?

        enum CodingKeys: String, CodingKey { case kind, path, line, weight, reps, estimatedOneRepMax = "e1rm", increment }
    }

    package var date: Day
    package var cycle: Int
    package var lift: Lift
    @Nullable package var from: Weight?
    package var to: Weight
    package var cause: Cause

    package init(_ change: TrainingMaxChange) {
        date = change.date
        cycle = change.cycle
        lift = change.lift
        from = change.from
        to = change.to
        switch change.cause {
        case .start(let path, let line): cause = Cause(kind: "start", path: path, line: line)
        case .manual(let path, let line): cause = Cause(kind: "manual", path: path, line: line)
        case .imported(let path, let line): cause = Cause(kind: "import", path: path, line: line)
        case .amrap(let path, let line, let weight, let reps, let e1RM):
            cause = Cause(kind: "amrap", path: path, line: line, weight: weight, reps: reps, estimatedOneRepMax: e1RM)
        case .increment(let path, let line, let amount):
            cause = Cause(kind: "increment", path: path, line: line, increment: amount)
        case .trainingMaxTest(let path, let line, let weight, let reps):
            cause = Cause(kind: "tm_test", path: path, line: line, weight: weight, reps: reps)
        }
    }
}

/// A week-3 verdict as reports print it (`next`, `tm`): the TM before, the candidate
/// (`tm_percent` of the Epley e1RM of the AMRAP set), the TM after, and the set it came from.
package struct ProgressionRow: Codable, Sendable, Equatable {
    /// The week-3 AMRAP set: file, line, weight (journal unit), reps.
    package struct Source: Codable, Sendable, Equatable {
        package var path: String
        package var line: Int
        package var weight: Weight
        package var reps: Int
    }

    package var lift: Lift
    @Nullable package var from: Weight?
    package var to: Weight
    package var candidate: Weight
    package var estimatedOneRepMax: Weight
    package var source: Source
    /// How the candidate was found, in a journal with `program:`: `e1rm`, `increment` or `tm_test`;
    /// absent otherwise.
    package var rule: String?

    enum CodingKeys: String, CodingKey { case lift, from, to, candidate, estimatedOneRepMax = "e1rm", source, rule }

    package init(_ progression: Progression) {
        lift = progression.lift
        from = progression.previous
        to = progression.next
        candidate = progression.candidate
        estimatedOneRepMax = progression.estimatedOneRepMax
        source = Source(path: progression.path, line: progression.set.line, weight: progression.set.weight, reps: progression.set.reps)
        switch progression.rule {
        case .estimatedOneRepMax: rule = nil
        case .fixed: rule = "increment"
        case .trainingMaxTest: rule = "tm_test"
        }
    }

    /// True when the TM goes up.
    package var isRaise: Bool { to != from }
}

/// Wendler's 10 % reset as reports print it (`tm`, `next`): docs/json.md "The reset suggestion
/// object". Weights in the journal's unit.
package struct ResetSuggestionRow: Codable, Sendable, Equatable {
    package var lift: Lift
    package var cycle: Int
    /// The week-3 AMRAP set that fell short: file, line, weight, reps, and its minimum reps.
    package var path: String
    package var line: Int
    package var weight: Weight
    package var reps: Int
    package var minimumReps: Int
    /// The TM in force and 90 % of it.
    package var trainingMax: Weight
    package var suggested: Weight
    /// The command that applies it: `plusmd tm set squat 283.5`.
    package var command: String

    package init(_ suggestion: ResetSuggestion) {
        lift = suggestion.lift
        cycle = suggestion.cycle
        path = suggestion.path
        line = suggestion.line
        weight = suggestion.weight
        reps = suggestion.reps
        minimumReps = suggestion.minimumReps
        trainingMax = suggestion.trainingMax
        suggested = suggestion.suggested
        command = suggestion.command
    }
}

/// Why a lift in `pending` keeps its TM without a verdict in `pending_changes` (docs/json.md
/// "tm"), as the replay knows it from the cycle that ended.
package struct PendingKeptRow: Codable, Sendable, Equatable {
    /// Why the TM stays (the replay's reason).
    package typealias Reason = KeptTrainingMax

    package var lift: Lift
    package var reason: Reason

    package init(lift: Lift, reason: Reason) {
        self.lift = lift
        self.reason = reason
    }

    /// The reason each of `lifts` keeps its TM, in the order given, as the replay recorded it
    /// when the last week 3 (or TM test) ended; `noResult` when it recorded none.
    package static func rows(_ lifts: [Lift], journal: ResolvedJournal) -> [PendingKeptRow] {
        lifts.map { PendingKeptRow(lift: $0, reason: journal.state.keptTrainingMax[$0] ?? .noResult) }
    }
}
