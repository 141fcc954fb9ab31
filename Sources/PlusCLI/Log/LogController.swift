import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// The interactive half of `plusmd log`: carries out what the keys ask (`LogInput`, PlusCore:
/// mode + key → `LogIntent`) and keeps the screen state.
///
/// Every action goes through `LoggingSession` (PlusCore) for what to write and through
/// `LogSheet` for writing it; a failure is shown on screen. The rest timer is a `RestTimer`
/// against a fixed end, shared with `watch` and `status` through the timer state file.
final class LogController {
    var sheet: LogSheet
    /// The keyboard: its mode and the text typed.
    var keys = LogInput()
    /// The weight for the next set, when the lifter changed it.
    var weightOverride: Weight?
    var timer: RestTimer?
    var isPanelHidden = false
    /// A message for the lifter, and whether it is a complaint.
    var message: (text: String, isError: Bool)?
    /// A PR banner shown until this (plusmd) time.
    var celebration: (text: String, until: Int64)?
    /// The line under the summary saying what `next` will plan.
    var nextSuggestion = ""
    /// At the finish, with assistance categories: the day's reps of each against the target.
    var assistanceSummary = ""
    /// At the finish, in a week built from days: the day's next open lift (`n` goes on to it).
    var dayNext: SessionSlot?
    /// Messages (journal warnings) to print after the terminal is restored.
    var deferredErrors: [String] = []

    let arguments: ParsedArguments
    let context: CommandContext
    let clock: SessionClock
    let player: ChimePlayer
    let bell: () -> Void
    private var lastTick: Int64

    init(sheet: LogSheet, arguments: ParsedArguments, context: CommandContext, bell: @escaping () -> Void) {
        self.sheet = sheet
        self.arguments = arguments
        self.context = context
        clock = SessionClock(environment: context.environment)
        player = ChimePlayer(environment: context.environment)
        self.bell = bell
        lastTick = clock.now()
        resumeTimer()
        if sheet.session.next == nil { finish() } else { publish() }
    }

    var session: LoggingSession { sheet.session }
    var settings: Settings { sheet.settings }
    var plates: PlateMath { sheet.plateMath }
    /// What the keyboard is doing.
    var mode: LogMode { keys.mode }
    /// Digits typed before Enter (reps) or `u` (a set number), or the text of a prompt.
    var input: String { keys.text }

    // MARK: - Keys

    /// Handles one key; returns the exit status when the session ends.
    func handle(_ key: Key) -> ExitStatus? {
        guard let intent = keys.handle(LogKey(key), session: session) else { return nil }
        return perform(intent)
    }

    /// Carries out `intent`; returns the exit status when the session ends.
    func perform(_ intent: LogIntent) -> ExitStatus? {
        switch intent {
        case .quit: return .ok
        case .interrupt: return .interrupted
        case .logNext(let reps): logNext(reps: reps)
        case .undoLast: undoLast()
        case .undo(let number): undo(through: number)
        case .chooseLift: chooseLift()
        case .switchLift(let lift): switchLift(to: lift)
        case .finish: finish()
        case .continueDay:
            if let slot = dayNext {
                dayNext = nil
                switchLift(to: slot.lift, day: slot.day)
            } else {
                message = ("no other lift is open on this day", true)
            }
        case .reload:
            do {
                try sheet.reload()
                message = ("reloaded \(sheet.path) from disk", false)
            } catch {
                message = (error.description, true)
            }
            publish()
        case .togglePanel: isPanelHidden.toggle()
        case .adjustRest(let seconds): adjustTimer(by: seconds)
        case .skipRest:
            if var running = timer, !running.isOver(at: clock.now()) {
                running.skip(at: clock.now())
                timer = running
                publish()
            }
        case .clearTyped:
            weightOverride = nil
            message = nil
        case .setWeight(let weight):
            weightOverride = weight
            message = weight.map { ("next set at \($0) \(sheet.units.rawValue)", false) } ?? ("weight back to the target", false)
        case .saveNotes(let text): saveNotes(text)
        case .say(let text, let isError): message = (text, isError)
        }
        return nil
    }

    // MARK: - Actions

    private func logNext(reps: Int?) {
        guard let next = session.next else { return }
        var updated = session
        let logged: LoggingSession.Logged
        do {
            logged = try updated.logNext(reps: reps, weight: weightOverride)
        } catch {
            message = (error.description, true)
            return
        }
        guard write(logged.edits, updated) else { return }
        keys.text = ""
        weightOverride = nil
        let now = clock.now()
        message = ("logged set \(next.number): \(logged.item.weight) \(sheet.units.rawValue) × \(logged.item.reps)", false)
        if logged.isPersonalRecord, let e1RM = logged.estimatedOneRepMax {
            let before = session.best.map { ", up from \($0.estimatedOneRepMax)" } ?? ""
            celebration = ("NEW e1RM PR: \(e1RM) \(sheet.units.rawValue) (\(logged.item.weight) × \(logged.item.reps))\(before)", now + 8_000)
            bell()
        }
        if session.next == nil {
            timer = nil
            finish()
            return
        }
        timer = RestTimer(seconds: settings.restSeconds(after: logged.item.kind), kind: logged.item.kind, now: now)
        lastTick = now
        publish()
    }

