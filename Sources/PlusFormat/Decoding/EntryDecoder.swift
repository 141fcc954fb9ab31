import PlusCore

/// Decodes one journal file (front matter + Markdown body) into a `JournalEntry`.
///
/// What a file is follows from its front matter: `entry: training_max` makes a TM entry,
/// `entry: reset` a reset entry; a `lift`
/// makes a workout sheet; a file with neither is a note, unless its name starts with a date
/// (`2026-11-30-…`), which only sheets have, in which case the missing keys are errors.
package enum EntryDecoder {
    /// Decodes `text`, read from `path` (relative to the journal root; used in diagnostics only).
    package static func decode(path: String, text: String) -> DecodedFile {
        var decoder = FileDecoder(path: path)
        let entry = decoder.decode(text)
        return DecodedFile(path: path, entry: entry, diagnostics: decoder.diagnostics)
    }

    /// The largest file read as a sheet or TM entry, in bytes. A sheet is about a kilobyte; the
    /// bound keeps a 50 MB file from costing seconds in every command. Larger files without front
    /// matter are still notes.
    package static let maxSize = 4 << 20
}

/// `12.5` for 13_107_200 bytes: a size in MiB with one decimal, for messages.
func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10)"
}

/// The keys plusmd reads in a sheet's front matter; any other key is kept and ignored, with a
/// warning unless it is one Obsidian or plusmd itself uses.
let workoutKeys: Set<String> = ["date", "lift", "cycle", "week", "training_max", "units", "entry"]
/// Keys other tools put in every note's front matter; never worth a warning.
let commonKeys: Set<String> = ["tags", "aliases", "cssclasses", "pr", "prs", "notes", "rpe", "bodyweight"]
/// The keys of a training-max entry besides the lift names.
let trainingMaxKeys: Set<String> = ["date", "entry", "cause", "units"]

private struct FileDecoder {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// The line (1-based, in the file) where the YAML text starts.
    var yamlOffset = 1

    init(path: String) { self.path = path }

    var fileName: Substring { path.split(separator: "/").last ?? Substring(path) }
    /// plusmd's own file names are `YYYY-MM-DD-…`; a daily note named `YYYY-MM-DD.md` is not one.
    var looksLikeSheet: Bool {
        Day(parsing: fileName.prefix(10)) != nil && fileName.dropFirst(10).first == "-"
    }

