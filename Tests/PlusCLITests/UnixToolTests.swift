import Foundation
import PlusCore
import PlusTestSupport
import Testing

@testable import PlusCLI

/// plusmd as a well-behaved Unix tool: help from one table, exit codes, colour rules, JSON,
/// completions, the man page and `make install`.
@Suite struct UnixToolTests {
    @Test func everyCommandHasFullHelp() {
        for spec in CommandRegistry.specs where !spec.isHidden {
            let help = plusmd([spec.name, "--help"], in: "/")
            #expect(help.status == 0)
            #expect(help.out.hasPrefix("OVERVIEW: \(spec.abstract)\n"), "\(spec.name)")
            #expect(help.out.contains("USAGE: plusmd \(spec.name)"), "\(spec.name)")
            for option in spec.options { #expect(help.out.contains(option.names[0]), "\(spec.name) \(option.names[0])") }
            #expect(!spec.examples.isEmpty, "\(spec.name) needs an example")
            #expect(help.out.contains("EXAMPLES:\n  plusmd "), "\(spec.name)")
            #expect(plusmd(["help", spec.name], in: "/").out == help.out)
            #expect(plusmd(["help"], in: "/").out.contains("  \(spec.name) "), "\(spec.name) in the overview")
        }
        #expect(!plusmd(["help"], in: "/").out.contains("__complete"))
    }

    @Test func exitCodesAreTheDocumentedOnes() throws {
        let folder = TemporaryFolder()
        let root = newJournal(in: folder)
        #expect(plusmd(["status"], in: root).status == 0)
        #expect(plusmd(["status"], in: folder.path).status == 1, "no journal")
        #expect(plusmd(["status", "--bogus"], in: root).status == 2)
        #expect(plusmd(["frobnicate"], in: root).status == 2)
        try "---\ndate: 2026-09-01\nlift: squat\ncycle: 1\nweek: 9\n---\n".write(toFile: root + "/2026/2026-09-01-squat.md", atomically: false, encoding: .utf8)
        #expect(plusmd(["check"], in: root).status == 3)
        #expect(plusmd(["init", root, "--tm", "squat=1", "--tm", "bench=1", "--tm", "deadlift=1", "--tm", "press=1"], in: "/").status == 4)
    }

    @Test func noEscapeSequencesWithoutATerminalOrWithNoColor() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "messy")
        func run(_ arguments: [String], terminal: Bool, environment: [String: String]) -> CLIResult {
            let capture = Capture(input: [])
            let context = CommandContext(
                environment: environment, workingDirectory: journal, today: Day2026.november30,
                stdinIsTerminal: terminal, stdoutIsTerminal: terminal, stderrIsTerminal: terminal,
                writeOut: { capture.writeOut($0) }, writeError: { capture.writeError($0) })
            let status = PlusCLI.run(arguments, context)
            let (out, err) = capture.streams
            return CLIResult(status: status, out: out, err: err)
        }
        let coloured = run(["check"], terminal: true, environment: ["TERM": "xterm-256color"])
        #expect(coloured.out.contains("\u{1B}["), "a terminal gets colour")
        for (terminal, environment) in [(false, ["TERM": "xterm"]), (true, ["NO_COLOR": "1", "TERM": "xterm"]), (true, ["TERM": "dumb"])] {
            for command in [["check"], ["cal", "2026-09"], ["status"], ["prs"], ["show", "2026-09-01"]] {
                let result = run(command, terminal: terminal, environment: environment)
                #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}"), "\(command) \(environment)")
            }
        }
        let flag = run(["check", "--no-color"], terminal: true, environment: ["TERM": "xterm"])
        #expect(!flag.out.contains("\u{1B}"))
    }

    @Test func everyReadCommandPrintsVersionedJSON() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        for command in [["status"], ["tm"], ["tm", "--history"], ["prs"], ["show"], ["cal"], ["check"], ["config"], ["next", "--dry-run"]] {
            let result = plusmd(command + ["--json"], in: journal)
            #expect(result.status == 0, "\(command): \(result.err)")
            let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
            #expect(object?["version"] as? Int == 1, "\(command)")
            if command != ["check"] && command != ["cal"] { #expect(object?["units"] as? String == "lb", "\(command) names its unit") }
        }
    }

    @Test func bashCompletionLoadsAndCompletes() throws {
        let binary = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let script = """
            source <(plusmd completions bash)
            complete -p plusmd
            COMP_WORDS=(plusmd ne); COMP_CWORD=1; _plusmd; echo "commands: ${COMPREPLY[*]}"
            COMP_WORDS=(plusmd next --lift d); COMP_CWORD=3; _plusmd; echo "lifts: ${COMPREPLY[*]}"
            COMP_WORDS=(plusmd show 2026-11-2); COMP_CWORD=2; _plusmd; echo "dates: ${COMPREPLY[*]}"
            COMP_WORDS=(plusmd next --d); COMP_CWORD=2; _plusmd; echo "flags: ${COMPREPLY[*]}"
            """
        let output = try shell("bash", ["-c", script], in: journal, path: binary.deletingLastPathComponent().path)
        #expect(output.contains("complete -F _plusmd plusmd"))
        #expect(output.contains("commands: next"))
        #expect(output.contains("lifts: deadlift"))
        #expect(output.contains("dates: 2026-11-24 2026-11-23"))
        #expect(output.contains("flags: --date --dry-run"))
    }

    /// The zsh and fish scripts loaded in the real shells, every time: a missing shell fails the
    /// test (scripts/setup.sh --tests and .ci/run install both).
    @Test func zshAndFishCompletionsLoadAndComplete() throws {
        let binary = try #require(plusmdBinary())
        for name in ["zsh", "fish"] {
            #expect(installed(name) != nil, "\(name) is not installed: its completion script cannot be loaded (bash scripts/setup.sh --tests)")
        }
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let scripts = FileManager.default.temporaryDirectory.appendingPathComponent("plusmd-completions-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scripts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scripts) }
        for name in ["zsh", "fish"] {
            try plusmd(["completions", name], in: "/").out.write(toFile: scripts + "/plusmd." + name, atomically: true, encoding: .utf8)
        }
        if installed("zsh") != nil {
            // compinit registers the function; a stand-in `compadd` prints what would be offered.
            let script = """
                autoload -U compinit && compinit -u -D
                source '\(scripts)/plusmd.zsh'
                print -r -- "registered: $_comps[plusmd]"
                compadd() { [[ $1 == -a ]] && print -r -- "offered: ${(P)2}" }
                words=(plusmd ne); CURRENT=2; _plusmd
                words=(plusmd next --lift d); CURRENT=4; _plusmd
                words=(plusmd show 2026-11-2); CURRENT=3; _plusmd
                """
            let output = try shell("zsh", ["-f", "-c", script], in: journal, path: binary.deletingLastPathComponent().path)
            let lines = output.split(separator: "\n").map(String.init)
            #expect(lines.first == "registered: _plusmd", "\(output)")
            #expect(lines.count == 4, "\(output)")
            if lines.count == 4 {
                #expect(lines[1].split(separator: " ").contains("next"))
                #expect(lines[2] == "offered: squat bench deadlift press")
                #expect(lines[3].hasPrefix("offered: 2026-11-24 2026-11-23 "))
            }
        }
        if installed("fish") != nil {
            let script = """
                source '\(scripts)/plusmd.fish'
                complete -C 'plusmd ne'
                complete -C 'plusmd next --lift d'
                complete -C 'plusmd show 2026-11-2'
                """
            let output = try shell("fish", ["--no-config", "-c", script], in: journal, path: binary.deletingLastPathComponent().path)
            #expect(output == "next\ndeadlift\n2026-11-23\n2026-11-24\n", "fish sorts what it offers")
        }
    }

    /// The path of `program` when it is on PATH or in /usr/bin.
    func installed(_ program: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin"
        return folders.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func manPageRendersWithoutWarnings() throws {
        let page = plusmd(["man"], in: "/").out
        #expect(page.hasPrefix(".TH PLUSMD 1"))
        for spec in CommandRegistry.specs where !spec.isHidden { #expect(page.contains(".SS plusmd \(spec.name)"), "\(spec.name)") }
        let folder = TemporaryFolder()
        try page.write(toFile: folder.path + "/plusmd.1", atomically: true, encoding: .utf8)
        let man = try #require(["/usr/bin/man", "/bin/man"].first { FileManager.default.isExecutableFile(atPath: $0) }, "man is needed (apt-get install man-db)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: man)
        process.arguments = ["--warnings", "-l", folder.path + "/plusmd.1"]
        process.environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "MAN_KEEP_FORMATTING": "0"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func makeInstallIntoATemporaryPrefix() throws {
        _ = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        _ = try shell("make", ["-s", "install-files", "CONFIG=debug", "PREFIX=\(folder.path)"], in: repository, path: "")
        for file in ["bin/plusmd", "share/man/man1/plusmd.1", "share/bash-completion/completions/plusmd", "share/zsh/site-functions/_plusmd", "share/fish/vendor_completions.d/plusmd.fish"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/" + file), "\(file)")
        }
        let version = try shell(folder.path + "/bin/plusmd", ["--version"], in: "/", path: "")
        #expect(version.hasPrefix("plusmd "))
        _ = try shell("make", ["-s", "uninstall", "PREFIX=\(folder.path)"], in: repository, path: "")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/bin/plusmd"))
    }

    /// Runs a program (found on PATH) and returns its stdout; fails the test on a non-zero exit.
    func shell(_ program: String, _ arguments: [String], in folder: String, path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path.isEmpty ? environment["PATH"] : path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments): \(String(decoding: errorData, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self)
    }
}

enum Day2026 {
    static let november30 = PlusCore.Day(parsing: "2026-11-30")!
}

/// The benchmark script runs; how fast plusmd is stays out of the tests.
@Suite struct BenchmarkScriptTests {
    @Test func quickRunProducesAReport() throws {
        let binary = try #require(plusmdBinary())
        let folder = TemporaryFolder()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository.appendingPathComponent("bench/run.sh").path, "--quick", "--out", folder.path + "/BENCHMARKS.md"]
        var environment = ProcessInfo.processInfo.environment
        environment["PLUSMD"] = binary.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let report = try String(contentsOfFile: folder.path + "/BENCHMARKS.md", encoding: .utf8)
        #expect(report.contains("| 200 | plusmd next --dry-run |"))
        // The baseline of the linear target: the same commands on a journal with no sheets.
        #expect(report.contains("| 0 (no sheets) | plusmd next --dry-run |"))
        #expect(report.contains("| 0 (no sheets) | C: walk + read every file, 2 threads (floor) |"))
        #expect(report.contains("C: walk + read every file, 2 threads (floor)"))
    }
}
