/// Applies training-max events in time order: the TM half of `Replay`.
struct TrainingMaxTimeline {
    enum Event {
        case entry(TrainingMaxEntry)
        case weekThreeDone(cycle: Int, date: Day, sheets: [Workout])
        /// Every lift of a 7th-week TM test is done: a lift short of 3 reps at 100 % is lowered 10 %.
        case trainingMaxTestDone(cycle: Int, sheets: [Workout])
        case cycleBegins(cycle: Int, date: Day?)
        /// A `reset` entry starts `cycle` with the TMs in force: pending candidates are dropped.
        case reset(cycle: Int)
    }

    let settings: Settings
    private(set) var trainingMax: [Lift: Weight] = [:]
    private(set) var history: [TrainingMaxChange] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Candidates computed after week 3, waiting for the next cycle to begin.
    /// This table, `kept` and `shortWeekThree` are emptied at every week 3 and cycle start; they
    /// keep their storage (`removeAll(keepingCapacity:)`) rather than grow a new table from
    /// nothing for the next four lifts, a thousand times in a 20-year journal.
    private var pending: [Lift: Progression] = [:]
    /// Why the lifts without a candidate keep their TM, from the last week 3 or TM test on.
    private var keptWithoutHeld: [Lift: KeptTrainingMax] = [:]
    /// Rises held at a cycle's start (`Progression.isHeld`), by lift, with the day that cycle
    /// began, until a TM set by hand, a reset, or the lift's next week 3 or TM test (whose own
    /// verdict replaces it).
    private var heldAtCycleStart: [Lift: (progression: Progression, since: Day?)] = [:]

    /// The day each rise held at a cycle's start would have taken effect (that cycle's first
    /// sheet), by lift: `plusmd tm accept` dates the TM from it.
    var heldSince: [Lift: Day] { heldAtCycleStart.compactMapValues(\.since) }
    private var currentCycle = 1
    /// The progressions that opened each cycle.
    private(set) var opening: [Int: [Progression]] = [:]
    /// Week-3 AMRAP sets below their minimum reps, by lift, as the last week 3 left them.
    private var shortWeekThree: [Lift: (cycle: Int, path: String, set: PerformedSet, minimum: Int)] = [:]

    init(settings: Settings) { self.settings = settings }

    /// The pending progressions in the settings' order, compared with the TMs in force now;
    /// held rises (`heldProgressions`) are not among them.
    var pendingProgressions: [Progression] { allPending.filter { !$0.isHeld } }

    /// The rises held for the lifter's word, in the settings' order: those the next cycle would
    /// hold (week 3 done) and those held when a cycle began.
    var heldProgressions: [Progression] {
        let upcoming = allPending.filter(\.isHeld)
        return settings.order.compactMap { lift in upcoming.first { $0.lift == lift } ?? heldAtCycleStart[lift]?.progression }
    }

    /// Why each lift without an applied progression keeps its TM: a held rise says so.
    var kept: [Lift: KeptTrainingMax] {
        var kept = keptWithoutHeld
        for progression in heldProgressions { kept[progression.lift] = .held }
        return kept
    }

    /// Every pending progression, compared with the TMs in force now.
    private var allPending: [Progression] {
        settings.order.compactMap { lift in
            guard var progression = pending[lift] else { return nil }
            let current = trainingMax[lift]
            progression.previous = current
            switch progression.rule {
            case .estimatedOneRepMax:
                progression.next = max(progression.candidate, current ?? progression.candidate)
            case .fixed(let increment):
                progression.candidate = current.map { $0 + increment } ?? progression.candidate
                progression.next = progression.candidate
            case .trainingMaxTest:
                progression.candidate = current.map { Self.lowered($0) } ?? progression.candidate
                progression.next = progression.candidate
            }
            return progression
        }
    }

    /// Wendler's reset for each lift whose last week-3 AMRAP set fell short of its minimum reps,
    /// in the settings' order, from the TM in force now.
    var resetSuggestions: [ResetSuggestion] {
        settings.order.compactMap { lift in
            guard let short = shortWeekThree[lift], let current = trainingMax[lift] else { return nil }
            return ResetSuggestion(
                lift: lift, cycle: short.cycle, path: short.path, line: short.set.line, weight: short.set.weight,
                reps: short.set.reps, minimumReps: short.minimum, trainingMax: current, suggested: Self.lowered(current))
        }
    }

