import PlusCore
import PlusFormat
import Testing

/// `program:` with days and the built-in templates, read from plusmd.yaml: what is read, and each
/// mistake as an error at its line that drops the whole program (the journal never half-follows one).
@Suite struct ProgramDaysDecodingTests {
    @Test func aTemplateByNameIsTheDescriptionWrittenOutInDocs() throws {
        let (settings, diagnostics) = SettingsDecoder.decode("program: beginners\n")
        #expect(diagnostics.isEmpty)
        let program = try #require(settings.program)
        #expect(program == ProgramTemplate.beginners.description)
        #expect(program.days?.slots.map(\.description) == ["squat (day 1)", "bench (day 1)", "deadlift (day 2)", "press (day 2)", "bench (day 3)", "squat (day 3)"])
        #expect(program.progression == .fixed)
        #expect(program.sequence.map(\.block) == ["Beginners", "Beginners", "7th week"])
        #expect(program.sequence.last?.layout?.slots.map(\.description) == ["squat (day 1)", "bench (day 1)", "deadlift (day 2)", "press (day 2)"])
        // Beginners' assistance categories, unless the file names its own.
        #expect(settings.assistance.categories.map(\.name) == ["push", "pull", "single-leg/core"])
        #expect(settings.assistance.target == 50...100)
        let own = SettingsDecoder.decode("program: beginners\nassistance:\n  categories:\n    core: [Plank]\n").0
        #expect(own.assistance.categories.map(\.name) == ["core"])
        // Written out as docs/format.md gives it, it is the same program.
        let written = SettingsDecoder.decode("""
            program:
              progression: fixed
              days:
                - [squat, bench]
                - [deadlift, press]
                - [bench, squat]
              blocks:
                - {name: Beginners, cycles: 2, weeks: 3, scheme: "531", supplemental: fsl}
                - {name: 7th week, seventh_week: deload}

            """).0.program
        #expect(written?.days == program.days && written?.blocks == program.blocks && written?.progression == program.progression)
        let twoDay = SettingsDecoder.decode("""
            program:
              progression: e1rm
              days:
                - [squat, bench]
                - [deadlift, press]
              blocks:
                - {name: Two days, cycles: 1, weeks: 4, scheme: "531", supplemental: bbb}

            """).0.program
        #expect(twoDay?.days == ProgramTemplate.twoDay.description.days && twoDay?.blocks == ProgramTemplate.twoDay.description.blocks)
    }

    @Test func anAppearanceMayChangeItsSchemeOrSupplemental() throws {
        let (settings, diagnostics) = SettingsDecoder.decode("""
            program:
              days: [[squat, {lift: bench, supplemental: {type: fsl, sets: 3, reps: 8}}], [{lift: Deadlift, scheme: 5s_pro}]]
              blocks: [{cycles: 1, supplemental: bbb}]

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let days = try #require(settings.program?.days)
        #expect(days.days[0][1] == DayLift(lift: .bench, supplemental: Supplemental(kind: .fsl, sets: 3, reps: 8)))
        #expect(days.days[1][0] == DayLift(lift: .deadlift, scheme: .fivesPro))
    }

    @Test(arguments: [
        ("program: beginnerz\n", 1, "program 'beginnerz' names no built-in template (beginners, two_day)"),
        ("program:\n  days: []\n  blocks: [{cycles: 1}]\n", 2, "days must be a list of 1 to 7 days"),
        ("program:\n  days: [[]]\n  blocks: [{cycles: 1}]\n", 2, "day 1 must be a list of at least one lift"),
        ("program:\n  days:\n    - [squat, squat]\n  blocks: [{cycles: 1}]\n", 3, "squat is twice on day 1"),
        ("program:\n  days:\n    - [squat]\n    - [{scheme: 531}]\n  blocks: [{cycles: 1}]\n", 4, "a day's lift needs `lift:`"),
        ("program:\n  days:\n    - [{lift: press, scheme: 999}]\n  blocks: [{cycles: 1}]\n", 3, "scheme '999' must be 531, 5s_pro or 351"),
        ("program:\n  days: [[a], [b], [c], [d], [e], [f], [g], [h]]\n  blocks: [{cycles: 1}]\n", 2, "days must be a list of 1 to 7 days"),
    ])
    func aMistakeIsAnErrorAtItsLineAndDropsTheProgram(yaml: String, line: Int, message: String) {
        let (settings, diagnostics) = SettingsDecoder.decode(yaml)
        #expect(settings.program == nil)
        let error = diagnostics.first { $0.severity == .error }
        #expect(error?.location.line == line, "\(diagnostics)")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "none")")
    }

    /// A lift of `days:` that `order` does not name is the same finding as any other setting's.
    @Test func aDaysLiftOutsideOrderIsReported() {
        let (settings, _) = SettingsDecoder.decode("program:\n  days: [[squat, front squat]]\n  blocks: [{cycles: 1}]\n")
        #expect(settings.liftNames.map(\.setting) == ["program.days"])
        let findings = LiftNameReference.findings(settings.liftNames, order: settings.order)
        #expect(findings.first?.id == "lift-not-in-order")
    }
}
