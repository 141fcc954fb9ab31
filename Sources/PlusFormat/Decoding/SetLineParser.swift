import PlusCore

/// One set line's text as written after the list marker: `[x] 270 x 9 — per side: 45 45 10 10 2.5`.
struct SetLine: Equatable {
    var isDone: Bool
    var weight: Weight
    var unit: WeightUnit?
    var reps: Int
    var hasPlus: Bool
    /// Characters of the text up to the end of the weight-and-reps token (what follows is remarks).
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
/// weight-and-reps token is for people and is ignored.
enum SetLineParser {
    static func parse(_ text: String) -> Result<SetLine, SetLineError> {
        let characters = Array(text)
        var index = 0
        func skipSpaces() { while index < characters.count && characters[index] == " " { index += 1 } }
        func fail(_ message: String) -> Result<SetLine, SetLineError> {
            .failure(SetLineError(message: message, column: index + 1))
        }
        guard characters.count >= 3, characters[0] == "[", characters[2] == "]" else {
            return fail("a set needs a checkbox: `- [ ] 205 x 5`")
        }
        let box = characters[1]
        guard box == " " || box == "x" || box == "X" else {
            return .failure(SetLineError(message: "a checkbox holds ' ', 'x' or 'X', not '\(box)'", column: 2))
        }
        index = 3
        skipSpaces()
        let weightStart = index
        while index < characters.count
            && (characters[index].isASCII && characters[index].isNumber
                || characters[index] == "." || characters[index] == ",")
        {
            index += 1
        }
        guard index > weightStart, let weight = Weight(parsing: String(characters[weightStart..<index]))
        else {
            index = weightStart
            return fail("expected a weight and reps such as `205 x 5`")
        }
        skipSpaces()
        var unit: WeightUnit?
        let unitStart = index
        while index < characters.count && characters[index].isLetter
            && !(index == unitStart && (characters[index] == "x" || characters[index] == "X")
                && !(index + 1 < characters.count && characters[index + 1].isLetter))
        {
            index += 1
        }
        if index > unitStart {
            guard let parsed = WeightUnit(parsing: String(characters[unitStart..<index])) else {
                index = unitStart
                return fail("expected a unit (lb or kg) or `x` after the weight")
            }
            unit = parsed
            skipSpaces()
        }
        guard index < characters.count, "xX×*".contains(characters[index]) else {
            return fail("expected `x` between weight and reps, as in `205 x 5`")
        }
        index += 1
        skipSpaces()
        let repsStart = index
        while index < characters.count && characters[index].isASCII && characters[index].isNumber {
            index += 1
        }
        guard index > repsStart, index - repsStart < 5, let reps = Int(String(characters[repsStart..<index]))
        else {
            index = repsStart
            return fail("expected the number of reps after `x`")
        }
        var hasPlus = false
        if index < characters.count && characters[index] == "+" {
            hasPlus = true
            index += 1
        }
        if index < characters.count && (characters[index].isLetter || characters[index].isNumber) {
            return fail("unexpected '\(characters[index])' after the reps")
        }
        return .success(
            SetLine(isDone: box != " ", weight: weight, unit: unit, reps: reps, hasPlus: hasPlus, tokenEnd: index))
    }
}
