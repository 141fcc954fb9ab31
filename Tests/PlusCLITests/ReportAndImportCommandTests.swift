import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// `plusmd report` (file naming, --open, --since, --lift) and `plusmd init --from`.
@Suite struct ReportAndImportCommandTests {
    static let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/imports").path

    @Test func reportIsNamedWithATimestampAndNeverLandsInTheJournal() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let outside = plusmd(["report", "--journal", journal], in: folder.path)
        #expect(outside.status == 0, "\(outside.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/plusmd-report-20261130-184502.html"))
        // Inside the journal: in $HOME, never in the synced folder.
        let home = folder.path + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let inside = plusmd(["report"], in: journal + "/2026", environment: ["HOME": home])
        #expect(inside.status == 0, "\(inside.err)")
        #expect(FileManager.default.fileExists(atPath: home + "/plusmd-report-20261130-184502.html"))
        #expect(!FileManager.default.fileExists(atPath: journal + "/2026/plusmd-report-20261130-184502.html"))
        // Never over an existing file.
        let again = plusmd(["report", "--journal", journal], in: folder.path)
        #expect(again.status != 0)
    }

    @Test func reportToStdoutWithSinceAndLift() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let result = plusmd(["report", "--journal", journal, "-o", "-", "--since", "2026-10-01", "--lift", "squat"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("<!DOCTYPE html>"))
        #expect(result.out.contains("id=\"lift-squat\""))
        #expect(!result.out.contains("id=\"lift-bench\""))
        #expect(!result.out.contains("data-kind=\"e1rm\" data-lift=\"squat\" data-date=\"2026-09"))
        #expect(result.out.contains("data-kind=\"e1rm\" data-lift=\"squat\" data-date=\"2026-10"))
        #expect(!result.out.contains("http://") || !result.out.contains("src=\"http"))
        #expect(plusmd(["report", "--journal", journal, "-o", "-", "--since", "October"], in: folder.path).status == 2)
    }

    @Test func openUsesTheOpenerOrPrintsThePath() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"$1\" > \(folder.path)/opened\n".write(toFile: bin + "/xdg-open", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        let opened = plusmd(["report", "--journal", journal, "-o", "a.html", "--open"], in: folder.path, environment: ["PATH": bin])
        #expect(opened.status == 0, "\(opened.err)")
        #expect(try folder.read("opened") == folder.path + "/a.html\n")
        let missing = plusmd(["report", "--journal", journal, "-o", "b.html", "--open"], in: folder.path, environment: ["PATH": folder.path + "/nowhere"])
        #expect(missing.status == 0)
        #expect(missing.out == folder.path + "/b.html\n")
        #expect(missing.err.contains("No opener"))
    }

    @Test func initFromStrongWritesAnImportEntryWithBaselines() throws {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--from", Self.imports + "/strong-lb.csv", "--unit", "lb", "--yes"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("squat    TM 299.25 lb  (e1RM 332.5 from Squat (Barbell) 285 × 5 on 2026-11-16, line 9; best ever 368.5)"))
        let entry = try folder.read("j/2026/2026-11-30-training-max.md")
        #expect(entry.contains("cause: import\nunits: lb\nsource: \"strong-lb.csv\"\nsquat: 299.25\n"))
        #expect(entry.contains("baseline_e1rm:\n  squat: 368.5\n"))
        let history = try ReportJSON.decode(TrainingMaxHistoryReport.self, from: plusmd(["tm", "--history", "--json", "--journal", folder.path + "/j"], in: folder.path).out)
        #expect(history.history.map(\.cause.kind) == ["import", "import", "import", "import"])
        let text = plusmd(["tm", "--history", "--journal", folder.path + "/j"], in: folder.path).out
        #expect(text.contains("imported from another app's history (2026/2026-11-30-training-max.md:"), "\(text)")
        #expect(!text.contains("?"))
        #expect(plusmd(["check", "--journal", folder.path + "/j"], in: folder.path).status == 0)
    }

    @Test func initFromHevyTakesKilograms() throws {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--from", Self.imports + "/hevy-kg.csv", "--yes"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        let settings = try folder.read("j/plusmd.yaml")
        #expect(settings.contains("units: kg"))
        let entry = try folder.read("j/2026/2026-11-30-training-max.md")
        // Squat: 130 × 5 (e1RM 151.67) beats the failed 140 × 2 (149.33); the 60 kg warm-up never counts.
        #expect(entry.contains("squat: 136.5\n"), "\(entry)")
        #expect(entry.contains("units: kg"))
    }

    @Test func initFromLiftosaurWithAMap() throws {
        let folder = TemporaryFolder()
        let unmapped = plusmd(["init", "j", "--from", Self.imports + "/liftosaur.csv", "--yes"], in: folder.path)
        #expect(unmapped.status != 0)
        #expect(unmapped.out.contains("No sets for press"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/j/plusmd.yaml"))
        let mapped = plusmd(["init", "j", "--from", Self.imports + "/liftosaur.csv", "--map", "Press, Standing=press", "--yes"], in: folder.path)
        #expect(mapped.status == 0, "\(mapped.err)")
        #expect(try folder.read("j/2026/2026-11-30-training-max.md").contains("press: 126\n"))
    }

    @Test func initFromAsksWhichExerciseIsALift() throws {
        let folder = TemporaryFolder()
        // Press is not found by name: asked for (2nd choice after a bad answer), then confirmed.
        let result = plusmd(["init", "j", "--from", Self.imports + "/liftosaur.csv"], in: folder.path, terminalInput: ["9", "1", "y"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("No exercise in the file is the overhead press. Which one is it?\n  1. Press, Standing (1 sets)"))
        #expect(result.err.contains("'9' is not 1 to 1"))
        #expect(try folder.read("j/2026/2026-11-30-training-max.md").contains("press: 126\n"))
    }

    /// `--unit` (the --from file's unit) and `--units` (the journal's) are easy to mix up: without
    /// --from, `--unit kg` once made an lb journal without a word; a Strong file's unit follows --units.
    @Test func initTakesEitherUnitSpellingForTheJournal() throws {
        let folder = TemporaryFolder()
        let kg = plusmd(["init", "kg", "--unit", "kg", "--tm", "squat=140", "--tm", "bench=100", "--tm", "deadlift=180", "--tm", "press=60"], in: folder.path)
        #expect(kg.status == 0, "\(kg.err)")
        #expect(try folder.read("kg/plusmd.yaml").contains("units: kg"))
        // Under the bar the empty bar is the nearest load, above it, never "below".
        let plates = plusmd(["plates", "15", "--journal", folder.path + "/kg"], in: folder.path).out
        #expect(plates.contains("15 kg cannot be loaded: it is below the 20 kg bar\n  above: 20 kg — empty bar\n"), "\(plates)")
        #expect(!plates.contains("below: "), "\(plates)")
        // A weight typed with its unit, as on a sheet: the journal's unit is taken, another refused with the conversion.
        #expect(plusmd(["plates", "100kg", "--journal", folder.path + "/kg"], in: folder.path).out.contains("100 kg: 25 15 per side"))
        #expect(plusmd(["plates", "102,5 kg", "--journal", folder.path + "/kg"], in: folder.path).out.contains("102.5 kg: 25 15 1.25 per side"))
        let pounds = plusmd(["plates", "225lb", "--journal", folder.path + "/kg"], in: folder.path)
        #expect(pounds.status == 2 && pounds.err.contains("225 lb is 102.06 kg; this journal loads in kg: plusmd plates 102.06"), "\(pounds.err)")
        #expect(plusmd(["plates", "kg", "--journal", folder.path + "/kg"], in: folder.path).err.contains("'kg' is not a weight"))
        let bad = plusmd(["init", "bad", "--unit", "stone"], in: folder.path)
        #expect(bad.status == 2 && bad.err.contains("--unit takes lb or kg"), "\(bad.err)")
        let strong = plusmd(["init", "s", "--from", Self.imports + "/strong-lb.csv", "--units", "lb", "--yes"], in: folder.path)
        #expect(strong.status == 0, "\(strong.err)")
        #expect(try folder.read("s/plusmd.yaml").contains("units: lb"))
    }

    @Test func initFromABadFileWritesNothing() throws {
        let folder = TemporaryFolder()
        let bad = plusmd(["init", "j", "--from", Self.imports + "/strong-bad-row.csv", "--unit", "lb", "--yes"], in: folder.path)
        #expect(bad.status == 1)
        #expect(bad.err.contains("strong-bad-row.csv:3: error: date '2026-11-1x 08:00:00'"))
        #expect(bad.err.contains("strong-bad-row.csv:4: error: reps 'five' is not a whole number"))
        #expect(bad.err.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/j"))
        let noUnit = plusmd(["init", "j", "--from", Self.imports + "/strong-lb.csv", "--yes"], in: folder.path)
        #expect(noUnit.status == 2)
        #expect(noUnit.err.contains("--unit"))
        let unconfirmed = plusmd(["init", "j", "--from", Self.imports + "/strong-lb.csv", "--unit", "lb"], in: folder.path)
        #expect(unconfirmed.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/j"))
        let declined = plusmd(["init", "j", "--from", Self.imports + "/strong-lb.csv", "--unit", "lb"], in: folder.path, terminalInput: ["n"])
        #expect(declined.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/j"))
    }
}
