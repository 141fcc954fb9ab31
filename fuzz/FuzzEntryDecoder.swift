// libFuzzer target for plusmd's file parser: every input is decoded as a workout sheet, a note, a
// training-max entry and as `plusmd.yaml`, and whatever decodes is replayed. Not part of the
// package; `fuzz/run.sh` compiles it with the PlusCore and PlusFormat sources.
import PlusCore
import PlusFormat

/// Paths the same bytes are decoded under: a sheet's name makes missing keys errors, a note's
/// name makes a file without front matter a note.
private let paths = ["2026/2026-11-30-squat.md", "notes/readme.md", "2026/2026-08-31-training-max.md"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)

    let (settings, settingsDiagnostics) = SettingsDecoder.decode(text)
    _ = settingsDiagnostics.map(\.description)

    var workouts: [Workout] = []
    var entries: [TrainingMaxEntry] = []
    var resets: [ResetEntry] = []
    for path in paths {
        let decoded = EntryDecoder.decode(path: path, text: text)
        _ = decoded.diagnostics.map(\.description)
        switch decoded.entry {
        case .workout(let workout): workouts.append(workout)
        case .trainingMax(let entry): entries.append(entry)
        case .reset(let entry): resets.append(entry)
        case .note, nil: break
        }
    }
    // Replay with the fuzzed settings and with the defaults, so sheets meet both.
    for settings in [settings, Settings()] {
        let journal = Journal(settings: settings, workouts: workouts, trainingMaxEntries: entries, resets: resets)
        let state = Replay.run(journal)
        _ = state.diagnostics.map(\.description)
        // The whole-journal checks and the planner run on every command too.
        _ = JournalChecks.run(journal, today: Day(year: 2026, month: 11, day: 30)!)
        if let lift = state.suggested, let trainingMax = state.trainingMax[lift] {
            _ = SheetRenderer.markdown(
                Planner.plan(lift, trainingMax: trainingMax, position: state.position, settings: settings,
                    date: Day(year: 2026, month: 11, day: 30)!))
        }
    }
    return 0
}
