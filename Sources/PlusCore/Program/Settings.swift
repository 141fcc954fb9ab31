/// A journal's settings, read from `plusmd.yaml`. Every field has the default the issue specifies,
/// so a missing key, or a missing file section, is never an error.
package struct Settings: Sendable, Equatable {
    /// The unit of every weight in the journal.
    package var units: WeightUnit
    /// The empty bar, in `units` (default 45 lb / 20 kg).
    package var bar: Weight
    /// Plate sizes available for one side of the bar, heaviest first, any number of each.
    package var plates: [Weight]
    /// The order in which a week's lifts are suggested; the lifter may still pick any open lift.
    package var order: [Lift]
    /// Whether Boring But Big 5 × 10 follows the working sets in weeks 1–3.
    package var bbbEnabled: Bool
    /// The BBB weight as a percentage of the training max (Wendler's BBB: 50–70 %, default 50).
    package var bbbPercent: Percentage
    /// The training max as a percentage of a (estimated) one-rep max (Wendler: 90 %).
    package var tmPercent: Percentage
    /// Rest after a set of each kind, in seconds.
    package var rest: [SetKind: Int]
    /// Whether every file plusmd writes is committed to git right after (`git: {autocommit: true}`),
    /// when the journal is in a git repository. Default false.
    package var gitAutocommit: Bool

    /// The sound at the end of a rest; nil for none (`chime: none`: the terminal bell only).
    package var chime: Chime?

    /// The program from `program:` (5/3/1 Forever blocks); nil for the original 5/3/1 with BBB
    /// (`Program`), which a journal without the key follows exactly as before.
    package var program: ProgramDescription?
    /// Plates owned of each size in `plates`, both sides together (`plates: {45: 6, 25: 2}`);
    /// a size without a count is unlimited. Empty for a plain list.
    package var plateCounts: [Weight: Int] = [:]
    /// Per-lift bars and increments (`lifts: {deadlift: {bar: 60}, press: {increment: 1}}`).
    package var lifts: [Lift: LiftEquipment] = [:]
    /// How percentages become loadable weights (`rounding: nearest|down`).
    package var rounding: RoundingMode = .nearest
    /// Named equipment profiles (`gyms:`), in the file's order.
    package var gyms: [Gym] = []
    /// The gym sheets are planned for when `--gym` is not given (`gym: NAME`); nil for the
    /// journal's own equipment.
    package var defaultGym: String?
    /// Assistance exercises written under `## Assistance` on new sheets (`assistance:`); empty by
    /// default, and then sheets have no such section.
    package var assistance = AssistancePlan()
    /// The weekdays the lifter trains on (`schedule: [mon, wed, fri]`), ISO (1 Monday … 7
    /// Sunday), ascending; empty when plusmd.yaml gives none (the days are then learned from the
    /// sheets, `TrainingDays`). Sheets written ahead (`next --week`) and the printed card are
    /// planned on them.
    package var schedule: [Int] = []
    /// Where plusmd.yaml names a lift beyond the big four as a key (`lifts:`, `gyms: … lifts:`,
    /// `assistance:`, `program: increments:`), in file order, so that the resolved journal can
    /// report one `order` does not name (`LiftNameReference.findings`).
    package var liftNames: [LiftNameReference] = []

    /// The defaults for a unit: lb bar 45 and plates 45/35/25/10/5/2.5; kg bar 20 and plates
    /// 25/20/15/10/5/2.5/1.25; order squat, bench, deadlift, press; BBB on at 50 %; TM 90 %;
    /// rest 60 s after a warmup, 180 s after a working set, 90 s after a BBB set; chime `bell`; no git autocommit.
    package init(units: WeightUnit = .lb) {
        self.units = units
        bar = units.defaultBar
        plates = units.defaultPlates
        order = Lift.bigFour
        bbbEnabled = true
        bbbPercent = Percentage(50)
        tmPercent = Percentage(90)
        rest = [.warmup: 60, .working: 180, .bbb: 90]
        gitAutocommit = false
        chime = .standard
        program = nil
    }

    /// The smallest plate, which sets the rounding step (twice it, one per side).
    package var smallestPlate: Weight { plates.min() ?? Weight(hundredths: 250) }

    /// Rest after a set of `kind`, in seconds (the default when the settings lack it).
    package func restSeconds(after kind: SetKind) -> Int {
        // Joker sets are working sets: they rest as long.
        let kind = kind == .joker ? .working : kind
        return rest[kind] ?? Settings(units: units).rest[kind] ?? 90
    }

    /// The journal's own equipment: `units`, `bar`, `plates` (with counts), `lifts`, `rounding`.
    package var homeGym: Gym {
        Gym(
            units: units, bar: bar,
            plates: PlateInventory(stock: plates.map { PlateInventory.Stock(size: $0, owned: plateCounts[$0]) }),
            lifts: lifts, rounding: rounding)
    }

    /// The gym named `name`; nil when there is none of that name.
    package func gym(named name: String) -> Gym? {
        gyms.first { $0.name == name }
    }

    /// The equipment of a sheet done at `name` (nil: the default gym, else the journal's own). A
    /// name that is not a gym of the settings gives the journal's own equipment.
    package func equipment(gym name: String?) -> Gym {
        (name ?? defaultGym).flatMap(gym(named:)) ?? homeGym
    }

    /// The equipment a sheet was done with: the gym its `gym:` names, else the journal's own.
    /// A sheet written in another unit than the journal's own equipment, at no gym of the
    /// settings (a journal that changed its unit), was loaded with that unit's standard bar and
    /// plates.
    package func equipment(ofSheet gym: String?, units: WeightUnit? = nil) -> Gym {
        if let gym = gym.flatMap(self.gym(named:)) { return gym }
        if let units, units != self.units { return Gym(units: units) }
        return homeGym
    }

    /// The plate math for a sheet of `lift` done at `gym` (its `gym:`; nil for the journal's own).
    package func plateMath(lift: Lift, gym: String?) -> PlateMath {
        equipment(ofSheet: gym).plateMath(for: lift)
    }

    /// The rounding step for set weights: two of the smallest plate (5 lb with 2.5 lb plates).
    package var loadStep: Weight { smallestPlate * 2 }
}

