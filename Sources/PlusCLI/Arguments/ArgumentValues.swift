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

    /// The `--lift` option, if given.
    static func lift(_ arguments: ParsedArguments) throws -> Lift? {
        try arguments.option("lift").map { try lift($0) }
    }
}
