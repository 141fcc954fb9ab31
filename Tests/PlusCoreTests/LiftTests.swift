import PlusTestSupport
import Testing

@testable import PlusCore

/// Lifts beyond the big four: names, ids, file names, order and increments.
@Suite struct LiftTests {
    /// ASCII names take a path of their own on bytes (`Lift.asciiKey`), which must read every
    /// text as the character rule (`Lift.unicodeKey`) does.
    @Test func asciiNamesReadAsTheUnicodeRuleReadsThem() {
        var generator = SeededGenerator(seed: 67)
        let alphabet = Array("aAzZqQ09_- '.\t\r\n+/éß").map(String.init) + ["\r\n", "É", "٣"]
        // Past 40 bytes but not 40 characters: the Unicode rule decides, and takes it.
        let aliases = [
            "Bench Press", "OHP", "back-squat", "DL", "  press  ", "front_squat", "__", "Front  Squat", "x\r\n",
            String(repeating: "é", count: 21), String(repeating: "a", count: 40), String(repeating: "a", count: 41),
            "x" + String(repeating: "\r\n", count: 20),
        ]
        var texts = aliases
        #expect(Lift(parsing: String(repeating: "é", count: 21))?.rawValue == String(repeating: "é", count: 21))
        for _ in 0..<4_000 {
            let length = Int.random(in: 0...44, using: &generator)
            texts.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let expected = Lift.unicodeKey(text).map(Lift.init(key:))
            #expect(Lift(parsing: text) == expected, "\(text.debugDescription)")
            #expect(Lift(parsing: Substring(text)) == expected, "\(text.debugDescription)")
        }
    }

    static let front = Lift(rawValue: "front_squat")

    @Test(arguments: [
        // The big four and their aliases, as before.
        ("squat", "squat"), ("Back Squat", "squat"), ("sq", "squat"), ("bench press", "bench"), ("Bench_Press", "bench"),
        ("bp", "bench"), ("OHP", "press"), ("overhead press", "press"), ("military-press", "press"), ("DL", "deadlift"),
        ("dead lift", "deadlift"),
        // Any other lift: lowercase words joined by `_`.
        ("Front squat", "front_squat"), ("front-squat", "front_squat"), ("front_squat", "front_squat"),
        ("FRONT SQUAT", "front_squat"), ("  front   squat ", "front_squat"), ("power clean", "power_clean"),
        ("Farmer's walk", "farmer's_walk"), ("Z press 2", "z_press_2"), ("sqaut", "sqaut"),
    ])
    func parsesAnyLiftName(text: String, id: String) {
        #expect(Lift(parsing: text)?.rawValue == id)
    }

    @Test(arguments: ["", "   ", "-", "squat!", "front/squat", "bench\u{1B}[31m", "a: b", String(repeating: "a", count: 41)])
    func refusesWhatCannotBeALiftName(text: String) {
        #expect(Lift(parsing: text) == nil)
    }

    @Test func namesFileNamesAndOrder() {
        #expect(Lift.bigFour == [.squat, .bench, .deadlift, .press])
        #expect(Lift.bigFour.map(\.rawValue) == ["squat", "bench", "deadlift", "press"])
        #expect(Self.front.displayName == "Front squat" && Lift.press.displayName == "Overhead press")
        #expect(Self.front.fileNameComponent == "front-squat" && Lift.squat.fileNameComponent == "squat")
        #expect(Lift(fileNameComponent: "front-squat") == Self.front)
        #expect(Lift(fileNameComponent: "squat") == .squat)
        #expect(Lift(fileNameComponent: "front squat") == nil)
        #expect(Lift(parsing: String(repeating: "a", count: 40)) != nil)
        let lifts = [Lift(rawValue: "power_clean"), .press, Self.front, .squat, .deadlift, .bench]
        #expect(lifts.sorted() == [.squat, .bench, .deadlift, .press, Self.front, Lift(rawValue: "power_clean")])
    }

    @Test func didYouMeanComparesIds() {
        #expect(Lift.closest(to: "sqaut") == .squat)
        #expect(Lift.closest(to: "front squt", among: [.squat, Self.front]) == Self.front)
        #expect(Lift.closest(to: "front_sqat", among: Lift.bigFour) == nil)
        #expect(Lift.closest(to: "curls", among: Lift.bigFour + [Self.front]) == nil)
    }

    /// 5/3/1 Forever's fixed increments: +5 lb upper, +10 lb lower (kg +2.5/+5); other lifts by name.
    @Test(arguments: [
        ("squat", 10), ("deadlift", 10), ("bench", 5), ("press", 5), ("front_squat", 10), ("power_clean", 10),
        ("snatch", 10), ("romanian_deadlift", 10), ("hip_thrust", 10), ("leg_press", 10), ("walking_lunge", 10),
        ("pull_up", 10), ("incline_bench", 5), ("dip", 5), ("push_press", 5), ("z_press", 5),
    ])
    func defaultIncrementsFollowTheName(id: String, pounds: Int) {
        let program = ProgramDescription(blocks: [])
        let lift = Lift(rawValue: id)
        #expect(program.increment(for: lift, units: .lb) == Weight(pounds))
        #expect(program.increment(for: lift, units: .kg) == Weight(hundredths: pounds == 10 ? 500 : 250))
        let overridden = ProgramDescription(blocks: [], increments: [lift: Weight(hundredths: 125)])
        #expect(overridden.increment(for: lift, units: .lb) == Weight(hundredths: 125))
    }

    @Test func syncToolNamesOfExtraLifts() {
        // plusmd's own names for extra lifts are not conflict copies, even after a big-four name.
        for name in ["2026-11-30-front-squat.md", "2026-11-30-squat-wide.md", "2026-11-30-front-squat-2.md", "2026-11-30-training-max-front-squat.md"] {
            #expect(SyncConflictName.service(of: name) == nil, "\(name)")
        }
        #expect(SyncConflictName.service(of: "2026-11-30-front-squat 2.md") == "iCloud")
        #expect(SyncConflictName.service(of: "2026-11-30-front-squat.sync-conflict-20261130-183012-ABCDEF7.md") == "Syncthing")
        #expect(SyncConflictName.service(of: "2026-11-30-squat-LAPTOP.md") == "OneDrive")
    }
}
