import Foundation
import PlusCore
import PlusStore
import PlusTestSupport
import Testing

/// The device-local timer state file, encoded with `Codable` and read back; files written by the
/// dictionary-built encoder of earlier versions still read.
@Suite struct TimerStateFileTests {
    @Test func aStateRoundTripsWithTheDocumentedKeys() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_STATE_HOME": folder.path + "/state"]
        var timer = RestTimer(seconds: 90, kind: .bbb, now: 1_000)
        timer.adjust(by: 15, at: 2_000)
        let state = TimerState(
            sheet: "2026/2026-09-01-squat.md", lift: .squat, isFinished: false, timer: timer,
            next: .init(number: 7, kind: .bbb, weight: Weight(parsing: "157.5")!, reps: 10, isAMRAP: false, platesPerSide: [Weight(45), Weight(parsing: "2.5")!]),
            done: 6, total: 11, updatedAt: 2_000)
        TimerStateFile.write(state, root: folder.path, environment: environment)
        #expect(TimerStateFile.read(root: folder.path, environment: environment) == state)
        let path = TimerStateFile.path(root: folder.path, environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(Set(object.keys) == ["version", "journal", "sheet", "lift", "finished", "updated_at_ms", "timer", "next", "progress"])
        #expect((object["timer"] as? [String: Any])?["duration"] as? Int == 105)
        #expect((object["next"] as? [String: Any])?["plates_per_side"] as? [String] == ["45", "2.5"])
        #expect((object["next"] as? [String: Any])?["weight"] as? Double == 157.5)
        let idle = TimerState(sheet: nil, lift: nil, timer: nil, next: nil, updatedAt: 5)
        TimerStateFile.write(idle, root: folder.path, environment: environment)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"sheet\":null") && text.contains("\"timer\":null") && text.contains("\"next\":null"))
        #expect(TimerStateFile.read(root: folder.path, environment: environment) == idle)
    }

    @Test func aFileOfTheEarlierEncoderReadsAndAnotherVersionReadsAsNone() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_STATE_HOME": folder.path + "/state"]
        let path = TimerStateFile.path(root: folder.path, environment: environment)
        try FileManager.default.createDirectory(atPath: folder.path + "/state/plusmd", withIntermediateDirectories: true)
        let old = """
            {"finished":false,"journal":"/j","lift":"press","next":{"amrap":true,"kind":"working","number":6,"plates_per_side":["25","2.5"],"reps":5,"weight":105},\
            "progress":{"done":5,"total":11},"sheet":"2026/2026-09-04-press.md","timer":{"duration":180,"ends_at_ms":181000,"kind":"working","skipped":false,"started_at_ms":1000},\
            "updated_at_ms":1000,"version":1}
            """
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        let state = try #require(TimerStateFile.read(root: folder.path, environment: environment))
        #expect(state.sheet == "2026/2026-09-04-press.md" && state.lift == .press && state.done == 5 && state.total == 11)
        #expect(state.timer?.duration == 180 && state.timer?.kind == .working && state.timer?.endsAt == 181_000)
        #expect(state.next == .init(number: 6, kind: .working, weight: Weight(105), reps: 5, isAMRAP: true, platesPerSide: [Weight(25), Weight(parsing: "2.5")!]))
        try old.replacingOccurrences(of: "\"version\":1", with: "\"version\":2").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(TimerStateFile.read(root: folder.path, environment: environment) == nil)
        try "not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(TimerStateFile.read(root: folder.path, environment: environment) == nil)
    }
}
