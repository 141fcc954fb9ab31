import Foundation
import PlusCore
import PlusFormat
import PlusStore
import PlusTestSupport
import Testing

@testable import PlusCLI

/// `edit`, `init` and `config` at their edges: editors as git runs them, broken files opened all
/// the same, did-you-mean for typos, and settings shown as set only when the file sets them.
@Suite struct SettingsAndEditTests {
    /// An editor script that writes each argument it got, one `<arg>` a line, to `args.txt`.
    /// A shell script that records its arguments. Tests that are not about how the editor is started
    /// run it as `sh SCRIPT`: exec'ing a file just written races with other tests' child processes,
    /// which may still hold its write descriptor (ETXTBSY, "Text file busy").
    func editorScript(in folder: TemporaryFolder, at relative: String, then command: String = "") throws -> String {
        let path = folder.path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let script = "#!/bin/sh\nfor a in \"$@\"; do printf '<%s>\\n' \"$a\"; done > \"\(folder.path)/args.txt\"\n\(command)\n"
        // Written as plusmd writes files, through a close-on-exec descriptor: one that a process
        // spawned meanwhile by another test inherited would keep the script open for writing, and
        // running it would fail with "text file busy" (the editor then "exits with status 126").
        try AtomicFile.createExclusively(path, contents: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func editRunsAQuotedEditorPathWithSpacesAsGitDoes() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        _ = plusmd(["next", "--date", "2026-09-01"], in: journal)
        let script = try editorScript(in: folder, at: "My Editor/ed")
        let result = plusmd(["edit"], in: journal, environment: ["EDITOR": "\"\(script)\" --wait"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.read("args.txt") == "<--wait>\n<\(journal)/2026/2026-09-01-squat.md>\n")
        let visual = plusmd(["edit"], in: journal, environment: ["VISUAL": "'\(script)'", "EDITOR": "nano"])
        #expect(visual.status == 0, "\(visual.err)")
        #expect(try folder.read("args.txt") == "<\(journal)/2026/2026-09-01-squat.md>\n")
        #expect(EditCommandProbe.editor([:]) == "vi")
        #expect(EditCommandProbe.editor(["VISUAL": " ", "EDITOR": "ed -p"]) == "ed -p")
    }

    @Test func editOpensABrokenSheetByDateOrPathAndReportsItsProblemsAfterwards() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let broken = "---\ndate: 2026-09-01\nlift: squat\ncycle: [1\n---\n\n## Working\n\n- [x] 205 x 5\n"
        try folder.write("j/2026/2026-09-01-squat.md", broken)
        try folder.write("j/2026/2026-09-03-bench.md", "---\ndate: 2026-09-03\nlift: bench\ncycle: 1\nweek: 9\n---\n")
        let script = try editorScript(in: folder, at: "ed")
        let sheet = "\(journal)/2026/2026-09-01-squat.md"

        let byDate = plusmd(["edit", "2026-09-01"], in: journal, environment: ["EDITOR": "sh " + script])
        #expect(try folder.read("args.txt") == "<\(sheet)>\n", "\(byDate.err)")
        #expect(byDate.status == 1, "the file still has an error")
        #expect(byDate.err.contains("2026/2026-09-01-squat.md:5:"), "\(byDate.err)")
        #expect(!byDate.err.contains("2026-09-03-bench.md"), "only the edited file's problems")

        try FileManager.default.removeItem(atPath: folder.path + "/args.txt")
        let byPath = plusmd(["edit", "2026/2026-09-01-squat.md"], in: journal, environment: ["EDITOR": "sh " + script])
        #expect(try folder.read("args.txt") == "<\(sheet)>\n", "\(byPath.err)")
        let outside = plusmd(["edit", "j/2026/2026-09-01-squat.md", "--journal", journal], in: folder.path, environment: ["EDITOR": "sh " + script])
        #expect(outside.status == 1 && outside.err.contains("2026-09-01-squat.md:5:"), "a path relative to the working folder: \(outside.err)")
        let byLift = plusmd(["edit", "2026-09-01", "--lift", "squat"], in: journal, environment: ["EDITOR": "sh " + script])
        #expect(byLift.err.contains("2026-09-01-squat.md:5:"), "\(byLift.err)")

        // The editor fixes the file: no problem is left, the exit status is 0.
        let fixed = "---\ndate: 2026-09-01\nlift: squat\ncycle: 1\nweek: 1\ntraining_max: 315\nunits: lb\n---\n"
        try folder.write("fixed.md", fixed)
        let fixer = try editorScript(in: folder, at: "fixer", then: "cp \"\(folder.path)/fixed.md\" \"$1\"")
        let repaired = plusmd(["edit", "2026-09-01"], in: journal, environment: ["EDITOR": "sh " + fixer])
        #expect(repaired.status == 0, "\(repaired.err)")
        #expect(try folder.read("j/2026/2026-09-01-squat.md") == fixed)

        // plusmd.yaml by PATH, broken: opened, and its problems reported afterwards.
        try folder.write("j/plusmd.yaml", "units: [lb\n")
        let settings = plusmd(["edit", "plusmd.yaml"], in: journal, environment: ["EDITOR": "sh " + script])
        #expect(try folder.read("args.txt") == "<\(journal)/plusmd.yaml>\n")
        #expect(settings.status == 1 && settings.err.contains("plusmd.yaml:2:1: error: invalid YAML"), "\(settings.err)")

        let missing = plusmd(["edit", "2026/2026-09-09-squat.md"], in: journal, environment: ["EDITOR": "sh " + script])
        #expect(missing.status == 1 && missing.err.contains("no file 2026/2026-09-09-squat.md in the journal"), "\(missing.err)")
    }

    @Test func initSuggestsTheLiftForATypo() {
        let folder = TemporaryFolder()
        let result = plusmd(["init", "j", "--tm", "sqat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.err.contains("did you mean 'squat'?"), "\(result.err)")
        let negative = plusmd(["init", "j", "--tm", "squat=-315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(negative.err.contains("must be more than 0"), "\(negative.err)")
        let bar = plusmd(["init", "j", "--bar", "-45", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(bar.err.contains("--bar -45 must be 0 or more"), "\(bar.err)")
    }

    @Test func configSetSuggestsTheRightKey() {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let unit = plusmd(["config", "set", "unit", "kg"], in: journal)
        #expect(unit.status == 2 && unit.err.contains("did you mean 'units'?"), "\(unit.err)")
        let group = plusmd(["config", "set", "bbb", "false"], in: journal)
        #expect(group.status == 2)
        #expect(group.err.contains("bbb is a group of settings (bbb.enabled, bbb.percent); did you mean 'bbb.enabled'?"), "\(group.err)")
        let percent = plusmd(["config", "set", "bbb", "60"], in: journal)
        #expect(percent.err.contains("did you mean 'bbb.percent'?"), "\(percent.err)")
        let rest = plusmd(["config", "set", "rest.work", "200"], in: journal)
        #expect(rest.err.contains("did you mean 'rest.working'?"), "\(rest.err)")
        // A negative number is a value, not an option, with or without `--`.
        for arguments in [["config", "set", "bar", "--", "-5"], ["config", "set", "bar", "-5"], ["tm", "set", "squat", "-2.5"]] {
            let negative = plusmd(arguments, in: journal)
            #expect(negative.status == 2 && !negative.err.contains("unknown option"), "\(arguments): \(negative.err)")
        }
        #expect(plusmd(["config", "set", "bar", "-5"], in: journal).err.contains("bar '-5' must be 0 or more"))
    }

    @Test func configShowsSetOnlyForWhatTheFileSets() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        try folder.write("j/plusmd.yaml", "units: lb\nbbb:\n  percent: 50\n")
        let shown = plusmd(["config"], in: journal)
        #expect(shown.status == 0, "\(shown.err)")
        let lines = shown.out.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        func row(_ key: String) -> [String] { lines.first { $0.first == key } ?? [] }
        #expect(row("bbb.percent").prefix(3) == ["bbb.percent", "50", "set"], "the file sets it, to the default")
        #expect(row("units").prefix(3) == ["units", "lb", "set"])
        #expect(row("bar").prefix(3) == ["bar", "45", "default"])
        #expect(row("chime").prefix(3) == ["chime", "bell", "default"], "the default chime, not 'not set'")
        let json = plusmd(["config", "--json"], in: journal).out
        let report = try ReportJSON.decode(ConfigReport.self, from: json)
        let rows = report.groups.flatMap(\.settings)
        #expect(rows.first { $0.key == "bar" }?.isDefault == true && rows.first { $0.key == "bar" }?.isSet == false, "\(json)")
        #expect(report.groups.map(\.group) == ["training", "timer", "equipment", "program", "data"])
        #expect(rows.first { $0.key == "bbb.percent" } == ConfigReport.Row(key: "bbb.percent", value: .number(Weight(50)), isDefault: true, isSet: true))
        #expect(rows.first { $0.key == "plates" }?.value == .list([45, 35, 25, 10, 5].map { .number(Weight($0)) } + [.number(Weight(hundredths: 250))]))
        #expect(rows.first { $0.key == "order" }?.value == .list(["squat", "bench", "deadlift", "press"].map { .text($0) }))
        #expect(rows.first { $0.key == "training_max.squat" }?.value == .number(Weight(315)))
        // Every key listed has a meaning; `sync` had none and is not listed.
        #expect(rows.first { $0.key == "sync" } == nil)
        #expect(rows.first { $0.key == "gym" }?.value == .text("not set"))
        #expect(ReportJSON.text(report) == json, "the JSON decodes into the report and encodes back the same")
        try folder.write("j/plusmd.yaml", "bbb: false\n")
        #expect(plusmd(["config"], in: journal).out.contains("bbb.enabled            false"))
        let shorthand = plusmd(["config"], in: journal).out.split(separator: "\n").first { $0.hasPrefix("  bbb.enabled") } ?? ""
        #expect(shorthand.split(separator: " ").prefix(3) == ["bbb.enabled", "false", "set"])
    }

    @Test func completionsAfterConfigSetOfferKeysThenValues() {
        let specs = CommandRegistry.specs
        func complete(_ words: [String]) -> [String] {
            Completions.candidates(words: words, current: "", specs: specs, lifts: ["squat"], dates: [])
        }
        #expect(complete(["config"]) == ["set"])
        let keys = complete(["config", "set"])
        #expect(keys.contains("bbb.percent") && keys.contains("units") && keys.contains("git.autocommit"), "\(keys)")
        #expect(complete(["config", "set", "bbb.enabled"]) == ["true", "false"])
        #expect(complete(["config", "set", "units"]) == ["lb", "kg"])
        #expect(complete(["config", "set", "chime"]).contains("none"))
        #expect(complete(["config", "set", "bar"]) == [])
        #expect(complete(["config", "set", "units", "kg"]) == [])
        let shell = plusmd(["__complete", "config", "set", "bbb."], in: "/")
        #expect(shell.out.contains("bbb.enabled\n"))
    }

    @Test func manPageIsPlainASCIIAndRendersWithoutWarnings() throws {
        let page = plusmd(["man"], in: "/").out
        let nonASCII = page.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "non-ASCII in the man page: \(String(String.UnicodeScalarView(nonASCII)))")
        #expect(page.contains("5 \\(mu 10"))
        let folder = TemporaryFolder()
        try page.write(toFile: folder.path + "/plusmd.1", atomically: true, encoding: .utf8)
        // groff comes with man-db (groff-base); no preconv: the page must be ASCII roff itself.
        let groff = try #require(["/usr/bin/groff", "/bin/groff"].first { FileManager.default.isExecutableFile(atPath: $0) }, "groff is needed (apt-get install man-db)")
        let rendered = try run(groff, ["-man", "-Tutf8", "-ww", "-z", folder.path + "/plusmd.1"])
        #expect(rendered.status == 0)
        #expect(rendered.err.isEmpty, "\(rendered.err)")
        if let mandoc = ["/usr/bin/mandoc", "/bin/mandoc"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            let lint = try run(mandoc, ["-T", "lint", folder.path + "/plusmd.1"])
            #expect(lint.out.isEmpty && lint.err.isEmpty, "\(lint.out)\(lint.err)")
        }
    }

    func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, outText, errText)
    }
}
