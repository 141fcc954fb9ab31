/// A load in the journal's unit (lb or kg), kept as an exact count of hundredths.
///
/// Fixed point rather than `Double` so that 1.25 prints as `1.25`, 120 as `120`, and a tie between
/// a candidate training max and the current one can never look like a rise through float noise.
/// The unit itself lives beside the weight (`WeightUnit`), never inside it.
package struct Weight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight in hundredths of the unit (`12025` is 120.25). May be negative only as a difference.
    package var hundredths: Int

    /// Creates a weight from hundredths of the unit.
    package init(hundredths: Int) { self.hundredths = hundredths }

    /// Creates a weight of a whole number of units (`Weight(45)` is 45 lb or 45 kg).
    package init(_ whole: Int) { self.hundredths = whole * 100 }

    /// The zero weight.
    package static let zero = Weight(hundredths: 0)

    /// The largest weight read from any file or argument: 10,000,000 of the unit. Every parsed
    /// weight is at most this (`init(parsing:)` refuses more), and a weight computed from parsed
    /// numbers that plusmd would write (an imported TM, its baseline) is checked against it, so
    /// that whatever plusmd writes it can read back, and no arithmetic on a weight (times a
    /// percentage, a rep count or a unit conversion) can overflow.
    package static let maximum = Weight(10_000_000)

    /// Parses `120`, `102.5`, `102,5` or `1.25` (a decimal point or a decimal comma, at most two
    /// decimals, no sign, no exponent, at most `maximum`). Returns nil for anything else.
    package init?<S: StringProtocol>(parsing text: S) {
        self.init(utf8: text.utf8)
    }

    /// `init(parsing:)` for the concrete types callers have (no generic look-up at run time).
    package init?(parsing text: String) {
        var text = text
        guard let weight = text.withUTF8({ Weight(utf8: $0) }) else { return nil }
        self = weight
    }

    /// `init(parsing:)` for the concrete types callers have (no generic look-up at run time).
    package init?(parsing text: Substring) {
        var text = text
        guard let weight = text.withUTF8({ Weight(utf8: $0) }) else { return nil }
        self = weight
    }

    /// Parses the same notation from UTF-8 bytes, without making a string first.
    package init?<Bytes: Sequence<UInt8>>(utf8 text: Bytes) {
        guard let weight = text.withContiguousStorageIfAvailable({ Weight(utf8: $0) }) ?? Array(text).withUnsafeBufferPointer({ Weight(utf8: $0) })
        else { return nil }
        self = weight
    }

    /// `init(utf8:)` on bytes in memory: the form every caller reaches, concrete, so that a call
    /// from another module is not a generic one, with a protocol look-up per byte of every set
    /// line's weight.
    package init?(utf8 text: UnsafeBufferPointer<UInt8>) {
        var whole = 0
        var fraction = 0
        var fractionDigits = 0
        var sawSeparator = false
        var sawDigit = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                let digit = Int(byte - UInt8(ascii: "0"))
                if sawSeparator {
                    fractionDigits += 1
                    if fractionDigits > 2 { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    whole = whole * 10 + digit
                    if whole > 10_000_000 { return nil }
                }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if sawSeparator || !sawDigit { return nil }
                sawSeparator = true
            default:
                return nil
            }
        }
        if !sawDigit || (sawSeparator && fractionDigits == 0) { return nil }
        if fractionDigits == 1 { fraction *= 10 }
        guard whole * 100 + fraction <= Weight.maximum.hundredths else { return nil }
        self.hundredths = whole * 100 + fraction
    }

    /// The weight as a person writes it: no trailing zeros, no float noise (`120`, `102.5`, `1.25`).
    package var description: String {
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The weight as a `Double`, for JSON output only; never used in arithmetic.
    package var doubleValue: Double { Double(hundredths) / 100 }

    package static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.hundredths < rhs.hundredths }
    package static func + (lhs: Weight, rhs: Weight) -> Weight {
        Weight(hundredths: lhs.hundredths + rhs.hundredths)
    }
    package static func - (lhs: Weight, rhs: Weight) -> Weight {
        Weight(hundredths: lhs.hundredths - rhs.hundredths)
    }
    package static func * (lhs: Weight, rhs: Int) -> Weight {
        Weight(hundredths: lhs.hundredths * rhs)
    }
}

/// Rounds the positive fraction `numerator / denominator` to the nearest integer, exact halves up.
func roundedHalfUp(_ numerator: Int, _ denominator: Int) -> Int {
    precondition(denominator > 0, "denominator must be positive")
    if numerator >= 0 { return (2 * numerator + denominator) / (2 * denominator) }
    return -((2 * -numerator - denominator) / (2 * denominator))
}
