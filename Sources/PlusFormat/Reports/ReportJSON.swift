import Foundation
import PlusCore

/// A report's `--json` document: the value encoded once, keys in snake_case and sorted, so the
/// output is the same on every run and every platform (docs/json.md).
///
/// Strings hold no character that a terminal acts on or that reorders text: JSONEncoder escapes
/// the C0 controls, and `text` escapes DEL, the C1 controls and the bidi controls and line
/// separators of `TerminalSafe.isBidiOrSeparator` as `\u` escapes too, so the document is safe
/// to print and reads back as the same strings.
package enum ReportJSON {
    /// The JSON text of `report`, with a trailing newline.
    package static func text(_ report: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do {
            return escapingControls(String(decoding: try encoder.encode(report), as: UTF8.self)) + "\n"
        } catch {
            preconditionFailure("a report failed to encode: \(error)")
        }
    }

    /// `json` with DEL, each C1 control and each of `TerminalSafe.isBidiOrSeparator` written as a
    /// JSON `\uXXXX` escape. They can only be inside strings, where the escape means the same
    /// character.
    static func escapingControls(_ json: String) -> String {
        func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
            (0x7F...0x9F).contains(scalar.value) || TerminalSafe.isBidiOrSeparator(scalar)
        }
        // Checked on the bytes first: every such character has a byte of 0x7F or above, and most
        // documents are ASCII.
        guard json.utf8.contains(where: { $0 >= 0x7F }), json.unicodeScalars.contains(where: isEscaped) else { return json }
        var output = ""
        output.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if isEscaped(scalar) {
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
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
