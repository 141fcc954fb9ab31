import PlusCore

/// Decodes `program:` of plusmd.yaml into a `ProgramDescription` (README "Programs"):
///
/// ```yaml
/// program:
///   progression: fixed          # or e1rm (the default)
///   increments: {squat: 10}     # per-lift overrides of the fixed increment
///   blocks:
///     - {name: Leader, cycles: 2, scheme: 5s_pro, supplemental: bbb}
///     - seventh_week: deload
///     - {name: Anchor, cycles: 1, scheme: 531, supplemental: {type: fsl, sets: 5, reps: 5}, jokers: true}
///     - seventh_week: tm_test
/// ```
///
/// `program: beginners` or `program: two_day` selects a built-in template (`ProgramTemplate`),
/// written out in full in docs/format.md. `days:` writes the week as days, each a list of lifts
/// (`[squat, bench]`), a lift may come on several days, and an appearance may change the scheme
/// or the supplemental for that day (`{lift: squat, supplemental: none}`).
///
/// A block is a run of `cycles` (default 1) of `weeks` (3, the default, or 4 with the deload week)
/// with a `scheme` (531, 5s_pro, 351), a `supplemental` (bbb, fsl, ssl, bbs, widowmaker, none; a
/// name or `{type, sets, reps, percent}`) and `jokers` (default false); or a `seventh_week`
/// (deload, tm_test). A wrong value is an error at its line (`bad-setting`); an unknown key a
/// warning. A `program:` with errors is dropped whole, so the journal never half-follows one.
package enum ProgramDecoder {
    /// The keys of `program:`, of a cycle block and of a supplemental mapping.
    static let programKeys: Set<String> = ["progression", "increments", "blocks", "days"]
    static let appearanceKeys: Set<String> = ["lift", "scheme", "supplemental"]
    static let blockKeys: Set<String> = ["name", "cycles", "weeks", "scheme", "supplemental", "jokers", "seventh_week"]
    static let supplementalKeys: Set<String> = ["type", "sets", "reps", "percent"]

    /// Decodes the `program:` node; `path` names the file in diagnostics, `bbbPercent` is the
    /// settings' BBB percent (a `bbb` supplemental without its own percent uses it).
    /// Also returns the keys of `increments:` naming a lift beyond the big four (`Settings.liftNames`).
    package static func decode(_ node: YAMLNode, path: String) -> (ProgramDescription?, [Diagnostic], [LiftNameReference]) {
        var reader = ProgramReader(path: path)
        let program = reader.program(node)
        let hasErrors = reader.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : program, reader.diagnostics, reader.liftNames)
    }
}

private struct ProgramReader: QuotedNumberReading {
    let path: String
    var diagnostics: [Diagnostic] = []
    var liftNames: [LiftNameReference] = []

