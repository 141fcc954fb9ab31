/// `plusmd plates WEIGHT [--lift LIFT] [--gym NAME]`: the plates per side for a weight, or the
/// nearest loadable weights below and above it; `plates --table`: every loadable weight.
package struct PlatesReport: Report, Equatable {
    /// One plate size of the equipment.
    package struct PlateRow: Codable, Sendable, Equatable {
        package var size: Weight
        /// Plates owned, both sides; null for any number.
        @Nullable package var owned: Int?
    }

    /// A loadable weight and its plates for one side.
    package struct LoadRow: Codable, Sendable, Equatable {
        package var weight: Weight
        /// Heaviest first; empty for the empty bar.
        package var perSide: [Weight]

        package init(_ loadout: PlateLoadout) {
            weight = loadout.achieved
            perSide = loadout.perSide
        }
    }

    package var version = reportSchemaVersion
    /// The unit of every weight here: the gym's.
    package var units: WeightUnit
    /// The gym asked for (`--gym`, else the default gym); null for the journal's own equipment.
    @Nullable package var gym: String?
    /// The lift asked for; null when none was.
    @Nullable package var lift: Lift?
    /// The bar (the lift's own, when it has one).
    package var bar: Weight
    package var plates: [PlateRow]
    package var rounding: RoundingMode
    /// The weight asked for; null with `--table`.
    @Nullable package var weight: Weight?
    /// True when the bar and plates make `weight` exactly.
    package var loadable: Bool
    /// The plates for `weight` when loadable; null otherwise.
    @Nullable package var loadout: LoadRow?
    /// When not loadable: the nearest loadable weight below; nil when the weight is under the bar.
    @Nullable package var below: LoadRow?
    /// When not loadable: the nearest loadable weight above; null beyond the plates owned.
    @Nullable package var above: LoadRow?
    /// The heaviest weight the plates owned make; null for unlimited plates.
    @Nullable package var heaviest: Weight?
    /// With `--table`: every loadable weight up to the limit, lightest first; else empty.
    package var table: [LoadRow]

    /// The report for `weight` (nil with `table`) on `equipment`'s bar and plates for `lift`.
    /// `limit`: with a table, the heaviest weight listed (the plates owned bound it anyway).
    /// The most rows `--table` lists: a gym's table up to its heaviest load has a few hundred; a
    /// table up to an absurd weight would take minutes to work out.
    package static let maxTableRows = 2_000

    /// How many rows the table of `equipment` (for `lift`) up to `limit` has.
    package static func tableRows(equipment: Gym, lift: Lift?, upTo limit: Weight) -> Int {
        equipment.plateMath(for: lift).loadableWeights(upTo: limit).count
    }

    package init(equipment: Gym, lift: Lift?, weight: Weight?, tableUpTo limit: Weight? = nil) {
        let math = equipment.plateMath(for: lift)
        units = equipment.units
        gym = equipment.name
        self.lift = lift
        bar = math.bar
        plates = equipment.plates(for: lift).stock.map { PlateRow(size: $0.size, owned: $0.owned) }
        rounding = equipment.rounding
        self.weight = weight
        heaviest = math.heaviest
        table = []
        loadable = false
        if let weight {
            let loadout = math.loadout(for: weight)
            loadable = loadout.isExact
            if loadable {
                self.loadout = LoadRow(loadout)
            } else {
                let near = math.nearest(to: weight, rounding: .down)
                // Under the bar nothing loadable is lighter: the empty bar is the nearest, above it.
                below = weight < math.bar ? nil : LoadRow(math.loadout(for: near.below))
                above = near.above.map { LoadRow(math.loadout(for: $0)) }
            }
        }
        if let limit {
            table = math.loadouts(for: math.loadableWeights(upTo: limit)).map(LoadRow.init)
        }
    }
}
