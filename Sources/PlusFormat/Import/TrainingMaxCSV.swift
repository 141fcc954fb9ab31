import PlusCore

/// A testing day's training maxes for many athletes, one CSV (`plusmd tm set --roster PATH --from
/// FILE`): a header `athlete,lift,weight` with an optional fourth column `date`, then one row per
/// athlete and lift. `weight` is in the athlete's journal unit; `date` (YYYY-MM-DD) is the day the
/// TM holds from (default: the day given to the command). Read with `CSVReader` (RFC 4180).
package enum TrainingMaxCSV {
    /// One row, with its 1-based line.
    package struct Row: Sendable, Equatable {
        package var line: Int
        package var athlete: String
        package var lift: Lift
        package var weight: Weight
        package var date: Day?
    }

    /// A row that cannot be read, with its 1-based line.
    package struct Problem: Sendable, Equatable {
        package var line: Int
        package var message: String
    }

    /// The rows of `text` and every malformed one (all of them, not only the first).
    package static func parse(_ text: String) -> (rows: [Row], problems: [Problem]) {
        let records: [CSVReader.Record]
        do {
            records = try CSVReader.records(text)
        } catch {
            return ([], [Problem(line: error.line, message: error.message)])
        }
        guard let header = records.first else { return ([], [Problem(line: 1, message: "the file is empty; it needs the header athlete,lift,weight[,date]")]) }
        let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
        guard names == ["athlete", "lift", "weight"] || names == ["athlete", "lift", "weight", "date"] else {
            return ([], [Problem(line: header.line, message: "the header must be athlete,lift,weight or athlete,lift,weight,date, not '\(header.fields.joined(separator: ","))'")])
        }
        var rows: [Row] = []
        var problems: [Problem] = []
        for record in records.dropFirst() {
            let fields = record.fields.map { $0.trimmingWhitespace() }
            if fields.allSatisfy(\.isEmpty) { continue }
            guard fields.count == names.count || (names.count == 4 && fields.count == 3) else {
                problems.append(Problem(line: record.line, message: "\(fields.count) fields; a row is \(names.joined(separator: ","))"))
                continue
            }
            guard !fields[0].isEmpty else {
                problems.append(Problem(line: record.line, message: "no athlete"))
                continue
            }
            guard let lift = Lift(parsing: fields[1]) else {
                problems.append(Problem(line: record.line, message: "'\(fields[1])' is not a lift"))
                continue
            }
            guard let weight = Weight(parsing: fields[2]), weight > .zero else {
                problems.append(Problem(line: record.line, message: "'\(fields[2])' is not a weight"))
                continue
            }
            var date: Day?
            if fields.count == 4, !fields[3].isEmpty {
                guard let day = Day(parsing: fields[3]) else {
                    problems.append(Problem(line: record.line, message: "'\(fields[3])' is not a date (YYYY-MM-DD)"))
                    continue
                }
                date = day
            }
            rows.append(Row(line: record.line, athlete: fields[0], lift: lift, weight: weight, date: date))
        }
        return (rows, problems)
    }
}
