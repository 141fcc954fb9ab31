/// One assistance exercise of a sheet: a task-list item under `## Assistance`
/// (`- [ ] Chin-up 5 x 10`), planned from the settings' `assistance:` (`Settings.assistance`).
///
/// Assistance is the lifter's own to-do list: it never counts for a lift being done, for TMs,
/// progression or PRs; the text is free (`Chin-up 5 x 10`, `Dips 50 total`) and never parsed as
/// a set.
package struct AssistanceTask: Sendable, Equatable {
    /// The item's text after its box, trimmed (`Chin-up 5 x 10`).
    package var name: String
    /// The box: `[x]` done, `[-]` skipped, anything else open.
    package var status: PerformedSet.Status
    /// The 1-based line in the file.
    package var line: Int

    package init(name: String, status: PerformedSet.Status, line: Int) {
        self.name = name
        self.status = status
        self.line = line
    }

    /// True when the box is ticked.
    package var isDone: Bool { status == .done }
}

/// The assistance work of a program (`assistance:` in plusmd.yaml): exercises written under
/// `## Assistance` on each new sheet, per lift (each lift has its own day) and for every day.
///
/// ```yaml
/// assistance:
///   all: ["Ab wheel 3 x 10"]                      # every sheet, first
///   squat: ["Chin-up 5 x 10", "Back extension 3 x 15"]
///   bench: ["Dumbbell row 5 x 10"]
/// ```
package struct AssistancePlan: Sendable, Equatable {
    /// Written on every sheet, before the lift's own.
    package var everyDay: [String]
    /// Written on the sheets of each lift.
    package var perLift: [Lift: [String]]

    package init(everyDay: [String] = [], perLift: [Lift: [String]] = [:]) {
        self.everyDay = everyDay
        self.perLift = perLift
    }

    /// The exercises of a `lift` day: every day's, then the lift's own; empty without the key.
    package func exercises(for lift: Lift) -> [String] { everyDay + (perLift[lift] ?? []) }

    /// True when no exercise is planned for any day.
    package var isEmpty: Bool { everyDay.isEmpty && perLift.values.allSatisfy(\.isEmpty) }
}
