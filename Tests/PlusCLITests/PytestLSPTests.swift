import Foundation
import PlusTestSupport
import Testing

/// `plusmd lsp` driven by a second client the project did not write: `pytest-lsp` (PyPI, on
/// pygls and lsprotocol) announcing VS Code's client capabilities, running
/// scripts/vscode_lsp_probe.py. Its venv is made once and kept under the user's cache folder
/// (`$XDG_CACHE_HOME`, else `~/.cache`) as `plusmd-tests/pytest-lsp-1.0.1`; CI installs
/// python3-venv (`.ci/run`). Skipped, saying why, only where Python cannot make a venv with pip.
@Suite(.enabled(if: PytestLSP.canMakeVenv, "python3 -m venv with pip is unavailable: pytest-lsp tests skipped (apt-get install python3-venv)"))
struct PytestLSPTests {
    /// Diagnostics and the hint's fix, hover and inlay hints on the AMRAP set, ticking an open
    /// set, completion of lifts and of the prescribed set, and `plusmd.amrapReps` asking its
    /// question (`window/showMessageRequest`) then having the client apply the edit
    /// (`workspace/applyEdit`), the file watchers it registers and a file a sync writes, reported
    /// by the client (`workspace/didChangeWatchedFiles`); every answer also checked by pytest-lsp against VS Code's
    /// capabilities (its specification warnings are errors). The sheet on disk is never written.
    @Test func pytestLSPWithVSCodeCapabilitiesPassesEveryProbe() throws {
        let binary = try #require(plusmdBinary(), "swift build first")
        let python = try PytestLSP.venvPython()
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let sheet = journal + "/2026/2026-11-23-squat.md"
        let saved = try String(contentsOfFile: sheet, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["PLUSMD_BIN"] = binary.path
        environment["PROBE_ROOT"] = journal
        environment["XDG_CACHE_HOME"] = folder.path + "/cache"
        environment["XDG_STATE_HOME"] = folder.path + "/state"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let run = try PytestLSP.run(
            python,
            ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_default_fixture_loop_scope=function",
             "-W", "error::pytest_lsp.LspSpecificationWarning", "--junitxml", folder.path + "/junit.xml",
             BrowserProbe.repository + "/scripts/vscode_lsp_probe.py"],
            environment: environment, in: folder.path)
        #expect(run.status == 0, "pytest-lsp failed:\n\(run.output)")
        // Every probe ran and passed: none skipped, none left out.
        let report = try String(contentsOfFile: folder.path + "/junit.xml", encoding: .utf8)
        let cases = report.components(separatedBy: "<testcase ").dropFirst().compactMap { $0.firstMatch(#" name="([^"]+)""#) }
        #expect(
            cases.sorted() == [
                "test_amrap_reps_command_asks_then_has_the_client_apply_the_edit", "test_code_action_ticks_the_open_set",
                "test_completion_of_lifts_and_the_prescribed_set", "test_diagnostics_and_the_hints_fix",
                "test_files_a_sync_writes_are_read_when_the_client_reports_them", "test_hover_and_inlay_hints_on_the_amrap_set",
            ])
        #expect(!report.contains("<failure") && !report.contains("<error") && !report.contains("<skipped"), "\(run.output)")
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == saved)
    }
}

/// The venv that holds pytest-lsp, made when missing.
enum PytestLSP {
    static let version = "1.0.1"

    /// True when `python3 -m venv` can make a venv with pip (Debian: python3-venv installed).
    static let canMakeVenv: Bool = {
        guard let python = BrowserProbe.executable("python3") else { return false }
        return (try? run(python, ["-c", "import venv, ensurepip"], environment: ProcessInfo.processInfo.environment, in: "/"))?.status == 0
    }()

    /// The venv's python, the venv made first when missing: made beside its final place and
    /// renamed into it, so two suites running at once never see half a venv.
    static func venvPython() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        let venv = cache + "/plusmd-tests/pytest-lsp-\(version)"
        let python = venv + "/bin/python"
        if FileManager.default.isExecutableFile(atPath: python) { return python }
        try FileManager.default.createDirectory(atPath: cache + "/plusmd-tests", withIntermediateDirectories: true)
        let building = venv + ".building-\(getpid())"
        try? FileManager.default.removeItem(atPath: building)
        let system = try #require(BrowserProbe.executable("python3"))
        let made = try run(system, ["-m", "venv", building], environment: environment, in: "/")
        try #require(made.status == 0, "python3 -m venv failed:\n\(made.output)")
        let installed = try run(
            building + "/bin/python", ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "pytest-lsp==\(version)"],
            environment: environment, in: "/")
        guard installed.status == 0 else {
            try? FileManager.default.removeItem(atPath: building)
            throw TestFailure("pip install pytest-lsp==\(version) failed (PyPI out of reach?):\n\(installed.output)")
        }
        // A venv's scripts name its folder: the rename keeps `bin/python` working (it is run as
        // `python -m pytest`, never through the scripts' shebangs).
        if rename(building, venv) != 0 { try? FileManager.default.removeItem(atPath: building) }  // another suite made it first
        return python
    }

    /// Runs `executable arguments` in `folder`: its status and its output and error together.
    /// Ended after `limit` seconds (a hung server or PyPI that never answers fails the test
    /// rather than holding the suite).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], in folder: String, limit: TimeInterval = 300
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// The first capture group of `pattern` in the string.
    fileprivate func firstMatch(_ pattern: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: self, range: NSRange(startIndex..., in: self)), match.numberOfRanges > 1,
            let range = Range(match.range(at: 1), in: self)
        else { return nil }
        return String(self[range])
    }
}