    mutating func apply(_ event: Event) {
        switch event {
        case .entry(let entry):
            // A lift beyond the big four counts only when `order` names it (else a finding, `JournalFindings`).
            for lift in entry.values.keys.sorted() where lift.isBigFour || settings.order.contains(lift) {
                guard let (weight, line) = entry.values[lift] else { continue }
                let cause: TrainingMaxCause =
                    switch entry.cause {
                    case .start: .start(path: entry.path, line: line)
                    case .import: .imported(path: entry.path, line: line)
                    // `units` entries never reach the timeline (`Replay` skips them); as hand-set TMs if one did.
                    case .manual, .units: .manual(path: entry.path, line: line)
                    }
                record(lift, to: weight, date: entry.date, cycle: currentCycle, cause: cause)
                // A hand-set TM after week 3 is the lifter's decision: it replaces the candidate,
                // and any rise held for its word.
                pending[lift] = nil
                heldAtCycleStart[lift] = nil
                keptWithoutHeld[lift] = .manual
                shortWeekThree[lift] = nil
            }
        case .trainingMaxTestDone(_, let sheets):
            // A lift's new verdict replaces a rise still held from before.
            for sheet in sheets { heldAtCycleStart[sheet.lift] = nil }
            pending.removeAll(keepingCapacity: true)
            keptWithoutHeld.removeAll(keepingCapacity: true)
            for sheet in sheets {
                keptWithoutHeld[sheet.lift] = .trainingMaxTestPassed
                // The TM test (5/3/1 Forever): 100 % × 3–5; fewer than 3 reps means the TM is too
                // heavy. A skipped test (`[-]`) tells nothing: the TM stays.
                if sheet.workingSets.last?.isSkipped == true {
                    keptWithoutHeld[sheet.lift] = .trainingMaxTestSkipped
                    continue
                }
                guard let top = sheet.workingSets.last, top.isDone, top.reps < Self.trainingMaxTestMinimum,
                    let current = trainingMax[sheet.lift]
                else { continue }
                pending[sheet.lift] = Progression(
                    lift: sheet.lift, previous: current, candidate: Self.lowered(current), next: Self.lowered(current),
                    estimatedOneRepMax: top.reps > 0 ? Epley.estimatedOneRepMax(of: top) : .zero,
                    path: sheet.path, set: top, rule: .trainingMaxTest)
                keptWithoutHeld[sheet.lift] = nil
            }
        case .weekThreeDone(let cycle, _, let sheets):
            // A lift's new verdict replaces a rise still held from before.
            for sheet in sheets { heldAtCycleStart[sheet.lift] = nil }
            pending.removeAll(keepingCapacity: true)
            keptWithoutHeld.removeAll(keepingCapacity: true)
            shortWeekThree.removeAll(keepingCapacity: true)
            for sheet in sheets {
                // Below the AMRAP set's minimum reps (`x 0` on a `1+`): Wendler's 10 % reset is
                // suggested, never applied.
                if let set = sheet.lastTickedAMRAPSet,
                    let minimum = sheet.scheme.workingSets(week: sheet.week).last(where: \.isAMRAP)?.reps,
                    set.reps < minimum
                {
                    shortWeekThree[sheet.lift] = (cycle, sheet.path, set, minimum)
                }
                if let program = settings.program, program.progression == .fixed || !sheet.scheme.hasAMRAP,
                    let top = sheet.workingSets.last
                {
                    // A lift skipped or failed in week 3 earns no increment (`plusmd skip`'s rule):
                    // its TM stays, as with an e1RM progression.
                    if top.isSkipped || (top.isDone && top.reps == 0) {
                        let lift = sheet.lift.rawValue
                        let what = top.isSkipped ? "was skipped" : "failed (0 reps)"
                        keptWithoutHeld[sheet.lift] = top.isSkipped ? .amrapSkipped : .amrapFailed
                        diagnostics.append(
                            Diagnostic(
                                .warning, id: "no-week3-result", at: SourceLocation(path: sheet.path, line: top.line),
                                "week 3 top set of cycle \(cycle) \(what); the \(lift) TM stays"))
                        continue
                    }
                    // Fixed increments (5/3/1 Forever), also for an e1RM program's cycle without an AMRAP set.
                    // A cycle trained in another unit (before `config set units`) earns that unit's
                    // default increment, converted exactly (+5 lb is +2.27 kg); a per-lift
                    // `increments:` override is in the journal's unit and applies as written.
                    let trainedIn = sheet.writtenUnits ?? settings.units
                    let increment =
                        program.increments[sheet.lift]
                        ?? program.increment(for: sheet.lift, units: trainedIn).converted(from: trainedIn, to: settings.units)
                    let previous = trainingMax[sheet.lift]
                    let candidate = (previous ?? .zero) + increment
                    pending[sheet.lift] = Progression(
                        lift: sheet.lift, previous: previous, candidate: candidate, next: candidate,
                        estimatedOneRepMax: top.reps > 0 && top.isDone ? Epley.estimatedOneRepMax(of: top) : .zero,
                        path: sheet.path, set: top, rule: .fixed(increment: increment))
                    continue
                }
                guard let set = sheet.topAMRAPSet else {
                    // A skipped or failed AMRAP set gives no candidate: the lift keeps its TM.
                    let lift = sheet.lift.rawValue
                    let message: String
                    var line: Int?
                    if let failed = sheet.lastTickedAMRAPSet {
                        message = "week 3 AMRAP set of cycle \(cycle) failed (0 reps); the \(lift) TM stays"
                        line = failed.line
                        keptWithoutHeld[sheet.lift] = .amrapFailed
                    } else if sheet.isAMRAPSkipped {
                        message = "week 3 AMRAP set of cycle \(cycle) was skipped; the \(lift) TM stays"
                        line = sheet.workingSets.last(where: \.isAMRAP)?.line
                        keptWithoutHeld[sheet.lift] = .amrapSkipped
                    } else {
                        message = "week 3 of cycle \(cycle) has no ticked AMRAP set; its TM stays"
                        keptWithoutHeld[sheet.lift] = .noResult
                    }
                    diagnostics.append(
                        Diagnostic(.warning, id: "no-week3-result", at: SourceLocation(path: sheet.path, line: line), message))
                    continue
                }
                // In the unit the set was written in, then converted exactly.
                let candidate = Epley.percentOfEstimatedOneRepMax(settings.tmPercent, of: set)
                let previous = trainingMax[sheet.lift]
                pending[sheet.lift] = Progression(
                    lift: sheet.lift, previous: previous, candidate: candidate,
                    next: max(candidate, previous ?? candidate),
                    estimatedOneRepMax: Epley.estimatedOneRepMax(of: set),
                    path: sheet.path, set: set)
            }
        case .cycleBegins(let cycle, let date):
            let progressions = pendingProgressions
            for progression in allPending { heldAtCycleStart[progression.lift] = progression.isHeld ? (progression, date) : nil }
            currentCycle = cycle
            for progression in progressions where progression.isRaise {
                let cause: TrainingMaxCause
                switch progression.rule {
                case .estimatedOneRepMax:
                    cause = .amrap(
                        path: progression.path, line: progression.set.line,
                        weight: progression.set.weight, reps: progression.set.reps,
                        estimatedOneRepMax: progression.estimatedOneRepMax)
                case .fixed(let increment):
                    cause = .increment(path: progression.path, line: progression.set.line, amount: increment)
                case .trainingMaxTest:
                    cause = .trainingMaxTest(
                        path: progression.path, line: progression.set.line, weight: progression.set.weight,
                        reps: progression.set.reps)
                }
                record(
                    progression.lift, to: progression.next,
                    date: date ?? Day(year: 1, month: 1, day: 1)!, cycle: cycle, cause: cause)
            }
            opening[cycle] = progressions
            pending.removeAll(keepingCapacity: true)
        case .reset(let cycle):
            currentCycle = cycle
            opening[cycle] = []
            pending.removeAll(keepingCapacity: true)
            heldAtCycleStart.removeAll()
            keptWithoutHeld.removeAll(keepingCapacity: true)
            shortWeekThree.removeAll(keepingCapacity: true)
        }
    }

    /// The fewest reps at 100 % of TM that pass the 7th-week TM test (5/3/1 Forever: 3–5).
    static let trainingMaxTestMinimum = 3

    /// A TM lowered by 10 % (Wendler's reset and a failed TM test), exact to the hundredth.
    static func lowered(_ weight: Weight) -> Weight { Percentage(90).of(weight) }

    private mutating func record(
        _ lift: Lift, to weight: Weight, date: Day, cycle: Int, cause: TrainingMaxCause
    ) {
        history.append(
            TrainingMaxChange(
                lift: lift, from: trainingMax[lift], to: weight, date: date, cycle: cycle,
                cause: cause))
        trainingMax[lift] = weight
    }
}
