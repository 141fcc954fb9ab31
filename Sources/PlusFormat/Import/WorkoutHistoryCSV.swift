import PlusCore

/// Other apps' CSV exports read into `ImportedSet`s, for `plusmd init --from FILE`.
///
/// The columns read (others are ignored; header names are matched without regard to case):
/// - **Strong**: `Date` (`2026-09-01 08:30:00`), `Exercise Name`, `Set Order` (a number, or `W`
///   for a warm-up), `Weight`, `Reps`, and `Weight Unit` (`kg`/`lbs`) where the export has it
///   (older ones do not: then the lifter's setting, `--unit`). A file with `;` between fields is
///   read too.
/// - **Hevy**: `start_time` (`1 Sep 2026, 08:30` or ISO), `exercise_title`, `set_type` (`warmup`
///   for a warm-up), `weight_kg` or `weight_lbs`, `reps`.
/// - **Liftosaur**: `Workout DateTime` (ISO 8601), `Exercise`, `Is Warmup Set?` (`1`/`true`),
///   `Completed Reps`, `Completed Weight Value`, `Completed Weight Unit` (`lb`/`kg`); exports from
///   before mid-2025 name the last two `Weight Value` and `Weight Unit`.
///
/// Rows without a weight or reps (cardio, timed sets) are skipped; a row with a bad date or
/// number, or with fewer fields than the header, is a `Problem` with its line. Numbers are
/// checked against the ranges a sheet takes before any arithmetic: a weight from 0 to
/// `Weight.maximum`, reps from 0 to `PerformedSet.maximumReps`.
package enum WorkoutHistoryCSV {
    package enum Format: String, Sendable, CaseIterable {
        case strong, hevy, liftosaur
    }

    /// A malformed row.
    package struct Problem: Sendable, Equatable {
        package var line: Int
        package var message: String
    }

    /// What a file held.
    package struct Parsed: Sendable, Equatable {
        package var format: Format
        package var sets: [ImportedSet]
        package var problems: [Problem]
        /// Every exercise name, in first-seen order, with its number of sets.
        package var exercises: [(name: String, sets: Int)]

        package static func == (lhs: Parsed, rhs: Parsed) -> Bool {
            lhs.format == rhs.format && lhs.sets == rhs.sets && lhs.problems == rhs.problems
                && lhs.exercises.map(\.name) == rhs.exercises.map(\.name)
        }
    }

    /// Reads `text`, as `format` or as the format its header says.
    ///
    /// - Returns: nil when the format is not given and the header is none of the three.
    /// - Throws: `CSVReader.Failure` when the text is not CSV at all.
    package static func parse(_ text: String, format: Format? = nil) throws(CSVReader.Failure) -> Parsed? {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
        let delimiter: Character = firstLine.contains(";") && !firstLine.contains(",") ? ";" : ","
        let records = try CSVReader.records(text, delimiter: delimiter)
        guard let header = records.first else { return nil }
        let columns = header.fields.map { $0.trimmingWhitespace().lowercased() }
        guard let format = format ?? detect(columns) else { return nil }
        var parsed = Parsed(format: format, sets: [], problems: [], exercises: [])
        var counts: [String: Int] = [:]
        let index = { (name: String) in columns.firstIndex(of: name) }
        let needed: [String] =
            switch format {
            case .strong: ["date", "exercise name", "set order", "weight", "reps"]
            case .hevy: ["start_time", "exercise_title", "set_type", "reps"]
            case .liftosaur:
                ["workout datetime", "exercise", "completed reps", index("completed weight value") == nil ? "weight value" : "completed weight value"]
            }
        let missing = needed.filter { index($0) == nil }
        if !missing.isEmpty || (format == .hevy && index("weight_kg") == nil && index("weight_lbs") == nil) {
            let names = missing.isEmpty ? ["weight_kg or weight_lbs"] : missing
            parsed.problems.append(Problem(line: header.line, message: "not a \(format.rawValue) export: no column \(names.joined(separator: ", "))"))
            return parsed
        }
        for record in records.dropFirst() {
            if record.fields.allSatisfy({ $0.trimmingWhitespace().isEmpty }) { continue }
            guard record.fields.count >= columns.count else {
                parsed.problems.append(Problem(line: record.line, message: "\(record.fields.count) fields, the header has \(columns.count)"))
                continue
            }
            let field = { (name: String) in index(name).map { record.fields[$0].trimmingWhitespace() } ?? "" }
            let dateText: String, exercise: String, weightText: String, repsText: String
            var unit: WeightUnit?
            var isWarmup = false
            switch format {
            case .strong:
                (dateText, exercise, weightText, repsText) = (field("date"), field("exercise name"), field("weight"), field("reps"))
                isWarmup = field("set order").uppercased() == "W"
                let unitText = field("weight unit")
                if !unitText.isEmpty {
                    guard let parsedUnit = WeightUnit(parsing: unitText) else {
                        parsed.problems.append(Problem(line: record.line, message: "weight unit '\(unitText)' is neither lb nor kg"))
                        continue
                    }
                    unit = parsedUnit
                }
            case .hevy:
                (dateText, exercise, repsText) = (field("start_time"), field("exercise_title"), field("reps"))
                if index("weight_kg") != nil { weightText = field("weight_kg"); unit = .kg } else { weightText = field("weight_lbs"); unit = .lb }
                isWarmup = field("set_type").lowercased() == "warmup"
            case .liftosaur:
                // Exports from before mid-2025: `Weight Value` and `Weight Unit`.
                let older = index("completed weight value") == nil
                (dateText, exercise, weightText, repsText) = (
                    field("workout datetime"), field("exercise"), field(older ? "weight value" : "completed weight value"), field("completed reps")
                )
                let unitText = field(older ? "weight unit" : "completed weight unit")
                if !unitText.isEmpty {
                    guard let parsedUnit = WeightUnit(parsing: unitText) else {
                        parsed.problems.append(Problem(line: record.line, message: "weight unit '\(unitText)' is neither lb nor kg"))
                        continue
                    }
                    unit = parsedUnit
                }
                isWarmup = ["1", "true", "yes"].contains(field("is warmup set?").lowercased())
            }
            guard let date = day(dateText) else {
                parsed.problems.append(Problem(line: record.line, message: "date '\(dateText)' is not a date this reader knows (YYYY-MM-DD…, or 1 Sep 2026, 08:30)"))
                continue
            }
            guard !exercise.isEmpty else {
                parsed.problems.append(Problem(line: record.line, message: "no exercise name"))
                continue
            }
            if weightText.isEmpty || repsText.isEmpty { continue }
            guard let weight = Weight(parsing: weightText), weight >= .zero else {
                let tooLarge = Double(weightText).map { $0 > Weight.maximum.doubleValue } ?? false
                parsed.problems.append(
                    Problem(
                        line: record.line,
                        message: tooLarge
                            ? "weight '\(weightText)' is more than \(Weight.maximum), the largest weight plusmd takes"
                            : "weight '\(weightText)' is not a number"))
                continue
            }
            // `12` or `12.0`; checked against the range as a Double, so no size of number traps.
            guard let value = Double(repsText), value == value.rounded(), value >= 0 else {
                parsed.problems.append(Problem(line: record.line, message: "reps '\(repsText)' is not a whole number"))
                continue
            }
            guard value <= Double(PerformedSet.maximumReps) else {
                parsed.problems.append(
                    Problem(line: record.line, message: "reps '\(repsText)' is more than \(PerformedSet.maximumReps), the most a set takes"))
                continue
            }
            let reps = Int(value)
            if counts[exercise] == nil { parsed.exercises.append((exercise, 0)) }
            counts[exercise, default: 0] += 1
            parsed.sets.append(ImportedSet(line: record.line, date: date, exercise: exercise, weight: weight, unit: unit, reps: reps, isWarmup: isWarmup))
        }
        parsed.exercises = parsed.exercises.map { ($0.name, counts[$0.name] ?? 0) }
        return parsed
    }

    /// The format a header (lowercased column names) belongs to.
    static func detect(_ columns: [String]) -> Format? {
        if columns.contains("exercise name") && columns.contains("set order") { return .strong }
        if columns.contains("exercise_title") && columns.contains("set_type") { return .hevy }
        if columns.contains("workout datetime") && columns.contains("completed reps") { return .liftosaur }
        return nil
    }

    /// `2026-09-01…` (ISO, with any time after it) or Hevy's `1 Sep 2026, 08:30`.
    static func day(_ text: String) -> Day? {
        if text.count >= 10, let day = Day(parsing: text.prefix(10)) { return day }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard parts.count >= 3, let number = Int(parts[0]), let year = Int(parts[2]) else { return nil }
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        guard let month = months.firstIndex(of: String(parts[1].prefix(3)).lowercased()) else { return nil }
        return Day(year: year, month: month + 1, day: number)
    }

    /// The lift an exercise name means when the lifter does not say (`--map`): the barbell
    /// versions of the four lifts as the three apps name them.
    package static func defaultLift(_ exercise: String) -> Lift? {
        let name = exercise.lowercased().trimmingWhitespace()
        let table: [String: Lift] = [
            "squat (barbell)": .squat, "squat": .squat, "back squat": .squat, "barbell squat": .squat,
            "bench press (barbell)": .bench, "bench press": .bench, "bench": .bench,
            "deadlift (barbell)": .deadlift, "deadlift": .deadlift, "conventional deadlift": .deadlift,
            "overhead press (barbell)": .press, "overhead press": .press, "strict press (barbell)": .press,
            "strict press": .press, "military press": .press, "press": .press, "shoulder press (barbell)": .press,
        ]
        return table[name]
    }
}
