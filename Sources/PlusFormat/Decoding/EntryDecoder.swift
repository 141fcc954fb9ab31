#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import PlusCore

/// Decodes one journal file (front matter + Markdown body) into a `JournalEntry`.
///
/// What a file is follows from its front matter: `entry: training_max` makes a TM entry,
/// `entry: reset` a reset entry; a `lift` (or `entry: workout`) makes a workout sheet; a file with
/// neither, or without front matter, is a note, whatever its name (`2026-09-01-notes.md`).
package enum EntryDecoder {
    /// Decodes `text`, read from `path` (relative to the journal root; used in diagnostics only).
    /// A `date:` written with an offset counts on its local day in `zone` (a lifter's files are
    /// read with the lifter's zone; the default takes the date part as written).
    package static func decode(path: String, text: String, zone: LocalZone = .asWritten) -> DecodedFile {
        var decoder = FileDecoder(path: path, zone: zone)
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
let workoutKeys: Set<String> = ["date", "lift", "cycle", "week", "day", "planned", "training_max", "units", "entry", "gym"]
/// The keys that say where a sheet sits in a program (`program:` in plusmd.yaml).
let placementKeys: Set<String> = ["block", "block_cycle", "scheme", "supplemental"]
/// Keys other tools put in every note's front matter; never worth a warning.
let commonKeys: Set<String> = ["tags", "aliases", "cssclasses", "pr", "prs", "notes", "rpe", "bodyweight"]
/// The keys of a training-max entry besides the lift names.
let trainingMaxKeys: Set<String> = ["date", "entry", "cause", "units", "source", "baseline_e1rm"]

/// The front matter's keys and values: a mapping's few pairs, looked up by a linear scan (a
/// sheet has 6–8 keys, so this beats hashing each key). A repeated key keeps its last value.
private struct Fields {
    private(set) var pairs: [(key: String, value: YAMLNode)] = []

    subscript(key: String) -> YAMLNode? {
        get {
            for pair in pairs where pair.key == key { return pair.value }
            return nil
        }
        set {
            guard let newValue else {
                pairs.removeAll { $0.key == key }
                return
            }
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                pairs[index].value = newValue
            } else {
                pairs.append((key, newValue))
            }
        }
    }
}

private struct FileDecoder {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// The line (1-based, in the file) where the YAML text starts.
    var yamlOffset = 1

    let zone: LocalZone

    init(path: String, zone: LocalZone) {
        self.path = path
        self.zone = zone
    }

    mutating func error(_ id: String, _ line: Int?, _ column: Int? = nil, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(.error, id: id, at: SourceLocation(path: path, line: line, column: column), message, hint: hint))
    }

    mutating func warn(_ id: String, _ line: Int?, _ column: Int? = nil, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(.warning, id: id, at: SourceLocation(path: path, line: line, column: column), message, hint: hint))
    }

    /// A strict-only warning (`check --strict`) for a number written in quotes (`week: "1"`), read
    /// as the number.
    mutating func quotedNumber(_ node: YAMLNode, _ key: String, _ value: String) {
        diagnostics.append(.quotedNumber(at: SourceLocation(path: path, line: line(of: node), column: node.column), key, node, value))
    }

    mutating func decode(_ text: String) -> JournalEntry? {
        let size = text.utf8.count
        if size > EntryDecoder.maxSize {
            let fenced = text.utf8.starts(with: "---".utf8) || text.utf8.starts(with: "\u{FEFF}---".utf8)
            guard fenced else { return .note }
            error("file-too-large", 
                1, 1, "file is too large for a journal entry (\(megabytes(size)) MB; at most \(megabytes(EntryDecoder.maxSize)) MB)",
                hint: "A sheet is a few kilobytes; is this the right file?")
            return nil
        }
        // A file left mid-merge holds both sides: read as sets, it would count both. Nothing
        // of it counts until the merge is resolved; the error names it.
        guard !checkText(text) else { return nil }
        let split = FrontMatterSplit(text)
        // Without front matter a file declares nothing: a note, whatever its name.
        guard let yaml = split.yaml else { return .note }
        yamlOffset = split.yamlFirstLine
        if split.isUnterminated {
            error("front-matter", 1, 1, "front matter has no closing `---`")
            return nil
        }
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(yaml)
        } catch {
            self.error("invalid-yaml", error.line + yamlOffset - 1, error.column, "invalid YAML: \(error.explained(lineOffset: yamlOffset - 1))")
            return nil
        }
        var fields = Fields()
        var keys: [YAMLScalar] = []
        switch root {
        case .mapping(let pairs, _, _):
            for (key, value) in pairs {
                if fields[key.text] != nil {
                    warn("duplicate-key", key.line + yamlOffset - 1, key.column, "duplicate key '\(key.text)'; the last one counts")
                }
                fields[key.text] = value
                keys.append(key)
                checkAmbiguity(value, key: key.text)
            }
        case nil:
            break
        case .some(let other):
            error("front-matter", other.line + yamlOffset - 1, other.column, "front matter must be a mapping of keys, not \(other.summary)")
            return nil
        }
        if let entry = fields["entry"]?.scalar, entry.text == "training_max" {
            for key in keys where !trainingMaxKeys.contains(key.text) && !isTrainingMaxValue(key.text, fields[key.text]) {
                warn("unknown-key", key.line + yamlOffset - 1, key.column, "unknown key '\(key.text)' in a training-max entry", hint: "It is kept and ignored.")
            }
            return decodeTrainingMax(fields)
        }
        if let entry = fields["entry"]?.scalar, entry.text == "reset" {
            return decodeReset(fields)
        }
        if let entry = fields["entry"], entry.scalar?.text != "workout" {
            error("unknown-entry", line(of: entry), entry.column, "unknown entry kind \(entry.summary)", hint: "Use `entry: workout`, `entry: training_max` or `entry: reset`.")
            return nil
        }
        guard fields["lift"] != nil || fields["entry"] != nil else {
            // Front matter without `lift:` or `entry:` is a note's (Obsidian properties, a daily
            // note). Said once when it carries a sheet's keys, so a sheet is never dropped unseen.
            if let node = fields["cycle"] ?? fields["week"], fields["date"] != nil {
                warn("read-as-note", 
                    line(of: node), node.column, "front matter has `date:` and `\(fields["cycle"] != nil ? "cycle" : "week")` but no `lift:`; read as a note",
                    hint: "If this is a sheet, add `lift: squat` (or bench, deadlift, press).")
            }
            return .note
        }
        for key in keys where !workoutKeys.contains(key.text) && !commonKeys.contains(key.text) && !placementKeys.contains(key.text) {
            let guess = workoutKeys.sorted().first { editDistance($0, key.text) <= 2 }
            warn("unknown-key", 
                key.line + yamlOffset - 1, key.column, "unknown key '\(key.text)'",
                hint: guess.map { "Did you mean '\($0)'? (Unknown keys are kept and ignored.)" } ?? "It is kept and ignored.")
        }
        return decodeWorkout(fields, body: split.body, bodyFirstLine: split.bodyFirstLine, fallbackLine: yamlOffset)
    }

    func line(of node: YAMLNode) -> Int { node.line + yamlOffset - 1 }

    mutating func require(_ key: String, in fields: Fields, hint: String) -> YAMLNode? {
        guard let node = fields[key], !(node.scalar?.isNull ?? false) else {
            error("missing-key", fields[key].map(line(of:)) ?? yamlOffset, nil, "missing `\(key)`", hint: hint)
            return nil
        }
        return node
    }

    mutating func day(_ fields: Fields) -> Day? {
        guard let node = require("date", in: fields, hint: "Add `date: YYYY-MM-DD`, the day of the workout.") else { return nil }
        guard let day = node.scalar?.dayOfDateTime(in: zone) else {
            error("bad-date", 
                line(of: node), node.column, "date \(node.summary) is not a YYYY-MM-DD day",
                hint: "Write the day (`2026-11-30`) or a date-time (`2026-11-30T18:30`).")
            return nil
        }
        return day
    }

    /// Any text that can be a lift name (`Lift(parsing:)`); whether the journal trains it is the
    /// resolved journal's question (its settings' `order`), so only a name that cannot be a lift is an error.
    mutating func lift(_ node: YAMLNode) -> Lift? {
        guard let text = node.scalar?.text, let lift = Lift(parsing: text) else {
            let known = Lift.bigFour.map(\.rawValue).joined(separator: ", ")
            var hint = "Lifts are \(known) (aliases such as `bench press`, `ohp` work too) or any other lift in `order:` of plusmd.yaml, "
                + "named in letters, digits, spaces, `-`, `_` and `'` (at most \(Lift.maximumNameLength) characters)."
            if let text = node.scalar?.text, let guess = Lift.closest(to: text) {
                hint += " Did you mean '\(guess.rawValue)'?"
            }
            error("unknown-lift", line(of: node), node.column, "unknown lift \(node.summary)", hint: hint)
            return nil
        }
        return lift
    }

    mutating func positiveInteger(_ key: String, _ fields: Fields, range: ClosedRange<Int>, hint: String) -> Int? {
        guard let node = require(key, in: fields, hint: hint) else { return nil }
        var value = node.scalar?.integer
        if value == nil, let quoted = node.scalar?.quotedInteger, range.contains(quoted) {
            quotedNumber(node, key, String(quoted))
            value = quoted
        }
        guard let value, range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "a whole number from \(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
            error("out-of-range", line(of: node), node.column, "\(key) \(node.summary) must be \(bounds)", hint: hint)
            return nil
        }
        return value
    }

    mutating func units(_ fields: Fields) -> WeightUnit? {
        guard let node = fields["units"], !(node.scalar?.isNull ?? false) else { return nil }
        guard let text = node.scalar?.text, let unit = WeightUnit(parsing: text) else {
            error("bad-units", line(of: node), node.column, "units \(node.summary) must be lb or kg")
            return nil
        }
        return unit
    }

    /// Whether a key of a training-max entry sets a lift's TM: a big-four name or alias always (a
    /// bad value is an error), any other name that can be a lift when its value is a number (whether
    /// the journal trains it is decided after resolution, against `order`). Anything else is an unknown key.
    func isTrainingMaxValue(_ key: String, _ node: YAMLNode?) -> Bool {
        guard let lift = Lift(parsing: key) else { return false }
        if lift.isBigFour { return true }
        guard let scalar = node?.scalar else { return false }
        return scalar.weight != nil || scalar.quotedWeight != nil
    }

    // MARK: - Workouts

    mutating func decodeWorkout(_ fields: Fields, body: String, bodyFirstLine: Int, fallbackLine: Int) -> JournalEntry? {
        let date = day(fields)
        let liftNode = require("lift", in: fields, hint: "Add `lift: squat` (or bench, deadlift, press).")
        let lift = liftNode.flatMap { self.lift($0) }
        let cycle = positiveInteger("cycle", fields, range: Program.cycles, hint: "Add `cycle: 1` (the cycle number, 1, 2, …).")
        let placement = placement(fields)
        let scheme = placement?.scheme ?? .fiveThreeOne
        let week =
            scheme.isSeventhWeek
            ? positiveInteger("week", fields, range: Scheme.seventhWeek...Scheme.seventhWeek, hint: "A 7th-week sheet is `week: 7`.")
            : positiveInteger("week", fields, range: Program.weeks, hint: "Weeks run 1–4; week 4 is the deload.")
        // The day of a program's week built from days (`day: 3`); absent or empty in other weeks.
        // Anything else there (`day: Monday`, a lifter's own note) is said and ignored: it
        // changes nothing a journal without days reads.
        var day: Int?
        if let node = fields["day"], !(node.scalar?.isNull ?? false) {
            let value = node.scalar?.integer ?? node.scalar?.quotedInteger
            if let value, (1...WeekLayout.maximumDays).contains(value) {
                day = value
            } else {
                warn(
                    "day-not-a-number", line(of: node), node.column,
                    "day \(node.summary) is not a day of a program's week (1 to \(WeekLayout.maximumDays)); ignored",
                    hint: "In a program built from days, `day:` says which of the week's sessions the sheet is (`day: 3`).")
            }
        }
        // The day a sheet written ahead was planned for (`next --week`); absent on other sheets.
        var planned: Day?
        if let node = fields["planned"], !(node.scalar?.isNull ?? false) {
            planned = node.scalar?.dayOfDateTime(in: zone)
            if planned == nil {
                // A lifter's own `planned: yes` is no reason to refuse anything: said, and ignored.
                warn(
                    "bad-date", line(of: node), node.column, "planned \(node.summary) is not a YYYY-MM-DD day; ignored",
                    hint: "`planned:` is the day `next --week` planned the sheet for.")
            }
        }
        var trainingMax: Weight?
        if let node = fields["training_max"], !(node.scalar?.isNull ?? false) {
            trainingMax = node.scalar?.weight
            if trainingMax == nil, let quoted = node.scalar?.quotedWeight {
                quotedNumber(node, "training_max", quoted.description)
                trainingMax = quoted
            }
            if trainingMax == nil { error("bad-weight", line(of: node), node.column, "training_max \(node.summary) is not a weight") }
        }
        let units = units(fields)
        let gym = fields["gym"].flatMap { node -> String? in
            guard let scalar = node.scalar, !scalar.isNull, !scalar.text.isEmpty else { return nil }
            return scalar.text
        }
        if let excess = SheetBounds.excess(of: body, firstLine: bodyFirstLine) {
            error("sheet-too-complex", excess.line, nil, excess.message, hint: "A sheet is a few dozen lines; is this the right file?")
            return nil
        }
        let sets = decodeSets(body: body, firstLine: bodyFirstLine, week: week ?? 1, units: units, scheme: scheme)
        if sets.sets.count > SheetBounds.maxSets {
            error(
                "sheet-too-complex", sets.sets[SheetBounds.maxSets].line, nil,
                "the sheet has \(sets.sets.count) sets, more than \(SheetBounds.maxSets); the file is not read as a sheet",
                hint: "A sheet has about 20 sets; is this the right file?")
            return nil
        }
        guard let date, let lift, let cycle, let week else { return nil }
        return .workout(
            Workout(
                path: path, date: date, lift: lift, cycle: cycle, week: week, trainingMax: trainingMax, units: units, sets: sets.sets,
                notes: sets.notes, placement: placement, gym: gym, assistance: sets.assistance,
                liftLocation: liftNode.map { WorkoutLiftLocation(line: line(of: $0), column: $0.column) }, day: day, planned: planned))
    }

    /// The sheet's place in a program: `scheme:` (531, 5s_pro, 351, deload, tm_test), `block:`,
    /// `block_cycle:` and `supplemental:`. Nil when the sheet has none of them (the original 5/3/1).
    mutating func placement(_ fields: Fields) -> SheetPlacement? {
        guard placementKeys.contains(where: { fields[$0] != nil }) else { return nil }
        var scheme = Scheme.fiveThreeOne
        if let node = fields["scheme"] {
            if let text = node.scalar?.text, let parsed = Scheme(rawValue: text) {
                scheme = parsed
            } else {
                error(
                    "bad-scheme", line(of: node), node.column, "scheme \(node.summary) is not one plusmd knows",
                    hint: "Schemes are " + Scheme.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
        }
        var supplemental = Supplemental.Kind.none
        if let node = fields["supplemental"] {
            if let text = node.scalar?.text, let parsed = Supplemental.Kind(rawValue: text) {
                supplemental = parsed
            } else {
                error(
                    "bad-scheme", line(of: node), node.column, "supplemental \(node.summary) is not one plusmd knows",
                    hint: "Supplementals are " + Supplemental.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
        }
        let block = fields["block"]?.scalar?.text ?? ""
        var blockCycle = 1
        if let node = fields["block_cycle"] {
            if let value = node.scalar?.integer, value >= 1 {
                blockCycle = value
            } else {
                error("out-of-range", line(of: node), node.column, "block_cycle \(node.summary) must be a whole number from 1")
            }
        }
        return SheetPlacement(block: block, blockCycle: blockCycle, scheme: scheme, supplemental: supplemental)
    }

    /// Reads the set lines of the three set sections, wherever they sit in the section's lists
    /// (nested under another item, in a quote or callout, under a Logseq section bullet). A line
    /// that looks like a set but is not read is an error, never skipped.
    mutating func decodeSets(body: String, firstLine: Int, week: Int, units: WeightUnit?, scheme: Scheme = .fiveThreeOne) -> (sets: [PerformedSet], notes: String, assistance: [AssistanceTask]) {
        var reader = SetReader(body: body, firstLine: firstLine, units: units)
        for block in MarkdownReader.blocks(of: body, firstLine: firstLine) {
            reader.read(block, into: &self)
        }
        var sets = reader.sets
        // The last working set of weeks 1–3 is the AMRAP set even when the lifter wrote `9` over `5+`.
        // (5s PRO and the 7th-week deload have none.)
        if week != Program.deloadWeek, scheme.hasAMRAP, let last = sets.lastIndex(where: { $0.kind == .working }) {
            sets[last].isAMRAP = true
        }
        // Reps written over the target of a set whose box is not ticked: not counted, and likely a
        // forgotten tick (`- [ ] 270 x 9` after a set of `5+`). Only when the working sets are the
        // program's and the file has no error (a conflict's two versions are not a sheet).
        let targets = scheme.workingSets(week: week)
        let working = sets.filter { $0.kind == .working }
        for (index, set) in working.enumerated() where working.count == targets.count && !diagnostics.hasErrors {
            guard set.status == .open, set.reps > targets[index].reps else { continue }
            let plus = set.isAMRAP && week != Program.deloadWeek && scheme.hasAMRAP ? "+" : ""
            warn("unticked-reps", 
                set.line, nil, "\(set.reps) reps written on a set whose box is not ticked (target \(targets[index].reps)\(plus)); not counted",
                hint: "Tick the box if you did it: `- [x] \(set.weight) x \(set.reps)`.")
        }
        let hasWorkingSets = sets.contains { $0.kind == .working }
        for stray in reader.strays {
            let message = "set line outside a `## Warmup`, `## Working` or `## BBB` section is not read"
            if hasWorkingSets {
                warn("stray-set-line", stray.line, stray.column, message, hint: "Move it under a set section, or write it without the box under `## Notes`.")
            } else {
                error("stray-set-line", 
                    stray.line, stray.column, message,
                    hint: "Put a `## Working` heading (in Logseq, a `- ## Working` bullet) above the working sets.")
            }
        }
        return (sets.withExactCapacity(), notesText(body: body), reader.assistance)
    }

    /// The raw text of the `## Notes` section (`NotesSection`), trimmed.
    func notesText(body: String) -> String {
        var copy = body
        return copy.withUTF8 { bytes in
            guard let range = NotesSection.body(in: bytes), !range.isEmpty else { return "" }
            // ASCII whitespace is trimmed on the bytes (trimming by Characters was 40 % of this);
            // where what is left starts or ends with a non-ASCII byte (a mark that may join the
            // space before it, a Unicode space), the text is trimmed by Characters as a whole.
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end && isSpace(bytes[start]) { start += 1 }
            while end > start && isSpace(bytes[end - 1]) { end -= 1 }
            guard start < end else { return "" }
            if bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).trimmingWhitespace()
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    // MARK: - Whole-text checks

    /// Git conflict markers and invalid UTF-8, which the parsers would otherwise half-read.
    /// Scans UTF-8 bytes once: it runs for every file of the journal. Whether the file has
    /// conflict markers.
    mutating func checkText(_ text: String) -> Bool {
        var copy = text
        let (conflictLine, replacementLine) = copy.withUTF8 { Self.scan($0) }
        if let conflictLine {
            error("git-conflict-markers", conflictLine, 1, "git conflict markers (<<<<<<< … >>>>>>>) in the file; nothing in it counts until the merge is resolved", hint: "Resolve the merge: keep the right lines, delete the markers, then commit.")
        }
        if let replacementLine {
            warn("invalid-utf8", replacementLine, nil, "invalid UTF-8 (or a U+FFFD replacement character) in the file", hint: "Save the file as UTF-8.")
        }
        return conflictLine != nil
    }

    /// The first line starting with `<<<<<<<` and the first holding U+FFFD (EF BF BD), 1-based.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (conflict: Int?, replacement: Int?) {
        // Most files hold neither a `<` nor an 0xEF byte: memchr says so without the byte loop.
        guard let base = bytes.baseAddress, memchr(base, 0x3C, bytes.count) != nil || memchr(base, 0xEF, bytes.count) != nil
        else { return (nil, nil) }
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
            warn("yaml-ambiguous", 
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

    mutating func decodeReset(_ fields: Fields) -> JournalEntry? {
        let date = day(fields)
        let cycle = positiveInteger("cycle", fields, range: Program.cycles, hint: "Add `cycle: N`, the cycle the reset starts at week 1.")
        guard let date, let cycle else { return nil }
        return .reset(ResetEntry(path: path, date: date, cycle: cycle))
    }

    // MARK: - Training max entries

    mutating func decodeTrainingMax(_ fields: Fields) -> JournalEntry? {
        let date = day(fields)
        var cause = TrainingMaxEntry.Cause.manual
        if let node = fields["cause"] {
            if let parsed = node.scalar.flatMap({ TrainingMaxEntry.Cause(rawValue: $0.text) }) {
                cause = parsed
            } else {
                error("bad-cause", line(of: node), node.column, "cause \(node.summary) must be start, manual, import or units")
            }
        }
        var values: [Lift: (weight: Weight, line: Int)] = [:]
        for (key, node) in fields.pairs.sorted(by: { $0.value.line < $1.value.line }) {
            guard !trainingMaxKeys.contains(key), isTrainingMaxValue(key, node), let lift = Lift(parsing: key) else { continue }
            var value = node.scalar?.weight
            if value == nil, let quoted = node.scalar?.quotedWeight, quoted > .zero {
                quotedNumber(node, key, quoted.description)
                value = quoted
            }
            guard let weight = value, weight > .zero else {
                error("bad-weight", line(of: node), node.column, "training max for \(lift.rawValue) \(node.summary) is not a weight")
                continue
            }
            values[lift] = (weight, line(of: node))
        }
        if values.isEmpty {
            error("empty-training-max", yamlOffset, nil, "a training_max entry sets no lift", hint: "Add lines such as `squat: 315`.")
        }
        let units = units(fields)
        var baseline: [Lift: Weight] = [:]
        if let node = fields["baseline_e1rm"] {
            if case .mapping(let pairs, _, _) = node {
                for pair in pairs {
                    guard let lift = Lift(parsing: pair.key.text), let weight = pair.value.scalar?.weight, weight > .zero else {
                        error("bad-weight", line(of: pair.value), pair.value.column, "baseline_e1rm \(pair.key.text): \(pair.value.summary) is not a lift's e1RM", hint: "Write `squat: 300` under `baseline_e1rm:`.")
                        continue
                    }
                    baseline[lift] = weight
                }
            } else {
                error("bad-weight", line(of: node), node.column, "baseline_e1rm must be a mapping of lift: e1RM, not \(node.summary)")
            }
        }
        let source = fields["source"]?.scalar?.text
        guard let date else { return nil }
        return .trainingMax(
            TrainingMaxEntry(path: path, date: date, cause: cause, values: values, units: units, baseline: baseline, source: source))
    }
}

/// The set lines of a sheet's body, read block by block with the section each block is in.
private struct SetReader {
    let units: WeightUnit?
    let firstLine: Int
    /// The body's lines, split on first need (only to look at blocks that are not list items).
    let body: String
    var lines: [Substring]?
    var section: Section = .none
    var sets: [PerformedSet] = []
    /// The task list under `## Assistance`: never sets.
    var assistance: [AssistanceTask] = []
    /// Set lines outside any set section (1-based line and column).
    var strays: [(line: Int, column: Int)] = []
    /// The column of the last set line read in this section: an item indented deeper than it,
    /// without a box, is a remark about that set (`  - belt on after 225 x 5`).
    var lastSetColumn: Int?

    init(body: String, firstLine: Int, units: WeightUnit?) {
        self.body = body
        self.firstLine = firstLine
        self.units = units
        sets.reserveCapacity(16)  // a 5/3/1 + BBB sheet has 14 sets: no regrowth on the way
    }

    mutating func read(_ block: MarkdownBlock, into decoder: inout FileDecoder) {
        switch block {
        case .heading(let level, let text, _):
            if level <= 2 { section = level == 2 ? Section(heading: text) : .none }
            lastSetColumn = nil
        case .callout(_, let title, _):
            // `> [!todo] Working`: a callout titled like a set section opens it (a callout titled
            // `Notes` among the sets is just a remark).
            if let named = Section(bullet: title) {
                if case .sets = named { section = named }
                if named == .assistance { section = named }
            }
        case .listItem(let text, let line, let column), .subItem(let text, let line, let column):
            var nested = false
            if case .subItem = block { nested = true }
            if section == .assistance {
                // A Logseq section bullet (`- Notes`) ends the list; an item nested under a task
                // is a remark; an item without a box is not a task.
                if !nested, let named = Section(bullet: text), named != .assistance {
                    section = named
                } else if !nested, let task = Self.assistanceTask(text, line: line) {
                    assistance.append(task)
                    if task.work == nil {
                        decoder.warn(
                            "assistance-line", line, column, "assistance line '\(task.name)' is not read: its numbers are none of the forms plusmd knows; its reps are not counted",
                            hint: "Write the reps of each set (`Chin-up: 10, 8, 8, 6`), sets × reps (`Chin-up 5 x 10`), with a weight first if any (`Dip +25 lb: 3 x 8`, `Assisted pull-up -40 lb: 3 x 8`).")
                    }
                }
                return
            }
            guard case .sets(let kind) = section else {
                if !nested, let named = Section(bullet: text) {
                    section = named
                } else if case .success = SetLineParser.parse(text) {
                    strays.append((line, column))
                }
                return
            }
            readSet(text, line: line, column: column, kind: kind, nested: nested, into: &decoder)
        case .other(let first, let last):
            guard case .sets = section else { return }
            for line in first...max(first, last) { checkUnread(line: line, into: &decoder) }
        }
    }

    mutating func readSet(_ text: String, line: Int, column: Int, kind: SetKind, nested: Bool, into decoder: inout FileDecoder) {
        switch SetLineParser.parse(text) {
        case .success(let parsed):
            if let unit = parsed.unit, let units, unit != units {
                decoder.error("unit-mismatch", line, nil, "set in \(unit.rawValue) on a sheet in \(units.rawValue)")
            }
            if let box = parsed.otherBox {
                decoder.warn("unknown-box", 
                    line, column + 1, "task box '[\(box)]' is read as not done",
                    hint: "plusmd reads `[ ]` (to do), `[x]` (done) and `[-]` (skipped).")
            }
            sets.append(
                PerformedSet(
                    kind: kind, weight: parsed.weight, reps: parsed.reps, isAMRAP: parsed.hasPlus, status: parsed.status,
                    line: line, unit: parsed.unit))
            lastSetColumn = column
            if parsed.isDone && parsed.hasPlus {
                decoder.warn("amrap-without-reps", line, column, "ticked AMRAP set still shows `\(parsed.reps)+`; counted as \(parsed.reps) rep\(parsed.reps == 1 ? "" : "s")", hint: "Write the reps you did over `\(parsed.reps)+`, e.g. `\(parsed.weight) x \(parsed.reps + 3)`.")
            }
        case .failure(let failure):
            // A section bullet (Logseq: `- BBB`, sets nested under it) switches the section.
            if !nested, let named = Section(bullet: text) {
                section = named
                lastSetColumn = nil
                return
            }
            // An item nested under a set that is not a set is a remark (`- felt heavy`), and so is
            // one without a box indented under a set line (`  - belt on after 225 x 5`).
            if nested && !SetLineParser.looksLikeSet(text) { return }
            if nested, let parent = lastSetColumn, column > parent, !text.hasPrefix("["), Self.logseqMarker(in: text) == nil { return }
            decoder.error("set-line", 
                line, column + failure.column - 1, "set line does not parse: \(failure.message)",
                hint: Self.logseqMarker(in: text).map(Self.logseqHint)
                    ?? "Write sets as `- [ ] 205 x 5` (`+` after the reps for the AMRAP set).")
        }
    }

    /// A line of a paragraph, code block or other block in a set section: an error when it looks
    /// like a set, since it is not read as one.
    mutating func checkUnread(line: Int, into decoder: inout FileDecoder) {
        // `\r\n` is one Character: a CRLF sheet's lines are split on it too.
        if lines == nil { lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) }
        guard let lines, line - firstLine >= 0, line - firstLine < lines.count else { return }
        let raw = lines[line - firstLine]
        var rest = raw[...]
        // The indent before the first other character, then quote markers and one list marker.
        var indent = 0
        while let first = rest.first, first == " " || first == "\t" {
            indent += first == " " ? 1 : 4 - indent % 4
            rest = rest.dropFirst()
        }
        var quoted = false
        var marker = false
        while let first = rest.first {
            if first == ">" {
                quoted = true
            } else if !marker, first == "-" || first == "*" || first == "+", rest.dropFirst().first == " " {
                marker = true
            } else if first != " " && first != "\t" {
                break
            }
            rest = rest.dropFirst()
        }
        let text = String(rest).trimmingWhitespace()
        guard SetLineParser.looksLikeSet(text) else { return }
        let column = raw[..<rest.startIndex].count + 1
        let hint: String
        if let word = Self.logseqMarker(in: text) {
            hint = Self.logseqHint(word)
        } else if indent >= 4 && !quoted {
            hint = "It is indented 4 spaces (or a tab) after a blank line, so Markdown reads it as code; "
                + "write it as `- [ ] 205 x 5` without the indent, or right under the set above."
        } else if !marker {
            hint = "A set is a list item: write it as `- [ ] 205 x 5` on its own line."
        } else {
            hint = "Markdown does not read it as a list item here; write it as `- [ ] 205 x 5` on its own line."
        }
        decoder.error("set-line", line, column, "set line is not read as a set", hint: hint)
    }

    /// `[ ] Chin-up 5 x 10` as an assistance task: the box (`x`/`X` done, `-` skipped, any other
    /// character open) and the trimmed text after it; nil without a box or text.
    static func assistanceTask(_ text: String, line: Int) -> AssistanceTask? {
        let characters = Array(text)
        guard characters.count >= 4, characters[0] == "[", characters[2] == "]", characters[3] == " " || characters[3] == "\t"
        else { return nil }
        let name = String(characters[4...]).trimmingWhitespace()
        guard !name.isEmpty else { return nil }
        let status: PerformedSet.Status =
            switch characters[1] {
            case "x", "X": .done
            case "-": .skipped
            default: .open
            }
        return AssistanceTask(name: name, status: status, line: line)
    }

    /// Logseq's task keyword at the start of `text` (`DONE 205 x 5`), if any.
    static func logseqMarker(in text: String) -> String? {
        let word = text.prefix { $0.isLetter }
        return ["TODO", "DONE", "LATER", "NOW", "DOING", "CANCELED", "CANCELLED", "WAITING"].contains(String(word))
            ? String(word) : nil
    }

    static func logseqHint(_ word: String) -> String {
        "Logseq's `\(word)` is not read: write the box instead, `- [x] 205 x 5` (done), `- [ ] 205 x 5` "
            + "(to do) or `- [-] 205 x 5` (skipped)."
    }
}

private enum Section: Equatable {
    case none, notes, other
    /// `## Assistance`: a task list of assistance exercises, never sets.
    case assistance
    case sets(SetKind)

    /// A list item or callout title that names a section on its own (`Working`, `BBB:`), as in
    /// Logseq's all-bullets layout; nil for any other text.
    init?(bullet: String) {
        guard let section = Section.names[Section.key(bullet)] else { return nil }
        self = section
    }

    /// The names `init(bullet:)` knows, by `key`: built once, not per list item.
    private static let names: [String: Section] = [
        "warmup": .sets(.warmup), "warmups": .sets(.warmup), "warmupsets": .sets(.warmup),
        "working": .sets(.working), "workingsets": .sets(.working), "worksets": .sets(.working),
        "main": .sets(.working), "mainsets": .sets(.working), "5/3/1": .sets(.working),
        "bbb": .sets(.bbb), "boringbutbig": .sets(.bbb), "supplemental": .sets(.bbb), "notes": .notes,
        "jokers": .sets(.joker), "joker": .sets(.joker), "fsl": .sets(.bbb), "ssl": .sets(.bbb), "bbs": .sets(.bbb),
        "widowmaker": .sets(.bbb), "assistance": .assistance,
    ]

    init(heading: String) {
        // The key is made on the stack, not in an array and a string: every heading of every
        // sheet comes through here.
        var heading = heading
        self = heading.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
                Section(key: UnsafeBufferPointer(rebasing: buffer[..<Section.key(bytes, into: buffer)]))
            }
        }
    }

    /// The section a heading's `key` names, compared on its bytes (it runs per heading of every
    /// sheet).
    private init(key: UnsafeBufferPointer<UInt8>) {
        func starts(_ prefix: StaticString) -> Bool {
            prefix.utf8CodeUnitCount <= key.count
                && memcmp(key.baseAddress!, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
        }
        func equals(_ word: StaticString) -> Bool { word.utf8CodeUnitCount == key.count && starts(word) }
        if starts("warm") {
            self = .sets(.warmup)
        } else if starts("working") || starts("work") || equals("main") || starts("mainsets") || equals("5/3/1") {
            self = .sets(.working)
        } else if starts("bbb") || starts("boringbutbig") || starts("supplemental") {
            self = .sets(.bbb)
        } else if starts("joker") {
            self = .sets(.joker)
        } else if starts("fsl") || starts("ssl") || starts("bbs") || starts("widowmaker") || starts("firstsetlast")
            || starts("secondsetlast") || starts("boringbutstrong")
        {
            self = .sets(.bbb)
        } else if starts("assistance") {
            self = .assistance
        } else if starts("note") {
            self = .notes
        } else {
            self = .other
        }
    }

    /// ASCII letters, digits and `/`, lowercased, from the UTF-8 bytes: it runs per heading of
    /// every sheet. Other characters (spaces, dashes, accents) are dropped.
    static func key(_ heading: String) -> String {
        var heading = heading
        return heading.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[..<key(bytes, into: buffer)]), as: UTF8.self)
            }
        }
    }

    /// `key` written into `buffer` (at least as long as `heading`); returns its length.
    static func key(_ heading: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in heading {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte | 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"): buffer[count] = byte
            default: continue
            }
            count += 1
        }
        return count
    }
}
