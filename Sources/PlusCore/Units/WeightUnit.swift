/// The unit every weight of a journal is written in. A journal uses one unit throughout.
package enum WeightUnit: String, Sendable, CaseIterable {
    /// Pounds: default bar 45, plates 45, 35, 25, 10, 5, 2.5.
    case lb
    /// Kilograms: default bar 20, plates 25, 20, 15, 10, 5, 2.5, 1.25.
    case kg

    /// Parses `lb`, `lbs`, `pound(s)`, `kg`, `kgs`, `kilo(s)` in any case.
    package init?(parsing text: some StringProtocol) {
        switch text.lowercased() {
        case "lb", "lbs", "pound", "pounds", "#": self = .lb
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        default: return nil
        }
    }

    /// The standard bar for the unit: 45 lb or 20 kg.
    package var defaultBar: Weight { self == .lb ? Weight(45) : Weight(20) }

    /// The standard plates per side, heaviest first.
    package var defaultPlates: [Weight] {
        switch self {
        case .lb: [Weight(45), Weight(35), Weight(25), Weight(10), Weight(5), Weight(hundredths: 250)]
        case .kg:
            [Weight(25), Weight(20), Weight(15), Weight(10), Weight(5), Weight(hundredths: 250),
             Weight(hundredths: 125)]
        }
    }
}
