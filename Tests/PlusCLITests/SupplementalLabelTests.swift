import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// A Forever anchor week with `supplemental: fsl`: `next`, `show` and `export` name the
/// supplemental as the sheet does (`## FSL`), and `next`/`show` name the block as the sheet's title.
@Suite struct SupplementalLabelTests {
    /// A journal at the anchor's first week (cycle 4), its squat sheet written and ticked.
    func anchorJournal(_ folder: TemporaryFolder) throws -> (journal: String, path: String) {
        let journal = newJournal(in: folder)
        try (try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8) + ForeverProgramTests.yaml(progression: "fixed"))
            .write(toFile: journal + "/plusmd.yaml", atomically: false, encoding: .utf8)
        try ForeverProgramTests().run(folder, journal: journal, cycles: [(1, [1, 2, 3]), (2, [1, 2, 3]), (3, [7])])
        let next = plusmd(["next", "--lift", "squat", "--date", "2026-10-05", "--json"], in: journal)
        let report = try ReportJSON.decode(NextReport.self, from: next.out)
        #expect((report.cycle, report.week) == (4, 1))
        return (journal, report.path)
    }

    @Test func anchorSheetNamesFSLAndItsBlock() throws {
        let folder = TemporaryFolder()
        let (journal, path) = try anchorJournal(folder)
        let sheet = try String(contentsOfFile: journal + "/" + path, encoding: .utf8)
        #expect(sheet.contains("## FSL\n") && sheet.contains("# Squat · Anchor (cycle 4) · week 1 (5s, 5/3/1)"))

        // `next` shows the unfinished sheet again: the block in the heading, FSL rows.
        let next = plusmd(["next", "--lift", "squat"], in: journal).out
        #expect(next.contains("Squat · Anchor (cycle 4) · week 1 (5s, 5/3/1) · 2026-10-05\n"), "\(next)")
        #expect(next.contains("\n  [ ] FSL      "), "\(next)")
        #expect(!next.contains("BBB"), "\(next)")

        // Ticked, `show` does the same.
        try sheet.ticked(amrap: 8).write(toFile: journal + "/" + path, atomically: false, encoding: .utf8)
        let show = plusmd(["show", "2026-10-05", "--lift", "squat", "--no-color"], in: journal).out
        #expect(show.hasPrefix("Squat · Anchor (cycle 4) · week 1 (5s, 5/3/1) · 2026-10-05\n"), "\(show)")
        #expect(show.components(separatedBy: "\n  FSL      [x]").count == 6, "\(show)")
        #expect(!show.contains("BBB"), "\(show)")

        // Export: `kind` stays `bbb` (supplemental), the `supplemental` column says which.
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal).out.components(separatedBy: "\r\n")
        #expect(csv[0].hasSuffix(",notes,supplemental,status"))
        let anchor = csv.filter { $0.hasPrefix("2026-10-05,squat,4,1,bbb,") }
        #expect(anchor.count == 5 && anchor.allSatisfy { $0.hasSuffix(",fsl,done") || $0.hasSuffix(",fsl,open") }, "\(anchor)")
        let leader = csv.filter { $0.hasPrefix("2026-09-01,squat,1,1,bbb,") }
        #expect(leader.count == 5 && leader.allSatisfy { $0.hasSuffix(",bbb,done") || $0.hasSuffix(",bbb,open") }, "\(leader)")
        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        let sets = try #require(export.workouts.first { $0.path == path }).sets
        #expect(sets.filter { $0.kind == .bbb }.map(\.supplemental) == Array(repeating: .fsl, count: 5))
        #expect(sets.filter { $0.kind != .bbb }.allSatisfy { $0.supplemental == nil })
        // The Markdown export heads the workout and its sections as the sheet does.
        let markdown = plusmd(["export", "-o", "-"], in: journal).out
        #expect(markdown.contains("### 2026-10-05 · Squat · Anchor (cycle 4) · week 1 (5s, 5/3/1)\n"))
        let anchorSection = try #require(markdown.range(of: "### 2026-10-05 · Squat"))
        #expect(markdown[anchorSection.upperBound...].prefix(2000).contains("#### FSL\n"))
    }

    /// The block name in a sheet's heading comes from its front matter: escaped on the terminal.
    @Test func aHostileBlockNameIsEscaped() throws {
        let folder = TemporaryFolder()
        let (journal, path) = try anchorJournal(folder)
        let sheet = try String(contentsOfFile: journal + "/" + path, encoding: .utf8)
        let block = try #require(sheet.split(separator: "\n").first { $0.hasPrefix("block: ") })
        try sheet.replacingFirst(String(block), with: "block: \"Anchor\\e]0;pwned\\a\\e[2J\"")
            .write(toFile: journal + "/" + path, atomically: false, encoding: .utf8)
        for command in [["next", "--lift", "squat"], ["show", "2026-10-05", "--lift", "squat"]] {
            let result = plusmd(command, in: journal)
            #expect(result.out.contains("Squat · Anchor\\e]0;pwned\\u{7}\\e[2J (cycle 4)"), "\(command): \(result.out)")
            #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}"), "\(command)")
        }
    }

    @Test func leaderDryRunHeadingNamesItsBlock() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        try (try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8) + ForeverProgramTests.yaml(progression: "fixed"))
            .write(toFile: journal + "/plusmd.yaml", atomically: false, encoding: .utf8)
        let next = plusmd(["next", "--lift", "squat", "--date", "2026-09-01", "--dry-run"], in: journal).out
        #expect(next.contains("Squat · Leader 1 of 2 (cycle 1) · week 1 (5s, 5s PRO) · 2026-09-01\n"), "\(next)")
        #expect(next.contains("\n  BBB      "), "\(next)")
    }
}

/// `plusmd log` on a sheet with `supplemental: fsl`: the heading names the block, the rows say FSL.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct SupplementalLogTerminalTests {
    @Test func logScreenNamesFSLAndTheBlock() throws {
        let journal = try TerminalJournal()
        let program = "\nprogram:\n  blocks:\n    - {name: Anchor, cycles: 1, scheme: \"531\", supplemental: fsl}\n"
        try (try String(contentsOfFile: journal.root + "/plusmd.yaml", encoding: .utf8) + program)
            .write(toFile: journal.root + "/plusmd.yaml", atomically: false, encoding: .utf8)
        let tmux = try Tmux(journal.command("log --lift squat"), environment: journal.environment)
        let screen = try tmux.waitFor("Squat · Anchor (cycle 1) · week 1 (5s, 5/3/1)")
        #expect(try journal.sheet("squat").contains("## FSL\n"))
        #expect(screen.contains("  7  FSL      205 lb × 5 "), "\(screen)")
        #expect(!screen.contains("BBB"), "\(screen)")
    }
}
