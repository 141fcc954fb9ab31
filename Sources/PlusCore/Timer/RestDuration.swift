/// Rest durations as people type and read them: `90`, `1:30`, `2m`, `90s`, `1m30s`, `1h`.
package enum RestDuration {
    /// The longest rest accepted, in seconds (3 hours).
    package static let maximum = 3 * 3600

    /// Parses a duration in seconds: plain seconds (`90`), `M:SS` or `H:MM:SS` (`1:30`), or
    /// numbers with units `h`, `m`/`min`, `s`/`sec` (`2m`, `1m30s`, `1m30`). Nil for anything
    /// else, for zero, and above `maximum`.
    package static func seconds(parsing text: some StringProtocol) -> Int? {
        let text = text.lowercased().filter { $0 != " " }
        // No rest is longer than a few digits can say; longer input cannot overflow below.
        guard !text.isEmpty, text.count <= 16, text.filter(\.isASCIIDigit).count <= 9 else { return nil }
        var total: Int?
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
                parts.dropFirst().allSatisfy({ $0.count == 2 && (Int($0) ?? 60) < 60 })
            else { return nil }
            total = parts.reduce(0) { $0 * 60 + (Int($1) ?? 0) }
        } else if text.allSatisfy(\.isASCIIDigit) {
            total = Int(text)
        } else {
            total = withUnits(text)
        }
        guard let total, total > 0, total <= maximum else { return nil }
        return total
    }

    private static func withUnits(_ text: String) -> Int? {
        var total = 0
        var number = ""
        var unit = ""
        var lastUnitSeconds = 0
        func flush() -> Bool {
            guard let value = Int(number) else { return number.isEmpty && unit.isEmpty }
            let seconds: Int
            switch unit {
            case "h", "hr", "hour", "hours": seconds = 3600
            case "m", "min", "mins", "minute", "minutes": seconds = 60
            case "s", "sec", "secs", "second", "seconds": seconds = 1
            case "": seconds = lastUnitSeconds == 60 ? 1 : (lastUnitSeconds == 3600 ? 60 : 0)
            default: return false
            }
            guard seconds > 0, lastUnitSeconds == 0 || seconds < lastUnitSeconds else { return false }
            total += value * seconds
            lastUnitSeconds = seconds
            number = ""
            unit = ""
            return true
        }
        for character in text {
            if character.isASCIIDigit {
                if !unit.isEmpty { guard flush() else { return nil } }
                number.append(character)
            } else if character.isLetter {
                guard !number.isEmpty else { return nil }
                unit.append(character)
            } else {
                return nil
            }
        }
        guard flush(), lastUnitSeconds > 0 else { return nil }
        return total
    }

    /// `0:45`, `1:30`, `12:00`, `1:02:03`: minutes and seconds, hours when needed.
    package static func text(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(seconds / 60):\(two(rest))"
    }
}

extension Character {
    /// True for `0`…`9` only (not other Unicode digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
