/// A command's result as a value: computed once from the resolved journal, then rendered as text,
/// JSON, CSV or Markdown by PlusFormat's renderers, so no two renderings can disagree.
///
/// Encoded, a report is the command's `--json` document (docs/json.md): snake_case keys, ISO
/// dates, weights as plain numbers in the journal's unit, absent values as `null`, and a top-level
/// `"version"` that changes only when a field is removed or changes meaning.
package protocol Report: Codable, Sendable {
    /// The JSON schema version of the document; 1.
    var version: Int { get }
}

/// The schema version of every JSON document plusmd prints.
package let reportSchemaVersion = 1

// MARK: - Codable values

extension Weight: Codable {
    /// A JSON number in the journal's unit: an integer when whole (`315`), else a decimal
    /// (`141.75`), exact to the hundredth.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if hundredths % 100 == 0 { try container.encode(hundredths / 100) } else { try container.encode(doubleValue) }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is not a weight")
        }
        self.init(hundredths: Int(scaled))
    }
}

extension Day: Codable {
    /// An ISO `YYYY-MM-DD` string.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not YYYY-MM-DD")
        }
        self = day
    }
}

extension SetKind: Codable {}
extension WeightUnit: Codable {}
extension PerformedSet.Status: Codable {}

/// An optional that encodes as JSON `null` when absent, with its key still present (docs/json.md:
/// "absent values are null"), where Swift's synthesized coding would leave the key out.
@propertyWrapper
package struct Nullable<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue { try container.encode(value) } else { try container.encodeNil() }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// A missing key decodes as nil, as an explicit `null` does.
    package func decode<Value>(_ type: Nullable<Value>.Type, forKey key: Key) throws -> Nullable<Value> {
        try decodeIfPresent(type, forKey: key) ?? Nullable(wrappedValue: nil)
    }
}

/// Values by lift, encoded as a JSON object keyed by the lift's name (`{"squat": 315}`) holding
/// only the lifts that have a value; kept in the settings' order for text.
package struct LiftTable<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    /// The entries, in the settings' order, then any other lifts in `Lift`'s order (the big four, then by id).
    package var entries: [(lift: Lift, value: Value)]

    // Plain loops over concrete collections: this generic type is used unspecialised from other
    // modules, where `first(where:)`, `filter` and `compactMap` on its arrays of tuples reach
    // the runtime's conformance look-ups on first use.
    package init(_ values: [Lift: Value], order: [Lift]) {
        var entries: [(lift: Lift, value: Value)] = []
        entries.reserveCapacity(values.count)
        for lift in order {
            if let value = values[lift] { entries.append((lift, value)) }
        }
        var others: [Lift] = []
        for lift in values.keys where !order.contains(lift) { others.append(lift) }
        others.sort()
        for lift in others {
            if let value = values[lift] { entries.append((lift, value)) }
        }
        self.entries = entries
    }

    package init(entries: [(lift: Lift, value: Value)]) { self.entries = entries }

    package subscript(lift: Lift) -> Value? {
        for index in entries.indices where entries[index].lift == lift { return entries[index].value }
        return nil
    }

    package var isEmpty: Bool { entries.isEmpty }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (lift, value) in entries { try container.encode(value, forKey: Key(stringValue: lift.rawValue)) }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // A decoder converting snake_case keys hands `front_squat` over as `frontSquat`: ids are
        // lowercase, so a capital letter is a `_` taken out.
        entries = try container.allKeys.map { key in (Lift(rawValue: Self.id(of: key.stringValue)), key) }
            .sorted { $0.0 < $1.0 }
            .map { lift, key in (lift, try container.decode(Value.self, forKey: key)) }
    }

    /// The lift id of a JSON key, undoing a decoder's snake_case conversion (`frontSquat` → `front_squat`).
    private static func id(of key: String) -> String {
        var id = ""
        for character in key {
            if character.isUppercase {
                id += "_" + character.lowercased()
            } else {
                id.append(character)
            }
        }
        return id
    }

    package static func == (lhs: LiftTable, rhs: LiftTable) -> Bool {
        lhs.entries.map(\.lift) == rhs.entries.map(\.lift) && lhs.entries.map(\.value) == rhs.entries.map(\.value)
    }
}
