import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Generated lifter journeys (seeded): sheets written by `next` and ticked by hand with random
/// AMRAP reps (failed sets too), notes added, lifts skipped, TMs set by hand, a typo made and
/// fixed, driven through the CLI. After every step, invariants worked out here, independently of
/// the code under test, must hold:
/// - PRs: each AMRAP result's e1RM is Epley's of its set (the weight for a single), and it is a PR exactly when it beats
///   every earlier result of its lift, in the order `prs` lists them;
/// - a TM never falls except by a TM set by hand (or a TM test), and never rises by more than 20 %
///   in one cycle from an AMRAP set (a week-3 weight typed ten times over is held, then accepted);
/// - the plates of every planned set make its weight (bar + 2 × plates per side);
/// - `status`'s text shows the TMs its JSON holds, in the journal's unit;
/// - the cache and `--no-cache` give the same status;
/// - no note a lifter wrote is lost.
///
/// `PLUSMD_JOURNEYS=N` runs N journeys (default 3); `bash scripts/journeys.sh N` does that.
@Suite struct JourneyTests {
    static let journeys = Int(ProcessInfo.processInfo.environment["PLUSMD_JOURNEYS"] ?? "") ?? 3
    static let steps = 48

    @Test func generatedJourneysKeepEveryInvariant() throws {
        for seed in 0..<Self.journeys {
            try journey(seed: UInt64(5310 + seed))
        }
    }

