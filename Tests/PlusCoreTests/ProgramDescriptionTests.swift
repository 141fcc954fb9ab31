import Testing

@testable import PlusCore

/// The schemes, supplementals and 7th-week protocols against Jim Wendler, *5/3/1 Forever* (2017).
@Suite struct ProgramDescriptionTests {
    /// `65x5 75x5 85x5+`: a week's working sets as percent × reps.
    func table(_ sets: [Prescription]) -> String {
        sets.map { "\($0.percent)x\($0.reps)\($0.isAMRAP ? "+" : "")" }.joined(separator: " ")
    }

    @Test(arguments: [
        (Scheme.fiveThreeOne, 1, "65x5 75x5 85x5+"), (.fiveThreeOne, 2, "70x3 80x3 90x3+"),
        (.fiveThreeOne, 3, "75x5 85x3 95x1+"), (.fiveThreeOne, 4, "40x5 50x5 60x5"),
        (.fivesPro, 1, "65x5 75x5 85x5"), (.fivesPro, 2, "70x5 80x5 90x5"),
        (.fivesPro, 3, "75x5 85x5 95x5"), (.fivesPro, 4, "40x5 50x5 60x5"),
        (.threeFiveOne, 1, "70x3 80x3 90x3+"), (.threeFiveOne, 2, "65x5 75x5 85x5+"),
        (.threeFiveOne, 3, "75x5 85x3 95x1+"), (.threeFiveOne, 4, "40x5 50x5 60x5"),
        (.seventhWeekDeload, 7, "70x5 80x3 90x1 100x1"), (.trainingMaxTest, 7, "70x5 80x5 90x5 100x3+"),
    ])
    func schemeMatchesTheBook(scheme: Scheme, week: Int, expected: String) {
        #expect(table(scheme.workingSets(week: week)) == expected)
    }

    @Test func originalSchemeIsTodaysProgram() {
        for week in Program.weeks {
            #expect(Scheme.fiveThreeOne.workingSets(week: week) == Program.workingSets(week: week))
        }
        // A classic cycle built by the schedule plans exactly what `Program.sets` does.
        let settings = Settings()
        let classic = ProgramCycle(
            block: "", blockIndex: nil, blockCycle: 1, blockCycles: 1, scheme: .fiveThreeOne,
            supplemental: Supplemental(kind: .bbb), jokers: false, weekCount: 4)
        for week in Program.weeks {
            #expect(classic.sets(week: week, bbbPercent: settings.bbbPercent) == Program.sets(week: week, settings: settings))
        }
    }

    @Test(arguments: [
        // (kind, week, expected sets after the working sets)
        (Supplemental.Kind.bbb, 1, "50x10 50x10 50x10 50x10 50x10"),
        (.fsl, 1, "65x5 65x5 65x5 65x5 65x5"), (.fsl, 2, "70x5 70x5 70x5 70x5 70x5"), (.fsl, 3, "75x5 75x5 75x5 75x5 75x5"),
        (.ssl, 1, "75x5 75x5 75x5 75x5 75x5"), (.ssl, 3, "85x5 85x5 85x5 85x5 85x5"),
        (.bbs, 1, "65x5 65x5 65x5 65x5 65x5 65x5 65x5 65x5 65x5 65x5"),
        (.widowmaker, 2, "70x20"), (.none, 1, ""),
    ])
    func supplementalMatchesTheBook(kind: Supplemental.Kind, week: Int, expected: String) {
        let sets = Supplemental(kind: kind).prescriptions(after: Scheme.fiveThreeOne.workingSets(week: week), bbbPercent: Percentage(50))
        #expect(table(sets) == expected)
        #expect(sets.allSatisfy { $0.kind == .bbb && !$0.isAMRAP })
    }

    @Test func supplementalSetsAndRepsAdjust() {
        let fsl = Supplemental(kind: .fsl, sets: 3, reps: 8)
        #expect(table(fsl.prescriptions(after: Scheme.fivesPro.workingSets(week: 1), bbbPercent: Percentage(50))) == "65x8 65x8 65x8")
        let bbb = Supplemental(kind: .bbb, percent: Percentage(60))
        #expect(table(bbb.prescriptions(after: [], bbbPercent: Percentage(50))) == "60x10 60x10 60x10 60x10 60x10")
    }

    func cycle(_ scheme: Scheme, jokers: Bool = false, supplemental: Supplemental = Supplemental(kind: .fsl), weeks: Int = 3) -> ProgramCycle {
        ProgramCycle(
            block: "Anchor", blockIndex: 0, blockCycle: 1, blockCycles: 1, scheme: scheme, supplemental: supplemental,
            jokers: jokers, weekCount: scheme.isSeventhWeek ? 1 : weeks)
    }

