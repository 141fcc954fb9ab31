import Testing

@testable import PlusCore
@testable import PlusFormat

/// plusmd.yaml's keys and values read forgivingly: the closest key suggested for a typo, a
/// negative value told it must be 0 or more, a count of one said in the singular.
@Suite struct SettingsSuggestionTests {
    func hints(_ text: String) -> [String] {
        SettingsDecoder.decode(text).1.map { "\($0.message) | \($0.hint)" }
    }

    @Test func anUnknownKeySuggestsTheClosestOnePreferringPrefixes() {
        #expect(hints("unit: kg\n") == ["unknown setting 'unit' | Did you mean 'units'?"])
        #expect(hints("plate: [45]\n") == ["unknown setting 'plate' | Did you mean 'plates'?"])
        #expect(hints("tm_percnt: 85\n") == ["unknown setting 'tm_percnt' | Did you mean 'tm_percent'?"])
        #expect(hints("zzzzzz: 1\n") == ["unknown setting 'zzzzzz' | "])
        #expect(hints("bbb:\n  percnt: 60\n").first?.contains("Did you mean 'bbb.percent'?") == true)
        #expect(hints("rest:\n  work: 200\n").first?.contains("Did you mean 'rest.working'?") == true)
    }

    @Test func theClosestKeyIsChosenByEditDistanceAmongAll() {
        let names = SettingKey.all.map(\.name)
        #expect(SettingKey.closest(to: "unit", among: names) == "units")
        #expect(SettingKey.closest(to: "bbb.percnt", among: names) == "bbb.percent")
        #expect(SettingKey.closest(to: "rest.work", among: names) == "rest.working")
        #expect(SettingKey.closest(to: "autocommit", among: names) == "git.autocommit")
        #expect(SettingKey.closest(to: "xyzzy", among: names) == nil)
    }

    @Test func negativeValuesMustBeZeroOrMore() {
        #expect(hints("bar: -5\n").first?.hasPrefix("bar '-5' must be 0 or more") == true, "\(hints("bar: -5\n"))")
        #expect(hints("plates: [45, -5]\n").first?.hasPrefix("plate '-5' must be more than 0") == true, "\(hints("plates: [45, -5]\n"))")
        #expect(hints("plates: [45, 0]\n").first?.hasPrefix("plate '0' must be more than 0") == true, "a zero plate is said, not dropped silently")
        #expect(SettingsDecoder.decode("plates: [45, 0]\n").0.plates == WeightUnit.lb.defaultPlates)
        #expect {
            try SettingsEditor.setting("bar", to: "-5", in: "")
        } throws: { error in
            (error as? SettingsEditError)?.message == "bar '-5' must be 0 or more"
        }
    }

    @Test func aChimeIsOneOfTheChimes() throws {
        #expect(try SettingsEditor.setting("chime", to: "gong", in: "chime: bell\n") == "chime: gong\n")
        #expect(try SettingsEditor.setting("chime", to: "off", in: "chime: bell\n") == "chime: none\n")
        #expect {
            try SettingsEditor.setting("chime", to: "gonk", in: "chime: bell\n")
        } throws: { error in
            (error as? SettingsEditError)?.message.hasPrefix("unknown chime 'gonk'; did you mean 'gong'?") == true
        }
    }

    @Test func aTickedAMRAPOfOneIsOneRep() {
        let text = """
            ---
            date: 2026-09-15
            lift: squat
            cycle: 1
            week: 3
            training_max: 315
            units: lb
            ---

            ## Working

            - [x] 300 x 1+

            """
        let decoded = EntryDecoder.decode(path: "2026/2026-09-15-squat.md", text: text)
        let messages = decoded.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("counted as 1 rep") && !$0.contains("1 reps") }, "\(messages)")
    }
}
