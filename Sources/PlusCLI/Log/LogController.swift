import PlusCore
import PlusFormat
import PlusStore

/// The interactive half of `plusmd log`: keys in, sheet writes and screen state out.
///
/// Every action goes through `LoggingSession` (PlusCore) for what to write and through
/// `LogSheet` for writing it; the rest timer is a `RestTimer` against a fixed end, shared with
/// `watch` and `status` through the timer state file.
final class LogController {
    /// What the keyboard is doing.
    enum Mode: Equatable {
        /// Logging sets: digits are reps.
        case sets
        /// Typing the weight for the next set.
        case weight
        /// Editing the notes.
        case notes
        /// Confirming an undo of several sets, back to set `number`.
        case confirmUndo(number: Int)
        /// Picking another open lift.
        case chooseLift([Lift])
        /// Confirming a switch after sets were logged.
        case confirmSwitch(Lift)
        /// The finished workout's summary.
        case summary
    }

    var sheet: LogSheet
    var mode: Mode = .sets
    /// Digits typed before Enter (reps) or `u` (a set number), or the text of a prompt.
    var input = ""
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
    var plates: PlateMath { settings.plateMath(lift: session.lift, gym: session.gym) }

    // MARK: - Keys

    /// Handles one key; returns the exit status when the session ends.
    func handle(_ key: Key) -> ExitStatus? {
        if key == .interrupt { return .interrupted }
        switch mode {
        case .sets: return handleSets(key)
        case .weight: handlePrompt(key, allowed: { $0.isNumber || $0 == "." || $0 == "," }, submit: submitWeight)
        case .notes: handlePrompt(key, allowed: { _ in true }, submit: submitNotes)
        case .confirmUndo(let number):
            if key == .character("y") || key == .character("Y") {
                mode = .sets
                undo(through: number)
            } else if key == .character("n") || key == .escape || key == .character("N") {
                mode = .sets
                message = ("nothing undone", false)
            }
        case .chooseLift(let lifts):
            if case .character(let character) = key, let digit = character.wholeNumberValue, (1...lifts.count).contains(digit) {
                requestSwitch(to: lifts[digit - 1])
            } else if key == .escape || key == .character("q") {
                mode = .sets
            }
        case .confirmSwitch(let lift):
            if key == .character("y") || key == .character("Y") {
                switchLift(to: lift)
            } else if key == .character("n") || key == .escape || key == .character("N") {
                mode = .sets
            }
        case .summary:
            switch key {
            case .character("q"), .enter, .newline, .escape, .endOfInput: return .ok
            case .character("u"):
                mode = .sets
                undoLast()
            default: break
            }
        }
        return nil
    }

    private func handleSets(_ key: Key) -> ExitStatus? {
        switch key {
        case .character(let character) where character.isNumber:
            if input.count < 3 { input.append(character) }
        case .backspace:
            if !input.isEmpty { input.removeLast() }
        case .escape, .clearLine:
            input = ""
            weightOverride = nil
            message = nil
        case .enter, .newline:
            logNext()
        case .character("w"):
            mode = .weight
            input = ""
        case .character("u"):
            if let number = Int(input) {
                input = ""
                let count = session.items.filter { $0.number >= number && $0.isDone }.count
                if count > 1, session.items.first(where: { $0.number == number })?.isDone == true {
                    mode = .confirmUndo(number: number)
                } else {
                    undo(through: number)
                }
            } else {
                undoLast()
            }
        case .character("n"):
            mode = .notes
            input = session.notes.replacingOccurrences("\n", " ⏎ ")
        case .character("l"):
            chooseLift()
        case .character("f"):
            if session.isComplete {
                finish()
            } else {
                let left = session.items.filter { $0.kind == .working && !$0.isDone }.count
                message = ("finish needs every working set logged (\(left) to go)", true)
            }
        case .character("r"):
            do {
                try sheet.reload()
                message = ("reloaded \(sheet.path) from disk", false)
            } catch {
                message = (error.description, true)
            }
            publish()
        case .character("q"), .endOfInput:
            return .ok
        case .character("h"):
            isPanelHidden.toggle()
        case .character("-"), .character("_"):
            adjustTimer(by: -RestTimer.smallStep)
        case .character("+"), .character("="):
            adjustTimer(by: RestTimer.smallStep)
        case .character("m"):
            adjustTimer(by: RestTimer.largeStep)
        case .character("s"):
            if var running = timer, !running.isOver(at: clock.now()) {
                running.skip(at: clock.now())
                timer = running
                publish()
            }
        default:
            break
        }
        return nil
    }

    private func handlePrompt(_ key: Key, allowed: (Character) -> Bool, submit: () -> Void) {
        switch key {
        case .character(let character) where allowed(character):
            if input.count < 2000 { input.append(character) }
        case .newline where mode == .notes:
            input += " ⏎ "
        case .backspace:
            if input.hasSuffix(" ⏎ ") { input.removeLast(3) } else if !input.isEmpty { input.removeLast() }
        case .clearLine:
            input = ""
        case .escape:
            mode = .sets
            input = ""
        case .enter, .newline:
            submit()
        default:
            break
        }
    }

