import PlusCore

/// Decodes `plusmd.yaml` into `Settings`. Every key is optional and takes its default when missing;
/// a wrong value is an error at its line, an unknown key a warning.
package enum SettingsDecoder {
    /// The settings file's name at the journal root.
    package static let fileName = "plusmd.yaml"

    /// Keys `plusmd.yaml` may hold, top level, in the order `plusmd config` lists them.
    package static let topLevelKeys = [
        "bbb", "rest", "chime", "bar", "plates", "units", "order", "tm_percent", "sync", "git",
    ] + EquipmentKeys.topLevel

    /// Keys `plusmd.yaml` may hold, top level.
    package static let knownKeys = Set(topLevelKeys).union(["program", "assistance", "schedule"])

    /// Decodes `text`; `path` is used in diagnostics only.
    package static func decode(_ text: String, path: String = fileName) -> (Settings, [Diagnostic]) {
        var reader = SettingsReader(path: path)
        let settings = reader.read(text)
        return (settings, reader.diagnostics)
    }
}

struct SettingsReader: QuotedNumberReading {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// Keys naming a lift beyond the big four, for `Settings.liftNames`.
    var liftNames: [LiftNameReference] = []

    /// Notes a key naming `lift` when it is not one of the big four (which are always known).
    mutating func noteLiftName(_ lift: Lift, setting: String, key: YAMLScalar) {
        guard !lift.isBigFour else { return }
        liftNames.append(LiftNameReference(lift: lift, setting: setting, location: SourceLocation(path: path, line: key.line, column: key.column)))
    }

    mutating func report(_ severity: Diagnostic.Severity, _ node: YAMLNode, _ message: String, hint: String = "") {
        diagnostics.append(
            Diagnostic(severity, id: "bad-setting", at: SourceLocation(path: path, line: node.line, column: node.column), message, hint: hint))
    }

    /// A key written twice in any mapping of the file (`units:` at the top and again below):
    /// YAML keeps the last, and so does plusmd, but says so, as for a sheet's front matter.
    private mutating func warnOfKeysWrittenTwice(_ node: YAMLNode) {
        switch node {
        case .scalar: break
        case .sequence(let items, _, _): for item in items { warnOfKeysWrittenTwice(item) }
        case .mapping(let pairs, _, _):
            var seen: Set<String> = []
            for (key, value) in pairs {
                if !seen.insert(key.text).inserted {
                    diagnostics.append(
                        Diagnostic(
                            .warning, id: "duplicate-key", at: SourceLocation(path: path, line: key.line, column: key.column),
                            "duplicate key '\(key.text)'; the last one counts", hint: "Delete the line you do not mean."))
                }
                warnOfKeysWrittenTwice(value)
            }
        }
    }

