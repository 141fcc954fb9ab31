import PlusCore

/// The equipment keys of `plusmd.yaml` besides `bar`, `plates` and `units`.
enum EquipmentKeys {
    /// `rounding: nearest|down`, `lifts: {deadlift: {bar: 60}}`, `gyms: {hotel: {...}}`, `gym: hotel`.
    static let topLevel = ["rounding", "lifts", "gyms", "gym"]
    /// The keys of one lift under `lifts:`.
    static let liftKeys = ["bar", "increment"]
    /// The keys of one gym under `gyms:`.
    static let gymKeys = ["units", "bar", "plates", "lifts", "rounding"]
}

extension SettingsReader {
    /// Reads `rounding`, `lifts`, `gyms` and `gym` into `settings` (after `units`, `bar` and
    /// `plates`, which gyms do not inherit: a gym is its own room).
    mutating func readEquipment(_ fields: [String: YAMLNode], into settings: inout Settings) {
        if let node = fields["rounding"], let mode = rounding(node) { settings.rounding = mode }
        if let node = fields["lifts"], let lifts = lifts(node, units: settings.units, setting: "lifts") { settings.lifts = lifts }
        if let node = fields["gyms"] { settings.gyms = gyms(node) }
        if let node = fields["gym"] {
            guard let name = node.scalar?.text, !(node.scalar?.isNull ?? true) else {
                report(.error, node, "gym \(node.summary) must be the name of one of `gyms:`")
                return
            }
            guard settings.gym(named: name) != nil else {
                let names = settings.gyms.compactMap(\.name)
                report(
                    .error, node, "gym '\(name)' is not one of `gyms:`",
                    hint: names.isEmpty ? "Add it under `gyms:` with its bar and plates." : "Gyms: \(names.joined(separator: ", ")).")
                return
            }
            settings.defaultGym = name
        }
    }

    /// `plates:` as a list of sizes (any number of each) or a mapping of size to plates owned.
    mutating func inventory(_ node: YAMLNode) -> (sizes: [Weight], counts: [Weight: Int])? {
        guard case .mapping(let pairs, _, _) = node else {
            return plates(node).map { ($0, [:]) }
        }
        var counts: [Weight: Int] = [:]
        for (key, value) in pairs {
            guard let size = key.weight, size > .zero else {
                report(.error, .scalar(key), "plate '\(key.text)' is not a plate size", hint: "Write sizes and counts such as `{45: 6, 25: 2, 2.5: 2}`.")
                return nil
            }
            guard let count = numberInteger(value, "plate count"), (0...1000).contains(count) else {
                report(.error, value, "the count of \(size) plates \(value.summary) must be a whole number from 0 to 1000")
                return nil
            }
            counts[size] = count
        }
        guard counts.values.contains(where: { $0 >= 2 }) else {
            report(.error, node, "plates must own at least two of one size (one for each side)")
            return nil
        }
        return (counts.keys.sorted(by: >), counts)
    }

    mutating func rounding(_ node: YAMLNode) -> RoundingMode? {
        guard let mode = node.scalar.flatMap({ RoundingMode(rawValue: $0.text.lowercased()) }) else {
            report(.error, node, "rounding \(node.summary) must be nearest or down")
            return nil
        }
        return mode
    }

    /// `lifts: {deadlift: {bar: 60}, press: {bar: 35, increment: 1}, front squat: {bar: 45}}`: any
    /// lift name (one `order` does not train is reported after resolution, `LiftNameReference`).
    mutating func lifts(_ node: YAMLNode, units: WeightUnit, setting: String) -> [Lift: LiftEquipment]? {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "lifts must be a mapping such as {deadlift: {bar: 60}, press: {increment: 1}}")
            return nil
        }
        var lifts: [Lift: LiftEquipment] = [:]
        for (key, value) in pairs {
            guard let lift = Lift(parsing: key.text) else {
                report(.error, .scalar(key), "unknown lift '\(key.text)' in lifts", hint: "Name a lift of `order:` (squat, bench, deadlift, press, …).")
                continue
            }
            noteLiftName(lift, setting: setting, key: key)
            guard case .mapping(let members, _, _) = value else {
                report(.error, value, "lifts.\(lift.rawValue) must be a mapping such as {bar: 60, increment: 2.5}")
                continue
            }
            var equipment = LiftEquipment()
            for (member, item) in members {
                switch member.text {
                case "bar": equipment.bar = weight(item, "lifts.\(lift.rawValue).bar")
                case "increment":
                    guard let step = weight(item, "lifts.\(lift.rawValue).increment") else { continue }
                    guard step > .zero, step.hundredths % 2 == 0 else {
                        report(
                            .error, item, "lifts.\(lift.rawValue).increment \(item.summary) must be more than 0 and split evenly over two sides",
                            hint: "An increment of 1 \(units.rawValue) adds plates of 0.5 per side.")
                        continue
                    }
                    equipment.increment = step
                default:
                    report(.warning, .scalar(member), "unknown setting 'lifts.\(lift.rawValue).\(member.text)'", hint: "A lift takes `bar` and `increment`.")
                }
            }
            lifts[lift] = equipment
        }
        return lifts
    }

    /// `gyms: {hotel: {units: kg, bar: 20, plates: [25, 20, 10, 5, 2.5, 1.25]}}`; each gym starts
    /// from its unit's defaults.
    mutating func gyms(_ node: YAMLNode) -> [Gym] {
        guard case .mapping(let pairs, _, _) = node else {
            report(.error, node, "gyms must be a mapping such as {hotel: {units: kg, bar: 20}}")
            return []
        }
        var gyms: [Gym] = []
        for (key, value) in pairs {
            let name = key.text
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                report(.error, .scalar(key), "gym name '\(name)' must be one word (letters, digits, - and _)")
                continue
            }
            guard case .mapping(let members, _, _) = value else {
                report(.error, value, "gyms.\(name) must be a mapping such as {units: kg, bar: 20, plates: [25, 20, 10, 5, 2.5]}")
                continue
            }
            var fields: [String: YAMLNode] = [:]
            for (member, item) in members {
                if EquipmentKeys.gymKeys.contains(member.text) {
                    fields[member.text] = item
                } else {
                    report(
                        .warning, .scalar(member), "unknown setting 'gyms.\(name).\(member.text)'",
                        hint: "A gym takes " + EquipmentKeys.gymKeys.map { "`\($0)`" }.joined(separator: ", ") + ".")
                }
            }
            var units = WeightUnit.lb
            if let node = fields["units"] {
                if let parsed = node.scalar.flatMap({ WeightUnit(parsing: $0.text) }) {
                    units = parsed
                } else {
                    report(.error, node, "gyms.\(name).units \(node.summary) must be lb or kg")
                }
            }
            var gym = Gym(name: name, units: units)
            if let node = fields["bar"], let bar = weight(node, "gyms.\(name).bar") { gym.bar = bar }
            if let node = fields["plates"], let inventory = inventory(node) {
                gym.plates = PlateInventory(stock: inventory.sizes.map { PlateInventory.Stock(size: $0, owned: inventory.counts[$0]) })
            }
            if let node = fields["lifts"], let lifts = lifts(node, units: units, setting: "gyms.\(name).lifts") { gym.lifts = lifts }
            if let node = fields["rounding"], let mode = rounding(node) { gym.rounding = mode }
            gyms.append(gym)
        }
        return gyms
    }
}
