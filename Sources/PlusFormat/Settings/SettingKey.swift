import PlusCore

/// One key of `plusmd.yaml` as `plusmd config` shows it and `config set` changes it: its dotted
/// name (`bbb.percent`), the group a lifter finds it in, what values it takes, and how it reads
/// from `Settings`.
package struct SettingKey: Sendable {
    /// Groups ordered by how often a lifter changes them.
    package enum Group: String, Sendable, CaseIterable {
        case training, timer, equipment, program, data
    }

    /// The values a key takes.
    package enum Kind: Sendable, Equatable {
        /// A non-negative weight in the journal's unit.
        case weight
        /// A percentage within the range (whole percent).
        case percent(ClosedRange<Int>)
        /// Whole seconds, 0…3600.
        case seconds
        case bool
        /// `lb` or `kg`.
        case unit
        /// A list of positive weights.
        case weights
        /// A list of lift names.
        case lifts
        /// A single word (letters, digits, `-`, `_`); read by later features, not validated here.
        case word
    }

    /// Dotted: `bar`, `bbb.percent`, `rest.working`.
    package var name: String
    package var group: Group
    package var kind: Kind
    /// One line for people.
    package var help: String
    /// The value in `settings`, as plusmd writes it in YAML (`[45, 35]`, `true`, `90`); nil for keys
    /// `Settings` does not hold yet (their text is read from the file).
    package var value: @Sendable (Settings) -> String?

    /// The path of keys: `["bbb", "percent"]`.
    package var components: [String] { name.split(separator: ".").map(String.init) }

    /// Every key, in the order `plusmd config` lists them.
    package static let all: [SettingKey] = [
        SettingKey(name: "bbb.enabled", group: .training, kind: .bool, help: "Boring But Big 5 × 10 after the working sets") { $0.bbbEnabled ? "true" : "false" },
        SettingKey(name: "bbb.percent", group: .training, kind: .percent(10...100), help: "BBB weight, % of the training max") { $0.bbbPercent.description },
        SettingKey(name: "rest.warmup", group: .timer, kind: .seconds, help: "rest after a warmup set, seconds") { String($0.rest[.warmup] ?? 60) },
        SettingKey(name: "rest.working", group: .timer, kind: .seconds, help: "rest after a working set, seconds") { String($0.rest[.working] ?? 180) },
        SettingKey(name: "rest.bbb", group: .timer, kind: .seconds, help: "rest after a BBB set, seconds") { String($0.rest[.bbb] ?? 90) },
        SettingKey(name: "chime", group: .timer, kind: .word, help: "sound at the end of a rest") { $0.chime?.rawValue ?? "none" },
        SettingKey(name: "bar", group: .equipment, kind: .weight, help: "the empty bar") { $0.bar.description },
        SettingKey(name: "plates", group: .equipment, kind: .weights, help: "plate sizes for one side, any number of each; or {size: plates owned}") { $0.homeGym.plates.yaml },
        SettingKey(name: "rounding", group: .equipment, kind: .word, help: "nearest loadable weight, or down (never above the percentage)") { $0.rounding.rawValue },
        SettingKey(name: "gym", group: .equipment, kind: .word, help: "the gym of `gyms:` sheets are planned for") { $0.defaultGym },
        SettingKey(name: "units", group: .equipment, kind: .unit, help: "lb or kg; every weight of the journal") { $0.units.rawValue },
        SettingKey(name: "order", group: .program, kind: .lifts, help: "the order lifts are suggested in a week") { "[" + $0.order.map(\.rawValue).joined(separator: ", ") + "]" },
        SettingKey(name: "tm_percent", group: .program, kind: .percent(50...100), help: "training max as % of a one-rep max") { $0.tmPercent.description },
        SettingKey(name: "git.autocommit", group: .data, kind: .bool, help: "commit every write plusmd makes (journal in git)") { $0.gitAutocommit ? "true" : "false" },
    ]

    /// The key named `name`, if plusmd knows it.
    package static func named(_ name: String) -> SettingKey? { all.first { $0.name == name } }

    /// The values a lifter picks from for this key (`true`/`false`, `lb`/`kg`, the chimes and
    /// `none`); empty when the value is free (a weight, seconds, a list).
    package var choices: [String] {
        switch kind {
        case .bool: ["true", "false"]
        case .unit: WeightUnit.allCases.map(\.rawValue)
        case .word where name == "chime": Chime.allCases.map(\.rawValue) + ["none"]
        case .word where name == "rounding": RoundingMode.allCases.map(\.rawValue)
        default: []
        }
    }

    /// The keys of a group of settings written as a mapping (`bbb` → `bbb.enabled`,
    /// `bbb.percent`); empty when `name` is not such a group.
    package static func members(of name: String) -> [SettingKey] {
        all.filter { $0.name.hasPrefix(name + ".") }
    }

    /// The name among `names` a typo `text` most likely meant, for "did you mean" hints; nil
    /// when none is close.
    ///
    /// A name that `text` begins, or that begins `text` (`unit` → `units`, `rest.work` →
    /// `rest.working`), comes first, the nearest in length; otherwise the name at the smallest edit
    /// distance, at most 2 (3 for a text of 8 characters or more), the first in `names` on a tie.
    /// The last dotted part alone also counts (`autocommit` → `git.autocommit`).
    package static func closest(to text: String, among names: [String]) -> String? {
        let word = text.lowercased()
        guard !word.isEmpty else { return nil }
        let prefixed = names.filter { name in
            min(name.count, word.count) >= 3 && (name.hasPrefix(word) || word.hasPrefix(name))
        }
        if let best = prefixed.min(by: { abs($0.count - word.count) < abs($1.count - word.count) }) { return best }
        let limit = word.count >= 8 ? 3 : 2
        let scored = names.compactMap { name -> (String, Int)? in
            let last = name.split(separator: ".").last.map(String.init) ?? name
            let distance = min(editDistance(word, name), last == name ? Int.max : editDistance(word, last))
            return distance <= limit ? (name, distance) : nil
        }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
