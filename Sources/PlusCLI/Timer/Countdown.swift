import PlusTerminal
import Foundation
import PlusCore
import PlusStore

/// `plusmd timer DURATION`'s countdown: full screen on a terminal, two lines otherwise.
struct Countdown {
    let seconds: Int
    let kind: SetKind?
    /// The journal, when there is one: the countdown is shared through its timer state file.
    let root: String?
    let chime: Chime?
    let context: CommandContext
    let player: ChimePlayer

    func run(noColor: Bool) throws -> ExitStatus {
        let clock = SessionClock(environment: context.environment)
        var timer = RestTimer(seconds: seconds, kind: kind, now: clock.now())
        let label = kind.map { " (\($0.rawValue))" } ?? ""
        publish(timer, clock)
        defer { publish(nil, clock) }
        guard context.stdinIsTerminal && context.stdoutIsTerminal,
            let screen = TerminalScreen(environment: context.environment, noColorFlag: noColor)
        else {
            context.writeError("Rest \(RestDuration.text(seconds))\(label) started.\n")
            while !timer.isOver(at: clock.now()) {
                usleep(UInt32(max(1_000, min(200_000, clock.realMilliseconds(timer.remainingMilliseconds(at: clock.now())) * 1000))))
            }
            endSounds()
            context.writeError("Rest over\(label).\n")
            return .ok
        }
        var lastTick = timer.startedAt
        var cancelled = false
        let status = screen.run(
            timeout: { 100 },
            frame: { _, columns in
                let now = clock.now()
                return [ScreenLine("plusmd timer\(label)", .bold), ScreenLine()]
                    + RestPanel.lines(timer, now: now, next: nil, units: nil, width: columns, live: !screen.isPlain, ascii: screen.isPlain)
                    + [ScreenLine(), ScreenLine("- −15s · + +15s · m +1min · s/q end · Ctrl-C cancel", .dim)]
            },
            handle: { key in
                let now = clock.now()
                switch key {
                case .character("-"), .character("_"): timer.adjust(by: -RestTimer.smallStep, at: now)
                case .character("+"), .character("="): timer.adjust(by: RestTimer.smallStep, at: now)
                case .character("m"): timer.adjust(by: RestTimer.largeStep, at: now)
                case .character("s"), .character("q"), .endOfInput:
                    cancelled = true
                    return .ok
                case .interrupt:
                    cancelled = true
                    return .interrupted
                default: return nil
                }
                publish(timer, clock)
                return nil
            },
            tick: {
                let now = clock.now()
                defer { lastTick = now }
                for cue in timer.cues(from: lastTick, to: now) {
                    switch cue {
                    case .warning: if !player.play(Chime.warningCue, name: "cue") { screen.bell() }
                    case .done:
                        endSounds()
                        screen.bell()
                        return .ok
                    }
                }
                return nil
            }, interrupted: ExitStatus.interrupted)
        if cancelled || status == .interrupted {
            context.writeError("rest cancelled\(label) with \(RestDuration.text(timer.remainingSeconds(at: clock.now()))) left\n")
        } else {
            context.writeError("Rest over\(label): \(RestDuration.text(timer.duration)).\n")
        }
        return status
    }

    private func endSounds() {
        if let chime { player.play(chime.tones, name: chime.rawValue) }
        player.notify(title: "Rest over", body: "plusmd: \(RestDuration.text(seconds)) rest\(kind.map { " after \($0.heading.lowercased())" } ?? "") is over")
    }

    /// Shares the countdown (nil: none) through the journal's timer state file, keeping what a
    /// running `log` wrote there about its sheet.
    private func publish(_ timer: RestTimer?, _ clock: SessionClock) {
        guard let root else { return }
        var state = TimerStateFile.read(root: root, environment: context.environment)
            ?? TimerState(sheet: nil, lift: nil, timer: nil, next: nil, updatedAt: clock.now())
        state.timer = timer
        state.updatedAt = clock.now()
        if timer == nil && state.sheet == nil {
            TimerStateFile.remove(root: root, environment: context.environment)
        } else {
            TimerStateFile.write(state, root: root, environment: context.environment)
        }
    }
}
