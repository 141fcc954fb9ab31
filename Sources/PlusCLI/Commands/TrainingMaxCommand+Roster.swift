import PlusTerminal
import PlusCore
import PlusFormat
import PlusStore

/// `plusmd tm set --roster PATH --from FILE.csv`: a testing day's training maxes for many athletes
/// at once, one CSV (`athlete,lift,weight[,date]`), each written as the TM entry `tm set` writes
/// (cause `manual`) in the athlete's own journal: one entry per athlete and day.
///
/// As `init --from`: every malformed or invalid row is listed with its line and nothing is
/// written; the entries are shown and confirmed (`--yes` without a terminal), and what is
/// confirmed is what is written — the texts are made before the question. Each journal's lock is
/// held from before it is read until the command ends; files are created atomically, never over
/// an existing one.
extension TrainingMaxCommand {
    static let roster = OptionSpec(["--roster"], value: "PATH", help: "With set --from: the roster (a folder of journals or a roster.yaml) the file's athletes are in.")
    static let from = OptionSpec(["--from"], value: "FILE.csv", help: "With set --roster: a testing day's TMs, rows of athlete,lift,weight[,date].")

    /// One entry to write: an athlete's TMs of one day.
    struct PlannedEntry {
        var member: Int
        var day: Day
        var values: [(lift: Lift, from: Weight?, to: Weight)]
        var path: String
        var text: String
    }

