/// A key as the workout screen (`plusmd log`) reads it; the terminal's keys map onto these.
package enum LogKey: Sendable, Equatable {
    case character(Character)
    case enter
    /// Ctrl-J: a line break in the notes, Enter elsewhere.
    case newline
    case backspace
    case escape
    /// Ctrl-U: clear the typed text.
    case clearLine
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Any other key (arrows, Ctrl-L): ignored.
    case other
}

/// What the keyboard of the workout screen is doing.
package enum LogMode: Sendable, Equatable {
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

/// What a key asks the workout screen to do; the controller carries it out (writing the sheet,
/// running the rest timer) and shows the outcome.
package enum LogIntent: Sendable, Equatable {
    /// End the session (q, Ctrl-D; Enter on the summary).
    case quit
    /// Ctrl-C: end the session as interrupted.
    case interrupt
    /// Log the next set with these reps (nil: the target).
    case logNext(reps: Int?)
    /// Take back the last logged set.
    case undoLast
    /// Take back set `through` and every logged set after it.
    case undo(through: Int)
    /// Offer the other lifts open this week (the controller asks the journal, then calls
    /// `LogInput.offer(_:)`).
    case chooseLift
    /// Leave this sheet for `lift`'s.
    case switchLift(Lift)
    /// Show the summary (every working set is logged).
    case finish
    /// On the summary, in a week built from days: go on to the day's next open lift (`n`).
    case continueDay
    /// Read the sheet again from disk.
    case reload
    /// Hide or show the rest panel.
    case togglePanel
    /// Add (or, negative, take off) seconds to the rest in progress.
    case adjustRest(seconds: Int)
    /// End the rest in progress now.
    case skipRest
    /// Esc: drop the typed reps, the changed weight and the message.
    case clearTyped
    /// Use this weight for the next set (nil: back to the target).
    case setWeight(Weight?)
    /// Replace the notes with this text (lines separated by `\n`).
    case saveNotes(String)
    /// Show a message only (`isError`: a complaint).
    case say(String, isError: Bool)
}

/// The workout screen's keyboard as a value: the mode and the text typed, and for each key the
/// intent it stands for. Pure: it reads the `LoggingSession` for what the keys mean (is the next
/// set an AMRAP set? is the workout complete?) but changes nothing outside itself.
///
/// Keys (`plusmd log --help`): Enter logs the next set (digits typed first: that many reps), `w`
/// the weight, `u` undo (`3u`: back to set 3, asking when that takes back several), `n` notes,
/// `l` another lift, `f` finish, `r` reload, `h` hide the rest panel, `-`/`+`/`m`/`s` adjust or
/// skip the rest, `q` quit.
package struct LogInput: Sendable, Equatable {
    /// Reps typed before Enter are at most this many digits.
    package static let maximumDigits = 3
    /// A prompt (weight, notes) holds at most this many characters.
    package static let maximumText = 2000
    /// How a line break shows in the one-line notes editor.
    package static let lineBreak = " ⏎ "

    package var mode: LogMode
    /// Digits typed before Enter (reps) or `u` (a set number), or the text of a prompt.
    package var text: String

    package init(mode: LogMode = .sets, text: String = "") {
        self.mode = mode
        self.text = text
    }

    /// The intent of `key` in the current mode, given the `session` on screen; nil when the key
    /// only changed the typed text or the mode (or nothing).
    package mutating func handle(_ key: LogKey, session: LoggingSession) -> LogIntent? {
        if key == .interrupt { return .interrupt }
        switch mode {
        case .sets:
            return handleSets(key, session: session)
        case .weight:
            return handlePrompt(key, allowed: { $0.isNumber || $0 == "." || $0 == "," }, session: session)
        case .notes:
            return handlePrompt(key, allowed: { _ in true }, session: session)
        case .confirmUndo(let number):
            if key == .character("y") || key == .character("Y") {
                mode = .sets
                return .undo(through: number)
            }
            if key == .character("n") || key == .character("N") || key == .escape {
                mode = .sets
                return .say("nothing undone", isError: false)
            }
            return nil
        case .chooseLift(let lifts):
            if case .character(let character) = key, let digit = character.wholeNumberValue, (1...lifts.count).contains(digit) {
                let lift = lifts[digit - 1]
                if session.progress.done > 0 {
                    mode = .confirmSwitch(lift)
                    return nil
                }
                mode = .sets
                return .switchLift(lift)
            }
            if key == .escape || key == .character("q") { mode = .sets }
            return nil
        case .confirmSwitch(let lift):
            if key == .character("y") || key == .character("Y") {
                mode = .sets
                return .switchLift(lift)
            }
            if key == .character("n") || key == .character("N") || key == .escape { mode = .sets }
            return nil
        case .summary:
            switch key {
            case .character("q"), .enter, .newline, .escape, .endOfInput: return .quit
            case .character("n"): return .continueDay
            case .character("u"):
                mode = .sets
                return .undoLast
            default: return nil
            }
        }
    }

    /// Offers `lifts` to choose from (after `.chooseLift`, with the lifts open this week).
    package mutating func offer(_ lifts: [Lift]) {
        mode = .chooseLift(lifts)
    }

    private mutating func handleSets(_ key: LogKey, session: LoggingSession) -> LogIntent? {
        switch key {
        case .character(let character) where character.isNumber:
            if text.count < Self.maximumDigits { text.append(character) }
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .escape, .clearLine:
            text = ""
            return .clearTyped
        case .enter, .newline:
            guard session.next != nil else { return nil }
            return .logNext(reps: text.isEmpty ? nil : Int(text))
        case .character("w"):
            mode = .weight
            text = ""
        case .character("u"):
            guard let number = Int(text) else { return .undoLast }
            text = ""
            let count = session.items.filter { $0.number >= number && $0.isDone }.count
            if count > 1, session.items.first(where: { $0.number == number })?.isDone == true {
                mode = .confirmUndo(number: number)
                return nil
            }
            return .undo(through: number)
        case .character("n"):
            mode = .notes
            text = session.notes.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: Self.lineBreak)
        case .character("l"):
            return .chooseLift
        case .character("f"):
            if session.isComplete { return .finish }
            let left = session.items.filter { $0.kind == .working && !$0.isDone }.count
            return .say("finish needs every working set logged (\(left) to go)", isError: true)
        case .character("r"):
            return .reload
        case .character("q"), .endOfInput:
            return .quit
        case .character("h"):
            return .togglePanel
        case .character("-"), .character("_"):
            return .adjustRest(seconds: -RestTimer.smallStep)
        case .character("+"), .character("="):
            return .adjustRest(seconds: RestTimer.smallStep)
        case .character("m"):
            return .adjustRest(seconds: RestTimer.largeStep)
        case .character("s"):
            return .skipRest
        default:
            break
        }
        return nil
    }

    private mutating func handlePrompt(_ key: LogKey, allowed: (Character) -> Bool, session: LoggingSession) -> LogIntent? {
        switch key {
        case .character(let character) where allowed(character):
            if text.count < Self.maximumText { text.append(character) }
        case .newline where mode == .notes:
            text += Self.lineBreak
        case .backspace:
            if text.hasSuffix(Self.lineBreak) {
                text.removeLast(Self.lineBreak.count)
            } else if !text.isEmpty {
                text.removeLast()
            }
        case .clearLine:
            text = ""
        case .escape:
            mode = .sets
            text = ""
        case .enter, .newline:
            return submit()
        default:
            break
        }
        return nil
    }

    /// Enter in a prompt: the weight or the notes typed.
    private mutating func submit() -> LogIntent? {
        let typed = text
        let wasNotes = mode == .notes
        mode = .sets
        text = ""
        if wasNotes {
            return .saveNotes(typed.split(separator: Self.lineBreak, omittingEmptySubsequences: false).joined(separator: "\n"))
        }
        guard !typed.isEmpty else { return .setWeight(nil) }
        guard let weight = Weight(parsing: typed), weight > .zero else {
            return .say("'\(typed)' is not a weight", isError: true)
        }
        return .setWeight(weight)
    }
}
