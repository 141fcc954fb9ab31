import Foundation
import PlusCore

/// A report's `--json` document: the value encoded once, keys in snake_case and sorted, so the
/// output is the same on every run and every platform (docs/json.md).
package enum ReportJSON {
    /// The JSON text of `report`, with a trailing newline.
    package static func text(_ report: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("a report failed to encode: \(error)")
        }
    }

    /// Decodes a document `text` printed by `text(_:)`: for tests and tools that read plusmd's JSON.
    ///
    /// - Throws: `DecodingError` when the text is not such a document.
    package static func decode<R: Decodable>(_ type: R.Type, from text: String) throws -> R {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: Data(text.utf8))
    }
}
