/// The program a journal follows, from `program:` in plusmd.yaml: the templates of Jim Wendler,
/// *5/3/1 Forever* (2017) — leader and anchor blocks, 5s PRO, First Set Last, the 7th-week
/// protocols, fixed TM increments, Joker sets.
///
/// A journal without `program:` has none (`Settings.program == nil`) and follows the original
/// 5/3/1 with Boring But Big exactly as before (`Program`).
///
/// The blocks run in sequence and repeat. Each cycle of a cycle block, and each 7th week, is one
/// plusmd cycle: its sheets carry `cycle: N` and say in their front matter which block they belong
/// to (`SheetPlacement`), so changing the description applies from the next cycle and sheets
/// already written keep their meaning.
package struct ProgramDescription: Sendable, Equatable {
    /// The blocks, in order; never empty.
    package var blocks: [ProgramBlock]
    /// How the TMs rise after each cycle.
    package var progression: ProgressionRule
    /// Per-lift fixed increments that replace the defaults (`fixed` progression, and `e1rm` in
    /// cycles whose scheme has no AMRAP set), in the journal's unit.
    package var increments: [Lift: Weight]
    /// The week as days (`days:`), where a lift may come more than once a week; nil for the
    /// original layout, each lift of `order` once a week in any order. Cycle blocks use it as
    /// written; a 7th week uses `WeekLayout.seventhWeek` (each lift once).
    package var days: WeekLayout?
    /// The built-in template the description came from (`program: beginners`), for `config` and
    /// docs; nil for a description written out in plusmd.yaml.
    package var template: String?

    package init(
        blocks: [ProgramBlock], progression: ProgressionRule = .estimatedOneRepMax, increments: [Lift: Weight] = [:],
        days: WeekLayout? = nil, template: String? = nil
    ) {
        self.blocks = blocks
        self.progression = progression
        self.increments = increments
        self.days = days
        self.template = template
    }

    /// Wendler's fixed increment per cycle (5/3/1 Forever): +5 lb for the upper-body lifts
    /// (bench, press), +10 lb for the lower (squat, deadlift); in kg +2.5 and +5. A per-lift
    /// override from `increments:` wins.
    ///
    /// Any other lift counts as lower-body (+10 lb / +5 kg) when its id holds one of `squat`,
    /// `deadlift`, `clean`, `snatch`, `pull`, `lunge`, `thrust` or `leg` (`front_squat`,
    /// `power_clean`, `hip_thrust`), else as upper-body (+5 lb / +2.5 kg): `incline_bench`, `dip`.
    package func increment(for lift: Lift, units: WeightUnit) -> Weight {
        if let weight = increments[lift] { return weight }
        let upper = !ProgramDescription.isLowerBody(lift)
        switch units {
        case .lb: return Weight(upper ? 5 : 10)
        case .kg: return Weight(hundredths: upper ? 250 : 500)
        }
    }

    /// Words in a lift's id that make it a lower-body lift for the default increment.
    package static let lowerBodyWords = ["squat", "deadlift", "clean", "snatch", "pull", "lunge", "thrust", "leg"]

    /// Whether `lift` takes the lower-body increment: squat and deadlift, and any other lift whose
    /// id holds one of `lowerBodyWords`.
    package static func isLowerBody(_ lift: Lift) -> Bool {
        if lift.isBigFour { return lift == .squat || lift == .deadlift }
        return lowerBodyWords.contains { lift.rawValue.contains($0) }
    }

    /// Every cycle of one pass through the blocks, in order.
    package var sequence: [ProgramCycle] {
        var cycles: [ProgramCycle] = []
        for (index, block) in blocks.enumerated() {
            switch block.kind {
            case .cycles(let count, let weeks, let scheme, let supplemental, let jokers):
                for number in 1...count {
                    cycles.append(
                        ProgramCycle(
                            block: block.name, blockIndex: index, blockCycle: number, blockCycles: count,
                            scheme: scheme.scheme, supplemental: supplemental, jokers: jokers, weekCount: weeks,
                            layout: days))
                }
            case .seventhWeek(let protocolKind):
                cycles.append(
                    ProgramCycle(
                        block: block.name, blockIndex: index, blockCycle: 1, blockCycles: 1,
                        scheme: protocolKind.scheme, supplemental: .none, jokers: false, weekCount: 1,
                        layout: days?.seventhWeek))
            }
        }
        return cycles
    }

    /// The cycle that follows `cycle` in the description: the next of its block, else the first of
    /// the next block (after the last block, the first again). A cycle from a block the description
    /// no longer has (the program was changed) is followed by the description's first cycle.
    package func successor(of cycle: ProgramCycle) -> ProgramCycle {
        let all = sequence
        guard let index = all.firstIndex(where: { $0.block == cycle.block && $0.blockCycle == cycle.blockCycle && $0.scheme == cycle.scheme })
            ?? all.firstIndex(where: { $0.block == cycle.block && $0.blockCycle == cycle.blockCycle })
        else { return all[0] }
        return all[(index + 1) % all.count]
    }
}

