import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// A week-3 AMRAP typed `3250 x 6` for `325 x 6` (a typo): `check` warns at its line, and the TM
/// rise it would give (to 3,510 from 315) is held, never applied silently: `tm`, `status` and
/// `next` show it with its source line; `tm accept` confirms it, fixing the line clears it.
@Suite struct HeldTrainingMaxTests {
    let folder = TemporaryFolder()
    let journal: String
    /// The week-3 squat sheet with the typo.
    let typo: String

    init() throws {
        journal = newJournal(in: folder)
        var builder = JournalBuilder()
        for start in ["2026-09-01", "2026-09-08"] { try builder.week(from: start) }
        try builder.session(.squat, on: "2026-09-15", amrap: 6, editTopWeight: 3250)
        for (offset, lift) in [Lift.bench, .deadlift, .press].enumerated() { try builder.session(lift, on: "2026-09-1\(6 + offset)", amrap: 6) }
        try builder.week(from: "2026-09-22")  // the deload
        for file in builder.files {
            try FileManager.default.createDirectory(atPath: journal + "/2026", withIntermediateDirectories: true)
            try file.text.write(toFile: journal + "/" + file.path, atomically: true, encoding: .utf8)
        }
        typo = "2026/2026-09-15-squat.md"
    }

    func report<R: Decodable>(_ type: R.Type, _ arguments: [String]) throws -> R { try plusmdReport(type, arguments, in: journal) }

