import PlusCore

/// One set line's text as written after the list marker: `[x] 270 x 9 — per side: 45 45 10 10 2.5`.
struct SetLine: Equatable {
    /// What the box says: `[x]`/`[X]` done, `[-]` skipped, `[ ]` or any other character open.
    var status: PerformedSet.Status
    /// The box's character when it is none of ` `, `x`, `X`, `-` (`?`, `/`, `>` …): read as open,
    /// with a warning.
    var otherBox: Character? = nil
    var weight: Weight
    var unit: WeightUnit?
    var reps: Int
    var hasPlus: Bool
    /// UTF-8 bytes of the text up to the end of the weight-and-reps token (what follows is remarks).
    var tokenEnd: Int = 0
    /// UTF-8 bytes of the box, `[` to `]` included (3 for `[x]`, more for `[✓]`).
    var boxEnd: Int = 3

    /// True when the box is ticked.
    var isDone: Bool { status == .done }
}

/// Why a set line does not parse, with the 1-based column (in characters) where it goes wrong.
struct SetLineError: Error, Equatable {
    var message: String
    var column: Int
}

/// Reads the journal's set notation: a checkbox, then `WEIGHT [unit] x REPS[+]`.
///
/// The box holds ` ` (open), `x`/`X` (done), `-` (skipped, Obsidian's cancelled task) or any other
/// single character, read as open (`otherBox` says which, for a warning).
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
        // The box: `[`, one character (1–4 UTF-8 bytes), `]`.
        let lead = at(1)
        let width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard count >= 2 + width, at(0) == UInt8(ascii: "["), width > 0, at(1 + width) == UInt8(ascii: "]"),
            lead == 0x20 || lead > 0x20 && lead != 0x7F && lead != UInt8(ascii: "[") && lead != UInt8(ascii: "]")
        else {
            return fail("a set needs a checkbox: `- [ ] 205 x 5`", at: 0)
        }
        var status = PerformedSet.Status.open
        var otherBox: Character?
        switch lead {
        case 0x20: status = .open
        case UInt8(ascii: "x"), UInt8(ascii: "X"): status = .done
        case UInt8(ascii: "-"): status = .skipped
        default: otherBox = String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<1 + width]), as: UTF8.self).first
        }
        index = 2 + width
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
        // At most four digits: `PerformedSet.maximumReps`.
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
            SetLine(
                status: status, otherBox: otherBox, weight: weight, unit: unit, reps: reps, hasPlus: hasPlus,
                tokenEnd: index, boxEnd: 2 + width))
    }
}

extension SetLineParser {
    /// True when `text` looks like a set someone meant to write, though it may not parse: it
    /// starts with a task box (`[x]`, `[-]`, `[?]`), or holds a weight-and-reps token such as
    /// `205 x 5`, `100kg×3` or `135 * 10` anywhere. Used to never drop such a line silently.
    static func looksLikeSet(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        // A box: `[`, one character (not the `!` of a callout's `[!note]`), `]`.
        if bytes.count >= 3, bytes[0] == UInt8(ascii: "["), bytes[1] != UInt8(ascii: "!"),
            bytes[2] == UInt8(ascii: "]") || bytes[1] >= 0x80 && bytes[2...].prefix(4).contains(UInt8(ascii: "]"))
        {
            return true
        }
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
        func isSpace(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) }
        func isLetter(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] | 0x20) >= 0x61 && (bytes[index] | 0x20) <= 0x7A
        }
        var index = 0
        while index < bytes.count {
            guard isDigit(index), index == 0 || !isDigit(index - 1) && !isLetter(index - 1) else {
                index += 1
                continue
            }
            var cursor = index
            while isDigit(cursor) || cursor < bytes.count && (bytes[cursor] == 0x2E || bytes[cursor] == 0x2C) { cursor += 1 }
            while isSpace(cursor) { cursor += 1 }
            // An optional unit.
            for unit in ["kg", "lbs", "lb"] where bytes[cursor...].starts(with: unit.utf8) {
                cursor += unit.utf8.count
                break
            }
            while isSpace(cursor) { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "x") || bytes[cursor] == UInt8(ascii: "*") {
                cursor += 1
            } else if cursor + 1 < bytes.count, bytes[cursor] == 0xC3, bytes[cursor + 1] == 0x97 {
                cursor += 2
            } else {
                index = cursor + 1
                continue
            }
            while isSpace(cursor) { cursor += 1 }
            if isDigit(cursor) { return true }
            index = cursor
        }
        return false
    }
}