    mutating func read(_ text: String) -> Settings {
        let size = text.utf8.count
        guard size <= EntryDecoder.maxSize else {
            diagnostics.append(
                Diagnostic(
                    .error, id: "file-too-large", at: SourceLocation(path: path, line: 1, column: 1),
                    "file is too large for settings (\(megabytes(size)) MB; at most \(megabytes(EntryDecoder.maxSize)) MB)"))
            return Settings()
        }
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(text)
        } catch {
            diagnostics.append(
                Diagnostic(.error, id: "invalid-yaml", at: SourceLocation(path: path, line: error.line, column: error.column), "invalid YAML: \(error.explained())"))
            return Settings()
        }
        guard let root else { return Settings() }
        guard case .mapping(let pairs, _, _) = root else {
            report(.error, root, "settings must be a mapping of keys, not \(root.summary)")
            return Settings()
        }
        warnOfKeysWrittenTwice(root)
        var fields: [String: YAMLNode] = [:]
        for (key, value) in pairs {
            if !SettingsDecoder.knownKeys.contains(key.text) {
                let guess = SettingKey.closest(to: key.text, among: SettingsDecoder.topLevelKeys)
                diagnostics.append(
                    Diagnostic(
                        .warning, id: "unknown-key", at: SourceLocation(path: path, line: key.line, column: key.column),
                        "unknown setting '\(key.text)'", hint: guess.map { "Did you mean '\($0)'?" } ?? ""))
            }
            fields[key.text] = value
        }
        var units = WeightUnit.lb
        if let node = fields["units"] {
            if let parsed = node.scalar.flatMap({ WeightUnit(parsing: $0.text) }) {
                units = parsed
            } else {
                report(.error, node, "units \(node.summary) must be lb or kg")
            }
        }
        var settings = Settings(units: units)
        if let node = fields["bar"], let bar = weight(node, "bar") { settings.bar = bar }
        if let node = fields["plates"], let inventory = inventory(node) {
            settings.plates = inventory.sizes
            settings.plateCounts = inventory.counts
        }
        if let node = fields["order"], let order = order(node) { settings.order = order }
        if let node = fields["tm_percent"], let percent = percent(node, "tm_percent", range: 50...100) {
            settings.tmPercent = percent
        }
        if let node = fields["bbb"] { readBBB(node, into: &settings) }
        if let node = fields["rest"] { readRest(node, into: &settings) }
        if let node = fields["git"] { readGit(node, into: &settings) }
        if let node = fields["chime"] { readChime(node, into: &settings) }
        if let node = fields["schedule"] { readSchedule(node, into: &settings) }
        if let node = fields["program"] {
            let (program, found, names) = ProgramDecoder.decode(node, path: path)
            settings.program = program
            diagnostics += found
            liftNames += names
        }
        readEquipment(fields, into: &settings)
        if let node = fields["assistance"] { readAssistance(node, into: &settings) }
        // A template's assistance categories (Beginners: push, pull, single-leg/core, 50–100 a
        // day) hold unless plusmd.yaml names its own.
        if settings.assistance.categories.isEmpty, let template = settings.program?.template.flatMap(ProgramTemplate.init(rawValue:)),
            let given = template.assistanceCategories
        {
            settings.assistance.categories = given.categories
            if settings.assistance.target == nil { settings.assistance.target = given.target }
        }
        settings.liftNames = liftNames
        return settings
    }

    /// `assistance:` — a mapping of `all` (every day) and lift names to lists of exercises
    /// (`squat: ["Chin-up 5 x 10"]`); a single text is a list of one.
    mutating func readAssistance(_ node: YAMLNode, into settings: inout Settings) {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "assistance must be a mapping of lifts (or `all`) to lists of exercises, not \(node.summary)",
                hint: "Write `assistance: {squat: [\"Chin-up 5 x 10\"], all: [\"Ab wheel 3 x 10\"]}`.")
            return
        }
        for (key, value) in pairs {
            if key.text == "categories" {
                readAssistanceCategories(value, into: &settings)
                continue
            }
            if key.text == "target" {
                readAssistanceTarget(value, into: &settings)
                continue
            }
            let lift = key.text == "all" ? nil : Lift(parsing: key.text)
            guard key.text == "all" || lift != nil else {
                report(.warning, .scalar(key), "unknown lift '\(key.text)' under assistance; ignored",
                    hint: "Use a lift name of `order:` (squat, bench, deadlift, press, …) or `all` for every day.")
                continue
            }
            if let lift { noteLiftName(lift, setting: "assistance", key: key) }
            var exercises: [String] = []
            switch value {
            case .scalar(let scalar) where !scalar.isNull:
                exercises = [scalar.text]
            case .scalar:
                break
            case .sequence(let items, _, _):
                for item in items {
                    guard let text = item.scalar?.text.trimmingWhitespace(), !(item.scalar?.isNull ?? true), !text.isEmpty else {
                        report(.error, item, "assistance \(key.text): \(item.summary) is not an exercise", hint: "Write each as text: `Chin-up 5 x 10`.")
                        continue
                    }
                    exercises.append(text)
                }
            case .mapping:
                report(.error, value, "assistance \(key.text) must be a list of exercises, not \(value.summary)")
            }
            if let lift { settings.assistance.perLift[lift, default: []] += exercises } else { settings.assistance.everyDay += exercises }
        }
    }

    /// `assistance: categories:` — a mapping of category names to the exercises in each
    /// (`push: [Dip, Push-up]`), kept in the file's order.
    mutating func readAssistanceCategories(_ node: YAMLNode, into settings: inout Settings) {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "assistance categories must be a mapping of categories to lists of exercises, not \(node.summary)",
                hint: "Write `categories: {push: [Dip, Push-up], pull: [Chin-up, Row], single-leg/core: [Lunge, Ab wheel]}`.")
            return
        }
        for (key, value) in pairs {
            let items: [YAMLNode]
            switch value {
            case .sequence(let list, _, _): items = list
            case .scalar(let scalar) where !scalar.isNull: items = [value]
            default:
                report(.error, value, "assistance category \(key.text) must be a list of exercises, not \(value.summary)")
                continue
            }
            let exercises = items.compactMap { $0.scalar?.text.trimmingWhitespace() }.filter { !$0.isEmpty }
            settings.assistance.categories.append((key.text, exercises))
        }
    }

    /// `assistance: target:` — the reps a day's work of each category should reach, `50-100`
    /// (or one number, a minimum).
    mutating func readAssistanceTarget(_ node: YAMLNode, into settings: inout Settings) {
        let text = node.scalar?.text.trimmingWhitespace() ?? ""
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingWhitespace() }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count), numbers.allSatisfy({ (0...PerformedSet.maximumReps).contains($0) }),
            numbers.first! <= numbers.last!
        else {
            report(.error, node, "assistance target \(node.summary) is not a range of reps such as 50-100",
                hint: "Write `target: 50-100` (the reps of each category a day should reach), or one number for a minimum.")
            return
        }
        settings.assistance.target = numbers.first!...(numbers.count == 2 ? numbers[1] : PerformedSet.maximumReps)
    }

    mutating func weight(_ node: YAMLNode, _ name: String) -> Weight? {
        guard let weight = numberWeight(node, name) else {
            if let scalar = node.scalar, scalar.isPlain, scalar.text.hasPrefix("-"), Weight(parsing: scalar.text.dropFirst()) != nil {
                report(.error, node, "\(name) \(node.summary) must be 0 or more")
                return nil
            }
            report(.error, node, "\(name) \(node.summary) is not a weight", hint: "Write a plain number such as `45` or `2.5`.")
            return nil
        }
        return weight
    }

    mutating func percent(_ node: YAMLNode, _ name: String, range: ClosedRange<Int>) -> Percentage? {
        guard let value = numberWeight(node, name), (range.lowerBound * 100...range.upperBound * 100).contains(value.hundredths) else {
            report(.error, node, "\(name) \(node.summary) must be a percentage from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return Percentage(basisPoints: value.hundredths)
    }

    mutating func plates(_ node: YAMLNode) -> [Weight]? {
        let items: [YAMLNode]
        switch node {
        case .sequence(let list, _, _): items = list
        case .scalar(let scalar):
            // `plates: 45, 35, 25` is a plain string in YAML; read it as the list it obviously is.
            items = scalar.text.split(separator: ",").map {
                .scalar(YAMLScalar(text: $0.trimmingWhitespace(), isPlain: true, line: scalar.line, column: scalar.column))
            }
        case .mapping:
            report(.error, node, "plates must be a list such as [45, 35, 25, 10, 5, 2.5]")
            return nil
        }
        var plates: [Weight] = []
        for item in items {
            if let scalar = item.scalar, scalar.isPlain, scalar.text.hasPrefix("-"), Weight(parsing: scalar.text.dropFirst()) != nil {
                report(.error, item, "plate \(item.summary) must be more than 0", hint: "Plate sizes are weights such as 45 or 2.5.")
                return nil
            }
            guard let plate = weight(item, "plate") else { return nil }
            guard plate > .zero else {
                report(.error, item, "plate \(item.summary) must be more than 0", hint: "Plate sizes are weights such as 45 or 2.5.")
                return nil
            }
            plates.append(plate)
        }
        guard !plates.isEmpty else {
            report(.error, node, "plates must list at least one plate size")
            return nil
        }
        return Array(Set(plates)).sorted(by: >)
    }

    mutating func order(_ node: YAMLNode) -> [Lift]? {
        guard case .sequence(let items, _, _) = node else {
            report(.error, node, "order must be a list such as [squat, bench, deadlift, press]")
            return nil
        }
        var order: [Lift] = []
        for item in items {
            guard let lift = item.scalar.flatMap({ Lift(parsing: $0.text) }) else {
                report(.error, item, "unknown lift \(item.summary) in order",
                    hint: "Name each lift in letters, digits, spaces, `-`, `_` and `'` (at most \(Lift.maximumNameLength) characters): "
                        + "squat, bench, deadlift, press, front squat, ….")
                return nil
            }
            // `order` defines the journal's lifts: a name two edits from a big-four lift is a misspelling.
            if !lift.isBigFour, let guess = Lift.closest(to: lift.rawValue) {
                report(.error, item, "unknown lift \(item.summary) in order", hint: "Did you mean '\(guess.rawValue)'?")
                return nil
            }
            guard !order.contains(lift) else {
                report(.error, item, "\(lift.rawValue) appears twice in order")
                return nil
            }
            order.append(lift)
        }
        guard !order.isEmpty else {
            report(.error, node, "order must name at least one lift")
            return nil
        }
        return order
    }

    mutating func readBBB(_ node: YAMLNode, into settings: inout Settings) {
        if let flag = bool(node, "bbb") {
            settings.bbbEnabled = flag
            return
        }
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "bbb must be a mapping such as {enabled: true, percent: 50}")
            return
        }
        for (key, value) in pairs {
            switch key.text {
            case "enabled": if let flag = bool(value, "bbb.enabled") { settings.bbbEnabled = flag }
            case "percent": if let percent = percent(value, "bbb.percent", range: 10...100) { settings.bbbPercent = percent }
            default: unknownMember(key, of: "bbb")
            }
        }
    }

    /// The weekdays of `schedule: [mon, wed, fri]`: names (`mon`, `Monday`, any case) or ISO
    /// numbers 1–7; a wrong one is an error at its line.
    mutating func readSchedule(_ node: YAMLNode, into settings: inout Settings) {
        let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        guard case .sequence(let items, _, _) = node, !items.isEmpty else {
            report(.error, node, "schedule must be a list of weekdays, not \(node.summary)", hint: "For example `schedule: [mon, wed, fri]`.")
            return
        }
        var days: [Int] = []
        for item in items {
            let text = item.scalar?.text.trimmingWhitespace().lowercased() ?? ""
            if let number = Int(text), (1...7).contains(number) {
                days.append(number)
            } else if text.count >= 3, let index = names.firstIndex(where: { text.hasPrefix($0) }),
                ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][index].hasPrefix(text)
            {
                days.append(index + 1)
            } else {
                report(.error, item, "schedule: \(item.summary) is not a weekday", hint: "Write mon, tue, wed, thu, fri, sat or sun.")
                return
            }
        }
        settings.schedule = Array(Set(days)).sorted()
    }

    mutating func readGit(_ node: YAMLNode, into settings: inout Settings) {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "git must be a mapping such as {autocommit: true}")
            return
        }
        for (key, value) in pairs {
            switch key.text {
            case "autocommit":
                if let flag = bool(value, "git.autocommit") { settings.gitAutocommit = flag }
            default: unknownMember(key, of: "git")
            }
        }
    }

    /// A warning for an unknown key inside `group` (`bbb.percnt`), with the closest known key
    /// and the group's keys.
    mutating func unknownMember(_ key: YAMLScalar, of group: String) {
        let members = SettingKey.members(of: group).map(\.name)
        let guess = SettingKey.closest(to: group + "." + key.text, among: members)
        let names = members.map { "`\($0.dropFirst(group.count + 1))`" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        report(
            .warning, .scalar(key), "unknown setting '\(group).\(key.text)'",
            hint: (guess.map { "Did you mean '\($0)'? " } ?? "") + "\(group) takes \(list).")
    }

    mutating func bool(_ node: YAMLNode, _ name: String) -> Bool? {
        guard let scalar = node.scalar else { return nil }
        if let flag = scalar.bool { return flag }
        if let flag = scalar.legacyBool {
            report(.warning, node, "\(name) '\(scalar.text)' is a YAML 1.1 boolean that other tools read as text", hint: "Write \(flag ? "true" : "false").")
            return flag
        }
        report(.error, node, "\(name) \(node.summary) must be true or false")
        return nil
    }

    mutating func readChime(_ node: YAMLNode, into settings: inout Settings) {
        let names = Chime.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = node.scalar?.text.lowercased() else {
            report(.warning, node, "chime must be one name: \(names), or none; using the default")
            return
        }
        if ["none", "off", "false", "no"].contains(text) {
            settings.chime = nil
            return
        }
        guard let chime = Chime(rawValue: text) else {
            let guess = Chime.allCases.map(\.rawValue).first { editDistance($0, text) <= 2 }
            report(
                .warning, node, "unknown chime \(node.summary); using the default",
                hint: (guess.map { "Did you mean '\($0)'? " } ?? "") + "Chimes: \(names), or none; hear one with `plusmd timer --chime NAME --preview`.")
            return
        }
        settings.chime = chime
    }

    mutating func readRest(_ node: YAMLNode, into settings: inout Settings) {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "rest must be a mapping such as {warmup: 60, working: 180, bbb: 90}")
            return
        }
        for (key, value) in pairs {
            guard let kind = SetKind(rawValue: key.text) else {
                unknownMember(key, of: "rest")
                continue
            }
            guard let seconds = numberInteger(value, key.text), (0...3600).contains(seconds) else {
                // Timer settings never change a training number: a bad one warns and falls back.
                report(
                    .warning, value,
                    "rest.\(key.text) \(value.summary) must be whole seconds from 0 to 3600; using \(settings.rest[kind] ?? 0)",
                    hint: "Write `90`, not `1:30` (YAML 1.1 reads 1:30 as 90, YAML 1.2 as text).")
                continue
            }
            settings.rest[kind] = seconds
        }
    }
}
