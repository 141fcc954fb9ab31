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

    /// A lift name or alias, with the closest lift suggested for a typo.
    static func lift(_ text: String) throws -> Lift {
        guard let lift = Lift(parsing: text) else {
            let guess = Lift.closest(to: text).map { "did you mean '\($0.rawValue)'? " } ?? ""
            throw UsageError("unknown lift '\(text)'; \(guess)use squat, bench, deadlift or press")
        }
        return lift
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
