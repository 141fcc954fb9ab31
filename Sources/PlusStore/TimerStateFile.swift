import Foundation
import PlusCore

/// The timer state file: `$XDG_STATE_HOME/plusmd/timer-<journal hash>.json` (else
/// `~/.local/state/plusmd/…`), one per journal, named with the same hash as the journal's lock.
/// Device-local: it never goes into the synced journal. Written atomically (temp file + rename),
/// so a reader never sees half of it; a missing or unreadable file reads as "no timer".
///
/// JSON: `{"version": 1, "journal", "sheet", "lift", "finished", "updated_at_ms",
/// "timer": {"kind", "started_at_ms", "ends_at_ms", "duration", "skipped"} | null,
/// "next": {"number", "kind", "weight", "reps", "amrap", "plates_per_side"} | null,
/// "progress": {"done", "total"}}`. Times are Unix milliseconds (scaled by
/// `PLUSMD_CLOCK_SCALE` in tests).
package enum TimerStateFile {
    /// The file's path for the journal at `root`.
    package static func path(root: String, environment: [String: String]) -> String {
        let hash = JournalLock.lockName(root).replacingOccurrences(of: "journal-", with: "")
        return folder(environment) + "/timer-\(hash).json"
    }

    /// `$XDG_STATE_HOME/plusmd`, else `~/.local/state/plusmd`, else the temp folder.
    static func folder(_ environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/plusmd" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/plusmd" }
        return NSTemporaryDirectory() + "plusmd-\(getuid())"
    }

    /// The state, or nil when there is none (or it cannot be read).
    package static func read(root: String, environment: [String: String]) -> TimerState? {
        guard let data = FileManager.default.contents(atPath: path(root: root, environment: environment)),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return decode(object)
    }

    /// Writes `state` atomically. Failures are ignored: the timer is a convenience, the journal
    /// is the record.
    package static func write(_ state: TimerState, root: String, environment: [String: String]) {
        let target = path(root: root, environment: environment)
        try? FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var object = encode(state)
        object["journal"] = JournalFolder.realPath(root) ?? root
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        let temp = target + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temp, contents: data) else { return }
        if rename(temp, target) != 0 { unlink(temp) }
    }

    /// Removes the state (no timer, no workout in progress).
    package static func remove(root: String, environment: [String: String]) {
        unlink(path(root: root, environment: environment))
    }

    /// The file's modification stamp and size, to notice a change cheaply; nil when absent.
    package static func stamp(root: String, environment: [String: String]) -> String? {
        stamp(ofFile: path(root: root, environment: environment))
    }

    /// Modification time, size and inode of any file (absolute path), to notice a change cheaply
    /// without reading it; nil when absent.
    package static func stamp(ofFile path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        return "\(modified.tv_sec).\(modified.tv_nsec).\(info.st_size).\(info.st_ino)"
    }

    // MARK: - JSON

    static func encode(_ state: TimerState) -> [String: Any] {
        var object: [String: Any] = [
            "version": 1, "finished": state.isFinished, "updated_at_ms": state.updatedAt,
            "progress": ["done": state.done, "total": state.total],
            "sheet": state.sheet ?? NSNull(), "lift": state.lift?.rawValue ?? NSNull(),
        ]
        if let timer = state.timer {
            object["timer"] = [
                "kind": timer.kind?.rawValue ?? NSNull(), "started_at_ms": timer.startedAt,
                "ends_at_ms": timer.endsAt, "duration": timer.duration, "skipped": timer.isSkipped,
            ] as [String: Any]
        } else {
            object["timer"] = NSNull()
        }
        if let next = state.next {
            object["next"] = [
                "number": next.number, "kind": next.kind.rawValue, "weight": next.weight.hundredths % 100 == 0 ? next.weight.hundredths / 100 : next.weight.doubleValue,
                "reps": next.reps, "amrap": next.isAMRAP,
                "plates_per_side": next.platesPerSide.map(\.description),
            ] as [String: Any]
        } else {
            object["next"] = NSNull()
        }
        return object
    }

    static func decode(_ object: [String: Any]) -> TimerState? {
        guard object["version"] as? Int == 1 else { return nil }
        var timer: RestTimer?
        if let value = object["timer"] as? [String: Any], let start = int64(value["started_at_ms"]),
            let end = int64(value["ends_at_ms"])
        {
            var decoded = RestTimer(seconds: 0, kind: (value["kind"] as? String).flatMap(SetKind.init(rawValue:)), now: start)
            decoded.endsAt = max(start, end)
            decoded.isSkipped = value["skipped"] as? Bool ?? false
            timer = decoded
        }
        var next: TimerState.UpcomingSet?
        if let value = object["next"] as? [String: Any], let number = value["number"] as? Int,
            let kind = (value["kind"] as? String).flatMap(SetKind.init(rawValue:)),
            let weight = (value["weight"] as? NSNumber).flatMap({ Weight(parsing: $0.stringValue) }),
            let reps = value["reps"] as? Int
        {
            let plates = (value["plates_per_side"] as? [String] ?? []).compactMap { Weight(parsing: $0) }
            next = .init(number: number, kind: kind, weight: weight, reps: reps, isAMRAP: value["amrap"] as? Bool ?? false, platesPerSide: plates)
        }
        let progress = object["progress"] as? [String: Any]
        return TimerState(
            sheet: object["sheet"] as? String, lift: (object["lift"] as? String).flatMap(Lift.init(rawValue:)),
            isFinished: object["finished"] as? Bool ?? false, timer: timer, next: next,
            done: progress?["done"] as? Int ?? 0, total: progress?["total"] as? Int ?? 0,
            updatedAt: int64(object["updated_at_ms"]) ?? 0)
    }

    private static func int64(_ value: Any?) -> Int64? { (value as? NSNumber)?.int64Value }
}
