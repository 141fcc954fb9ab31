import PlusCore

/// Readers for argument values shared by commands, each throwing a `UsageError` that names what
/// was expected.
enum ArgumentValues {
    /// A `YYYY-MM-DD` day; `what` names the argument in the message (`DATE`, `--date`).
    static func day(_ text: String, _ what: String = "DATE") throws -> Day {
        guard let day = Day(parsing: text) else { throw UsageError("\(what) takes YYYY-MM-DD, not '\(text)'") }
        return day
    }

    /// The value of `--date`.
    static func date(_ text: String) throws -> Day { try day(text, "--date") }

    /// A day of a program's week, `--day N` (1–7).
    ///
    /// - Throws: `UsageError` for anything else.
    static func programDay(_ text: String) throws -> Int {
        guard let number = Int(text), (1...WeekLayout.maximumDays).contains(number) else {
            throw UsageError("--day \(text): a day of the program's week is a number from 1 to \(WeekLayout.maximumDays)")
        }
        return number
    }

    /// A lift name or alias (`squat`, `ohp`, `front squat`, `front-squat`), with the closest big-four
    /// lift suggested for text that cannot be a lift name. Whether the journal trains it is
    /// `trained(_:settings:)`'s question, once the journal is open.
    ///
    /// - Throws: `UsageError` for text that cannot be a lift name (`Lift(parsing:)`).
    static func lift(_ text: String) throws -> Lift {
        guard let lift = Lift(parsing: text) else {
            let guess = Lift.closest(to: text).map { "did you mean '\($0.rawValue)'? " } ?? ""
            throw UsageError(
                "unknown lift '\(text)'; \(guess)use a lift of the journal's order (squat, bench, deadlift, press, or another such as front_squat)")
        }
        return lift
    }

    /// `lift` when the journal's `order` trains it (or it is one of the big four, which commands
    /// handle as before); nil stays nil.
    ///
    /// - Throws: `UsageError` naming the journal's lifts, with "did you mean" for a misspelling
    ///   (`front squt` → `front_squat`).
    @discardableResult
    static func trained(_ lift: Lift?, settings: Settings) throws -> Lift? {
        guard let lift, !lift.isBigFour, !settings.order.contains(lift) else { return lift }
        let guess = Lift.closest(to: lift.rawValue, among: settings.order).map { "did you mean '\($0.rawValue)'? " } ?? ""
        throw UsageError(
            "unknown lift '\(lift.rawValue)'; \(guess)the journal's lifts (order: in plusmd.yaml) are "
                + settings.order.map(\.rawValue).joined(separator: ", "))
    }

    /// The equipment of `--gym NAME` (nil: the default gym, else the journal's own).
    ///
    /// - Throws: `UsageError` when `plusmd.yaml` has no gym of that name.
    static func gym(_ name: String?, settings: Settings) throws -> Gym {
        guard let name else { return settings.equipment(gym: nil) }
        guard let gym = settings.gym(named: name) else {
            let names = settings.gyms.compactMap(\.name)
            throw UsageError(
                "no gym '\(name)' in plusmd.yaml; "
                    + (names.isEmpty ? "add one under `gyms:`" : "gyms: \(names.joined(separator: ", "))"))
        }
        return gym
    }
}
