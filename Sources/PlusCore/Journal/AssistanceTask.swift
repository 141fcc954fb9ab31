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
    /// Categories of exercises, in the file's order (`categories: {push: [Dip, Push-up]}`): a
    /// day's reps are counted per category (5/3/1 for Beginners: push, pull, single-leg/core).
    package var categories: [(name: String, exercises: [String])]
    /// The reps a day's work of each category should reach (`target: 50-100`); nil without one.
    package var target: ClosedRange<Int>?

    package init(
        everyDay: [String] = [], perLift: [Lift: [String]] = [:], categories: [(name: String, exercises: [String])] = [],
        target: ClosedRange<Int>? = nil
    ) {
        self.everyDay = everyDay
        self.perLift = perLift
        self.categories = categories
        self.target = target
    }

    package static func == (left: AssistancePlan, right: AssistancePlan) -> Bool {
        left.everyDay == right.everyDay && left.perLift == right.perLift && left.target == right.target
            && left.categories.map(\.name) == right.categories.map(\.name) && left.categories.map(\.exercises) == right.categories.map(\.exercises)
    }

    /// The category of `exercise` (an `AssistanceWork.exercise`): the first whose list names it,
    /// compared without case, spaces, hyphens or a final `s` (`Chin-ups` is `chin up`), or names
    /// its last words (`Row` takes `Dumbbell row`); nil when none.
    package func category(of exercise: String) -> String? {
        let key = Self.key(exercise)
        let words = exercise.split(whereSeparator: { $0 == " " || $0 == "-" })
        let endings = words.indices.dropFirst().map { Self.key(words[$0...].joined(separator: " ")) }
        if let exact = categories.first(where: { category in category.exercises.contains { Self.key($0) == key } }) { return exact.name }
        return categories.first { category in category.exercises.contains { endings.contains(Self.key($0)) } }?.name
    }

    /// `chin-ups` → `chinup`: letters and digits, lowercased, without a final `s`.
    static func key(_ name: String) -> String {
        var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        if key.count > 3, key.hasSuffix("s") { key.removeLast() }
        return key
    }

    /// The reps of each category in the ticked `tasks` (of one day), in the categories' order;
    /// empty without categories. Lines whose numbers are not read count nothing.
    package func repsByCategory(_ tasks: [AssistanceTask]) -> [(category: String, reps: Int)] {
        guard !categories.isEmpty else { return [] }
        var reps: [String: Int] = [:]
        for task in tasks where task.isDone {
            guard let work = task.work, let category = category(of: work.exercise) else { continue }
            reps[category, default: 0] += work.reps
        }
        return categories.map { ($0.name, reps[$0.name] ?? 0) }
    }

    /// The exercises of a `lift` day: every day's, then the lift's own; empty without the key.
    package func exercises(for lift: Lift) -> [String] { everyDay + (perLift[lift] ?? []) }

    /// The exercises for `lift`'s sheet as the `isLastOfDay` lift of a day of a week built from
    /// days: `all` is a day's work, written once, on the day's last lift's sheet (after both main
    /// lifts, as Wendler orders a session); the lift's own on its sheet.
    package func exercises(for lift: Lift, isLastOfDay: Bool) -> [String] {
        (isLastOfDay ? everyDay : []) + (perLift[lift] ?? [])
    }

    /// True when no exercise is planned for any day.
    package var isEmpty: Bool { everyDay.isEmpty && perLift.values.allSatisfy(\.isEmpty) }
}
