import PlusCore

/// Readers for argument values shared by commands, each throwing a `UsageError` that names what
/// was expected.
enum ArgumentValues {
    /// A `YYYY-MM-DD` day; `what` names the argument in the message (`DATE`, `--date`).
    static func day(_ text: String, _ what: String = "DATE") throws -> Day {
        guard let day = Day(parsing: text) else { throw UsageError("\(what) takes YYYY-MM-DD, not '\(text)'") }
        return day
    }

    /// The `--lift` option, if given.
    static func lift(_ arguments: ParsedArguments) throws -> Lift? {
        try arguments.option("lift").map(NextCommand.parseLift)
    }
}