    // MARK: - Actions

    private func logNext() {
        guard let next = session.next else { return }
        let reps = input.isEmpty ? nil : Int(input)
        var updated = session
        let logged: LoggingSession.Logged
        do {
            logged = try updated.logNext(reps: reps, weight: weightOverride)
        } catch {
            message = (error.description, true)
            return
        }
        guard write(logged.edits, updated) else { return }
        input = ""
        weightOverride = nil
        let now = clock.now()
        message = ("logged set \(next.number): \(logged.item.weight) \(settings.units.rawValue) × \(logged.item.reps)", false)
        if logged.isPersonalRecord, let e1RM = logged.estimatedOneRepMax {
            let before = session.best.map { ", up from \($0.estimatedOneRepMax)" } ?? ""
            celebration = ("NEW e1RM PR: \(e1RM) \(settings.units.rawValue) (\(logged.item.weight) × \(logged.item.reps))\(before)", now + 8_000)
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
        if mode == .summary { mode = .sets }
        publish()
    }

    private func submitWeight() {
        mode = .sets
        defer { input = "" }
        guard !input.isEmpty else {
            weightOverride = nil
            message = ("weight back to the target", false)
            return
        }
        guard let weight = Weight(parsing: input), weight > .zero else {
            message = ("'\(input)' is not a weight", true)
            return
        }
        weightOverride = weight
        message = ("next set at \(weight) \(settings.units.rawValue)", false)
    }

    private func submitNotes() {
        mode = .sets
        let text = input.replacingOccurrences(" ⏎ ", "\n")
        input = ""
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
        do {
            try sheet.apply(edits, updated: updated)
            return true
        } catch {
            message = (error.description, true)
            input = ""
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
        mode = .chooseLift(lifts)
    }

    private func requestSwitch(to lift: Lift) {
        if session.progress.done > 0 {
            mode = .confirmSwitch(lift)
        } else {
            switchLift(to: lift)
        }
    }

    private func switchLift(to lift: Lift) {
        mode = .sets
        if let created = sheet.createdText, session.progress.done == 0 {
            let timeout = JournalLock.timeout(context.environment)
            if let lock = try? JournalLock.acquire(root: sheet.root, holder: "plusmd log", environment: context.environment, timeout: timeout) {
                try? AtomicFile.remove(root: sheet.root, relativePath: sheet.path, expectedOriginal: created)
                withExtendedLifetime(lock) {}
            }
        }
        do {
            sheet = try LogSheet.open(lift: lift, arguments, quietContext())
        } catch {
            message = ("\(error)", true)
            return
        }
        timer = nil
        input = ""
        weightOverride = nil
        celebration = nil
        message = ("now logging \(lift.displayName.lowercased()): \(sheet.path)", false)
        if session.next == nil { finish() } else { publish() }
    }

    /// The journal replayed afresh (warnings kept for later), or nil with a message.
    private func freshState() -> TrainingState? {
        do {
            return try JournalContext.open(arguments, quietContext()).state
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
        mode = .summary
        timer = nil
        if let state = freshState() {
            nextSuggestion = Self.suggestion(state, settings: settings, today: context.today)
        }
        publish()
    }

    /// `Next: bench press · cycle 1 · week 1 (5s) — top set 195 x 5+`.
    static func suggestion(_ state: TrainingState, settings: Settings, today: Day) -> String {
        if let unfinished = state.unfinished.first {
            return "Next: finish \(unfinished.lift.displayName.lowercased()) (\(unfinished.path))"
        }
        guard let plan = try? Planner.plan(nil, state: state, settings: settings, date: today) else {
            return "Next: see `plusmd next`"
        }
        let top = plan.sets.last { $0.kind == .working }
        let set = top.map { " — top set \($0.weight) x \($0.reps)\($0.isAMRAP ? "+" : "")" } ?? ""
        var text = "Next: \(SheetRenderer.title(plan.lift, plan.position))\(set)"
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
                let next = upcoming.map { RestPanel.setText($0, units: settings.units) } ?? "finish the workout"
                player.notify(title: "Rest over", body: "Next: \(next)")
                message = ("rest over — next: \(next)", false)
                publish()
            }
        }
    }

    /// The next set as the panel and the state file show it (with the weight typed, if any).
    var upcoming: TimerState.UpcomingSet? {
        guard let next = session.next else { return nil }
        let weight = weightOverride ?? next.weight
        return TimerState.UpcomingSet(
            number: next.number, kind: next.kind, weight: weight, reps: next.reps, isAMRAP: next.isAMRAP,
            platesPerSide: plates.loadout(for: weight).perSide)
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
