extension WeightUnit {
    /// Kilograms in one pound, exactly, times 10⁸ (the international pound, 1959: 0.453 592 37 kg).
    static let kilogramsPerPoundTimes1e8 = 45_359_237

    /// The other unit.
    package var other: WeightUnit { self == .lb ? .kg : .lb }
}

extension Weight {
    /// This weight, in `from`, expressed in `to`: exact arithmetic on 1 lb = 0.45359237 kg, rounded
    /// to the hundredth of `to` (halves up). The same unit returns the weight unchanged.
    ///
    /// Kilograms through pounds and back never drift (a hundredth of a pound is less than half a
    /// hundredth of a kilogram): 100 kg → 220.46 lb → 100 kg.
    package func converted(from: WeightUnit, to: WeightUnit) -> Weight {
        guard from != to else { return self }
        switch to {
        case .kg: return Weight(hundredths: roundedHalfUp(hundredths * WeightUnit.kilogramsPerPoundTimes1e8, 100_000_000))
        case .lb: return Weight(hundredths: roundedHalfUp(hundredths * 100_000_000, WeightUnit.kilogramsPerPoundTimes1e8))
        }
    }
}

extension Weight {
    /// A weight as a lifter types it on the command line: `102.5`, `102,5`, `100kg`, `225 lb`.
    /// Nil for anything else. The unit, when given, is returned for the caller to check against
    /// the equipment's (never converted silently).
    package static func parsingWithUnit(_ text: String) -> (weight: Weight, unit: WeightUnit?)? {
        if let weight = Weight(parsing: text) { return (weight, nil) }
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard !number.isEmpty, let unit = WeightUnit(parsing: text.dropFirst(number.count).trimmingWhitespace()),
            let weight = Weight(parsing: number)
        else { return nil }
        return (weight, unit)
    }
}
