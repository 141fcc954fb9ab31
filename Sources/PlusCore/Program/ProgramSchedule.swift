/// Which program cycle each plusmd cycle is: what its sheets say (the earliest sheet's
/// `SheetPlacement`), and for a cycle without sheets, what the description says follows the
/// previous one. Without `program:` every cycle is the original four-week 5/3/1 (`cycle(_:)` is
/// nil) and positions advance exactly as `CyclePosition.next`.
package struct ProgramSchedule: Sendable {
    package let program: ProgramDescription?
    /// The cycles that have sheets, from their earliest sheet.
    private var known: [Int: ProgramCycle] = [:]
    private let settings: Settings

    /// The schedule of `settings` for the sheets that count (`sheets`, any order).
    package init(settings: Settings, sheets: [Workout]) {
        self.settings = settings
        program = settings.program
        guard let program else { return }
        // Each cycle is what its earliest sheet of a program block says (a hand-written sheet
        // without placement does not make it an original 5/3/1 cycle), else its earliest sheet.
        var first: [Int: Workout] = [:]
        var lastWeek: [Int: Int] = [:]
        let isPlaced = { (sheet: Workout) in !(sheet.placement?.block.isEmpty ?? true) }
        for sheet in sheets {
            lastWeek[sheet.cycle] = max(lastWeek[sheet.cycle] ?? 0, sheet.week)
            if let existing = first[sheet.cycle] {
                if isPlaced(existing) && !isPlaced(sheet) { continue }
                if isPlaced(existing) == isPlaced(sheet) && !Workout.liftedBefore(sheet, existing) { continue }
            }
            first[sheet.cycle] = sheet
        }
        for (cycle, sheet) in first {
            known[cycle] = Self.cycle(of: sheet, lastWeek: lastWeek[cycle] ?? 1, program: program, settings: settings)
        }
    }

    /// The program cycle a sheet says it belongs to: the description's cycle of that block when the
    /// description still has it (with the sheet's scheme), else one built from the sheet alone. A
    /// sheet without placement (written before `program:` was set) is an original 5/3/1 cycle.
    static func cycle(of sheet: Workout, lastWeek: Int, program: ProgramDescription, settings: Settings) -> ProgramCycle {
        guard let placement = sheet.placement else {
            return ProgramCycle(
                block: "", blockIndex: nil, blockCycle: 1, blockCycles: 1, scheme: .fiveThreeOne,
                supplemental: settings.bbbEnabled ? Supplemental(kind: .bbb, percent: settings.bbbPercent) : .none,
                jokers: false, weekCount: Program.deloadWeek)
        }
        let sequence = program.sequence
        if var match = sequence.first(where: { $0.block == placement.block && $0.blockCycle == placement.blockCycle && $0.scheme == placement.scheme })
            ?? sequence.first(where: { $0.block == placement.block && $0.blockCycle == placement.blockCycle }),
            match.scheme.isSeventhWeek == placement.scheme.isSeventhWeek
        {
            // A sheet of a day whose appearance overrides the scheme or supplemental (`days:`)
            // says the appearance's: the cycle itself stays as the description has it.
            let appearance = match.forAppearance(SessionSlot(lift: sheet.lift, day: sheet.day))
            if appearance != match, appearance.scheme == placement.scheme, appearance.supplemental.kind == placement.supplemental {
                return match
            }
            match.scheme = placement.scheme
            if match.supplemental.kind != placement.supplemental { match.supplemental = Supplemental(kind: placement.supplemental) }
            return match
        }
        return ProgramCycle(
            block: placement.block, blockIndex: nil, blockCycle: placement.blockCycle, blockCycles: placement.blockCycle,
            scheme: placement.scheme, supplemental: Supplemental(kind: placement.supplemental), jokers: false,
            weekCount: placement.scheme.isSeventhWeek ? 1 : max(3, min(lastWeek, Program.deloadWeek)),
            layout: placement.block.isEmpty ? nil : program.days.map { placement.scheme.isSeventhWeek ? $0.seventhWeek : $0 })
    }

    /// The program cycle of plusmd cycle `number`; nil without `program:`.
    package func cycle(_ number: Int) -> ProgramCycle? {
        guard let program else { return nil }
        if let cycle = known[number] { return cycle }
        // The nearest earlier cycle with sheets, then the description onwards. Cycles are counted
        // from there, never looped over from 1 (a hand-typed `cycle: 99999` must cost nothing).
        let earlier = known.keys.filter { $0 < number }.max()
        let sequence = program.sequence
        guard let earlier, let from = known[earlier] else { return sequence[(number - 1) % sequence.count] }
        let next = program.successor(of: from)
        let steps = number - earlier - 1
        guard let index = sequence.firstIndex(of: next) else { return next }
        return sequence[(index + steps) % sequence.count]
    }

    /// The program cycle `sheet` says it sits in (its placement; as `Planner.programCycle(of:settings:)`),
    /// for its title (`Anchor (cycle 4)`) and its supplemental's name; nil without `program:` or for
    /// a sheet without placement (written before `program:` was set).
    package func cycle(of sheet: Workout) -> ProgramCycle? {
        guard let program, sheet.placement != nil else { return nil }
        return Self.cycle(of: sheet, lastWeek: sheet.week, program: program, settings: settings)
    }

    /// The weeks of cycle `number`: 1…4 without a program; the program cycle's weeks otherwise.
    package func weeks(ofCycle number: Int) -> [Int] {
        cycle(number)?.weeks ?? Array(Program.weeks)
    }

    /// The first position of the journal.
    package var start: CyclePosition {
        CyclePosition(cycle: 1, week: weeks(ofCycle: 1).first ?? 1)
    }

    /// The week after `position`: the next week of its cycle, else the first week of the next
    /// cycle. Without a program, `position.next`.
    package func next(after position: CyclePosition) -> CyclePosition {
        guard program != nil else { return position.next }
        let weeks = weeks(ofCycle: position.cycle)
        if let index = weeks.firstIndex(of: position.week), index + 1 < weeks.count {
            return CyclePosition(cycle: position.cycle, week: weeks[index + 1])
        }
        if position.week < (weeks.last ?? 0) {
            return CyclePosition(cycle: position.cycle, week: weeks.first { $0 > position.week } ?? position.week + 1)
        }
        let following = position.cycle + 1
        return CyclePosition(cycle: following, week: self.weeks(ofCycle: following).first ?? 1)
    }

    /// The sets of `week` in program cycle `number` (the original program's without `program:`).
    package func prescriptions(cycle number: Int, week: Int) -> [Prescription] {
        guard let cycle = cycle(number) else { return Program.sets(week: week, settings: settings) }
        return cycle.sets(week: week, bbbPercent: settings.bbbPercent)
    }
}
