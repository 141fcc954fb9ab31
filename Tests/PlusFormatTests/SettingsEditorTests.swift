import PlusTemplates
import PlusTestSupport
import Testing

@testable import PlusCore
@testable import PlusFormat

@Suite struct SettingsEditorTests {
    let original = SettingsRenderer.yaml(Settings())

    @Test func changesOnlyTheValueOnTheKeysLine() throws {
        let text = original.replacingFirst("percent: 50", with: "percent: 50   # Wendler: 50-70")
        let edited = try SettingsEditor.setting("bbb.percent", to: "60", in: text)
        #expect(edited == text.replacingFirst("percent: 50   #", with: "percent: 60   #"))
        #expect(SettingsDecoder.decode(edited).0.bbbPercent == Percentage(60))
        let plates = try SettingsEditor.setting("plates", to: "45,35,25,10,5,2.5,1.25", in: original)
        #expect(plates == original.replacingFirst("plates: [45, 35, 25, 10, 5, 2.5]", with: "plates: [45, 35, 25, 10, 5, 2.5, 1.25]"))
        let rest = try SettingsEditor.setting("rest.working", to: "240", in: original)
        #expect(rest == original.replacingFirst("working: 180", with: "working: 240"))
        // The plates owned, as a mapping of size to count: written heaviest first, read back as set.
        let owned = try SettingsEditor.setting("plates", to: "{25: 2, 45: 4}", in: original)
        #expect(owned == original.replacingFirst("plates: [45, 35, 25, 10, 5, 2.5]", with: "plates: {45: 4, 25: 2}"))
        #expect(SettingsDecoder.decode(owned).0.homeGym.plates.yaml == "{45: 4, 25: 2}")
        #expect(SettingsEditor.writtenValue(of: "plates", in: owned) == "{45: 4, 25: 2}")
    }

    @Test(arguments: [
        ("plates", "45,-5", "a plate of '-5' is refused"), ("bbb.percent", "150", "bbb.percent '150' must be a percentage from 10 to 100"),
        ("rest.bbb", "1:30", "whole seconds"), ("order", "squat,squat", "squat appears twice"), ("units", "stone", "must be lb or kg"),
        ("bbb.percnt", "50", "did you mean 'bbb.percent'"), ("squat", "300", "plusmd tm set"),
        ("sync", "foo", "unknown setting 'sync'"), ("plates", "{45: x}", "plates owned of 45 must be a whole number"),
        ("plates", "{-45: 2}", "a plate of '-45' is refused"),
    ])
    func refusesWithAReason(_ key: String, _ value: String, _ reason: String) {
        #expect {
            try SettingsEditor.setting(key, to: value, in: original)
        } throws: { error in
            (error as? SettingsEditError)?.message.contains(reason) == true
        }
    }

    /// A plusmd.yaml saved with CRLF (a Windows editor, git's autocrlf), with or without a BOM:
    /// the value is changed on its line and every line keeps its CRLF.
    @Test(arguments: ["", "\u{FEFF}"])
    func keepsCarriageReturnLineFeeds(bom: String) throws {
        let text = bom + original.replacingOccurrences(of: "\n", with: "\r\n")
        for (key, value, from, to) in [
            ("chime", "ding", "chime: bell", "chime: ding"), ("rest.working", "150", "working: 180", "working: 150"),
            ("bbb.percent", "60", "percent: 50", "percent: 60"), ("tm_percent", "85", "tm_percent: 90", "tm_percent: 85"),
        ] {
            let edited = try SettingsEditor.setting(key, to: value, in: text)
            #expect(edited == text.replacingFirst(from, with: to), "\(key)")
        }
        let added = try SettingsEditor.setting("bbb.percent", to: "60", in: "units: lb\r\nbbb:\r\n  enabled: true\r\n")
        #expect(added == "units: lb\r\nbbb:\r\n  enabled: true\r\n  percent: 60\r\n", "\(added.debugDescription)")
    }

    @Test func addsAMissingKey() throws {
        let text = "# mine\nunits: lb\nbbb:\n  enabled: true\n"
        #expect(try SettingsEditor.setting("bar", to: "20", in: text) == text + "bar: 20\n")
        #expect(try SettingsEditor.setting("bbb.percent", to: "60", in: text) == text + "  percent: 60\n")
        #expect(try SettingsEditor.setting("rest.bbb", to: "120", in: "") == "rest:\n  bbb: 120\n")
    }

    @Test func refusesABlockListItWouldHaveToRewrite() {
        let text = "plates:\n  - 45\n  - 25\n"
        #expect {
            try SettingsEditor.setting("plates", to: "45,25,10", in: text)
        } throws: { error in
            (error as? SettingsEditError)?.isLayout == true
        }
    }

    @Test func readsWrittenValues() {
        #expect(SettingsEditor.writtenValue(of: "plates", in: original) == "[45, 35, 25, 10, 5, 2.5]")
        #expect(SettingsEditor.writtenValue(of: "chime", in: "chime: bell\n") == "bell")
        #expect(SettingsEditor.writtenValue(of: "sync", in: original) == nil)
    }
}