    private func undoLast() {
        var updated = session
        do {
            let edits = try updated.undoLast()
            guard write(edits, updated) else { return }
            message = ("took back set \(session.next?.number ?? 0)", false)
            afterUndo()
        } catch {
            message = (error.description, true)
        }
    }

    private func undo(through number: Int) {
        var updated = session
        do {
            let count = session.items.filter { $0.number >= number && $0.isDone }.count
            let edits = try updated.undo(through: number)
            guard write(edits, updated) else { return }
            message = ("took back \(count == 1 ? "set \(number)" : "sets \(number)–\(number + count - 1)")", false)
            afterUndo()
        } catch {
            message = (error.description, true)
        }
    }

    private func afterUndo() {
        timer = nil
        celebration = nil
        if keys.mode == .summary { keys.mode = .sets }
        publish()
    }

    private func saveNotes(_ text: String) {
        var updated = session
        let edits = updated.setNotes(text)
        guard text.trimmingWhitespace() != session.notes else { return }
        if write(edits, updated) { message = ("notes saved", false) }
    }

    private func adjustTimer(by seconds: Int) {
        guard var running = timer, !running.isOver(at: clock.now()) else { return }
        running.adjust(by: seconds, at: clock.now())
        timer = running
        publish()
    }

    /// Writes edits; on failure shows why and returns false.
    private func write(_ edits: [SheetEdit], _ updated: LoggingSession) -> Bool {
        var edits = edits
        // A sheet written ahead and lifted on another day: the first set logged dates it today.
        if edits.contains(where: { if case .set(_, true, _, _, _) = $0 { true } else { false } }),
            let date = Workout.dateOnFirstSet(planned: sheet.planned, date: session.date, untouched: session.progress.done == 0, on: context.today)
        {
            edits.append(.date(date))
        }
        do {
            try sheet.apply(edits, updated: updated)
            return true
        } catch {
            message = (error.description, true)
            keys.text = ""
            publish()
            return false
        }
    }

    // MARK: - Switching lift

    private func chooseLift() {
        guard let state = freshState() else { return }
        let lifts = state.open.filter { $0 != session.lift }
        guard !lifts.isEmpty else {
            message = ("no other lift is open this week", true)
            return
        }
        keys.offer(lifts)
    }

    /// Leaves this sheet for `lift`'s. A sheet this run created and nothing was logged on is
    /// removed again; when that fails (it was edited meanwhile, the lock is held) it is kept and
    /// the screen says so.
    private func switchLift(to lift: Lift, day: Int? = nil) {
        keys.mode = .sets
        let left = sheet
        var kept: String?
        if let created = left.createdText, session.progress.done == 0 {
            do {
                try removeUntouched(left, created: created)
            } catch {
                kept = "kept \(left.path) (created for \(left.session.lift.displayName.lowercased()), nothing logged): \(error)"
            }
        }
        do {
            sheet = try LogSheet.open(lift: lift, day: day, arguments, quietContext())
        } catch {
            message = ([kept, "\(error)"].compactMap { $0 }.joined(separator: "; "), true)
            return
        }
        timer = nil
        keys.text = ""
        weightOverride = nil
        celebration = nil
        nextSuggestion = ""
        assistanceSummary = ""
        let now = "now logging \(lift.displayName.lowercased()): \(sheet.path)"
        message = kept.map { (now + "; " + $0, true) } ?? (now, false)
        if session.next == nil { finish() } else { publish() }
    }

    /// Removes `sheet`, created by this run as `created`, under the journal's lock.
    ///
    /// - Throws: `StoreError` (the lock is held elsewhere; the file changed since it was written).
    private func removeUntouched(_ sheet: LogSheet, created: String) throws {
        let timeout = JournalLock.timeout(context.environment)
        let lock = try JournalLock.acquire(root: sheet.root, holder: "plusmd log", environment: context.environment, timeout: timeout)
        defer { withExtendedLifetime(lock) {} }
        try AtomicFile.remove(root: sheet.root, relativePath: sheet.path, expectedOriginal: created)
    }

    /// The journal replayed afresh (warnings kept for later), or nil with a message.
    private func freshState() -> TrainingState? { freshJournal()?.state }

    /// The journal read afresh (warnings kept for later), or nil with a message.
    private func freshJournal() -> JournalContext? {
        do {
            return try JournalContext.open(arguments, quietContext())
        } catch {
            message = ("\(error)", true)
            return nil
        }
    }

    /// The context with stderr collected instead of printed over the screen.
    func quietContext() -> CommandContext {
        var quiet = context
        let box = MessageBox()
        quiet.writeError = { box.append($0) }
        boxes.append(box)
        return quiet
    }

    private var boxes: [MessageBox] = []

    /// Journal warnings collected while the screen was up, each once.
    var collectedErrors: [String] {
        var seen: Set<String> = []
        return (deferredErrors + boxes.flatMap(\.messages)).filter { seen.insert($0).inserted }
    }

