import PlusCore
import PlusFormat
import Testing

/// plusmd.yaml keys naming a lift beyond the big four: read by the decoder, judged against
/// `order` after resolution.
@Suite struct ExtraLiftSettingsTests {
    static let front = Lift(rawValue: "front_squat")
    static let clean = Lift(rawValue: "power_clean")

    @Test func everyLiftKeyTakesAnyLiftOfTheOrder() {
        let (settings, diagnostics) = SettingsDecoder.decode(
            """
            order: [squat, bench, deadlift, press, Front Squat, power-clean]
            lifts:
              front squat: {bar: 35}
            gyms:
              hotel: {lifts: {power clean: {bar: 33}}}
            assistance:
              front_squat: [Chin-up 5 x 10]
            program:
              progression: fixed
              increments: {power clean: 5, bench press: 2.5}
              blocks:
                - {name: Leader, cycles: 1, scheme: 5s_pro, supplemental: bbb}

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(settings.order == [.squat, .bench, .deadlift, .press, Self.front, Self.clean])
        #expect(settings.equipment(gym: nil).bar(for: Self.front) == Weight(35))
        #expect(settings.gym(named: "hotel")?.bar(for: Self.clean) == Weight(33))
        #expect(settings.assistance.exercises(for: Self.front) == ["Chin-up 5 x 10"])
        #expect(settings.program?.increment(for: Self.clean, units: .lb) == Weight(5))
        #expect(settings.program?.increment(for: .bench, units: .lb) == Weight(hundredths: 250))
        #expect(settings.program?.increment(for: Self.front, units: .lb) == Weight(10))
        let resolved = ResolvedJournal(Journal(settings: settings, workouts: [], trainingMaxEntries: []))
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
    }

    @Test func aLiftOutsideTheOrderIsAFindingWithItsLine() throws {
        let (settings, diagnostics) = SettingsDecoder.decode(
            """
            lifts:
              front squat: {bar: 35}
              sqaut: {bar: 45}
            program:
              increments: {power clean: 5}
              blocks:
                - {name: Leader, cycles: 1, scheme: 5s_pro, supplemental: bbb}

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let findings = ResolvedJournal(Journal(settings: settings, workouts: [], trainingMaxEntries: [])).diagnostics
        let front = try #require(findings.first { $0.message.hasPrefix("front_squat under lifts") })
        #expect(front.severity == .warning && front.location.path == "plusmd.yaml" && front.location.line == 2)
        let typo = try #require(findings.first { $0.message.hasPrefix("unknown lift 'sqaut' under lifts") })
        #expect(typo.severity == .error && typo.location.line == 3 && typo.hint.contains("Did you mean 'squat'?"))
        #expect(findings.contains { $0.message.hasPrefix("power_clean under program.increments") && $0.location.line == 5 })
    }

    @Test func aMisspeltBigFourLiftInOrderIsAnError() {
        let (_, diagnostics) = SettingsDecoder.decode("order: [squar, bench, deadlift, press]\n")
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("unknown lift 'squar' in order") && $0.hint.contains("'squat'") })
    }
}