    @Test func jokerSetsFollowTheAMRAPAtFiveAndTenPercentMore() {
        let anchor = cycle(.fiveThreeOne, jokers: true)
        #expect(table(anchor.sets(week: 1, bbbPercent: Percentage(50)).filter { $0.kind == .joker }) == "90x5 95x5")
        #expect(table(anchor.sets(week: 2, bbbPercent: Percentage(50)).filter { $0.kind == .joker }) == "95x3 100x3")
        #expect(table(anchor.sets(week: 3, bbbPercent: Percentage(50)).filter { $0.kind == .joker }) == "100x1 105x1")
        // Jokers come after the working sets, before the supplemental work; none with 5s PRO.
        #expect(anchor.sets(week: 1, bbbPercent: Percentage(50)).map(\.kind) == [.warmup, .warmup, .warmup, .working, .working, .working, .joker, .joker, .bbb, .bbb, .bbb, .bbb, .bbb])
        #expect(!cycle(.fivesPro, jokers: true).sets(week: 1, bbbPercent: Percentage(50)).contains { $0.kind == .joker })
    }

    @Test func seventhWeeksHaveWarmupsAndNoSupplementalDeloadWeekNothingElse() {
        #expect(table(cycle(.seventhWeekDeload).sets(week: 7, bbbPercent: Percentage(50))) == "40x5 50x5 60x3 70x5 80x3 90x1 100x1")
        #expect(table(cycle(.trainingMaxTest).sets(week: 7, bbbPercent: Percentage(50))) == "40x5 50x5 60x3 70x5 80x5 90x5 100x3+")
        #expect(table(cycle(.fiveThreeOne, jokers: true, weeks: 4).sets(week: 4, bbbPercent: Percentage(50))) == "40x5 50x5 60x5")
    }

    @Test func fixedIncrementsPerUnitWithOverrides() {
        var program = ProgramDescription(blocks: [ProgramBlock(name: "Leader", kind: .cycles(count: 1, weeks: 3, scheme: .fiveThreeOne, supplemental: .none, jokers: false))])
        #expect(program.increment(for: .squat, units: .lb) == Weight(10))
        #expect(program.increment(for: .deadlift, units: .lb) == Weight(10))
        #expect(program.increment(for: .bench, units: .lb) == Weight(5))
        #expect(program.increment(for: .press, units: .kg) == Weight(hundredths: 250))
        #expect(program.increment(for: .squat, units: .kg) == Weight(5))
        program.increments[.press] = Weight(hundredths: 250)
        #expect(program.increment(for: .press, units: .lb) == Weight(hundredths: 250))
    }

    static let forever = ProgramDescription(blocks: [
        ProgramBlock(name: "Leader", kind: .cycles(count: 2, weeks: 3, scheme: .fivesPro, supplemental: Supplemental(kind: .bbb), jokers: false)),
        ProgramBlock(name: "7th week", kind: .seventhWeek(.deload)),
        ProgramBlock(name: "Anchor", kind: .cycles(count: 1, weeks: 3, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .fsl), jokers: true)),
        ProgramBlock(name: "7th week", kind: .seventhWeek(.tmTest)),
    ])

    @Test func sequenceRepeatsAndScheduleAdvancesThroughBlocks() {
        var settings = Settings()
        settings.program = Self.forever
        let schedule = ProgramSchedule(settings: settings, sheets: [])
        #expect((1...6).map { schedule.cycle($0)!.title } == ["Leader 1 of 2", "Leader 2 of 2", "7th week", "Anchor", "7th week", "Leader 1 of 2"])
        #expect(schedule.cycle(5)?.scheme == .trainingMaxTest)
        #expect(schedule.start == CyclePosition(cycle: 1, week: 1))
        #expect(schedule.next(after: CyclePosition(cycle: 2, week: 3)) == CyclePosition(cycle: 3, week: 7))
        #expect(schedule.next(after: CyclePosition(cycle: 3, week: 7)) == CyclePosition(cycle: 4, week: 1))
        // Without a program, positions advance as always.
        let plain = ProgramSchedule(settings: Settings(), sheets: [])
        #expect(plain.cycle(1) == nil)
        #expect(plain.next(after: CyclePosition(cycle: 1, week: 3)) == CyclePosition(cycle: 1, week: 4))
        #expect(plain.next(after: CyclePosition(cycle: 1, week: 4)) == CyclePosition(cycle: 2, week: 1))
    }

    @Test func sheetsWrittenBeforeTheProgramAreOriginalCyclesAndTheProgramStartsAfter() {
        var settings = Settings()
        settings.program = Self.forever
        let old = Workout(path: "a.md", date: Day(year: 2026, month: 1, day: 5)!, lift: .squat, cycle: 1, week: 4, sets: [])
        let schedule = ProgramSchedule(settings: settings, sheets: [old])
        #expect(schedule.weeks(ofCycle: 1) == [1, 2, 3, 4])
        #expect(schedule.cycle(2)?.title == "Leader 1 of 2")
        #expect(schedule.next(after: CyclePosition(cycle: 1, week: 4)) == CyclePosition(cycle: 2, week: 1))
    }
}