/// How TMs rise after a cycle.
package enum ProgressionRule: String, Sendable, Equatable, Codable {
    /// `tm_percent` of the Epley e1RM of the week-3 AMRAP set, when higher (the seed app's rule,
    /// today's default). A cycle whose scheme has no AMRAP set (5s PRO) rises by the fixed increment.
    case estimatedOneRepMax = "e1rm"
    /// Wendler's fixed increments (5/3/1 Forever): +5/+10 lb (+2.5/+5 kg) per cycle.
    case fixed
}

/// One block of a program.
package struct ProgramBlock: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `count` cycles of `weeks` (3, or 4 with the 40/50/60 deload week).
        case cycles(count: Int, weeks: Int, scheme: MainScheme, supplemental: Supplemental, jokers: Bool)
        /// One 7th week.
        case seventhWeek(SeventhWeekProtocol)
    }

    /// The block's name as sheets and `status` show it: `Leader`, `Anchor`, `7th week`.
    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// The main-set scheme of a cycle block.
package enum MainScheme: String, Sendable, Equatable, CaseIterable {
    case fiveThreeOne = "531"
    case fivesPro = "5s_pro"
    case threeFiveOne = "351"

    package var scheme: Scheme {
        switch self {
        case .fiveThreeOne: .fiveThreeOne
        case .fivesPro: .fivesPro
        case .threeFiveOne: .threeFiveOne
        }
    }
}

/// The 7th-week protocols of 5/3/1 Forever.
package enum SeventhWeekProtocol: String, Sendable, Equatable, CaseIterable {
    case deload
    case tmTest = "tm_test"

    package var scheme: Scheme { self == .deload ? .seventhWeekDeload : .trainingMaxTest }
}

/// What a sheet's main sets are: a cycle scheme or a 7th-week protocol. Written in a sheet's front
/// matter as `scheme:` so the sheet keeps its meaning whatever the settings say later.
package enum Scheme: String, Sendable, Equatable, Codable, CaseIterable {
    case fiveThreeOne = "531"
    case fivesPro = "5s_pro"
    case threeFiveOne = "351"
    case seventhWeekDeload = "deload"
    case trainingMaxTest = "tm_test"

    /// The week number 7th-week sheets carry (`week: 7`).
    package static let seventhWeek = 7

    /// True for the 7th-week protocols.
    package var isSeventhWeek: Bool { self == .seventhWeekDeload || self == .trainingMaxTest }

    /// True when the last working set of weeks 1–3 is an AMRAP set (`5+`); 5s PRO has none, the
    /// 7th-week deload none, the TM test's 100 % set is one (3–5 reps).
    package var hasAMRAP: Bool { self != .fivesPro && self != .seventhWeekDeload }

    /// The name for people: `5/3/1`, `5s PRO`, `3/5/1`, `7th-week deload`, `7th-week TM test`.
    package var displayName: String {
        switch self {
        case .fiveThreeOne: "5/3/1"
        case .fivesPro: "5s PRO"
        case .threeFiveOne: "3/5/1"
        case .seventhWeekDeload: "7th-week deload"
        case .trainingMaxTest: "7th-week TM test"
        }
    }

    /// The working sets of `week`, as percent of TM × reps (`isAMRAP` for `+`).
    ///
    /// From Wendler, *5/3/1 Forever* (2017):
    /// - `531`: 65/75/85 % × 5/5/5+, 70/80/90 % × 3/3/3+, 75/85/95 % × 5/3/1+; week 4 40/50/60 % × 5;
    /// - `5s_pro`: the same percentages, every set × 5, no AMRAP; week 4 as above;
    /// - `351`: the 3s week first (70/80/90 % × 3/3/3+), then the 5s week (65/75/85 % × 5/5/5+),
    ///   then 75/85/95 % × 5/3/1+; week 4 as above;
    /// - 7th-week deload: 70 % × 5, 80 % × 3–5 (3 written), 90 % × 1, 100 % × 1, no AMRAP;
    /// - 7th-week TM test: 70/80/90 % × 5, 100 % × 3–5 (written `3+`; fewer than 3 fails the test).
    package func workingSets(week: Int) -> [Prescription] {
        switch self {
        case .fiveThreeOne:
            return Program.workingSets(week: week)
        case .threeFiveOne:
            let swapped = week == 1 ? 2 : week == 2 ? 1 : week
            return Program.workingSets(week: swapped)
        case .fivesPro:
            return Program.workingSets(week: week).map {
                Prescription(kind: .working, percent: $0.percent, reps: 5, isAMRAP: false)
            }
        case .seventhWeekDeload:
            return [(70, 5), (80, 3), (90, 1), (100, 1)].map {
                Prescription(kind: .working, percent: Percentage($0.0), reps: $0.1, isAMRAP: false)
            }
        case .trainingMaxTest:
            return [(70, 5, false), (80, 5, false), (90, 5, false), (100, 3, true)].map {
                Prescription(kind: .working, percent: Percentage($0.0), reps: $0.1, isAMRAP: $0.2)
            }
        }
    }

    /// A short name for a week of the scheme: `5s`, `3s`, `5/3/1`, `deload`, `7th week`.
    package func weekName(_ week: Int) -> String {
        if isSeventhWeek { return self == .trainingMaxTest ? "TM test" : "7th-week deload" }
        if self == .threeFiveOne && (week == 1 || week == 2) { return Program.weekName(3 - week) }
        return Program.weekName(week)
    }
}

