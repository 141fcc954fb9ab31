import PlusCore
import PlusFormat
import Testing

/// Builds journals the way a lifter does: each session is planned from the replay of the files so
/// far (as `plusmd next` does), rendered as plusmd renders it, then ticked by "hand" in the text.
package struct JournalBuilder {
    package var settings = Settings()
    package var files: [(path: String, text: String)] = []

    package init(settings: Settings = Settings(), start: [Lift: Int] = [.squat: 315, .bench: 225, .deadlift: 405, .press: 135]) {
        self.settings = settings
        let values = (settings.order + start.keys.filter { !settings.order.contains($0) }.sorted()).compactMap { lift in start[lift].map { (lift, Weight($0)) } }
        add(
            "2026/2026-08-31-training-max.md",
            TrainingMaxEntryRenderer.markdown(date: day("2026-08-31"), cause: .start, values: values, units: settings.units, note: "Start."))
    }

    package mutating func add(_ path: String, _ text: String) { files.append((path, text)) }

    /// Decodes every file; fails the test on any decoding diagnostic (a fixture that does not
    /// read back cleanly proves nothing), unless `allowingDiagnostics`.
    package func journal(allowingDiagnostics: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (Journal, [Diagnostic]) {
        var workouts: [Workout] = []
        var entries: [TrainingMaxEntry] = []
        var resets: [ResetEntry] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let decoded = EntryDecoder.decode(path: file.path, text: file.text)
            diagnostics += decoded.diagnostics
            switch decoded.entry {
            case .workout(let workout): workouts.append(workout)
            case .trainingMax(let entry): entries.append(entry)
            case .reset(let entry): resets.append(entry)
            default: break
            }
        }
        if !allowingDiagnostics && !diagnostics.isEmpty {
            Issue.record("the fixture journal does not decode cleanly: \(diagnostics.map(\.description))", sourceLocation: sourceLocation)
        }
        return (Journal(settings: settings, workouts: workouts, trainingMaxEntries: entries, resets: resets), diagnostics)
    }

    package func state(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TrainingState {
        Replay.run(journal(sourceLocation: sourceLocation).0)
    }

    /// Plans the next sheet (suggested lift unless `lift`), renders it and ticks it.
    ///
    /// - Parameters:
    ///   - amrap: reps written over the AMRAP `5+`/`3+`/`1+`; nil writes the target reps.
    ///   - tickWorking: how many working sets to tick (default all three).
    ///   - editTopWeight: a weight written over the top set's weight, as after a bad day.
    @discardableResult
    package mutating func session(
        _ lift: Lift? = nil, on date: String, amrap: Int? = nil, tickWorking: Int = 3,
        editTopWeight: Int? = nil, notes: String = ""
    ) throws -> SessionPlan {
        let plan = try Planner.plan(lift, state: state(), settings: settings, date: day(date))
        var lines = SheetRenderer.markdown(plan).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var section = ""
        var working = 0
        for index in lines.indices {
            let line = lines[index]
            if line.hasPrefix("## ") { section = line }
            guard line.hasPrefix("- [ ] ") else { continue }
            if section == "## Working" {
                working += 1
                guard working <= tickWorking else { continue }
                var ticked = line.replacingFirst("- [ ] ", with: "- [x] ")
                if working == 3 {
                    // The AMRAP set gets the reps done written over its `5+` (the target when
                    // `amrap` is nil), as a lifter does; a deload has no AMRAP set.
                    if let target = plan.sets.first(where: \.isAMRAP) {
                        ticked = ticked.replacingFirst(" x \(target.reps)+", with: " x \(amrap ?? target.reps)")
                    }
                    if let editTopWeight { ticked = ticked.replacingFirst("- [x] \(plan.sets.last { $0.kind == .working }!.weight) ", with: "- [x] \(editTopWeight) ") }
                }
                lines[index] = ticked
            } else if tickWorking == 3 {
                lines[index] = line.replacingFirst("- [ ] ", with: "- [x] ")
            }
        }
        var text = lines.joined(separator: "\n")
        if !notes.isEmpty { text += notes + "\n" }
        var path = "\(plan.date.year)/\(plan.date)-\(plan.lift.rawValue).md"
        if files.contains(where: { $0.path == path }) { path = path.replacingFirst(".md", with: "-2.md") }
        add(path, text)
        return plan
    }

    /// A whole week in the settings' order, one lift a day from `start` (YYYY-MM-DD, day ≤ 25).
    package mutating func week(from start: String, amraps: [Lift: Int] = [:]) throws {
        let first = day(start)
        for (offset, lift) in settings.order.enumerated() {
            let date = Day(year: first.year, month: first.month, day: first.day + offset)!
            try session(lift, on: date.description, amrap: amraps[lift] ?? 6)
        }
    }
}

/// The day `text` (`YYYY-MM-DD`); traps on anything else (a typo in a test).
package func day(_ text: String) -> Day { Day(parsing: text)! }

extension String {
    /// The string with the first `target` replaced; fails the test when there is no `target`.
    package func replacingFirst(_ target: String, with replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let range = firstRange(of: target) else {
            Issue.record("'\(target)' is not in the text to edit", sourceLocation: sourceLocation)
            return self
        }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

    package func range(of target: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
