/// One of the four main lifts of Wendler's 5/3/1.
package enum Lift: String, Sendable, CaseIterable, Comparable {
    case squat, bench, deadlift, press

    /// Reads a lift name as lifters write it: the canonical names plus common aliases
    /// (`bench press`, `ohp`, `overhead press`, `military press`, `back squat`, `dl`…), in any case,
    /// with spaces, underscores or hyphens. Nil for anything else.
    package init?(parsing text: some StringProtocol) {
        var key = ""
        for character in text.lowercased() {
            if character == "_" || character == "-" || character == " " {
                if !key.isEmpty && key.last != " " { key.append(" ") }
            } else {
                key.append(character)
            }
        }
        while key.last == " " { key.removeLast() }
        switch key {
        case "squat", "squats", "back squat", "sq": self = .squat
        case "bench", "bench press", "bp", "flat bench", "bench pressing": self = .bench
        case "deadlift", "deadlifts", "dead lift", "dl", "conventional deadlift": self = .deadlift
        case "press", "ohp", "overhead press", "overhead", "military press", "strict press",
            "shoulder press", "standing press":
            self = .press
        default: return nil
        }
    }

    /// The name for people: `Squat`, `Bench press`, `Deadlift`, `Overhead press`.
    package var displayName: String {
        switch self {
        case .squat: "Squat"
        case .bench: "Bench press"
        case .deadlift: "Deadlift"
        case .press: "Overhead press"
        }
    }

    /// The canonical order of Wendler's program: squat, bench, deadlift, press.
    package static func < (lhs: Lift, rhs: Lift) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Lift {
    /// The lift whose name is within two edits of `text`, for "did you mean" hints.
    package static func closest(to text: String) -> Lift? {
        let word = text.lowercased()
        let length = word.count
        // Names whose lengths differ by more than two are more than two edits apart.
        return allCases.filter { abs($0.rawValue.count - length) <= 2 }
            .map { ($0, editDistance(word, $0.rawValue)) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}

/// Levenshtein distance between two strings, in characters.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    // Two rows, reused: a row per character of a 60 kB lift name once cost seconds.
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = Swift.min(
                previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
