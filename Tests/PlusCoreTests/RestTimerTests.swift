import Testing

@testable import PlusCore

/// The rest timer against a fixed end instant, driven by an injected clock (milliseconds).
@Suite struct RestTimerTests {
    let start: Int64 = 1_800_000_000_000

    @Test func aClockSteppedBackNeverMakesTheRestLongerThanItsDuration() {
        var timer = RestTimer(seconds: 180, kind: .working, now: start)
        // Another process whose wall clock was stepped back an hour reads the stored end.
        let stepped = start + 30_000 - 3_600_000
        #expect(timer.remainingMilliseconds(at: stepped) == 180_000)
        #expect(timer.remainingSeconds(at: stepped) == 180)
        #expect(!timer.isOver(at: stepped))
        timer.adjust(by: 60, at: start)
        #expect(timer.remainingSeconds(at: stepped) == 240, "adjustments count in the duration")
    }

    @Test func remainingIsEndMinusNowWhateverTheTicks() {
        let timer = RestTimer(seconds: 180, kind: .working, now: start)
        #expect(timer.duration == 180)
        #expect(timer.endsAt == start + 180_000)
        #expect(timer.remainingSeconds(at: start) == 180)
        #expect(timer.remainingSeconds(at: start + 1) == 180, "rounded up: 2:59.999 shows 3:00")
        #expect(timer.remainingSeconds(at: start + 1_000) == 179)
        // A laptop asleep for ten minutes: the rest is simply over, not ten minutes behind.
        #expect(timer.remainingSeconds(at: start + 600_000) == 0)
        #expect(timer.isOver(at: start + 180_000))
        #expect(!timer.isOver(at: start + 179_999))
        #expect(timer.elapsedFraction(at: start + 90_000) == 0.5)
    }

    @Test(arguments: [
        (-15, 165), (15, 195), (60, 240), (-15 * 20, 0),
    ])
    func adjustmentsMoveTheEnd(seconds: Int, remaining: Int) {
        var timer = RestTimer(seconds: 180, kind: .working, now: start)
        timer.adjust(by: seconds, at: start)
        #expect(timer.remainingSeconds(at: start) == remaining)
    }

    @Test func shorteningNeverMovesTheEndIntoThePast() {
        var timer = RestTimer(seconds: 60, kind: .warmup, now: start)
        let now = start + 50_000
        timer.adjust(by: -15, at: now)
        #expect(timer.endsAt == now, "10 s left minus 15 s: over now")
        #expect(timer.cues(from: now - 1, to: now) == [.done])
        timer.adjust(by: 60, at: now)
        #expect(timer.remainingSeconds(at: now) == 60)
        #expect(timer.duration == 110)
    }

    @Test func cuesAtThirtySecondsAndAtZero() {
        let timer = RestTimer(seconds: 90, kind: .bbb, now: start)
        #expect(timer.cues(from: start, to: start + 59_000).isEmpty)
        #expect(timer.cues(from: start + 59_000, to: start + 60_000) == [.warning])
        #expect(timer.cues(from: start + 60_000, to: start + 89_000).isEmpty)
        #expect(timer.cues(from: start + 89_500, to: start + 90_000) == [.done])
        #expect(timer.cues(from: start + 90_000, to: start + 95_000).isEmpty, "once")
        #expect(timer.cues(from: start, to: start + 500_000) == [.done], "asleep through both: only the end")
        let short = RestTimer(seconds: 20, kind: nil, now: start)
        #expect(short.cues(from: start, to: start + 10_000).isEmpty, "a rest under 30 s has no warning")
    }

    @Test func skippingEndsWithoutAChime() {
        var timer = RestTimer(seconds: 180, kind: .working, now: start)
        timer.skip(at: start + 10_000)
        #expect(timer.isOver(at: start + 10_000))
        #expect(timer.cues(from: start, to: start + 200_000).isEmpty)
        #expect(timer.elapsedFraction(at: start + 10_000) == 1)
    }

    @Test(arguments: [
        ("90", 90), ("1:30", 90), ("2m", 120), ("90s", 90), ("1m30s", 90), ("1m30", 90),
        ("0:45", 45), ("1:00:00", 3600), ("3 min", 180), ("1h", 3600), ("2M", 120),
    ])
    func durationsParse(text: String, seconds: Int) {
        #expect(RestDuration.seconds(parsing: text) == seconds)
    }

    @Test(arguments: ["", "0", "abc", "1:3", "1:60", "-5", "2x", "m", "30s2m", "1.5m", "4h", ":30"])
    func badDurationsDoNot(text: String) {
        #expect(RestDuration.seconds(parsing: text) == nil)
    }

    @Test func durationsPrintAsMinutesAndSeconds() {
        #expect(RestDuration.text(0) == "0:00")
        #expect(RestDuration.text(45) == "0:45")
        #expect(RestDuration.text(180) == "3:00")
        #expect(RestDuration.text(3723) == "1:02:03")
    }
}
