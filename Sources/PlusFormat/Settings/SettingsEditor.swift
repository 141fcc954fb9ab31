import PlusCore

/// Changes one value of a `plusmd.yaml` text without touching anything else: comments, blank
/// lines, key order and the other values stay byte for byte. Text in, text out; the caller writes.
///
/// The key's value is found through libyaml's marks (`YAMLReader`), so the edit lands exactly on the
/// value's characters on its line; a comment after it is kept. A missing key is added (at the end,
/// or as the last line of its block mapping). The new text must decode through `SettingsDecoder`
/// with no error, and give the new value, or the change is refused.
package enum SettingsEditor {
    /// `text` with `name` set to `value` (as a lifter types it: `2.5`, `45,35,25`, `true`).
    ///
    /// - Throws: `SettingsEditError` with the reason: an unknown key, a value of the wrong shape,
    ///   a value the decoder refuses, or a layout plusmd will not rewrite (a block list).
    package static func setting(_ name: String, to value: String, in text: String) throws(SettingsEditError) -> String {
        guard let key = SettingKey.named(name) else {
            if name.hasPrefix("training_max") || name == "tm" || Lift(parsing: name)?.isBigFour == true {
                throw SettingsEditError("training maxes are not settings: they live in dated entries; use `plusmd tm set LIFT WEIGHT`")
            }
            let members = SettingKey.members(of: name)
            if !members.isEmpty {
                // `config set bbb false`: the group, not a key; the member that takes the value.
                let fits = members.filter { (try? normalized(value, for: $0)) != nil }
                let names = members.map(\.name).joined(separator: ", ")
                var message = "\(name) is a group of settings (\(names))"
                if fits.count == 1 { message += "; did you mean '\(fits[0].name)'?" } else { message += "; give one of them" }
                throw SettingsEditError(message)
            }
            var message = "unknown setting '\(name)'"
            if let guess = SettingKey.closest(to: name, among: SettingKey.all.map(\.name)) {
                message += "; did you mean '\(guess)'?"
            }
            throw SettingsEditError(message + " (see `plusmd config`)")
        }
        let yaml = try normalized(value, for: key)
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(text)
        } catch {
            throw SettingsEditError("plusmd.yaml is not valid YAML (\(error)); fix it by hand first", isLayout: true)
        }
        // A file saved with CRLF (a Windows editor, git's autocrlf) keeps them: Swift reads `\r\n`
        // as one Character, so the lines are split, and joined again, on what the file uses.
        let lineEnd: Character = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.split(separator: lineEnd, omittingEmptySubsequences: false).map(String.init)
        let components = key.components
        switch root {
        case nil:
            append(components, yaml, to: &lines)
        case .mapping(let pairs, _, _):
            try edit(pairs, components, yaml, name: name, lines: &lines, parentIndent: "")
        case .some:
            throw SettingsEditError("plusmd.yaml is not a mapping of keys; fix it by hand first", isLayout: true)
        }
        let edited = lines.joined(separator: String(lineEnd))
        let (settings, diagnostics) = SettingsDecoder.decode(edited)
        if let problem = diagnostics.first(where: { $0.severity == .error }) {
            throw SettingsEditError(problem.message + (problem.hint.isEmpty ? "" : " (\(problem.hint))"))
        }
        if let written = key.value(settings), written != yaml {
            throw SettingsEditError("\(name) would read back as \(written), not \(yaml); edit plusmd.yaml by hand")
        }
        return edited
    }

    /// The text of a key's value in `text` as written (`[45, 35]`, `bell`); nil when missing.
    package static func writtenValue(of name: String, in text: String) -> String? {
        guard case .mapping(var pairs, _, _)? = try? YAMLReader.read(text) else { return nil }
        let components = name.split(separator: ".").map(String.init)
        for (index, component) in components.enumerated() {
            guard let node = pairs.last(where: { $0.key.text == component })?.value else { return nil }
            if index == components.count - 1 {
                switch node {
                case .scalar(let scalar): return scalar.isNull ? nil : scalar.text
                case .sequence(let items, _, _): return "[" + items.map { $0.scalar?.text ?? "…" }.joined(separator: ", ") + "]"
                case .mapping(let members, _, _):
                    return "{" + members.map { "\($0.key.text): \($0.value.scalar?.text ?? "…")" }.joined(separator: ", ") + "}"
                }
            }
            guard case .mapping(let children, _, _) = node else { return nil }
            pairs = children
        }
        return nil
    }

    // MARK: - Values

    /// The value as plusmd writes it in YAML, or the reason it is refused.
    static func normalized(_ raw: String, for key: SettingKey) throws(SettingsEditError) -> String {
        let value = raw.trimmingWhitespace()
        let name = key.name
        switch key.kind {
        case .weight:
            if value.hasPrefix("-"), !value.contains(","), Weight(parsing: value.dropFirst()) != nil {
                throw SettingsEditError("\(name) '\(raw)' must be 0 or more")
            }
            guard !value.contains(","), let weight = Weight(parsing: value) else {
                throw SettingsEditError("\(name) '\(raw)' must be a weight such as 45 or 2.5 (no sign, at most two decimals)")
            }
            return weight.description
        case .percent(let range):
            guard let percent = Percentage(parsing: value), !value.contains(","),
                (range.lowerBound * 100...range.upperBound * 100).contains(percent.basisPoints)
            else { throw SettingsEditError("\(name) '\(raw)' must be a percentage from \(range.lowerBound) to \(range.upperBound)") }
            return percent.description
        case .seconds:
            guard let seconds = Int(value), (0...3600).contains(seconds) else {
                throw SettingsEditError("\(name) '\(raw)' must be whole seconds from 0 to 3600 (write 90, not 1:30)")
            }
            return String(seconds)
        case .bool:
            switch value.lowercased() {
            case "true", "yes", "on": return "true"
            case "false", "no", "off": return "false"
            default: throw SettingsEditError("\(name) '\(raw)' must be true or false")
            }
        case .unit:
            guard let unit = WeightUnit(parsing: value) else { throw SettingsEditError("\(name) '\(raw)' must be lb or kg") }
            return unit.rawValue
        case .weights where value.trimmingWhitespace().hasPrefix("{"):
            // The plates owned, `{45: 4, 25: 2}` (size: plates owned), read by the YAML reader.
            guard case .mapping(let root, _, _)? = try? YAMLReader.read("plates: " + value),
                case .mapping(let pairs, _, _)? = root.first?.value
            else { throw SettingsEditError("plates '\(value)' is not a mapping of plate size to plates owned, e.g. {45: 4, 25: 2}") }
            var stock: [(size: Weight, owned: Int)] = []
            for (key, count) in pairs {
                guard let size = key.weight, size > .zero else {
                    throw SettingsEditError("a plate of '\(key.text)' is refused: plate sizes must be positive weights such as 45 or 2.5")
                }
                guard let owned = count.scalar?.integer, (0...1000).contains(owned) else {
                    throw SettingsEditError("plates owned of \(size) must be a whole number from 0 to 1000, not \(count.summary)")
                }
                guard !stock.contains(where: { $0.size == size }) else { throw SettingsEditError("plate \(size) appears twice") }
                stock.append((size, owned))
            }
            guard !stock.isEmpty else { throw SettingsEditError("plates must list at least one plate size, e.g. {45: 4, 25: 2}") }
            return "{" + stock.sorted { $0.size > $1.size }.map { "\($0.size): \($0.owned)" }.joined(separator: ", ") + "}"
        case .weights:
            var plates: [Weight] = []
            for item in listItems(value) {
                guard let plate = Weight(parsing: item), plate > .zero else {
                    throw SettingsEditError("a plate of '\(item)' is refused: plate sizes must be positive weights such as 45 or 2.5")
                }
                plates.append(plate)
            }
            guard !plates.isEmpty else { throw SettingsEditError("plates must list at least one plate size, e.g. 45,35,25,10,5,2.5") }
            return "[" + Array(Set(plates)).sorted(by: >).map(\.description).joined(separator: ", ") + "]"
        case .lifts:
            var lifts: [Lift] = []
            for item in listItems(value) {
                guard let lift = Lift(parsing: item) else {
                    throw SettingsEditError(
                        "'\(item)' in order is not a lift name: use letters, digits, spaces, `-`, `_` and `'` (squat, bench, deadlift, press, front squat, …)")
                }
                if !lift.isBigFour, let guess = Lift.closest(to: lift.rawValue) {
                    throw SettingsEditError("unknown lift '\(item)' in order; did you mean '\(guess.rawValue)'?")
                }
                guard !lifts.contains(lift) else { throw SettingsEditError("\(lift.rawValue) appears twice in order") }
                lifts.append(lift)
            }
            guard !lifts.isEmpty else { throw SettingsEditError("order must name at least one lift") }
            return "[" + lifts.map(\.rawValue).joined(separator: ", ") + "]"
        case .word where name == "chime":
            let chime = value.lowercased()
            if ["none", "off", "false", "no"].contains(chime) { return "none" }
            guard Chime(rawValue: chime) != nil else {
                let names = Chime.allCases.map(\.rawValue)
                let guess = SettingKey.closest(to: chime, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw SettingsEditError("unknown chime '\(raw)'; \(guess)chimes are \(names.joined(separator: ", ")), or none")
            }
            return chime
        case .word:
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw SettingsEditError("\(name) '\(raw)' must be one word of letters, digits, - or _")
            }
            return value
        }
    }

    /// `45, 35,25` or `[45 35]` split into items.
    /// A list as typed: `45,35,25`, `[45, 35]`, or `45 35 25`; with a comma anywhere only commas
    /// separate, so a lift name keeps its spaces (`squat,bench,front squat`).
    static func listItems(_ value: String) -> [String] {
        let hasComma = value.contains(",")
        return value.filter { $0 != "[" && $0 != "]" }
            .split { $0 == "," || (!hasComma && $0 == " ") }
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }

    // MARK: - Text

    static func edit(
        _ pairs: [(key: YAMLScalar, value: YAMLNode)], _ components: [String], _ yaml: String, name: String,
        lines: inout [String], parentIndent: String
    ) throws(SettingsEditError) {
        let component = components[0]
        guard let pair = pairs.last(where: { $0.key.text == component }) else {
            if pairs.isEmpty || parentIndent.isEmpty {
                append(components, yaml, to: &lines)
                return
            }
            // A missing key of an existing block mapping: a new line after its last line.
            let first = pairs[0].key
            let indent = String(repeating: " ", count: first.column - 1)
            let last = pairs.map { lastLine(of: $0.value) }.max() ?? first.line
            guard lines.indices.contains(last - 1), lines[first.line - 1].hasPrefix(indent + first.text) else {
                throw SettingsEditError("\(name) cannot be added to this layout; add it to plusmd.yaml by hand", isLayout: true)
            }
            lines.insert(indent + component + ": " + yaml, at: last)
            return
        }
        if components.count > 1 {
            guard case .mapping(let children, _, _) = pair.value else {
                throw SettingsEditError("\(component) is written as \(pair.value.summary), not a mapping; write it as `\(component): {…}` by hand first", isLayout: true)
            }
            try edit(children, Array(components.dropFirst()), yaml, name: name, lines: &lines, parentIndent: "  ")
            return
        }
        try replaceValue(pair.key, pair.value, with: yaml, name: name, lines: &lines)
    }

    static func append(_ components: [String], _ yaml: String, to lines: inout [String]) {
        if lines.last == "" { lines.removeLast() }
        if components.count == 1 {
            lines.append("\(components[0]): \(yaml)")
        } else {
            lines.append("\(components[0]):")
            lines.append("  \(components[1]): \(yaml)")
        }
        lines.append("")
    }

    /// The last line any part of `node` starts on.
    static func lastLine(of node: YAMLNode) -> Int {
        switch node {
        case .scalar(let scalar): scalar.line
        case .sequence(let items, let line, _): items.map(lastLine).max() ?? line
        case .mapping(let pairs, let line, _): pairs.map { max($0.key.line, lastLine(of: $0.value)) }.max() ?? line
        }
    }

    /// Replaces the characters of `node` on its line with `yaml`, keeping what follows (a comment).
    static func replaceValue(
        _ key: YAMLScalar, _ node: YAMLNode, with yaml: String, name: String, lines: inout [String]
    ) throws(SettingsEditError) {
        let refuse = SettingsEditError("\(name) is written over several lines; write it on one line (`\(name): \(yaml)`) or edit it by hand", isLayout: true)
        guard lines.indices.contains(node.line - 1) else { throw refuse }
        var line = Array(lines[node.line - 1].unicodeScalars)
        var start = node.column - 1
        var end: Int
        switch node {
        case .scalar(let scalar) where scalar.isNull && scalar.text.isEmpty:
            // `bar:` with no value: write it after the colon of the key's line.
            guard key.line == node.line, let colon = line[(key.column - 1)...].firstIndex(of: ":") else { throw refuse }
            start = colon + 1
            end = start
            lines[node.line - 1] = String(String.UnicodeScalarView(line[..<start])) + " " + yaml
                + String(String.UnicodeScalarView(line[end...]))
            return
        case .scalar(let scalar) where scalar.isPlain:
            end = start + scalar.text.unicodeScalars.count
            guard end <= line.count, String(String.UnicodeScalarView(line[start..<end])) == scalar.text else { throw refuse }
        case .scalar:
            guard start < line.count else { throw refuse }
            let quote = line[start]
            end = start + 1
            while end < line.count && !(line[end] == quote && (quote == "'" || line[end - 1] != "\\")) { end += 1 }
            guard end < line.count else { throw refuse }
            end += 1
        case .sequence, .mapping:
            guard start < line.count, line[start] == "[" || line[start] == "{" else { throw refuse }
            var depth = 0
            end = start
            repeat {
                if line[end] == "[" || line[end] == "{" { depth += 1 }
                if line[end] == "]" || line[end] == "}" { depth -= 1 }
                end += 1
            } while depth > 0 && end < line.count
            guard depth == 0 else { throw refuse }
        }
        line.replaceSubrange(start..<end, with: yaml.unicodeScalars)
        lines[node.line - 1] = String(String.UnicodeScalarView(line))
    }
}