    // MARK: - Finishing

    /// Shows the summary and works out what `next` will plan.
    func finish() {
        keys.mode = .summary
        timer = nil
        if let journal = freshJournal() {
            nextSuggestion = Self.suggestion(journal.state, settings: settings, today: context.today)
            // A week built from days: the day's next open lift, which `n` goes on to.
            dayNext = sheet.day.flatMap { day in journal.state.openSlots(day: day).first { $0.lift != session.lift } }
            if let slot = dayNext, let day = slot.day {
                nextSuggestion = "Next on day \(day): \(slot.lift.displayName.lowercased()) (press n to go on)"
            }
            // The day's assistance reps per category, against the target, as `show` gives them.
            if let day = try? DayReport(journal.resolved, date: session.date, only: nil), let reps = day.assistanceReps {
                assistanceSummary = String(DayReportText.assistance(reps).dropLast())
            }
        }
        publish()
    }

    /// `Next: bench press · cycle 1 · week 1 (5s) — top set 195 x 5+`.
    static func suggestion(_ state: TrainingState, settings: Settings, today: Day) -> String {
        if let unfinished = state.unfinished.first {
            return "Next: finish \(unfinished.lift.displayName.lowercased()) (\(TerminalText.escaped(unfinished.path)))"
        }
        guard let plan = try? Planner.plan(nil, state: state, settings: settings, date: today) else {
            return "Next: see `plusmd next`"
        }
        let top = plan.sets.last { $0.kind == .working }
        let set = top.map { " — top set \($0.weight) x \($0.reps)\($0.isAMRAP ? "+" : "")" } ?? ""
        var text = "Next: \(SheetRenderer.title(plan.lift, plan.position))\(SheetRenderer.dayTitle(plan.day))\(set)"
        if state.isNewCycle && !state.openingProgression.isEmpty {
            let raised = state.openingProgression.filter(\.isRaise).map { "\($0.lift.rawValue) \($0.previous.map(\.description) ?? "none") → \($0.next)" }
            if !raised.isEmpty { text += "; new TMs: " + raised.joined(separator: ", ") }
        }
        return text
    }

    // MARK: - Timer

    /// Sounds the cues due since the last tick.
    func tick() {
        let now = clock.now()
        defer { lastTick = now }
        if let shown = celebration, now >= shown.until { celebration = nil }
        guard let running = timer else { return }
        for cue in running.cues(from: lastTick, to: now) {
            switch cue {
            case .warning:
                if !player.play(Chime.warningCue, name: "cue") { bell() }
            case .done:
                if let chime = settings.chime { player.play(chime.tones, name: chime.rawValue) }
                bell()
                let next = upcoming.map { RestPanel.setText($0, units: sheet.units) } ?? "finish the workout"
                player.notify(title: "Rest over", body: "Next: \(next)")
                message = ("rest over — next: \(next)", false)
                publish()
            }
        }
    }

    /// The next set as the panel and the state file show it (with the weight typed, if any).
    var upcoming: TimerState.UpcomingSet? {
        guard let index = session.nextIndex else { return nil }
        let next = session.items[index]
        let weight = weightOverride ?? next.weight
        return TimerState.UpcomingSet(
            number: next.number, kind: next.kind, weight: weight, reps: next.reps, isAMRAP: next.isAMRAP,
            platesPerSide: session.loadouts(plates, weight: weight, at: index)[index].perSide)
    }

    /// Continues a rest a previous `log` started on this sheet.
    private func resumeTimer() {
        guard let saved = TimerStateFile.read(root: sheet.root, environment: context.environment),
            saved.sheet == sheet.path, let running = saved.timer, !running.isOver(at: clock.now())
        else { return }
        timer = running
    }

    /// Writes the timer state file for `watch` and `status`.
    func publish() {
        let progress = session.progress
        TimerStateFile.write(
            TimerState(
                sheet: sheet.path, lift: session.lift, isFinished: mode == .summary, timer: timer,
                next: upcoming, done: progress.done, total: progress.total, updatedAt: clock.now()),
            root: sheet.root, environment: context.environment)
    }

    /// Real milliseconds to wait before the next redraw: often while a rest runs.
    var pollInterval: Int {
        if let running = timer, !running.isOver(at: clock.now()) { return 100 }
        return celebration == nil ? 500 : 150
    }
}

/// Collects messages written while the screen is up.
final class MessageBox: @unchecked Sendable {
    private(set) var messages: [String] = []
    func append(_ text: String) { messages.append(text) }
}

extension String {
    /// Every `target` replaced by `replacement`.
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}

extension LogKey {
    /// The terminal's key as the workout screen reads it.
    init(_ key: Key) {
        switch key {
        case .character(let character): self = .character(character)
        case .enter: self = .enter
        case .newline: self = .newline
        case .backspace: self = .backspace
        case .escape: self = .escape
        case .clearLine: self = .clearLine
        case .interrupt: self = .interrupt
        case .endOfInput: self = .endOfInput
        case .up, .down, .left, .right, .suspend, .redraw: self = .other
        }
    }
}
