import PlusCore

/// `plusmd config`: every setting with its value, grouped by how often a lifter changes it, and
/// the training maxes in force (they live in dated entries, not in `plusmd.yaml`).
package struct ConfigReport: Report, Equatable {
    package var version = reportSchemaVersion
    /// The settings file, relative to the journal root: `plusmd.yaml`.
    package var file: String
    package var units: WeightUnit
    /// Every group of `SettingKey.Group`, in that order.
    package var groups: [Group]

    /// One group of settings (`training`, `timer`, `equipment`, `program`, `data`).
    package struct Group: Codable, Sendable, Equatable {
        /// `SettingKey.Group`'s raw value.
        package var group: String
        package var settings: [Row]
    }

    /// One setting: its dotted key, the value in force, and where the value comes from.
    package struct Row: Codable, Sendable, Equatable {
        /// Dotted, as `config set` takes it (`bbb.percent`); `training_max.LIFT` for a TM in force.
        package var key: String
        package var value: SettingValue
        /// The value equals the default for the journal's unit (false for a `training_max.*` row).
        package var isDefault: Bool
        /// `plusmd.yaml` writes a value for the key (`bbb: false` sets `bbb.enabled`); false for a
        /// `training_max.*` row.
        package var isSet: Bool

        package init(key: String, value: SettingValue, isDefault: Bool, isSet: Bool) {
            self.key = key
            self.value = value
            self.isDefault = isDefault
            self.isSet = isSet
        }

        /// True for a `training_max.LIFT` row, whose value comes from the journal's entries.
        package var isTrainingMax: Bool { key.hasPrefix("training_max.") }
    }

    /// The report of `settings` as decoded from `text` (the settings file's contents, possibly
    /// empty), with the training maxes in force.
    package init(settings: Settings, text fileText: String, trainingMax: [Lift: Weight]) {
        file = SettingsDecoder.fileName
        units = settings.units
        let defaults = Settings(units: settings.units)
        var rows: [(SettingKey.Group, Row)] = []
        for lift in settings.order {
            let value = trainingMax[lift].map(SettingValue.number) ?? .text("none")
            rows.append((.training, Row(key: "training_max.\(lift.rawValue)", value: value, isDefault: false, isSet: false)))
        }
        for key in SettingKey.all {
            let written = SettingsEditor.writtenValue(of: key.name, in: fileText)
            let text = key.value(settings) ?? written ?? "not set"
            // The defaults follow the unit, so only `lb` is the default unit.
            let isDefault = key.name == "units" ? settings.units == .lb : key.value(defaults).map { $0 == text } ?? (written == nil)
            // `bbb: false` is the short form of `bbb: {enabled: false}`.
            let shortForm = key.name == "bbb.enabled" ? SettingsEditor.writtenValue(of: "bbb", in: fileText) : nil
            let isSet = written != nil || (shortForm != nil && shortForm != "{…}")
            rows.append((key.group, Row(key: key.name, value: SettingValue(text: text), isDefault: isDefault, isSet: isSet)))
        }
        groups = SettingKey.Group.allCases.map { group in
            Group(group: group.rawValue, settings: rows.filter { $0.0 == group }.map(\.1))
        }
    }
}

/// A setting's value as JSON: `true`, `90`, `[45, 2.5]`, `["squat", "bench"]`, or text
/// (`"bell"`, `"not set"`). Weights and percentages are numbers in the journal's unit.
package indirect enum SettingValue: Codable, Sendable, Equatable, CustomStringConvertible {
    case bool(Bool)
    case number(Weight)
    case list([SettingValue])
    case text(String)

    /// The value a setting's YAML text stands for: `true` → bool, `90` → number, `[45, 2.5]` →
    /// a list, anything else text.
    package init(text: String) {
        if text == "true" || text == "false" {
            self = .bool(text == "true")
        } else if !text.contains(","), let weight = Weight(parsing: text) {
            self = .number(weight)
        } else if text.hasPrefix("[") && text.hasSuffix("]") {
            self = .list(text.dropFirst().dropLast().split(separator: ",").map { SettingValue(text: $0.trimmingWhitespace()) })
        } else {
            self = .text(text)
        }
    }

    /// As plusmd writes it in YAML: `true`, `90`, `[45, 2.5]`, `bell`.
    package var description: String {
        switch self {
        case .bool(let flag): flag ? "true" : "false"
        case .number(let weight): weight.description
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .text(let text): text
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let weight): try weight.encode(to: encoder)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    package init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [SettingValue] = []
            while !list.isAtEnd { items.append(try list.decode(SettingValue.self)) }
            self = .list(items)
            return
        }
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .number(try Weight(from: decoder))
        }
    }
}
