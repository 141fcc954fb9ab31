/// `plusmd status`: where the lifter stands this week — position, lifts done and open, the
/// unfinished sheet and its next set, TMs, the rest in progress and the git state.
package struct StatusReport: Report, Equatable {
    /// Ticked and total sets of the live sheet.
    package struct Progress: Codable, Sendable, Equatable {
        package var done: Int
        package var total: Int
        package var path: String
    }

    /// The rest in progress, for status bars.
    package struct Rest: Codable, Sendable, Equatable {
        /// Whole seconds left, never above `duration`.
        package var remaining: Int
        package var duration: Int
        @Nullable package var kind: SetKind?
        /// When it ends, Unix time in milliseconds.
        package var endsAtMs: Int64

        package init(remaining: Int, duration: Int, kind: SetKind?, endsAtMs: Int64) {
            self.remaining = min(remaining, duration)
            self.duration = duration
            self.kind = kind
            self.endsAtMs = endsAtMs
        }
    }

    /// One day of a week built from days: its lifts in the day's order, those done (ticked or
    /// skipped), those skipped and those still open.
    package struct WeekDay: Codable, Sendable, Equatable {
        package var day: Int
        package var lifts: [Lift]
        package var done: [Lift]
        package var skipped: [Lift]
        package var open: [Lift]

        /// The days of `journal`'s current week, in order; empty for a week without days.
        package static func days(of journal: ResolvedJournal) -> [WeekDay] {
            let state = journal.state
            let numbers = Set(state.doneSlots.compactMap(\.day) + state.openSlots.compactMap(\.day)).sorted()
            return numbers.map { day in
                let done = state.doneSlots.filter { $0.day == day }
                return WeekDay(
                    day: day,
                    lifts: (journal.schedule.cycle(state.position.cycle)?.layout?.days[day - 1].map(\.lift) ?? [])
                        .filter { lift in (state.doneSlots + state.openSlots).contains { $0.day == day && $0.lift == lift } },
                    done: done.map(\.lift), skipped: done.filter { journal.isSkipped($0, at: state.position) }.map(\.lift),
                    open: state.openSlots.filter { $0.day == day }.map(\.lift))
            }
        }

        /// `squat ✓, bench (skipped)…`: the day's lifts in its order, each marked done or skipped.
        package var summary: String {
            lifts.map { lift in
                skipped.contains(lift) ? "\(lift.rawValue) (skipped)" : done.contains(lift) ? "\(lift.rawValue) ✓" : lift.rawValue
            }.joined(separator: ", ")
        }
    }

    package var version = reportSchemaVersion
    package var cycle: Int
    package var week: Int
    package var done: [Lift]
    package var open: [Lift]
    @Nullable package var suggested: Lift?
    /// The unfinished sheet `next` would show again.
    @Nullable package var unfinished: String?
    package var trainingMax: LiftTable<Weight>
    /// Between week 3 and the next cycle: every lift's next TM; empty otherwise.
    package var pending: LiftTable<Weight>
    /// Lifts in `pending` without a week-3 result (set by hand after week 3, or no AMRAP).
    package var pendingWithoutResult: [Lift]
    /// Why each lift of `pendingWithoutResult` keeps its TM (as `tm --json`'s `pending_kept`).
    package var pendingKept: [PendingKeptRow]
    /// The cycle `pending` opens: the next one, or this one while it has no sheet yet (its TMs are
    /// applied when its first sheet is written); nil when nothing is pending.
    package var pendingCycle: Int?
    package var units: WeightUnit
    /// The live sheet's next set (with its `number`), its progress, and the rest in progress.
    @Nullable package var currentSet: SheetSetRow?
    @Nullable package var progress: Progress?
    @Nullable package var timer: Rest?
    package var sync: SyncSummary
    /// Where the week sits in the program (`Leader 2 of 2`, its scheme and supplemental); absent
    /// without `program:`.
    package var program: ProgramCycleRow?
    /// TM rises held for the lifter's word, as `tm`'s `held`.
    package var held: [ProgressionRow] = []
    /// The lifts of `done` skipped this week (every working set `[-]`), in the settings' order.
    package var skipped: [Lift] = []
    /// A week built from days: each day's lifts done and open; absent (nil) otherwise.
    package var days: [WeekDay]?
    /// A week built from days: the day `next` offers (the unfinished sheet's, else the first day
    /// with a lift open); absent otherwise.
    package var suggestedDay: Int?

    /// The status of `journal`, with the timer state shared by a running `log` (`timerSheet` is
    /// the sheet it logs; `rest` its countdown, when one is running) and the git state.
    package init(_ journal: ResolvedJournal, timerSheet: String?, rest: Rest?, sync: SyncSummary) {
        let state = journal.state
        let tm = TrainingMaxReport(journal)
        cycle = state.position.cycle
        week = state.position.week
        done = state.done
        open = state.open
        suggested = state.suggested
        unfinished = state.unfinished.first?.path
        trainingMax = tm.trainingMax
        pending = tm.pending
        pendingWithoutResult = tm.pending.entries.map(\.lift).filter { lift in !tm.pendingChanges.contains { $0.lift == lift } }
        pendingKept = tm.pendingKept
        pendingCycle = tm.pendingCycle
        held = tm.held
        skipped = journal.skippedThisWeek
        if state.hasDays {
            days = WeekDay.days(of: journal)
            suggestedDay = state.suggestedDay
        }
        units = journal.settings.units
        self.sync = sync
        program = state.program.map(ProgramCycleRow.init)
        let live = journal.liveSheet(timerSheet: timerSheet)
        if let live {
            let session = LoggingSession(workout: live, plan: nil, best: nil)
            progress = Progress(done: session.progress.done, total: session.progress.total, path: live.path)
            if let next = session.next, let index = live.sets.firstIndex(where: { $0.line == next.line }) {
                currentSet = SheetSetRow.row(index, of: live, settings: journal.settings, number: next.number)
            }
        }
        // A rest belongs to the live sheet, or to a standalone timer.
        timer = (timerSheet == nil || timerSheet == live?.path) ? rest : nil
    }
}
