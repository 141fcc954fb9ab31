/// The built-in programs selected by name (`program: beginners`), each a `ProgramDescription`
/// written out in full in docs/format.md so that a lifter can copy it into plusmd.yaml and change it.
package enum ProgramTemplate: String, Sendable, CaseIterable {
    /// Jim Wendler's 5/3/1 for Beginners (*5/3/1 Forever*, 2017; thefitness.wiki's summary): three
    /// full-body days a week, day 1 squat + bench, day 2 deadlift + press, day 3 bench + squat;
    /// three-week cycles of 5s, 3s and 5/3/1 with the last set AMRAP on every day; First Set
    /// Last 5 × 5 after every main lift; +5 lb (2.5 kg) on bench and press and +10 lb (5 kg) on
    /// squat and deadlift per cycle; a 7th-week deload after every two cycles, as Forever
    /// recommends; 50–100 reps a day each of push, pull and single-leg/core assistance.
    case beginners
    /// Wendler's two days a week: day 1 squat + bench, day 2 deadlift + press; four-week cycles
    /// (the fourth a deload) of 5/3/1 with BBB 5 × 10, e1RM progression.
    case twoDay = "two_day"

    /// The program the template names.
    package var description: ProgramDescription {
        switch self {
        case .beginners:
            ProgramDescription(
                blocks: [
                    ProgramBlock(
                        name: "Beginners",
                        kind: .cycles(count: 2, weeks: 3, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .fsl), jokers: false)),
                    ProgramBlock(name: "7th week", kind: .seventhWeek(.deload)),
                ],
                progression: .fixed,
                days: WeekLayout(days: [
                    [DayLift(lift: .squat), DayLift(lift: .bench)],
                    [DayLift(lift: .deadlift), DayLift(lift: .press)],
                    [DayLift(lift: .bench), DayLift(lift: .squat)],
                ]),
                template: rawValue)
        case .twoDay:
            ProgramDescription(
                blocks: [
                    ProgramBlock(
                        name: "Two days",
                        kind: .cycles(count: 1, weeks: 4, scheme: .fiveThreeOne, supplemental: Supplemental(kind: .bbb), jokers: false))
                ],
                progression: .estimatedOneRepMax,
                days: WeekLayout(days: [
                    [DayLift(lift: .squat), DayLift(lift: .bench)],
                    [DayLift(lift: .deadlift), DayLift(lift: .press)],
                ]),
                template: rawValue)
        }
    }

    /// The assistance categories and daily target the template asks for, used when plusmd.yaml
    /// names none (`assistance: categories:`): Beginners' push, pull and single-leg/core, 50–100
    /// reps each a day. Empty for the others.
    package var assistanceCategories: (categories: [(name: String, exercises: [String])], target: ClosedRange<Int>)? {
        guard self == .beginners else { return nil }
        return (
            [
                ("push", ["Dip", "Push-up", "Bench dip", "Dumbbell press"]),
                ("pull", ["Chin-up", "Pull-up", "Row", "Face pull", "Curl"]),
                ("single-leg/core", ["Lunge", "Step-up", "Split squat", "Ab wheel", "Hanging leg raise", "Back extension", "Plank"]),
            ],
            50...100
        )
    }
}