/// A lift named by a key of plusmd.yaml, with where: `front_squat` under `lifts:` at line 12.
package struct LiftNameReference: Sendable, Equatable {
    package var lift: Lift
    /// The setting the key is under, for messages: `lifts`, `gyms.hotel.lifts`, `assistance`, `program.increments`.
    package var setting: String
    package var location: SourceLocation

    package init(lift: Lift, setting: String, location: SourceLocation) {
        self.lift = lift
        self.setting = setting
        self.location = location
    }

    /// A finding for each reference whose lift `order` does not name: an error with "did you mean"
    /// when the name is within two edits of a lift in `order` or of the big four (a misspelling,
    /// as loud as an unknown lift always was), else a warning that the setting is ignored.
    package static func findings(_ references: [LiftNameReference], order: [Lift]) -> [Diagnostic] {
        references.compactMap { reference in
            guard !order.contains(reference.lift), !reference.lift.isBigFour else { return nil }
            return LiftNameReference.finding(
                lift: reference.lift, at: reference.location, order: order,
                subject: "under \(reference.setting)", consequence: "the setting is ignored")
        }
    }

    /// The finding for a lift outside `order` named at `location`.
    package static func finding(lift: Lift, at location: SourceLocation, order: [Lift], subject: String, consequence: String) -> Diagnostic {
        let names = order.map(\.rawValue).joined(separator: ", ")
        if let guess = Lift.closest(to: lift.rawValue, among: order + Lift.bigFour.filter { !order.contains($0) }) {
            return Diagnostic(
                .error, id: "unknown-lift", at: location,
                "unknown lift '\(lift.rawValue)' \(subject): not in the settings' order (\(names)); \(consequence)",
                hint: "Did you mean '\(guess.rawValue)'? Or add the lift to `order:` in plusmd.yaml to train it.")
        }
        return Diagnostic(
            .warning, id: "lift-not-in-order", at: location,
            "\(lift.rawValue) \(subject) is not in the settings' order (\(names)); \(consequence)",
            hint: "Add it to `order:` in plusmd.yaml to train it.")
    }
}