/// Supplemental work after the main sets (weeks 1–3 of a cycle; never in a deload or 7th week).
package struct Supplemental: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case bbb, fsl, ssl, bbs, widowmaker, none
    }

    package var kind: Kind
    package var sets: Int
    package var reps: Int
    /// BBB only: the fixed percent of TM (default the settings' `bbb.percent`); nil for the others,
    /// whose percent follows the week's working sets.
    package var percent: Percentage?

    package init(kind: Kind, sets: Int? = nil, reps: Int? = nil, percent: Percentage? = nil) {
        self.kind = kind
        self.sets = sets ?? kind.defaultSetsReps.sets
        self.reps = reps ?? kind.defaultSetsReps.reps
        self.percent = percent
    }

    package static let none = Supplemental(kind: .none)

    /// The prescribed sets after `working` (the week's working sets), Wendler's *5/3/1 Forever*:
    /// - `bbb` Boring But Big, 5 × 10 at a fixed percent (50–70 %);
    /// - `fsl` First Set Last, 5 × 5 at the first working set's percent (3–5 sets of 5–8);
    /// - `ssl` Second Set Last, 5 × 5 at the second's (3–5 sets of 5–8);
    /// - `bbs` Boring But Strong, 10 × 5 at the first's;
    /// - `widowmaker` 1 × 20 at the first's (15–20 reps);
    /// - `none`.
    package func prescriptions(after working: [Prescription], bbbPercent: Percentage) -> [Prescription] {
        let percent: Percentage?
        switch kind {
        case .none: percent = nil
        case .bbb: percent = self.percent ?? bbbPercent
        case .fsl, .bbs, .widowmaker: percent = working.first?.percent
        case .ssl: percent = working.dropFirst().first?.percent
        }
        guard let percent, sets > 0 else { return [] }
        return Array(repeating: Prescription(kind: .bbb, percent: percent, reps: reps, isAMRAP: false), count: sets)
    }

    /// `BBB 5 × 10`, `FSL 5 × 5`, `none`.
    package var displayName: String {
        kind == .none ? "none" : "\(kind.heading) \(sets) × \(reps)"
    }
}

extension Supplemental.Kind {
    /// The book's default sets × reps.
    package var defaultSetsReps: (sets: Int, reps: Int) {
        switch self {
        case .bbb: (5, 10)
        case .fsl, .ssl: (5, 5)
        case .bbs: (10, 5)
        case .widowmaker: (1, 20)
        case .none: (0, 0)
        }
    }

    /// The sets and reps the book allows (5/3/1 Forever): BBB 5 × 10; FSL and SSL 3–5 × 5–8;
    /// BBS 5–10 × 5; Widowmaker 1 × 15–20.
    package var allowed: (sets: ClosedRange<Int>, reps: ClosedRange<Int>) {
        switch self {
        case .bbb: (3...5, 8...10)
        case .fsl, .ssl: (3...5, 5...8)
        case .bbs: (5...10, 5...5)
        case .widowmaker: (1...1, 15...20)
        case .none: (0...0, 0...0)
        }
    }

