/// What an assistance line says was done: the exercise, and the reps of each set with the weight
/// added (or, negative, the help of an assisted machine or band), read forgivingly from what
/// lifters write after the box:
///
/// - `Chin-up: 10, 8, 8, 6` or `Chin-up 10, 8, 8, 6`: one set per number;
/// - `Chin-up 5 x 10`, `Ab wheel 3x10`, `Back extension 3 × 15`: sets × reps;
/// - `Dip +25 lb: 3 x 8`, `Lunge 20 kg 3 x 12`, `Assisted pull-up -40 lb: 3 x 8`: a weight
///   (with its unit, or the journal's), then the sets;
/// - `Push-ups 50`: one set of 50.
///
/// Words after the numbers are for people (`Lunge: 3 x 10 each leg`).
///
/// A line without numbers (`Ab wheel`) names an exercise with no reps written. Assistance never
/// enters TM or PR math: it is counted only as the reps done per exercise.
package struct AssistanceWork: Sendable, Equatable {
    /// One set: its reps and the weight written with it.
    package struct Set: Sendable, Equatable {
        package var reps: Int
        /// Added weight (negative for help), in `unit`; nil for bodyweight.
        package var weight: Weight?
        /// The unit written with the weight; nil for the journal's.
        package var unit: WeightUnit?

        package init(reps: Int, weight: Weight? = nil, unit: WeightUnit? = nil) {
            self.reps = reps
            self.weight = weight
            self.unit = unit
        }
    }

    /// The exercise's name as written, without the numbers (`Chin-up`, `Dip`).
    package var exercise: String
    /// The sets written; empty when the line gives none.
    package var sets: [Set]

    /// The reps of every set.
    package var reps: Int { sets.reduce(0) { $0 + $1.reps } }

    /// The most sets one line may give (`3 x 8` and lists alike): a line past it is not read.
    package static let maxSets = 100

    package init(exercise: String, sets: [Set]) {
        self.exercise = exercise
        self.sets = sets
    }

    /// Reads `text` (an assistance line after its box); nil when it holds numbers that are not
    /// one of the forms above (`Chin-up 10 8 8`, `Dip 3 x`), which the decoder warns about.
    package init?(parsing text: String) {
        var body = Substring(text).trimmingWhitespaceCharacters()
        // The numbers come last: the exercise is the text before the first token that starts them.
        let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let start = tokens.firstIndex(where: Self.startsNumbers) else {
            self.init(exercise: String(body), sets: [])
            return
        }
        let name = tokens[..<start].joined(separator: " ")
        // `Dip x 8`: a times sign with nothing before it is not a name.
        guard !name.isEmpty, let last = tokens[..<start].last, !["x", "X", "×", "*"].contains(last) else { return nil }
        var rest = tokens[start...].joined(separator: " ")
        if name.hasSuffix(":") {
            body = Substring(name.dropLast())
        } else {
            body = Substring(name)
        }
        var weight: Weight?
        var unit: WeightUnit?
        // A signed or unit-marked weight first: `+25 lb`, `-40 lb`, `20 kg`, `20kg`.
        if let (found, foundUnit, remainder) = Self.leadingWeight(rest) {
            weight = found
            unit = foundUnit
            rest = remainder
        }
        rest = String(Substring(rest).trimming(" :"))
        // Words after the numbers are for people (`3 x 10 each leg`), as on set lines.
        let words = rest.split(separator: " ")
        if let tail = words.firstIndex(where: { $0.first?.isLetter == true && !["x", "X", "×"].contains(String($0)) }), tail > 0 {
            rest = words[..<tail].joined(separator: " ")
        }
        guard let sets = Self.sets(rest, weight: weight, unit: unit), !sets.isEmpty else { return nil }
        self.init(exercise: String(body.trimming(" :")), sets: sets)
    }

    /// True for a token that starts the numbers: a digit, or a sign before one.
    private static func startsNumbers(_ token: Substring) -> Bool {
        guard let first = token.first else { return false }
        if first.isASCII && first.isNumber { return true }
        guard first == "+" || first == "-" || first == "−", let second = token.dropFirst().first else { return false }
        return second.isASCII && second.isNumber
    }

    /// A weight at the start of `text` that is signed (`+25`, `-40`) or has a unit (`20 kg`), with
    /// the text after it; nil otherwise (a plain `3 x 8` is sets, not a weight).
    private static func leadingWeight(_ text: String) -> (Weight, WeightUnit?, String)? {
        var characters = Substring(text)
        var sign = 1
        var signed = false
        if let first = characters.first, first == "+" || first == "-" || first == "−" {
            sign = first == "+" ? 1 : -1
            signed = true
            characters = characters.dropFirst()
        }
        let number = characters.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !number.isEmpty, let magnitude = Weight(parsing: number) else { return nil }
        var after = characters.dropFirst(number.count)
        let spaced = after.drop { $0 == " " }
        let unitWord = spaced.prefix { $0.isLetter }
        var unit: WeightUnit?
        if !unitWord.isEmpty, let parsed = WeightUnit(parsing: unitWord) {
            unit = parsed
            after = spaced.dropFirst(unitWord.count)
        }
        guard signed || unit != nil else { return nil }
        let weight = sign < 0 ? Weight(hundredths: -magnitude.hundredths) : magnitude
        return (weight, unit, String(after))
    }

    /// `3 x 8` (sets × reps), `10, 8, 8, 6` (reps of each set) or `50` (one set); nil otherwise.
    private static func sets(_ text: String, weight: Weight?, unit: WeightUnit?) -> [Set]? {
        // Numbers only a space apart (`10 8 8`) are no form: a comma or a times sign separates them.
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        for (left, right) in zip(tokens, tokens.dropFirst()) {
            if let end = left.last, let start = right.first, end.isASCII, end.isNumber, start.isASCII, start.isNumber { return nil }
        }
        let compact = tokens.joined()
        guard !compact.isEmpty else { return nil }
        func count(_ text: Substring) -> Int? {
            guard !text.isEmpty, text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else { return nil }
            return value
        }
        let times = compact.firstIndex { $0 == "x" || $0 == "X" || $0 == "×" || $0 == "*" }
        if let times {
            guard let sets = count(compact[..<times]), let reps = count(compact[compact.index(after: times)...]),
                (1...maxSets).contains(sets), reps <= PerformedSet.maximumReps
            else { return nil }
            return Array(repeating: Set(reps: reps, weight: weight, unit: unit), count: sets)
        }
        let parts = compact.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= maxSets else { return nil }
        var sets: [Set] = []
        for part in parts {
            guard let reps = count(part), reps <= PerformedSet.maximumReps else { return nil }
            sets.append(Set(reps: reps, weight: weight, unit: unit))
        }
        return sets
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingWhitespaceCharacters() -> Substring { trimming(" \t") }

    /// Without leading and trailing characters of `characters`.
    fileprivate func trimming(_ characters: String) -> Substring {
        let start = firstIndex { !characters.contains($0) } ?? endIndex
        let end = lastIndex { !characters.contains($0) }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}

extension AssistanceTask {
    /// What the line says was done; nil when its numbers are not understood.
    package var work: AssistanceWork? { AssistanceWork(parsing: name) }
}
