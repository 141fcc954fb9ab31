/// `plusmd report`: everything the HTML progress report draws, from the resolved journal, in the
/// journal's unit. Every number is the one `prs --json`, `tm --history --json` and
/// `export --format json` give: the records are a `RecordsReport`, the TM changes
/// `TrainingMaxChangeRow`s, the volume sums the counted sheets' done sets.
///
/// `since` limits what is drawn (points, weeks, days) to that day and later; what a set *is* (its
/// e1RM, whether it was a PR) is still decided over the whole journal.
package struct ProgressReport: Report, Equatable {
    /// The first sheet of a cycle: a boundary on the time charts.
    package struct CycleStart: Codable, Sendable, Equatable {
        package var cycle: Int
        package var date: Day
    }

    /// A reset entry: from `date`, `cycle` starts again at week 1.
    package struct ResetMark: Codable, Sendable, Equatable {
        package var date: Day
        package var cycle: Int
        package var path: String
    }

    /// A counting AMRAP set against the reps the program asks for (5, 3 or 1, the "+" minimum).
    package struct AMRAPReps: Codable, Sendable, Equatable {
        package var lift: Lift
        package var date: Day
        package var week: Int
        package var path: String
        package var line: Int
        package var weight: Weight
        package var reps: Int
        package var minimum: Int
    }

    /// The work of one calendar week (Monday first): the sum of weight × reps of the done sets of
    /// each kind, journal unit.
    package struct WeekVolume: Codable, Sendable, Equatable {
        /// The Monday of the week.
        package var week: Day
        package var warmup: Weight
        package var working: Weight
        package var supplemental: Weight
    }

    /// A training day: the counted sheets with a ticked set on that day.
    package struct TrainingDay: Codable, Sendable, Equatable {
        package var date: Day
        package var lifts: [Lift]
        package var paths: [String]
    }

    package var version = reportSchemaVersion
    /// When the report was made (RFC 3339 local time).
    package var generated: String
    package var units: WeightUnit
    @Nullable package var since: Day?
    /// The lifts shown, in the settings' order.
    package var lifts: [Lift]
    package var cycle: Int
    package var week: Int
    /// The week's name in the program in force (`5s`, `3s`, `5/3/1`, `deload`, `7th week`).
    package var weekName: String = ""
    /// A week built from days: each day's lifts done and open (as `status`); nil otherwise.
    package var days: [StatusReport.WeekDay]? = nil
    /// The TMs in force now.
    package var trainingMax: LiftTable<Weight>
    /// Next cycle's TMs once week 3 is done (as `tm --json`'s `pending`).
    package var pendingTrainingMax: LiftTable<Weight>
    /// Rises held for the lifter's word (as `tm --json`'s `held`), of the lifts shown.
    package var held: [ProgressionRow] = []
    /// Imported best e1RMs a PR must beat.
    package var baseline: LiftTable<Weight>
    /// PRs, AMRAP sets, best reps at each weight (as `prs --json`, AMRAP sets before `since` left out).
    package var records: RecordsReport
    /// Every TM change of the lifts shown, oldest first (as `tm --history --json`).
    package var trainingMaxHistory: [TrainingMaxChangeRow]
    package var cycleStarts: [CycleStart]
    package var resets: [ResetMark]
    package var amrapReps: [AMRAPReps]
    package var weeklyVolume: [WeekVolume]
    /// Ticked assistance reps of each ISO week (by its Monday), per category when plusmd.yaml
    /// names categories (else one `all`), oldest first; empty without assistance.
    package var assistanceWeeks: [AssistanceWeek] = []
    /// The most reps in one set of each assistance exercise, with its day: by exercise name.
    package var assistanceBest: [AssistanceBest] = []

    /// One week of assistance reps.
    package struct AssistanceWeek: Codable, Sendable, Equatable {
        package var week: Day
        /// Each category's reps in the categories' order, then exercises outside them as `other`
        /// (no target: the target is a day's).
        package var reps: [DayReport.CategoryReps]
    }

    /// An exercise's best set: most reps in one set, the weight written with it, where.
    package struct AssistanceBest: Codable, Sendable, Equatable {
        package var exercise: String
        package var reps: Int
        package var weight: Weight?
        package var unit: WeightUnit?
        package var date: Day
        package var path: String
        package var line: Int
    }
    package var trainingDays: [TrainingDay]

    package init(_ journal: ResolvedJournal, generated: String, since: Day? = nil, only: Lift? = nil) {
        let settings = journal.settings
        let inRange = { (day: Day) in since.map { day >= $0 } ?? true }
        self.generated = generated
        self.since = since
        units = settings.units
        lifts = settings.order.filter { only == nil || $0 == only }
        let shown = lifts
        cycle = journal.state.position.cycle
        week = journal.state.position.week
        weekName = journal.state.program?.scheme.weekName(week) ?? Program.weekName(week)
        if journal.state.hasDays { days = StatusReport.WeekDay.days(of: journal) }
        let tm = TrainingMaxReport(journal)
        trainingMax = LiftTable(entries: tm.trainingMax.entries.filter { shown.contains($0.lift) })
        pendingTrainingMax = LiftTable(entries: tm.pending.entries.filter { shown.contains($0.lift) })
        held = tm.held.filter { shown.contains($0.lift) }
        baseline = LiftTable(journal.baselines.filter { shown.contains($0.key) }, order: shown)
        var records = RecordsReport(journal, only: only)
        records.amrapSets = LiftTable(entries: records.amrapSets.entries.map { ($0.lift, $0.value.filter { inRange($0.date) }) })
        self.records = records
        trainingMaxHistory = TrainingMaxHistoryReport(journal).history.filter { shown.contains($0.lift) }
        let sheets = journal.sheets.filter { shown.contains($0.lift) && inRange($0.date) }
        var starts: [Int: Day] = [:]
        for sheet in journal.sheets where inRange(sheet.date) {
            starts[sheet.cycle] = min(starts[sheet.cycle] ?? sheet.date, sheet.date)
        }
        cycleStarts = starts.map { CycleStart(cycle: $0.key, date: $0.value) }.sorted { ($0.date, $0.cycle) < ($1.date, $1.cycle) }
        resets = journal.resets.filter { inRange($0.date) }.map { ResetMark(date: $0.date, cycle: $0.cycle, path: $0.path) }
        // Each set's minimum from the scheme of its own sheet (5/3/1 Forever's 3/5/1 asks 3+ in week 1).
        let schemeOf = Dictionary(journal.sheets.map { ($0.path, $0.scheme) }, uniquingKeysWith: { first, _ in first })
        amrapReps = journal.records.results.filter { shown.contains($0.lift) && inRange($0.date) }.map { result in
            let scheme = schemeOf[result.path] ?? .fiveThreeOne
            let minimum = scheme.workingSets(week: result.week).last(where: \.isAMRAP)?.reps ?? 1
            return AMRAPReps(
                lift: result.lift, date: result.date, week: result.week, path: result.path, line: result.set.line,
                weight: result.set.weight, reps: result.set.reps, minimum: minimum)
        }
        var volume: [Day: WeekVolume] = [:]
        var days: [Day: TrainingDay] = [:]
        for sheet in sheets {
            let monday = sheet.date.monday
            var entry = volume[monday] ?? WeekVolume(week: monday, warmup: .zero, working: .zero, supplemental: .zero)
            for set in sheet.sets where set.isDone && set.reps > 0 {
                let work = set.weight * set.reps
                switch set.kind {
                case .warmup: entry.warmup = entry.warmup + work
                case .working, .joker: entry.working = entry.working + work
                case .bbb: entry.supplemental = entry.supplemental + work
                }
            }
            if entry.warmup + entry.working + entry.supplemental > .zero { volume[monday] = entry }
            if sheet.progress.done > 0 {
                var day = days[sheet.date] ?? TrainingDay(date: sheet.date, lifts: [], paths: [])
                day.lifts.append(sheet.lift)
                day.paths.append(sheet.path)
                days[sheet.date] = day
            }
        }
        weeklyVolume = volume.values.sorted { $0.week < $1.week }
        trainingDays = days.values.sorted { $0.date < $1.date }
        (assistanceWeeks, assistanceBest) = Self.assistance(sheets, plan: settings.assistance)
    }
}

