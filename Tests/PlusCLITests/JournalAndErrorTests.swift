import Foundation
import PlusTemplates
import PlusTestSupport
import Testing

@testable import PlusCLI

@Suite struct JournalDiscoveryTests {
    @Test func searchesUpwardLikeGit() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        try FileManager.default.createDirectory(atPath: folder.path + "/j/2026/deep", withIntermediateDirectories: true)
        let result = plusmd(["status"], in: folder.path + "/j/2026/deep")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Cycle 1, week 1 (5s)"))
    }

    @Test func journalOptionAndEnvironmentVariable() {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        #expect(plusmd(["--journal", "j", "status"], in: folder.path).status == 0)
        #expect(plusmd(["status", "-C", "j"], in: folder.path).status == 0)
        #expect(plusmd(["status", "--json"], in: "/", environment: ["PLUSMD_JOURNAL": folder.path + "/j"]).status == 0)
        let wrong = plusmd(["status", "--journal", "nowhere"], in: folder.path)
        #expect(wrong.status == 1)
        #expect(wrong.err.contains("nowhere is not a plusmd journal"))
    }

    @Test func noJournalSuggestsInit() {
        let folder = TemporaryFolder()
        let result = plusmd(["next"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.err.contains("no plusmd journal here"))
        #expect(result.err.contains("plusmd init"))
    }
}

@Suite struct MalformedJournalTests {
    @Test func everyBadFileIsReportedWithPathLineAndWhatIsWrong() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "malformed")
        for command in [["next"], ["status"], ["tm"], ["next", "--json"], ["prs"], ["cal", "2026-09"], ["export", "-o", "-"]] {
            let result = plusmd(command, in: journal)
            let writes = command.first == "next"
            // A writer refuses while an error could change its sheet; a read-only report prints what it
            // can, lists the errors first and exits 3.
            #expect(result.status == (writes ? 1 : 3), "\(command)")
            #expect(result.out.isEmpty == writes, "\(command)")
            #expect(result.err.hasPrefix("2026/2026-09-01-squat.md:5:7: error:"), "errors come first")
            #expect(result.err.contains("2026/2026-09-01-squat.md:5:7: error: week '7' must be 1–4"))
            #expect(result.err.contains("2026/2026-09-02-bench.md:9:13: error: set line does not parse: expected the number of reps after `x`"))
            #expect(result.err.contains("2026/2026-09-03-deadlift.md:4:6: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence from line 3)"))
            #expect(result.err.contains("2026/2026-09-04-press.md:3:7: error: unknown lift 'presss'"))
            #expect(result.err.contains("Did you mean 'press'?"))
            #expect(!result.err.contains("notes.md"))
            if writes {
                #expect(result.err.hasSuffix("have errors that could change this sheet; fix them and run again (nothing was written)\n"))
            }
        }
        #expect(folder.files(under: "malformed/2026").count == 5)
    }

    @Test func badSettingsAreReportedAndDefaultsFillTheRest() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        try folder.write("j/plusmd.yaml", "units: lb\nchime: bell\nrest:\n  working: 1:30\n")
        let timer = plusmd(["status"], in: folder.path + "/j")
        #expect(timer.status == 0, "a timer setting never blocks the training numbers")
        #expect(timer.err.contains("plusmd.yaml:4:12: warning: rest.working '1:30' must be whole seconds from 0 to 3600; using 180"))
        try folder.write("j/plusmd.yaml", "units: lb\nbar: heavy\n")
        let result = plusmd(["status"], in: folder.path + "/j")
        #expect(result.status == 3)
        #expect(result.err.contains("plusmd.yaml:2:6: error: bar 'heavy' is not a weight"))
        let next = plusmd(["next"], in: folder.path + "/j")
        #expect(next.status == 1)
        #expect(next.err.contains("plusmd.yaml has an error that could change this sheet"))
        try folder.write("j/plusmd.yaml", "bar: 45\n")
        #expect(plusmd(["next", "--dry-run"], in: folder.path + "/j").out.contains("270 lb × 5+"))
    }
}

@Suite struct CommandLineTests {
    @Test func unknownCommandAndOptionSuggestTheClosest() {
        let command = plusmd(["nxt"], in: "/")
        #expect(command.status == 2)
        #expect(command.err.contains("unknown command 'nxt'; did you mean 'next'?"))
        let option = plusmd(["next", "--lfit", "squat"], in: "/")
        #expect(option.status == 2)
        #expect(option.err.contains("unknown option '--lfit'; did you mean '--lift'?"))
        #expect(plusmd(["next", "--date", "tomorrow"], in: "/").status == 2)
    }

    /// A run builds only its own command's spec, found by `Command.name`; every name must be
    /// its spec's, once, or a command could not be reached.
    @Test func registryNamesAreTheSpecsNames() {
        let commands = CommandRegistry.commands
        #expect(commands.map { $0.name } == commands.map { $0.spec.name })
        #expect(Set(CommandRegistry.names).count == commands.count)
        for command in commands {
            #expect(CommandRegistry.command(named: command.name).map { $0.spec.name } == command.spec.name)
            let parsed = try? ParsedArguments.parse([command.name, "--help"], names: CommandRegistry.names) {
                CommandRegistry.command(named: $0)?.spec
            }
            #expect(parsed?.command == command.name, "\(command.name)")
        }
        #expect(CommandRegistry.command(named: "nxt") == nil)
        // Options before the command are the global ones; the command's own come after it.
        let early = try? ParsedArguments.parse(["--lift", "squat", "next"], names: CommandRegistry.names) {
            CommandRegistry.command(named: $0)?.spec
        }
        #expect(early == nil)
        let late = try? ParsedArguments.parse(["next", "--lift", "squat"], names: CommandRegistry.names) {
            CommandRegistry.command(named: $0)?.spec
        }
        #expect(late?.positionals == [] && late?.command == "next")
        // A flag that may be followed by its value (`--day [N]`) takes it inline too; other flags do not.
        let day = try? ParsedArguments.parse(["next", "--day=2", "--dry-run"], names: CommandRegistry.names) {
            CommandRegistry.command(named: $0)?.spec
        }
        #expect(day?.positionals == ["2"] && day?.flag(NextCommand.day) == true)
        #expect(throws: UsageError.self) {
            try ParsedArguments.parse(["next", "--dry-run=yes"], names: CommandRegistry.names) { CommandRegistry.command(named: $0)?.spec }
        }
    }

    @Test func helpAndVersion() {
        #expect(plusmd(["--version"], in: "/").out == "plusmd \(plusmdVersion) (\(Templates.buildInfo))\n")
        #expect(!Templates.buildInfo.isEmpty)
        let help = plusmd(["help"], in: "/")
        #expect(help.status == 0)
        for name in ["init", "next", "status", "tm"] { #expect(help.out.contains("  \(name) ")) }
        let next = plusmd(["next", "--help"], in: "/")
        #expect(next.out.contains("USAGE: plusmd next [--lift LIFT] [--date YYYY-MM-DD] [--dry-run]"))
        #expect(next.out.contains("EXAMPLES:"))
        #expect(plusmd(["help", "next"], in: "/").out == next.out)
    }

    @Test func builtBinaryRuns() throws {
        let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/plusmd")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path))
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).hasPrefix("plusmd 0."))
    }
}