    /// The typo's line in its file.
    func typoLine() throws -> Int {
        let text = try String(contentsOfFile: journal + "/" + typo, encoding: .utf8)
        return try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("3250 x 6") }) + 1
    }

    @Test func checkWarnsAtTheTypo() throws {
        let check = try report(CheckReport.self, ["check"])
        let line = try typoLine()
        #expect(check.findings.contains { $0.id == "implausible-weight" && $0.path == typo && $0.line == line }, "\(check.findings)")
        #expect(check.findings.filter { $0.id == "implausible-weight" }.count == 1)
    }

    @Test func theRiseIsHeldEverywhereUntilAccepted() throws {
        let tm = try report(TrainingMaxReport.self, ["tm"])
        // Epley: 3250 × (1 + 6/30) = 3900; 90 % is 3510.
        #expect(tm.held.map(\.lift) == [.squat] && tm.held.first?.to == Weight(3510))
        #expect(tm.held.first?.source.path == typo)
        #expect(tm.trainingMax[.squat] == Weight(315))
        #expect(!tm.pendingChanges.contains { $0.lift == .squat })
        #expect(tm.pendingKept.contains { $0.lift == .squat && $0.reason == .held })
        #expect(tm.pending[.squat] == Weight(315), "\(plusmd(["tm", "--json"], in: journal).out)")

        let status = try report(StatusReport.self, ["status"])
        #expect(status.held == tm.held)
        #expect(plusmd(["status"], in: journal).out.contains("Held:        squat 315 → 3510 lb from \(typo)"))
        #expect(plusmd(["tm"], in: journal).out.contains("plusmd tm accept squat"))

        // `next` plans the new cycle's squat at the TM in force, and says the rise is held.
        let next = try report(NextReport.self, ["next", "--dry-run", "--lift", "squat", "--date", "2026-09-29"])
        #expect(next.cycle == 2 && next.trainingMax == Weight(315))
        #expect(next.held == tm.held)
        #expect(!next.trainingMaxChanges.contains { $0.lift == .squat && $0.isRaise })
        #expect(plusmd(["next", "--dry-run", "--lift", "squat", "--date", "2026-09-29"], in: journal).out.contains("Held: a TM rise"))

        // Nothing held for bench: accept says so and writes nothing.
        let refused = plusmd(["tm", "accept", "bench"], in: journal)
        #expect(refused.status != 0 && refused.err.contains("no bench training max is held"))

        let accepted = plusmd(["tm", "accept", "squat", "--date", "2026-09-28"], in: journal)
        #expect(accepted.status == 0, "\(accepted.err)")
        let after = try report(TrainingMaxReport.self, ["tm"])
        #expect(after.held.isEmpty)
        #expect(after.trainingMax[.squat] == Weight(3510))
        let entry = try String(contentsOfFile: journal + "/2026/2026-09-28-training-max-squat.md", encoding: .utf8)
        let line = try typoLine()
        #expect(entry.contains("cause: manual") && entry.contains("squat: 3510") && entry.contains("3250 lb x 6 (\(typo), line \(line))"), "\(entry)")
    }

    /// The report and the export say the rise is held, with its source, and keep it out of the
    /// next cycle's TMs; accepted, it is the next cycle's TM there too.
    @Test func theReportAndTheExportShowTheHeldRise() throws {
        let line = try typoLine()
        let page = plusmd(["report", "-o", "-"], in: journal).out
        #expect(page.contains("data-kind=\"held\" data-lift=\"squat\" data-tm=\"3510\""), "\(page)")
        #expect(page.contains("Squat: 315 → 3510 lb from 3250 × 6 (<code>\(typo)</code> line \(line))") && page.contains("plusmd tm accept squat"))
        let export = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        #expect(export.held.map(\.lift) == [.squat] && export.held.first?.to == Weight(3510))
        #expect(export.pendingTrainingMax[.squat] == Weight(315), "held: not pending")
        let markdown = plusmd(["export", "--format", "md", "-o", "-"], in: journal).out
        #expect(markdown.contains("- held squat: 315 -> 3510 lb (from 3250 x 6, e1RM 3900, `\(typo)` line \(line))"), "\(markdown)")
        #expect(plusmd(["tm", "accept", "squat", "--date", "2026-09-28"], in: journal).status == 0)
        let after = try report(ExportReport.self, ["export", "--format", "json", "-o", "-"])
        #expect(after.held.isEmpty && after.trainingMax[.squat] == Weight(3510))
        #expect(!plusmd(["report", "-o", "-"], in: journal).out.contains("data-kind=\"held\""))
    }

    @Test func fixingTheLineClearsIt() throws {
        let path = journal + "/" + typo
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "3250 x 6", with: "325 x 6")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tm = try report(TrainingMaxReport.self, ["tm"])
        #expect(tm.held.isEmpty)
        // 325 × 1.2 = 390, 90 % = 351: an ordinary rise, pending.
        #expect(tm.pendingChanges.first { $0.lift == .squat }?.to == Weight(351))
        let check = try report(CheckReport.self, ["check"])
        #expect(!check.findings.contains { $0.id == "implausible-weight" })
    }

    /// Accepted once its cycle has begun, the rise holds from that cycle's first sheet, so the
    /// whole cycle uses it (untouched sheets of it go stale and are rewritten by `next`).
    @Test func acceptedAfterItsCycleBeganItHoldsFromThatCyclesStart() throws {
        let written = plusmd(["next", "--lift", "bench", "--date", "2026-09-29"], in: journal)
        #expect(written.status == 0, "\(written.err)")
        #expect(try report(TrainingMaxReport.self, ["tm"]).held.map(\.lift) == [.squat])
        let accepted = plusmd(["tm", "accept", "squat"], in: journal)
        #expect(accepted.status == 0, "\(accepted.err)")
        #expect(FileManager.default.fileExists(atPath: journal + "/2026/2026-09-29-training-max-squat.md"))
        let after = try report(TrainingMaxReport.self, ["tm"])
        #expect(after.held.isEmpty && after.trainingMax[.squat] == Weight(3510))
    }

    /// The held rise names its file; a file name with a terminal escape in it is shown escaped.
    @Test func aHeldRiseFromAnOddlyNamedFileIsShownEscaped() throws {
        let odd = "2026/2026-09-15-squat\u{1B}[2J.md"
        try FileManager.default.moveItem(atPath: journal + "/" + typo, toPath: journal + "/" + odd)
        #expect(try report(TrainingMaxReport.self, ["tm"]).held.first?.source.path == odd)
        for command in [["tm"], ["status"], ["next", "--dry-run", "--lift", "squat", "--date", "2026-09-29"]] {
            let result = plusmd(command, in: journal)
            #expect(result.status == 0, "\(command): \(result.err)")
            #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}"), "\(command) printed a raw escape")
        }
    }
}
