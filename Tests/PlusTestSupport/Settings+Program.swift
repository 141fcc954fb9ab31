import PlusCore

extension Settings {
    /// The default settings training `order` (squat and bench: two lifts make a short week) with a
    /// `program:` of `blocks`.
    package static func program(
        _ blocks: [ProgramBlock], progression: ProgressionRule, order: [Lift] = [.squat, .bench]
    ) -> Settings {
        var settings = Settings()
        settings.order = order
        settings.program = ProgramDescription(blocks: blocks, progression: progression)
        return settings
    }
}

extension ProgramBlock {
    /// A block of `count` cycles of `weeks` weeks of `scheme` with BBB and no Joker sets.
    package static func cycles(_ name: String = "Leader", count: Int, weeks: Int, scheme: MainScheme = .fiveThreeOne) -> ProgramBlock {
        ProgramBlock(name: name, kind: .cycles(count: count, weeks: weeks, scheme: scheme, supplemental: Supplemental(kind: .bbb), jokers: false))
    }
}
