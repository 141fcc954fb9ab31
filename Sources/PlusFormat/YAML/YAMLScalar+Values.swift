import PlusCore

/// Typed readings of scalars, by the YAML 1.2 core schema for plain scalars: quoted scalars are
/// always strings, so `"90"` is not a number.
extension YAMLScalar {
    /// A plain base-10 integer (`5`, `+5`); nil otherwise.
    package var integer: Int? {
        guard isPlain else { return nil }
        // ASCII digits only (1–9 of them), read from the UTF-8 bytes.
        var digits = text.utf8[...]
        if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count < 10 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// A plain non-negative number with at most two decimals (`45`, `2.5`), as a `Weight`.
    package var weight: Weight? {
        // Bytes, not `contains(",")`: Foundation's substring search cost a run 1.6 % of its decoding.
        guard isPlain, !text.utf8.contains(UInt8(ascii: ",")) else { return nil }
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
        // Every such word is 1–3 ASCII letters, and no other character lowercases to one.
        guard isPlain, text.utf8.count <= 3 else { return nil }
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
        var copy = text
        return copy.withUTF8 { Self.yaml11Number($0) }
    }

    /// `yaml11Reading` of a plain scalar that is not a boolean, from its UTF-8 bytes.
    private static func yaml11Number(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
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

    /// The day of a `YYYY-MM-DD` date or of a date-time as Obsidian and other tools write it
    /// (`2026-11-30T18:30`, `2026-11-30 18:30:00`, `2026-11-30T18:30:00.5+02:00`, `…Z`), plain or
    /// quoted. Without an offset the date part is the day, as written (local time). With one, the
    /// day is the lifter's local day of that moment in `zone`: `2026-12-01T02:00Z` is November 30th
    /// in New York.
    package func dayOfDateTime(in zone: LocalZone) -> Day? {
        if let day { return day }
        let bytes = Array(text.utf8)
        guard bytes.count > 10, let day = Day(parsing: String(decoding: bytes[..<10], as: UTF8.self)),
            let time = DateTimeSuffix(bytes[10...])
        else { return nil }
        guard let offset = time.offset, let localDay = zone.day else { return day }
        let moment = Int64(day.ordinal - Day.unixEpochOrdinal) * 86_400 + Int64(time.secondOfDay - offset)
        return localDay(moment) ?? day
    }

    /// The integer of a quoted scalar (`"2"`) that would be a number plain; nil otherwise.
    package var quotedInteger: Int? {
        guard !isPlain else { return nil }
        var plain = self
        plain.isPlain = true
        return plain.integer
    }

    /// The weight of a quoted scalar (`"315"`) that would be a weight plain; nil otherwise.
    package var quotedWeight: Weight? {
        guard !isPlain else { return nil }
        var plain = self
        plain.isPlain = true
        return plain.weight
    }
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

/// The time part of a date-time after `YYYY-MM-DD`: `T` or spaces, `H:MM`, optional `:SS` and
/// fraction, then an optional offset `Z`, `+HH:MM`, `-HHMM` or `+HH` (spaces before it allowed, as
/// YAML 1.1 timestamps write them).
struct DateTimeSuffix: Equatable {
    /// Seconds after the written day's midnight (a leap second counts as the next second).
    var secondOfDay: Int
    /// The offset east of UTC in seconds, when one is written (`Z` is 0).
    var offset: Int?

    /// Nil unless `bytes` is a whole valid time part.
    init?(_ bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex
        func at(_ offset: Int) -> UInt8 { offset < bytes.endIndex ? bytes[offset] : 0 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func number(maxDigits: Int) -> Int? {
            let start = index
            var value = 0
            while isDigit(at(index)) && index - start < maxDigits {
                value = value * 10 + Int(at(index) - 0x30)
                index += 1
            }
            return index > start ? value : nil
        }
        if at(index) == UInt8(ascii: "T") || at(index) == UInt8(ascii: "t") {
            index += 1
        } else {
            guard at(index) == 0x20 || at(index) == 0x09 else { return nil }
            while at(index) == 0x20 || at(index) == 0x09 { index += 1 }
        }
        guard let hour = number(maxDigits: 2), hour < 24, at(index) == UInt8(ascii: ":") else { return nil }
        index += 1
        let minuteStart = index
        guard let minute = number(maxDigits: 2), index - minuteStart == 2, minute < 60 else { return nil }
        var second = 0
        if at(index) == UInt8(ascii: ":") {
            index += 1
            let secondStart = index
            guard let seconds = number(maxDigits: 2), index - secondStart == 2, seconds <= 60 else { return nil }
            second = seconds
            if at(index) == UInt8(ascii: ".") {
                index += 1
                guard isDigit(at(index)) else { return nil }
                while isDigit(at(index)) { index += 1 }
            }
        }
        secondOfDay = hour * 3600 + minute * 60 + second
        while at(index) == 0x20 || at(index) == 0x09 { index += 1 }
        if index == bytes.endIndex {
            offset = nil
            return
        }
        if at(index) == UInt8(ascii: "Z") || at(index) == UInt8(ascii: "z") {
            guard index + 1 == bytes.endIndex else { return nil }
            offset = 0
            return
        }
        guard at(index) == UInt8(ascii: "+") || at(index) == UInt8(ascii: "-") else { return nil }
        let sign = at(index) == UInt8(ascii: "-") ? -1 : 1
        index += 1
        let hoursStart = index
        guard let offsetHours = number(maxDigits: 2), index - hoursStart <= 2, offsetHours <= 14 else { return nil }
        if at(index) == UInt8(ascii: ":") { index += 1 }
        var offsetMinutes = 0
        if index < bytes.endIndex {
            let minutesStart = index
            guard let minutes = number(maxDigits: 2), index - minutesStart == 2, minutes < 60 else { return nil }
            offsetMinutes = minutes
        }
        guard index == bytes.endIndex else { return nil }
        offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
    }
}
