/// The plates a lifter owns: each size, and how many of it (nil: any number, as `plates:` lists).
///
/// Counts are of plates owned, both sides together; a side gets half of each, rounded down (an odd
/// plate cannot be balanced). `plates: {45: 6, 25: 2, 10: 2, 5: 2, 2.5: 2}` is three 45s and one of
/// each other size per side.
package struct PlateInventory: Sendable, Equatable {
    /// One plate size and how many are owned.
    package struct Stock: Sendable, Equatable {
        /// The plate's weight, in the equipment's unit.
        package var size: Weight
        /// Plates owned of this size, both sides together; nil for any number.
        package var owned: Int?

        package init(size: Weight, owned: Int?) {
            self.size = size
            self.owned = owned
        }
    }

    /// The sizes, heaviest first, each once.
    package private(set) var stock: [Stock]

    /// Plates of every size in `sizes`, any number of each.
    package init(sizes: [Weight]) {
        self.init(stock: sizes.map { Stock(size: $0, owned: nil) })
    }

    /// The inventory of `stock`; a size listed twice keeps its last count.
    package init(stock: [Stock]) {
        // A few sizes: a list searched by equality costs less than hashing each (the journal
        // checks make an inventory per lift and gym).
        var kept: [Stock] = []
        for item in stock where item.size > .zero {
            if let index = kept.firstIndex(where: { $0.size == item.size }) { kept[index].owned = item.owned } else { kept.append(item) }
        }
        self.stock = kept.sorted { $0.size > $1.size }
    }

    /// Each size with the plates one side may hold (nil: any number).
    package var perSide: [(size: Weight, count: Int?)] {
        stock.map { ($0.size, $0.owned.map { $0 / 2 }) }
    }

    /// The sizes, heaviest first.
    package var sizes: [Weight] { stock.map(\.size) }

    /// True when every size is unlimited (a plain list of sizes).
    package var isUnlimited: Bool { stock.allSatisfy { $0.owned == nil } }

    /// The inventory with `extra` plates of any number added (a lift's microplates); sizes it
    /// already has become unlimited.
    package func adding(unlimited extra: Weight) -> PlateInventory {
        PlateInventory(stock: stock.filter { $0.size != extra } + [Stock(size: extra, owned: nil)])
    }

    /// `[45, 25]` or `{45: 6, 25: 2}` as plusmd writes it in YAML.
    package var yaml: String {
        if isUnlimited { return "[" + sizes.map(\.description).joined(separator: ", ") + "]" }
        return "{" + stock.map { "\($0.size): \($0.owned.map(String.init) ?? "null")" }.joined(separator: ", ") + "}"
    }
}

/// How a percentage of the training max becomes a loadable weight.
package enum RoundingMode: String, Sendable, Codable, CaseIterable {
    /// The nearest loadable weight, exact ties up (the default).
    case nearest
    /// The heaviest loadable weight not above the percentage.
    case down
}

/// What one lift uses instead of the shared equipment: its own bar (a trap bar for the deadlift, a
/// 35 lb bar for the press) and its smallest increment (microplates: a plate of half of it per
/// side, any number, is added to the plates).
package struct LiftEquipment: Sendable, Equatable {
    /// The lift's bar; nil for the shared one.
    package var bar: Weight?
    /// The smallest step of the lift's loads; nil for what the plates make.
    package var increment: Weight?

    package init(bar: Weight? = nil, increment: Weight? = nil) {
        self.bar = bar
        self.increment = increment
    }
}

/// One set of equipment: the journal's own (`bar`, `plates`, `lifts` at the top of `plusmd.yaml`)
/// or a named gym (`gyms: {hotel: {units: kg, bar: 20, plates: [...]}}`), in its own unit.
package struct Gym: Sendable, Equatable {
    /// The gym's name; nil for the journal's own equipment.
    package var name: String?
    /// The unit its bars and plates are in, and that sheets done there are written in.
    package var units: WeightUnit
    /// The shared bar.
    package var bar: Weight
    /// The plates owned.
    package var plates: PlateInventory
    /// Per-lift bars and increments.
    package var lifts: [Lift: LiftEquipment]
    /// How percentages become loadable weights.
    package var rounding: RoundingMode

    package init(
        name: String? = nil, units: WeightUnit, bar: Weight? = nil, plates: PlateInventory? = nil,
        lifts: [Lift: LiftEquipment] = [:], rounding: RoundingMode = .nearest
    ) {
        self.name = name
        self.units = units
        self.bar = bar ?? units.defaultBar
        self.plates = plates ?? PlateInventory(sizes: units.defaultPlates)
        self.lifts = lifts
        self.rounding = rounding
    }

    /// The bar `lift` is done with (its own, else the shared one).
    package func bar(for lift: Lift?) -> Weight {
        lift.flatMap { lifts[$0]?.bar } ?? bar
    }

    /// The plates `lift` may use: the inventory, plus its microplates.
    package func plates(for lift: Lift?) -> PlateInventory {
        guard let increment = lift.flatMap({ lifts[$0]?.increment }), increment.hundredths >= 2 else { return plates }
        return plates.adding(unlimited: Weight(hundredths: increment.hundredths / 2))
    }

    /// The plate math for `lift` in this gym.
    package func plateMath(for lift: Lift?) -> PlateMath {
        PlateMath(bar: bar(for: lift), inventory: plates(for: lift))
    }
}