    static func setRoster(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals == ["set"] else { throw UsageError("tm set --roster takes no LIFT WEIGHT; the file gives them") }
        guard let path = arguments.value(roster), let file = arguments.value(from) else {
            throw UsageError("a testing day needs both --roster PATH and --from FILE.csv")
        }
        let day = try arguments.value(date).map(ArgumentValues.date) ?? context.today
        let shown = TerminalText.escaped(file)
        let (rows, malformed) = TrainingMaxCSV.parse(try TextFile.read(JournalLocator.absolute(file, from: context.workingDirectory)))
        let (_, members) = try RosterJournals.open(path, arguments, context, writer: "plusmd tm set --roster")
        // Every row checked against its athlete's journal, every problem listed at once, the
        // malformed ones with them.
        var problems: [(Int, String)] = malformed.map { ($0.line, $0.message) }
        var seen: [String: Int] = [:]
        var accepted: [(row: TrainingMaxCSV.Row, member: Int)] = []
        for row in rows {
            // Names as a coach types them: any case, spaces around them ignored.
            let wanted = row.athlete.trimmingWhitespace().lowercased()
            guard let index = members.firstIndex(where: { $0.athlete.name.trimmingWhitespace().lowercased() == wanted }) else {
                let names = members.map(\.athlete.name).joined(separator: ", ")
                problems.append((row.line, "no athlete named '\(row.athlete)' in the roster (\(names))"))
                continue
            }
            guard let journal = members[index].journal else {
                problems.append((row.line, "\(row.athlete)'s journal cannot be read: \(members[index].problems.map(\.text).joined(separator: "; "))"))
                continue
            }
            let settings = journal.settings
            guard settings.order.contains(row.lift) else {
                problems.append((row.line, "\(row.lift.rawValue) is not in \(row.athlete)'s order (\(settings.order.map(\.rawValue).joined(separator: ", ")))"))
                continue
            }
            do {
                try checkPlausible(row.weight, lift: row.lift, settings: settings)
            } catch let error as UsageError {
                problems.append((row.line, "\(row.athlete): \(error.message)"))
                continue
            }
            let key = "\(index)\u{0}\(row.lift.rawValue)\u{0}\(row.date ?? day)"
            if let first = seen[key] {
                problems.append((row.line, "\(row.athlete)'s \(row.lift.rawValue) from \(row.date ?? day) is already given on line \(first)"))
                continue
            }
            seen[key] = row.line
            accepted.append((row, index))
        }
        guard problems.isEmpty else {
            problems.sort { $0.0 < $1.0 }
            for (line, message) in problems { context.writeError("\(shown):\(line): error: \(TerminalText.escaped(message))\n") }
            throw CommandFailure("\(problems.count) row\(problems.count == 1 ? "" : "s") of \(shown) cannot be used; nothing was written")
        }
        // The entries, made before the question: what is confirmed is what is written.
        var entries: [PlannedEntry] = []
        var unchanged: [String] = []
        var taken: [Int: Set<String>] = [:]
        for (row, index) in accepted {
            guard let journal = members[index].journal else { continue }
            let current = journal.state.trainingMax[row.lift]
            if current == row.weight {
                unchanged.append("\(row.athlete) \(row.lift.rawValue) \(row.weight)")
                continue
            }
            let entryDay = row.date ?? day
            if let existing = entries.firstIndex(where: { $0.member == index && $0.day == entryDay }) {
                entries[existing].values.append((row.lift, current, row.weight))
            } else {
                entries.append(PlannedEntry(member: index, day: entryDay, values: [(row.lift, current, row.weight)], path: "", text: ""))
            }
        }
        for index in entries.indices {
            let entry = entries[index]
            guard let journal = members[entry.member].journal else { continue }
            let base = "\(entry.day.year)/\(entry.day)-training-max"
            let path = JournalPath.free(base: base) { journal.loaded.hasPath($0) || taken[entry.member, default: []].contains($0) }
            taken[entry.member, default: []].insert(path)
            entries[index].path = path
            entries[index].text = TrainingMaxEntryRenderer.markdown(
                date: entry.day, cause: .manual, values: entry.values.map { ($0.lift, $0.to) }, units: journal.settings.units,
                note: "Training maxes of a testing day, set with `plusmd tm set --roster --from \(file.split(separator: "/").last.map(String.init) ?? file)`; they hold from \(entry.day) on.")
        }
        var lines = "Read \(rows.count) row\(rows.count == 1 ? "" : "s") from \(shown). Training maxes to write, each in the athlete's unit:\n"
        for entry in entries {
            let member = members[entry.member]
            let unit = member.journal?.settings.units.rawValue ?? ""
            let changes = entry.values.map { "\($0.lift.rawValue) \($0.from?.description ?? "none") → \($0.to)" }.joined(separator: ", ")
            lines += "  \(TerminalText.escaped(member.athlete.name)): \(changes) \(unit) from \(entry.day)  (\(TerminalText.escaped(member.athlete.journal))/\(entry.path))\n"
            for value in entry.values {
                if let current = value.from, let ratio = TrainingMaxChange.unusualJump(from: current, to: value.to) {
                    lines += "    warning: \(value.to) is \(ratio) the \(value.lift.rawValue) training max of \(current)\n"
                }
            }
        }
        if !unchanged.isEmpty { lines += "  Unchanged, not written: \(unchanged.map { TerminalText.escaped($0) }.joined(separator: ", "))\n" }
        context.writeOut(lines)
        guard !entries.isEmpty else {
            context.writeOut("Every training max is already as the file says; nothing was written\n")
            return .ok
        }
        guard try Confirmation.ask("Write \(entries.count) training-max entr\(entries.count == 1 ? "y" : "ies")?", arguments, context) else {
            throw CommandFailure("nothing was written", status: .refused)
        }
        var written = 0
        for entry in entries {
            guard let journal = members[entry.member].journal else { continue }
            do {
                try AtomicFile.createExclusively(root: journal.root, relativePath: entry.path, contents: entry.text)
            } catch {
                context.writeError("plusmd tm set: \(TerminalText.escaped(members[entry.member].athlete.name)): \(error); \(written) of \(entries.count) entries were written\n")
                throw CommandFailure("stopped at \(members[entry.member].athlete.journal)/\(entry.path)", status: .refused)
            }
            journal.didWrite(paths: [entry.path], context)
            written += 1
            context.writeError("Wrote \(displayPath(entry.path, root: journal.root, context))\n")
        }
        return .ok
    }
}
