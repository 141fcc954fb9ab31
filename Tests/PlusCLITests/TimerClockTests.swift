import PlusTerminal
import Foundation
import PlusTestSupport
import Testing

@testable import PlusCLI

/// The rest countdown when the wall clock is stepped back (NTP, a manual change), through the
/// one seam the clock is read by (`PLUSMD_CLOCK_FILE`, a test-only offset in milliseconds).
@Suite struct TimerClockTests {
    @Test func aSessionClockNeverGoesBackWhenTheWallClockIs() throws {
        let folder = TemporaryFolder()
        let file = folder.path + "/clock"
        try "0".write(toFile: file, atomically: true, encoding: .utf8)
        let clock = SessionClock(environment: ["PLUSMD_CLOCK_FILE": file])
        let before = clock.now()
        try "-3600000".write(toFile: file, atomically: true, encoding: .utf8)
        let after = clock.now()
        #expect(after >= before, "monotonic within a process")
        #expect(after - before < 60_000)
        let other = SessionClock(environment: ["PLUSMD_CLOCK_FILE": file])
        #expect(other.now() < before - 3_000_000, "a new process reads the stepped wall clock")
    }

    @Test func theCountdownKeepsGoingDownWhenTheWallClockStepsBack() throws {
        guard Tmux.isAvailable else { return }
        let journal = try TerminalJournal(scale: "0.05")
        let file = journal.folder.path + "/clock"
        try "0".write(toFile: file, atomically: true, encoding: .utf8)
        var environment = journal.environment
        environment["PLUSMD_CLOCK_FILE"] = file
        let tmux = try Tmux(journal.command("timer 1m"), environment: environment)
        try tmux.waitFor("/ 1:00")
        try "-3600000".write(toFile: file, atomically: true, encoding: .utf8)
        // Another process (status) reads the stored end time with the stepped clock: clamped.
        let status = plusmd(["status", "--json"], in: journal.root, environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(status.out.utf8)) as? [String: Any]
        if let timer = object?["timer"] as? [String: Any] {
            #expect((timer["remaining"] as? Int).map { $0 <= 60 } == true, "never above the rest's duration: \(timer)")
        }
        // The countdown itself is not moved by the step: it ends on time (1 min at 0.05 = 3 s).
        let end = try tmux.waitFor(timeout: 12, "the rest to end") { $0.contains("EXIT=") }
        #expect(end.contains("Rest over: 1:00."), "\(end)")
        #expect(!end.contains("/ 1:00:"), "no hour-long countdown")
    }
}
