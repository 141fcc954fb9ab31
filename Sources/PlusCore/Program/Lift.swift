/// A lift the program plans: one of the four main lifts of Wendler's 5/3/1 (squat, bench press,
/// deadlift, overhead press) or any other lift a journal names in its settings' `order`
/// (front squat, power clean, …).
///
/// The raw value is the lift's canonical id: `squat`, `bench`, `deadlift`, `press` for the big four
/// (as in JSON keys, file names and the cache), and for any other lift its name in lowercase words
/// joined by `_` (`front_squat`, `power_clean`). File names write the id with `-` instead of `_`
/// (`2026-01-05-front-squat.md`). Which lifts a journal trains is decided by its settings' `order`,
/// never by this type: any text that can be a lift name is a `Lift`.
package struct Lift: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The canonical id: `squat`, `bench`, `deadlift`, `press`, or lowercase words joined by `_`.
    package let rawValue: String
    /// `rawValue.hashValue`, worked out once: a replay looks lifts up in tables hundreds of
    /// thousands of times on a 20-year journal, and hashing the id's text each time costs more
    /// than the rest of the look-up. Never stored or shown: hash values differ between runs.
    private let hashKey: Int

    /// Any id; `Lift(parsing:)` is the way in for text a lifter wrote.
    package init(rawValue: String) {
        self.rawValue = rawValue
        hashKey = rawValue.hashValue
    }

    package static func == (left: Lift, right: Lift) -> Bool {
        left.hashKey == right.hashKey && left.rawValue == right.rawValue
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(hashKey) }

    package static let squat = Lift(rawValue: "squat")
    package static let bench = Lift(rawValue: "bench")
    package static let deadlift = Lift(rawValue: "deadlift")
    package static let press = Lift(rawValue: "press")

    /// Wendler's four main lifts in the program's canonical order: squat, bench, deadlift, press.
    package static let bigFour: [Lift] = [.squat, .bench, .deadlift, .press]

    /// The longest lift name accepted, in characters.
    package static let maximumNameLength = 40

    /// Whether this is one of Wendler's four main lifts.
    package var isBigFour: Bool { Lift.bigFour.contains(self) }

    /// Reads a lift name as lifters write it. The big four by their canonical names plus common
    /// aliases (`bench press`, `ohp`, `overhead press`, `military press`, `back squat`, `dl`…); any
    /// other name becomes its id, lowercase words joined by `_` (`Front squat`, `front-squat`,
    /// `FRONT_SQUAT` → `front_squat`). Case, spaces, underscores and hyphens do not matter.
    /// Nil for text that cannot be a lift name: empty, longer than 40 characters, or holding
    /// anything but letters, digits, spaces, `-`, `_` and `'`.
    package init?(parsing text: some StringProtocol) {
        self.init(parsing: String(text))
    }

    /// `init(parsing:)` for a `String` (a sheet's `lift:`): its bytes are read in place, with no
    /// generic look-up at run time.
    package init?(parsing text: String) {
        var utf8 = text
        guard let key = utf8.withUTF8({ Self.asciiKey($0) }) ?? Self.unicodeKey(text) else { return nil }
        self.init(key: key)
    }

    /// The lift a key of `asciiKey` or `unicodeKey` names: a big four alias, else the id.
    init(key: String) {
        switch key {
        case "squat", "squats", "back squat", "sq": self = .squat
        case "bench", "bench press", "bp", "flat bench", "bench pressing": self = .bench
        case "deadlift", "deadlifts", "dead lift", "dl", "conventional deadlift": self = .deadlift
        case "press", "ohp", "overhead press", "overhead", "military press", "strict press",
            "shoulder press", "standing press":
            self = .press
        default:
            self.init(rawValue: String(key.map { $0 == " " ? "_" : $0 }))
        }
    }

    /// `init(parsing:)`'s key of ASCII text, worked out on its bytes as `unicodeKey` does on its
    /// characters (for ASCII they agree: letters are A–Z and a–z, numbers 0–9): every sheet's
    /// `lift:` is read this way, far more cheaply than by Characters. Nil when the text is not
    /// ASCII; `.some(nil)` when it cannot be a lift name.
    static func asciiKey(_ utf8: UnsafeBufferPointer<UInt8>) -> String?? {
        guard utf8.count <= Lift.maximumNameLength else {
            return utf8.contains { $0 >= 0x80 } ? nil : .some(nil)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Lift.maximumNameLength) { key -> String?? in
            var length = 0
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "):
                    if length > 0 && key[length - 1] != UInt8(ascii: " ") {
                        key[length] = UInt8(ascii: " ")
                        length += 1
                    }
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    key[length] = byte | 0x20
                    length += 1
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"):
                    key[length] = byte
                    length += 1
                case 0x80...:
                    return nil
                default:
                    // Not a lift name, unless a later byte is not ASCII (then the Unicode path decides).
                    return utf8.contains { $0 >= 0x80 } ? nil : .some(nil)
                }
            }
            while length > 0 && key[length - 1] == UInt8(ascii: " ") { length -= 1 }
            guard length > 0 else { return .some(nil) }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: key[..<length]), as: UTF8.self))
        }
    }

    /// `init(parsing:)`'s key: lowercased, runs of `_`, `-` and spaces as one space, trimmed; nil
    /// for text that cannot be a lift name.
    static func unicodeKey(_ text: some StringProtocol) -> String? {
        guard text.count <= Lift.maximumNameLength else { return nil }
        var key = ""
        for character in text.lowercased() {
            if character == "_" || character == "-" || character == " " {
                if !key.isEmpty && key.last != " " { key.append(" ") }
            } else if character.isLetter || character.isNumber || character == "'" {
                key.append(character)
            } else {
                return nil
            }
        }
        while key.last == " " { key.removeLast() }
        return key.isEmpty ? nil : key
    }

    /// The name for people: `Squat`, `Bench press`, `Deadlift`, `Overhead press`; any other lift
    /// from its id, first letter capitalised: `front_squat` → `Front squat`.
    package var displayName: String {
        switch self {
        case .squat: return "Squat"
        case .bench: return "Bench press"
        case .deadlift: return "Deadlift"
        case .press: return "Overhead press"
        default:
            let words = rawValue.replacingAll("_", with: " ")
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }

    /// The id as a file name writes it: `_` becomes `-` (`front-squat`); the big four unchanged.
    package var fileNameComponent: String { rawValue.replacingAll("_", with: "-") }

    /// The lift of a file name's component (`front-squat` → `front_squat`), or nil.
    package init?(fileNameComponent text: some StringProtocol) {
        guard let lift = Lift(parsing: text), lift.fileNameComponent == String(text).lowercased() else { return nil }
        self = lift
    }

    package var description: String { rawValue }

    /// The big four in the canonical order of Wendler's program (squat, bench, deadlift, press)
    /// first, then every other lift by id.
    package static func < (lhs: Lift, rhs: Lift) -> Bool {
        let left = bigFour.firstIndex(of: lhs) ?? bigFour.count
        let right = bigFour.firstIndex(of: rhs) ?? bigFour.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}

extension Lift: Codable {
    /// Decodes the id string as written (`"squat"`, `"front_squat"`).
    package init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the id string.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

extension Lift {
    /// The lift of `candidates` whose id is within two edits of `text` (compared as an id:
    /// `squar` → `squat`, `front squt` → `front_squat`), for "did you mean" hints. Nil when none is.
    package static func closest(to text: String, among candidates: [Lift] = Lift.bigFour) -> Lift? {
        let word = Lift(parsing: text)?.rawValue ?? text.lowercased()
        let length = word.count
        // Names whose lengths differ by more than two are more than two edits apart.
        return candidates.filter { abs($0.rawValue.count - length) <= 2 }
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
