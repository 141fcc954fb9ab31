import Foundation
import PlusCore

/// Builds JSON output with Foundation's serializer: keys sorted, so output is deterministic.
enum JSONOutput {
    /// The version of every JSON document plusmd prints (a top-level `"version"` key); it changes
    /// only when a field is removed or changes meaning (docs/json.md).
    static let schemaVersion = 1

    /// The JSON text of `object` (dictionaries, arrays, strings, numbers, `NSNull`), with a newline.
    /// A top-level object gets the `"version"` key.
    static func text(_ object: Any) -> String {
        var object = object
        if var dictionary = object as? [String: Any], dictionary["version"] == nil {
            dictionary["version"] = schemaVersion
            object = dictionary
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { preconditionFailure("plusmd built a value JSONSerialization rejects") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A weight as a JSON number: an integer when whole (`120`), else a decimal (`1.25`).
    static func number(_ weight: Weight) -> Any {
        weight.hundredths % 100 == 0 ? weight.hundredths / 100 : weight.doubleValue
    }

    /// `{lift: weight}` for every lift in `order` that has a weight.
    static func byLift(_ weights: [Lift: Weight], order: [Lift]) -> [String: Any] {
        var object: [String: Any] = [:]
        for lift in order + Lift.allCases.filter({ !order.contains($0) }) {
            if let weight = weights[lift] { object[lift.rawValue] = number(weight) }
        }
        return object
    }
}

extension JSONOutput {
    /// JSON `null`.
    static var null: Any { NSNull() }
}