    mutating func error(_ line: Int?, _ column: Int? = nil, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(.error, at: SourceLocation(path: path, line: line, column: column), message, hint: hint))
    }

    mutating func warn(_ line: Int?, _ column: Int? = nil, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(.warning, at: SourceLocation(path: path, line: line, column: column), message, hint: hint))
    }

    mutating func decode(_ text: String) -> JournalEntry? {
        let size = text.utf8.count
        if size > EntryDecoder.maxSize {
            let fenced = text.utf8.starts(with: "---".utf8) || text.utf8.starts(with: "\u{FEFF}---".utf8)
            guard fenced || looksLikeSheet else { return .note }
            error(
                1, 1, "file is too large for a journal entry (\(megabytes(size)) MB; at most \(megabytes(EntryDecoder.maxSize)) MB)",
                hint: "A sheet is a few kilobytes; is this the right file?")
            return nil
        }
        checkText(text)
        let split = FrontMatterSplit(text)
        guard let yaml = split.yaml else {
            if looksLikeSheet {
                error(1, 1, "no front matter", hint: "A sheet starts with `---`, then `date:`, `lift:`, `cycle:`, `week:`, then `---`.")
                return nil
            }
            return .note
        }
        yamlOffset = split.yamlFirstLine
        if split.isUnterminated {
            error(1, 1, "front matter has no closing `---`")
            return nil
        }
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(yaml)
        } catch {
            self.error(error.line + yamlOffset - 1, error.column, "invalid YAML: \(error.explained(lineOffset: yamlOffset - 1))")
            return nil
        }
        var fields: [String: YAMLNode] = [:]
        var keys: [YAMLScalar] = []
        switch root {
        case .mapping(let pairs, _, _):
            for (key, value) in pairs {
                if fields[key.text] != nil {
                    warn(key.line + yamlOffset - 1, key.column, "duplicate key '\(key.text)'; the last one counts")
                }
                fields[key.text] = value
                keys.append(key)
                checkAmbiguity(value, key: key.text)
            }
        case nil:
            break
        case .some(let other):
            error(other.line + yamlOffset - 1, other.column, "front matter must be a mapping of keys, not \(other.summary)")
            return nil
        }
        if let entry = fields["entry"]?.scalar, entry.text == "training_max" {
            for key in keys where !trainingMaxKeys.contains(key.text) && Lift(parsing: key.text) == nil {
                warn(key.line + yamlOffset - 1, key.column, "unknown key '\(key.text)' in a training-max entry", hint: "It is kept and ignored.")
            }
            return decodeTrainingMax(fields)
        }
        if let entry = fields["entry"]?.scalar, entry.text == "reset" {
            return decodeReset(fields)
        }
        if let entry = fields["entry"], entry.scalar?.text != "workout" {
            error(line(of: entry), entry.column, "unknown entry kind \(entry.summary)", hint: "Use `entry: workout`, `entry: training_max` or `entry: reset`.")
            return nil
        }
        guard fields["lift"] != nil || fields["cycle"] != nil || fields["week"] != nil || looksLikeSheet else {
            return .note
        }
        for key in keys where !workoutKeys.contains(key.text) && !commonKeys.contains(key.text) {
            let guess = workoutKeys.sorted().first { editDistance($0, key.text) <= 2 }
            warn(
                key.line + yamlOffset - 1, key.column, "unknown key '\(key.text)'",
                hint: guess.map { "Did you mean '\($0)'? (Unknown keys are kept and ignored.)" } ?? "It is kept and ignored.")
        }
        return decodeWorkout(fields, body: split.body, bodyFirstLine: split.bodyFirstLine, fallbackLine: yamlOffset)
    }

    func line(of node: YAMLNode) -> Int { node.line + yamlOffset - 1 }

    mutating func require(_ key: String, in fields: [String: YAMLNode], hint: String) -> YAMLNode? {
        guard let node = fields[key], !(node.scalar?.isNull ?? false) else {
            error(fields[key].map(line(of:)) ?? yamlOffset, nil, "missing `\(key)`", hint: hint)
            return nil
        }
        return node
    }

    mutating func day(_ fields: [String: YAMLNode]) -> Day? {
        guard let node = require("date", in: fields, hint: "Add `date: YYYY-MM-DD`, the day of the workout.") else { return nil }
        guard let day = node.scalar?.day else {
            error(line(of: node), node.column, "date \(node.summary) is not a YYYY-MM-DD day")
            return nil
        }
        return day
    }

    mutating func lift(_ node: YAMLNode) -> Lift? {
        guard let text = node.scalar?.text, let lift = Lift(parsing: text) else {
            let known = Lift.allCases.map(\.rawValue).joined(separator: ", ")
            var hint = "Known lifts are \(known) (aliases such as `bench press`, `ohp` work too)."
            if let text = node.scalar?.text, let guess = Lift.closest(to: text) {
                hint += " Did you mean '\(guess.rawValue)'?"
            }
            error(line(of: node), node.column, "unknown lift \(node.summary)", hint: hint)
            return nil
        }
        return lift
    }

    mutating func positiveInteger(_ key: String, _ fields: [String: YAMLNode], range: ClosedRange<Int>, hint: String) -> Int? {
        guard let node = require(key, in: fields, hint: hint) else { return nil }
        guard let value = node.scalar?.integer, range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "a whole number from \(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
            error(line(of: node), node.column, "\(key) \(node.summary) must be \(bounds)", hint: hint)
            return nil
        }
        return value
    }

    mutating func units(_ fields: [String: YAMLNode]) -> WeightUnit? {
        guard let node = fields["units"], !(node.scalar?.isNull ?? false) else { return nil }
        guard let text = node.scalar?.text, let unit = WeightUnit(parsing: text) else {
            error(line(of: node), node.column, "units \(node.summary) must be lb or kg")
            return nil
        }
        return unit
    }

    // MARK: - Workouts

    mutating func decodeWorkout(_ fields: [String: YAMLNode], body: String, bodyFirstLine: Int, fallbackLine: Int) -> JournalEntry? {
        let date = day(fields)
        let liftNode = require("lift", in: fields, hint: "Add `lift: squat` (or bench, deadlift, press).")
        let lift = liftNode.flatMap { self.lift($0) }
        let cycle = positiveInteger("cycle", fields, range: Program.cycles, hint: "Add `cycle: 1` (the cycle number, 1, 2, …).")
        let week = positiveInteger("week", fields, range: Program.weeks, hint: "Weeks run 1–4; week 4 is the deload.")
        var trainingMax: Weight?
        if let node = fields["training_max"], !(node.scalar?.isNull ?? false) {
            trainingMax = node.scalar?.weight
            if trainingMax == nil { error(line(of: node), node.column, "training_max \(node.summary) is not a weight") }
        }
        let units = units(fields)
        let sets = decodeSets(body: body, firstLine: bodyFirstLine, week: week ?? 1, units: units)
        guard let date, let lift, let cycle, let week else { return nil }
        return .workout(
            Workout(path: path, date: date, lift: lift, cycle: cycle, week: week, trainingMax: trainingMax, units: units, sets: sets.sets, notes: sets.notes))
    }

    mutating func decodeSets(body: String, firstLine: Int, week: Int, units: WeightUnit?) -> (sets: [PerformedSet], notes: String) {
        var sets: [PerformedSet] = []
        var section: Section = .none
        var hasPlus: [Bool] = []
        for block in MarkdownReader.blocks(of: body, firstLine: firstLine) {
            switch block {
            case .heading(let level, let text, _):
                if level <= 2 { section = level == 2 ? Section(heading: text) : .none }
            case .listItem(let text, let line, let column):
                guard case .sets(let kind) = section else { continue }
                switch SetLineParser.parse(text) {
                case .success(let parsed):
                    if let unit = parsed.unit, let units, unit != units {
                        error(line, nil, "set in \(unit.rawValue) on a sheet in \(units.rawValue)")
                    }
                    sets.append(PerformedSet(kind: kind, weight: parsed.weight, reps: parsed.reps, isAMRAP: parsed.hasPlus, isDone: parsed.isDone, line: line, unit: parsed.unit))
                    if parsed.isDone && parsed.hasPlus {
                        warn(line, column, "ticked AMRAP set still shows `\(parsed.reps)+`; counted as \(parsed.reps) rep\(parsed.reps == 1 ? "" : "s")", hint: "Write the reps you did over `\(parsed.reps)+`, e.g. `\(parsed.weight) x \(parsed.reps + 3)`.")
                    }
                    hasPlus.append(parsed.hasPlus)
                case .failure(let failure):
                    error(line, column + failure.column - 1, "set line does not parse: \(failure.message)", hint: "Write sets as `- [ ] 205 x 5` (`+` after the reps for the AMRAP set).")
                }
            case .other:
                continue
            }
        }
        // The last working set of weeks 1–3 is the AMRAP set even when the lifter wrote `9` over `5+`.
        if week != Program.deloadWeek, let last = sets.lastIndex(where: { $0.kind == .working }) {
            sets[last].isAMRAP = true
        }
        return (sets, notesText(body: body))
    }

    /// The raw text of the `## Notes` section (`NotesSection`), trimmed.
    func notesText(body: String) -> String {
        var copy = body
        return copy.withUTF8 { bytes in
            guard let range = NotesSection.body(in: bytes), !range.isEmpty else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).trimmingWhitespace()
        }
    }

    // MARK: - Whole-text checks

    /// Git conflict markers and invalid UTF-8, which the parsers would otherwise half-read.
    /// Scans UTF-8 bytes once: it runs for every file of the journal.
    mutating func checkText(_ text: String) {
        var copy = text
        let (conflictLine, replacementLine) = copy.withUTF8 { Self.scan($0) }
        if let conflictLine {
            error(conflictLine, 1, "git conflict markers (<<<<<<< … >>>>>>>) in the file", hint: "Resolve the merge: keep the right lines, delete the markers, then commit.")
        }
        if let replacementLine {
            warn(replacementLine, nil, "invalid UTF-8 (or a U+FFFD replacement character) in the file", hint: "Save the file as UTF-8.")
        }
    }

    /// The first line starting with `<<<<<<<` and the first holding U+FFFD (EF BF BD), 1-based.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (conflict: Int?, replacement: Int?) {
        var line = 1
        var atLineStart = true
        var conflictLine: Int?
        var replacementLine: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if atLineStart && conflictLine == nil && byte == 0x3C && index + 7 <= count
                && (index..<index + 7).allSatisfy({ bytes[$0] == 0x3C })
            {
                conflictLine = line
            }
            if replacementLine == nil && byte == 0xEF && index + 2 < count && bytes[index + 1] == 0xBF
                && bytes[index + 2] == 0xBD
            {
                replacementLine = line
            }
            atLineStart = byte == 0x0A
            if atLineStart { line += 1 }
            index += 1
        }
        return (conflictLine, replacementLine)
    }

    /// Warns about plain scalars that YAML 1.1 and YAML 1.2 read differently (`no`, `1:30`, `010`).
    mutating func checkAmbiguity(_ node: YAMLNode, key: String) {
        switch node {
        case .scalar(let scalar):
            guard key != "date", let reading = scalar.yaml11Reading else { return }
            warn(
                scalar.line + yamlOffset - 1, scalar.column,
                "'\(scalar.text)' is read as \(reading) by YAML 1.1 tools but as text by YAML 1.2 ones",
                hint: "Quote it (\"\(scalar.text)\") if it is text, or write it unambiguously.")
        case .sequence(let items, _, _):
            for item in items { checkAmbiguity(item, key: key) }
        case .mapping(let pairs, _, _):
            for pair in pairs { checkAmbiguity(pair.value, key: key) }
        }
    }

    // MARK: - Reset entries

    mutating func decodeReset(_ fields: [String: YAMLNode]) -> JournalEntry? {
        let date = day(fields)
        let cycle = positiveInteger("cycle", fields, range: Program.cycles, hint: "Add `cycle: N`, the cycle the reset starts at week 1.")
        guard let date, let cycle else { return nil }
        return .reset(ResetEntry(path: path, date: date, cycle: cycle))
    }

    // MARK: - Training max entries

    mutating func decodeTrainingMax(_ fields: [String: YAMLNode]) -> JournalEntry? {
        let date = day(fields)
        var cause = TrainingMaxEntry.Cause.manual
        if let node = fields["cause"] {
            if let parsed = node.scalar.flatMap({ TrainingMaxEntry.Cause(rawValue: $0.text) }) {
                cause = parsed
            } else {
                error(line(of: node), node.column, "cause \(node.summary) must be start or manual")
            }
        }
        var values: [Lift: (weight: Weight, line: Int)] = [:]
        for (key, node) in fields.sorted(by: { $0.value.line < $1.value.line }) {
            guard let lift = Lift(parsing: key) else { continue }
            guard let weight = node.scalar?.weight, weight > .zero else {
                error(line(of: node), node.column, "training max for \(lift.rawValue) \(node.summary) is not a weight")
                continue
            }
            values[lift] = (weight, line(of: node))
        }
        if values.isEmpty {
            error(yamlOffset, nil, "a training_max entry sets no lift", hint: "Add lines such as `squat: 315`.")
        }
        let units = units(fields)
        guard let date else { return nil }
        return .trainingMax(TrainingMaxEntry(path: path, date: date, cause: cause, values: values, units: units))
    }
}

private enum Section: Equatable {
    case none, notes, other
    case sets(SetKind)

    init(heading: String) {
        // ASCII letters, digits and `/`, lowercased, from the UTF-8 bytes: it runs per heading of
        // every sheet. Other characters (spaces, dashes, accents) are dropped.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(heading.utf8.count)
        for byte in heading.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"): bytes.append(byte)
            default: continue
            }
        }
        let key = String(decoding: bytes, as: UTF8.self)
        if key.hasPrefix("warm") {
            self = .sets(.warmup)
        } else if key.hasPrefix("working") || key.hasPrefix("work") || key == "main" || key.hasPrefix("mainsets") || key == "5/3/1" {
            self = .sets(.working)
        } else if key.hasPrefix("bbb") || key.hasPrefix("boringbutbig") || key.hasPrefix("supplemental") {
            self = .sets(.bbb)
        } else if key.hasPrefix("note") {
            self = .notes
        } else {
            self = .other
        }
    }
}