    mutating func report(_ severity: Diagnostic.Severity, _ node: YAMLNode, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(severity, id: "bad-setting", at: SourceLocation(path: path, line: node.line, column: node.column), message, hint: hint))
    }

    mutating func fields(_ node: YAMLNode, _ name: String, known: Set<String>) -> [String: YAMLNode]? {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "\(name) must be a mapping, not \(node.summary)")
            return nil
        }
        var fields: [String: YAMLNode] = [:]
        for (key, value) in pairs {
            if !known.contains(key.text) {
                let guess = known.sorted().first { editDistance($0, key.text) <= 2 }
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "unknown-key", at: SourceLocation(path: path, line: key.line, column: key.column),
                        "unknown key '\(key.text)' in \(name)", hint: guess.map { "Did you mean '\($0)'?" } ?? ""))
            }
            fields[key.text] = value
        }
        return fields
    }

    mutating func program(_ node: YAMLNode) -> ProgramDescription? {
        if let scalar = node.scalar {
            // Read as lift names are: any case, `-` or a space for `_` (`Two-day`).
            let name = scalar.text.trimmingWhitespace().lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 }
            guard let template = ProgramTemplate(rawValue: String(name)) else {
                let names = ProgramTemplate.allCases.map(\.rawValue).joined(separator: ", ")
                report(.error, node, "program \(node.summary) names no built-in template (\(names))",
                    hint: "Name a template, or write the program out as a mapping with `blocks:` (README \"Programs\").")
                return nil
            }
            return template.description
        }
        guard let fields = fields(node, "program", known: ProgramDecoder.programKeys) else { return nil }
        var days: WeekLayout?
        if let node = fields["days"] {
            days = weekLayout(node)
            if days == nil { return nil }
        }
        var progression = ProgressionRule.estimatedOneRepMax
        if let node = fields["progression"] {
            if let text = node.scalar?.text, let rule = ProgressionRule(rawValue: text) {
                progression = rule
            } else {
                report(.error, node, "progression \(node.summary) must be e1rm or fixed")
            }
        }
        var increments: [Lift: Weight] = [:]
        // Any lift name (`front squat: 10`); one `order` does not train is reported after resolution.
        if let node = fields["increments"], case .mapping(let pairs, _, _) = node {
            for (keyNode, value) in pairs.sorted(by: { $0.key.text < $1.key.text }) {
                let key = keyNode.text
                guard let lift = Lift(parsing: key) else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, id: "unknown-key", at: SourceLocation(path: path, line: keyNode.line, column: keyNode.column),
                            "unknown key '\(key)' in increments", hint: "Name a lift of `order:` (squat, bench, deadlift, press, …)."))
                    continue
                }
                if !lift.isBigFour {
                    liftNames.append(
                        LiftNameReference(
                            lift: lift, setting: "program.increments", location: SourceLocation(path: path, line: keyNode.line, column: keyNode.column)))
                }
                guard let weight = numberWeight(value, "increment"), weight > .zero else {
                    report(.error, value, "increment \(value.summary) for \(key) must be a weight above 0")
                    continue
                }
                increments[lift] = weight
            }
        } else if let node = fields["increments"] {
            report(.error, node, "increments must be a mapping, not \(node.summary)")
        }
        guard let list = fields["blocks"] else {
            report(.error, node, "program needs `blocks:`, a list of cycle blocks and 7th weeks",
                hint: "For example `blocks: [{name: Leader, cycles: 2, scheme: 5s_pro, supplemental: bbb}, {seventh_week: deload}]`.")
            return nil
        }
        guard case .sequence(let items, _, _) = list, !items.isEmpty else {
            report(.error, list, "blocks must be a list of at least one block, not \(list.summary)")
            return nil
        }
        var blocks: [ProgramBlock] = []
        for (index, item) in items.enumerated() {
            if let block = block(item, index: index) { blocks.append(block) }
        }
        guard blocks.count == items.count else { return nil }
        guard blocks.contains(where: { if case .cycles = $0.kind { true } else { false } }) else {
            report(.error, list, "blocks must hold at least one cycle block, not only 7th weeks")
            return nil
        }
        return ProgramDescription(blocks: blocks, progression: progression, increments: increments, days: days)
    }

    /// `days: [[squat, bench], [deadlift, press], [bench, squat]]`: 1 to 7 days, each a list of
    /// lifts (a name, or `{lift, scheme, supplemental}` to change that appearance), a lift at
    /// most once a day. Nil after reporting an error.
    mutating func weekLayout(_ node: YAMLNode) -> WeekLayout? {
        guard case .sequence(let items, _, _) = node, (1...WeekLayout.maximumDays).contains(items.count) else {
            report(.error, node, "days must be a list of 1 to \(WeekLayout.maximumDays) days, each a list of lifts, not \(node.summary)",
                hint: "For example `days: [[squat, bench], [deadlift, press], [bench, squat]]`.")
            return nil
        }
        var days: [[DayLift]] = []
        var ok = true
        for (index, item) in items.enumerated() {
            guard case .sequence(let lifts, _, _) = item, !lifts.isEmpty else {
                report(.error, item, "day \(index + 1) must be a list of at least one lift, not \(item.summary)", hint: "For example `[squat, bench]`.")
                ok = false
                continue
            }
            var day: [DayLift] = []
            for liftNode in lifts {
                guard let appearance = appearance(liftNode) else {
                    ok = false
                    continue
                }
                if day.contains(where: { $0.lift == appearance.lift }) {
                    report(.error, liftNode, "\(appearance.lift.rawValue) is twice on day \(index + 1)", hint: "A lift comes at most once a day; give it another day.")
                    ok = false
                    continue
                }
                day.append(appearance)
            }
            days.append(day)
        }
        return ok ? WeekLayout(days: days) : nil
    }

    /// One lift of a day: `squat`, or `{lift: squat, scheme: 5s_pro, supplemental: none}`.
    mutating func appearance(_ node: YAMLNode) -> DayLift? {
        let liftNode: YAMLNode
        var fields: [String: YAMLNode] = [:]
        if node.scalar != nil {
            liftNode = node
        } else {
            guard let read = self.fields(node, "a day's lift", known: ProgramDecoder.appearanceKeys) else { return nil }
            guard let given = read["lift"] else {
                report(.error, node, "a day's lift needs `lift:`", hint: "For example `{lift: squat, supplemental: none}`.")
                return nil
            }
            fields = read
            liftNode = given
        }
        guard let text = liftNode.scalar?.text, let lift = Lift(parsing: text) else {
            report(.error, liftNode, "\(liftNode.summary) is not a lift's name", hint: "Name a lift of `order:` (squat, bench, deadlift, press, …).")
            return nil
        }
        if !lift.isBigFour {
            liftNames.append(
                LiftNameReference(lift: lift, setting: "program.days", location: SourceLocation(path: path, line: liftNode.line, column: liftNode.column)))
        }
        var appearance = DayLift(lift: lift)
        if let node = fields["scheme"] {
            guard let text = node.scalar?.text, let scheme = MainScheme(rawValue: text) else {
                report(.error, node, "scheme \(node.summary) must be 531, 5s_pro or 351")
                return nil
            }
            appearance.scheme = scheme
        }
        if let node = fields["supplemental"] {
            guard let supplemental = supplemental(node) else { return nil }
            appearance.supplemental = supplemental
        }
        return appearance
    }

    mutating func block(_ node: YAMLNode, index: Int) -> ProgramBlock? {
        guard let fields = fields(node, "block \(index + 1)", known: ProgramDecoder.blockKeys) else { return nil }
        let name = fields["name"]?.scalar?.text.trimmingWhitespace()
        // A block's name goes into every sheet's title and front matter: one printable line.
        if let node = fields["name"], let name, name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            report(.error, node, "block name \(node.summary) holds a control character (a newline, tab or escape)")
            return nil
        }
        if let node = fields["seventh_week"] {
            guard let text = node.scalar?.text, let kind = SeventhWeekProtocol(rawValue: text) else {
                report(.error, node, "seventh_week \(node.summary) must be deload or tm_test")
                return nil
            }
            return ProgramBlock(name: name.flatMap { $0.isEmpty ? nil : $0 } ?? "7th week", kind: .seventhWeek(kind))
        }
        var ok = true
        let cycles = integer(fields["cycles"], "cycles", range: 1...12, default: 1, ok: &ok)
        let weeks = integer(fields["weeks"], "weeks", range: 3...4, default: 3, ok: &ok)
        var scheme = MainScheme.fiveThreeOne
        if let node = fields["scheme"] {
            if let text = node.scalar?.text, let parsed = MainScheme(rawValue: text) {
                scheme = parsed
            } else {
                report(.error, node, "scheme \(node.summary) must be 531, 5s_pro or 351")
                ok = false
            }
        }
        var supplemental = Supplemental.none
        if let node = fields["supplemental"] {
            if let parsed = self.supplemental(node) { supplemental = parsed } else { ok = false }
        }
        var jokers = false
        if let node = fields["jokers"] {
            if let value = node.scalar?.bool { jokers = value } else {
                report(.error, node, "jokers \(node.summary) must be true or false")
                ok = false
            }
        }
        guard ok else { return nil }
        let fallback = index == 0 ? "Leader" : "Block \(index + 1)"
        return ProgramBlock(
            name: name.flatMap { $0.isEmpty ? nil : $0 } ?? fallback,
            kind: .cycles(count: cycles, weeks: weeks, scheme: scheme, supplemental: supplemental, jokers: jokers))
    }

    mutating func integer(_ node: YAMLNode?, _ name: String, range: ClosedRange<Int>, default value: Int, ok: inout Bool) -> Int {
        guard let node else { return value }
        guard let parsed = numberInteger(node, name), range.contains(parsed) else {
            report(.error, node, "\(name) \(node.summary) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            ok = false
            return value
        }
        return parsed
    }

    /// `fsl`, or `{type: fsl, sets: 3, reps: 8}`; sets and reps within the book's range for the kind.
    mutating func supplemental(_ node: YAMLNode) -> Supplemental? {
        let names = Supplemental.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        if let scalar = node.scalar {
            guard let kind = Supplemental.Kind(rawValue: scalar.text) else {
                report(.error, node, "supplemental \(node.summary) must be one of \(names)")
                return nil
            }
            return Supplemental(kind: kind)
        }
        guard let fields = fields(node, "supplemental", known: ProgramDecoder.supplementalKeys) else { return nil }
        guard let typeNode = fields["type"], let text = typeNode.scalar?.text, let kind = Supplemental.Kind(rawValue: text) else {
            report(.error, fields["type"] ?? node, "supplemental needs `type:`, one of \(names)")
            return nil
        }
        var ok = true
        let allowed = kind.allowed
        let sets = integer(fields["sets"], "\(kind.rawValue) sets", range: allowed.sets, default: kind.defaultSetsReps.sets, ok: &ok)
        let reps = integer(fields["reps"], "\(kind.rawValue) reps", range: allowed.reps, default: kind.defaultSetsReps.reps, ok: &ok)
        var percent: Percentage?
        if let node = fields["percent"] {
            if kind != .bbb {
                report(.error, node, "percent is for bbb only; \(kind.rawValue) follows the week's working sets")
                ok = false
            } else if let value = numberWeight(node, "percent"), (3000...10000).contains(value.hundredths) {
                percent = Percentage(basisPoints: value.hundredths)
            } else {
                report(.error, node, "percent \(node.summary) must be a percentage from 30 to 100")
                ok = false
            }
        }
        return ok ? Supplemental(kind: kind, sets: sets, reps: reps, percent: percent) : nil
    }
}