    func journey(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let cache = ["XDG_CACHE_HOME": folder.path + "/cache"]
        var notes: [(path: String, text: String)] = []
        var day = Day(year: 2026, month: 9, day: 1)!
        for step in 0..<Self.steps {
            let context = "seed \(seed), step \(step)"
            day = Self.dayAfter(day)
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 8 {
                let skipped = plusmd(["skip", "--yes", "--date", day.description], in: journal, environment: cache)
                #expect(skipped.status == 0, "\(context): skip: \(skipped.err)")
            } else if roll < 14 {
                let tm = try report(TrainingMaxReport.self, ["tm"], journal, cache, context)
                let lift = [Lift.squat, .bench, .deadlift, .press].randomElement(using: &random)!
                if let held = tm.held.first, Bool.random(using: &random) {
                    // A held rise confirmed by hand.
                    let accepted = plusmd(["tm", "accept", held.lift.rawValue, "--date", day.description], in: journal, environment: cache)
                    #expect(accepted.status == 0, "\(context): tm accept: \(accepted.err)")
                } else if let current = tm.trainingMax[lift] {
                    let weight = Weight(hundredths: current.hundredths / 100 * 100 + Int.random(in: -2...3, using: &random) * 500)
                    let set = plusmd(["tm", "set", lift.rawValue, weight.description, "--date", day.description], in: journal, environment: cache)
                    #expect(set.status == 0, "\(context): tm set: \(set.err)")
                }
            } else {
                let next = try report(NextReport.self, ["next", "--date", day.description], journal, cache, context)
                checkPlates(next, context)
                let path = journal + "/" + next.path
                // Ticked by hand; the AMRAP set with the reps done (now and then none).
                let reps = Int.random(in: 0..<20, using: &random) == 0 ? 0 : Int.random(in: 1...12, using: &random)
                var text = try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: reps)
                // Now and then a week-3 AMRAP weight typed ten times over, and left: the rise it
                // would give must be held, never applied.
                if let amrap = next.sets.last(where: \.amrap), next.week == 3, Int.random(in: 0..<3, using: &random) == 0,
                    let line = text.range(of: "- [x] \(amrap.weight) x \(reps)", options: .backwards)
                {
                    text.replaceSubrange(line, with: "- [x] \(amrap.weight)0 x \(reps)")
                }
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let note = "Felt ok on step \(step)."
                    text += note + "\n"
                    notes.append((next.path, note))
                }
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
            if step % 12 == 11 { try typoMadeAndFixed(journal, cache, context) }
            try checkInvariants(journal, cache, context)
        }
        for note in notes {
            let text = try String(contentsOfFile: journal + "/" + note.path, encoding: .utf8)
            #expect(text.contains(note.text), "seed \(seed): the note in \(note.path) was lost")
        }
    }

    /// The day after `day`.
    static func dayAfter(_ day: Day) -> Day {
        Day(year: day.year, month: day.month, day: day.day + 1)
            ?? Day(year: day.year, month: day.month + 1, day: 1) ?? Day(year: day.year + 1, month: 1, day: 1)!
    }

    func report<R: Decodable>(_ type: R.Type, _ arguments: [String], _ journal: String, _ environment: [String: String], _ context: String) throws -> R {
        let result = plusmd(arguments + ["--json"], in: journal, environment: environment)
        #expect(result.status == 0, "\(context): \(arguments): \(result.err)")
        return try ReportJSON.decode(type, from: result.out)
    }

    /// Every planned set the plates make exactly: the bar (45 lb) and twice the plates per side.
    func checkPlates(_ next: NextReport, _ context: String) {
        for set in next.sets where set.loadableWeight == nil && set.cappedFrom == nil {
            let sum = set.platesPerSide.reduce(Weight.zero, +)
            #expect(Weight(45) + sum + sum == set.weight || (set.platesPerSide.isEmpty && set.weight <= Weight(45)), "\(context): \(set)")
        }
    }

    /// A working weight typed ten times too heavy is questioned by `check` at its line; fixed,
    /// the question goes.
    func typoMadeAndFixed(_ journal: String, _ environment: [String: String], _ context: String) throws {
        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"], journal, environment, context)
        guard let sheet = export.workouts.last(where: { $0.trainingMax != nil && $0.sets.contains { $0.kind == .working && $0.done } }),
            let set = sheet.sets.first(where: { $0.kind == .working && $0.done })
        else { return }
        let path = journal + "/" + sheet.path
        let original = try String(contentsOfFile: path, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        lines[set.line - 1] = lines[set.line - 1].replacingOccurrences(of: "- [x] \(set.weight) x", with: "- [x] \(set.weight)0 x")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let check = try report(CheckReport.self, ["check"], journal, environment, context)
        #expect(check.findings.contains { $0.id == "implausible-weight" && $0.path == sheet.path && $0.line == set.line }, "\(context): \(set.weight)0 not questioned")
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let fixed = try report(CheckReport.self, ["check"], journal, environment, context)
        #expect(!fixed.findings.contains { $0.id == "implausible-weight" && $0.path == sheet.path && $0.line == set.line }, "\(context): \(fixed.findings)")
    }

    func checkInvariants(_ journal: String, _ environment: [String: String], _ context: String) throws {
        // PRs, by Epley (weight × (1 + reps / 30), to the hundredth; one rep: the weight) and by
        // "beats every earlier".
        let prs = try report(RecordsReport.self, ["prs"], journal, environment, context)
        for lift in prs.lifts {
            var best: Weight?
            for result in prs.amrapSets[lift] ?? [] {
                let exact = Double(result.weight.hundredths) * (result.reps <= 1 ? 1 : 1 + Double(result.reps) / 30)
                #expect(abs(Double(result.estimatedOneRepMax.hundredths) - exact) <= 1, "\(context): e1RM of \(result)")
                let isRecord = best.map { result.estimatedOneRepMax > $0 } ?? true
                #expect(result.isPersonalRecord == isRecord, "\(context): PR mark of \(result)")
                if isRecord { best = result.estimatedOneRepMax }
            }
        }
        // A TM falls only by hand or by a TM test, and an AMRAP set never raises it by more than
        // 20 % in one cycle (a bigger rise is held for the lifter's word).
        let history = try report(TrainingMaxHistoryReport.self, ["tm", "--history"], journal, environment, context)
        for change in history.history where change.from.map({ change.to < $0 }) == true {
            #expect(["manual", "tm_test"].contains(change.cause.kind), "\(context): \(change)")
        }
        for change in history.history where change.cause.kind == "amrap" {
            guard let from = change.from else { continue }
            #expect(change.to.hundredths * 10 <= from.hundredths * 12, "\(context): an unconfirmed rise of more than 20 %: \(change)")
        }
        // Text and JSON agree; the cache and --no-cache agree.
        let status = try report(StatusReport.self, ["status"], journal, environment, context)
        let text = plusmd(["status"], in: journal, environment: environment).out
        for (lift, weight) in status.trainingMax.entries {
            #expect(text.contains("\(lift.rawValue) \(weight) \(status.units.rawValue)"), "\(context): \(text)")
        }
        let uncached = try report(StatusReport.self, ["status", "--no-cache"], journal, environment, context)
        #expect(uncached == status, "\(context): the cache and --no-cache disagree")
    }
}