    /// The section heading of the sheet: `BBB`, `FSL`, `SSL`, `BBS`, `Widowmaker`.
    package var heading: String {
        switch self {
        case .bbb: "BBB"
        case .fsl: "FSL"
        case .ssl: "SSL"
        case .bbs: "BBS"
        case .widowmaker: "Widowmaker"
        case .none: "none"
        }
    }
}

/// One plusmd cycle of a program: a cycle of a cycle block, or a 7th week.
package struct ProgramCycle: Sendable, Equatable {
    /// The block's name (`Leader`).
    package var block: String
    /// The block's index in the description; nil when the description no longer has it.
    package var blockIndex: Int?
    /// 1-based cycle within the block, and how many the block has.
    package var blockCycle: Int
    package var blockCycles: Int
    package var scheme: Scheme
    package var supplemental: Supplemental
    /// Whether Joker sets are offered after the AMRAP set.
    package var jokers: Bool
    /// 3 or 4 for a cycle, 1 for a 7th week.
    package var weekCount: Int
    /// The cycle's week as days (the program's `days:`; for a 7th week each lift once); nil for
    /// a week of each lift of `order` once.
    package var layout: WeekLayout? = nil

    /// The slots of each week of the cycle: the layout's, else each lift of `order` once.
    package func slots(order: [Lift]) -> [SessionSlot] {
        layout?.slots ?? order.map { SessionSlot(lift: $0) }
    }

    /// The cycle as one appearance of a lift runs it: the appearance's own scheme or supplemental
    /// (`days:` overrides) in place of the cycle's. A 7th week, or a slot without overrides, is
    /// the cycle itself.
    package func forAppearance(_ slot: SessionSlot) -> ProgramCycle {
        guard !scheme.isSeventhWeek, let appearance = layout?.appearance(slot) else { return self }
        var cycle = self
        if let scheme = appearance.scheme { cycle.scheme = scheme.scheme }
        if let supplemental = appearance.supplemental { cycle.supplemental = supplemental }
        return cycle
    }

    /// The weeks a sheet of this cycle may carry: 1…3 or 1…4, or `[7]`.
    package var weeks: [Int] { scheme.isSeventhWeek ? [Scheme.seventhWeek] : Array(1...weekCount) }

    /// The placement a sheet of this cycle writes in its front matter.
    package var placement: SheetPlacement {
        SheetPlacement(block: block, blockCycle: blockCycle, scheme: scheme, supplemental: supplemental.kind)
    }

    /// Every set of `week` in lifting order: warmups (40/50/60 % × 5/5/3, not in a 4th-week deload),
    /// working sets, Joker sets (when offered, in weeks 1–3 of a scheme with an AMRAP set), then the
    /// supplemental work (weeks 1–3 only).
    package func sets(week: Int, bbbPercent: Percentage) -> [Prescription] {
        let working = scheme.workingSets(week: week)
        if !scheme.isSeventhWeek && week == Program.deloadWeek { return working }
        let warmups = [(40, 5), (50, 5), (60, 3)].map {
            Prescription(kind: .warmup, percent: Percentage($0.0), reps: $0.1, isAMRAP: false)
        }
        if scheme.isSeventhWeek { return warmups + working }
        var jokerSets: [Prescription] = []
        if jokers, scheme.hasAMRAP, let top = working.last {
            // Jokers (5/3/1 Forever): singles, triples or fives at +5 % and +10 % of TM above the
            // top set, for the week's top-set reps; optional, never needed to finish the lift.
            jokerSets = [500, 1000].map {
                Prescription(kind: .joker, percent: Percentage(basisPoints: top.percent.basisPoints + $0), reps: top.reps, isAMRAP: false)
            }
        }
        return warmups + working + jokerSets + supplemental.prescriptions(after: working, bbbPercent: bbbPercent)
    }

    /// `Leader 2 of 2`, `7th week`.
    package var title: String {
        blockCycles > 1 ? "\(block) \(blockCycle) of \(blockCycles)" : block
    }
}

/// Where a sheet sits in a program, from its front matter (`block:`, `block_cycle:`, `scheme:`,
/// `supplemental:`). Nil on sheets of a journal without `program:`.
package struct SheetPlacement: Sendable, Equatable, Codable {
    package var block: String
    package var blockCycle: Int
    package var scheme: Scheme
    package var supplemental: Supplemental.Kind

    package init(block: String, blockCycle: Int, scheme: Scheme, supplemental: Supplemental.Kind) {
        self.block = block
        self.blockCycle = blockCycle
        self.scheme = scheme
        self.supplemental = supplemental
    }
}

extension Supplemental.Kind: Codable {}
