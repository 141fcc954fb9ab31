import PlusCore

/// One set line's text as written after the list marker: `[x] 270 x 9 — per side: 45 45 10 10 2.5`.
struct SetLine: Equatable {
    var isDone: Bool
    var weight: Weight
    var unit: WeightUnit?
    var reps: Int
    var hasPlus: Bool
    /// UTF-8 bytes of the text up to the end of the weight-and-reps token (what follows is remarks).
    var tokenEnd: Int = 0
}

/// Why a set line does not parse, with the 1-based column (in characters) where it goes wrong.
struct SetLineError: Error, Equatable {
    var message: String
    var column: Int
}

/// Reads the journal's set notation: a checkbox, then `WEIGHT [unit] x REPS[+]`.
///
/// The separator may be `x`, `X`, `×` or `*`; the weight may use a decimal point or comma; the unit
/// (`lb`, `lbs`, `kg`) is optional; `+` after the reps marks the AMRAP set. Anything after the
/// weight-and-reps token is for people and is ignored. Works on UTF-8 bytes: every set line of a
/// 20-year journal passes through here.
enum SetLineParser {
    static func parse(_ text: String) -> Result<SetLine, SetLineError> {
        var copy = text
        return copy.withUTF8 { parse(bytes: $0, text: text) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, text: String) -> Result<SetLine, SetLineError> {
        var index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func skipSpaces() { while at(index) == 0x20 || at(index) == 0x09 { index += 1 } }
        func fail(_ message: String, at offset: Int? = nil) -> Result<SetLine, SetLineError> {
            let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<min(offset ?? index, count)]), as: UTF8.self).count + 1
            return .failure(SetLineError(message: message, column: column))
        }
        guard count >= 3, at(0) == UInt8(ascii: "["), at(2) == UInt8(ascii: "]") else {
            return fail("a set needs a checkbox: `- [ ] 205 x 5`", at: 0)
        }
        let box = at(1)
        guard box == 0x20 || box == UInt8(ascii: "x") || box == UInt8(ascii: "X") else {
            let shown = text.dropFirst().first.map(String.init) ?? "?"
            return .failure(SetLineError(message: "a checkbox holds ' ', 'x' or 'X', not '\(shown)'", column: 2))
        }
        index = 3
        skipSpaces()
        let weightStart = index
        while isDigit(at(index)) || at(index) == UInt8(ascii: ".") || at(index) == UInt8(ascii: ",") { index += 1 }
        guard index > weightStart,
            let weight = Weight(utf8: UnsafeBufferPointer(rebasing: bytes[weightStart..<index]))
        else {
            return fail("expected a weight and reps such as `205 x 5`", at: weightStart)
        }
        skipSpaces()
        var unit: WeightUnit?
        let unitStart = index
        // A word after the weight is a unit, unless it is the `x` separator itself.
        let separatorX = (at(index) | 0x20) == UInt8(ascii: "x") && !isLetter(at(index + 1))
        if !separatorX {
            while isLetter(at(index)) { index += 1 }
        }
        if index > unitStart {
            guard let parsed = WeightUnit(parsing: String(decoding: UnsafeBufferPointer(rebasing: bytes[unitStart..<index]), as: UTF8.self)) else {
                return fail("expected a unit (lb or kg) or `x` after the weight", at: unitStart)
            }
            unit = parsed
            skipSpaces()
        }
        if (at(index) | 0x20) == UInt8(ascii: "x") || at(index) == UInt8(ascii: "*") {
            index += 1
        } else if at(index) == 0xC3 && at(index + 1) == 0x97 {  // ×
            index += 2
        } else {
            return fail("expected `x` between weight and reps, as in `205 x 5`")
        }
        skipSpaces()
        let repsStart = index
        var reps = 0
        while isDigit(at(index)) && index - repsStart < 4 {
            reps = reps * 10 + Int(at(index) - 0x30)
            index += 1
        }
        guard index > repsStart, !isDigit(at(index)) else {
            return fail("expected the number of reps after `x`", at: repsStart)
        }
        var hasPlus = false
        if at(index) == UInt8(ascii: "+") {
            hasPlus = true
            index += 1
        }
        if isLetter(at(index)) || isDigit(at(index)) {
            let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 1]), as: UTF8.self)
            return fail("unexpected '\(shown)' after the reps")
        }
        return .success(
            SetLine(isDone: box != 0x20, weight: weight, unit: unit, reps: reps, hasPlus: hasPlus, tokenEnd: index))
    }
}