extension ProgressReport {
    /// The assistance of `sheets` (ticked lines whose numbers are read): reps per week and
    /// category (`other` for exercises outside the categories; one `all` without categories),
    /// and each exercise's best set (exercises told apart as `AssistancePlan.category` compares them).
    static func assistance(_ sheets: [Workout], plan: AssistancePlan) -> ([AssistanceWeek], [AssistanceBest]) {
        var weeks: [Day: [String: Int]] = [:]
        var best: [String: AssistanceBest] = [:]
        for sheet in sheets {
            for task in sheet.assistance where task.isDone {
                guard let work = task.work, !work.sets.isEmpty else { continue }
                let category = plan.categories.isEmpty ? "all" : plan.category(of: work.exercise) ?? "other"
                weeks[sheet.date.monday, default: [:]][category, default: 0] += work.reps
                guard let top = work.sets.max(by: { $0.reps < $1.reps }) else { continue }
                let key = AssistancePlan.key(work.exercise)
                if best[key].map({ top.reps > $0.reps }) ?? true {
                    best[key] = AssistanceBest(
                        exercise: work.exercise, reps: top.reps, weight: top.weight, unit: top.unit, date: sheet.date, path: sheet.path, line: task.line)
                }
            }
        }
        let order = (plan.categories.isEmpty ? ["all"] : plan.categories.map(\.name)) + ["other"]
        let rows = weeks.keys.sorted().map { week in
            AssistanceWeek(week: week, reps: order.compactMap { name in weeks[week]?[name].map { DayReport.CategoryReps(category: name, reps: $0, targetMin: nil, targetMax: nil) } })
        }
        return (rows, best.values.sorted { ($0.exercise.lowercased(), $0.date) < ($1.exercise.lowercased(), $1.date) })
    }
}

extension Day {
    /// The day `count` days later (earlier when negative).
    package func adding(days count: Int) -> Day {
        var result = self
        var left = count
        while left > 0 {
            if result.day < Day.daysIn(month: result.month, year: result.year) {
                result = Day(year: result.year, month: result.month, day: result.day + 1) ?? result
            } else if result.month < 12 {
                result = Day(year: result.year, month: result.month + 1, day: 1) ?? result
            } else {
                result = Day(year: result.year + 1, month: 1, day: 1) ?? result
            }
            left -= 1
        }
        while left < 0 {
            if result.day > 1 {
                result = Day(year: result.year, month: result.month, day: result.day - 1) ?? result
            } else if result.month > 1 {
                result = Day(year: result.year, month: result.month - 1, day: Day.daysIn(month: result.month - 1, year: result.year)) ?? result
            } else {
                result = Day(year: result.year - 1, month: 12, day: 31) ?? result
            }
            left += 1
        }
        return result
    }

    /// The Monday of the day's ISO week.
    package var monday: Day { adding(days: 1 - weekday) }
}
