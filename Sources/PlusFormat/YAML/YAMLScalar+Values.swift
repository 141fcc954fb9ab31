import PlusCore

/// Typed readings of scalars, by the YAML 1.2 core schema for plain scalars: quoted scalars are
/// always strings, so `"90"` is not a number.
extension YAMLScalar {
    /// A plain base-10 integer (`5`, `+5`); nil otherwise.
    package var integer: Int? {
        guard isPlain else { return nil }
        var digits = Substring(text)
        if digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count < 10, digits.allSatisfy(\.isASCII),
            digits.allSatisfy(\.isNumber)
        else { return nil }
        return Int(digits)
    }

    /// A plain non-negative number with at most two decimals (`45`, `2.5`), as a `Weight`.
    package var weight: Weight? {
        guard isPlain, !text.contains(",") else { return nil }
        return Weight(parsing: text)
    }

    /// `true` or `false` (also `True`, `TRUE`…); nil otherwise.
    package var bool: Bool? {
        guard isPlain else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A YAML 1.1 boolean that YAML 1.2 reads as a string (`yes`, `no`, `on`, `off`, `y`, `n`).
    package var legacyBool: Bool? {
        guard isPlain else { return nil }
        switch text.lowercased() {
        case "yes", "on", "y": return true
        case "no", "off", "n": return false
        default: return nil
        }
    }

    /// How a YAML 1.1 reader would take a plain scalar that YAML 1.2's core schema reads as a
    /// string or differently: `a boolean` (`yes`, `no`, `on`, `off`, `y`, `n`), `a base-60 number`
    /// (`1:30`), `an octal number` (`010`), `a number` (`1_000`). Nil when both agree.
    package var yaml11Reading: String? {
        guard isPlain, !text.isEmpty else { return nil }
        if legacyBool != nil { return "a boolean" }
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if bytes.contains(UInt8(ascii: ":")), bytes.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ":") }),
            let first = bytes.first, isDigit(first), bytes.last != UInt8(ascii: ":"), first != UInt8(ascii: "0")
        {
            return "a base-60 number"
        }
        if bytes.count > 1, bytes[0] == UInt8(ascii: "0"), bytes.allSatisfy(isDigit) {
            return "an octal number"
        }
        if bytes.contains(UInt8(ascii: "_")), bytes.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }),
            let first = bytes.first, isDigit(first)
        {
            return "a number"
        }
        return nil
    }

    /// A `YYYY-MM-DD` day, plain or quoted.
    package var day: Day? { Day(parsing: text) }
}

extension YAMLNode {
    /// The scalar, if this node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// A short name of the node's kind for messages: `a list`, `a mapping`, `'abc'`.
    package var summary: String {
        switch self {
        case .scalar(let scalar): "'\(scalar.text)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
