import Foundation
import PlusTestSupport
import Testing

/// `plusmd lsp` driven by a client the project did not write: headless Neovim (Debian's
/// `neovim`, 0.7+) running scripts/nvim-lsp-probe.lua. CI installs it (`.ci/run`); where it is
/// missing the suite says it is skipped.
@Suite(.enabled(if: BrowserProbe.executable("nvim") != nil, "nvim is not installed: Neovim LSP tests skipped (scripts/setup.sh --tests)"))
struct NeovimLSPTests {
    /// Opens a sheet with a mistyped lift and an open set; Neovim shows `check`'s finding, the
    /// hint's fix corrects the buffer and clears it, hover shows the AMRAP set's target, plates,
    /// e1RM and reps to beat the PR, and the code action ticks the open set in the buffer. The
    /// file on disk is never written.
    @Test func neovimShowsDiagnosticsHoversAndAppliesCodeActions() throws {
        let binary = try #require(plusmdBinary(), "swift build first")
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let sheet = journal + "/2026/2026-11-23-squat.md"
        let original = try String(contentsOfFile: sheet, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
            .replacingFirst("- [x] 165 x 10", with: "- [ ] 165 x 10")
        try edited.write(toFile: sheet, atomically: true, encoding: .utf8)
        let output = folder.path + "/probe.out"

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BrowserProbe.executable("nvim")))
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-c", "luafile \(BrowserProbe.repository)/scripts/nvim-lsp-probe.lua"]
        var environment = ProcessInfo.processInfo.environment
        environment["PLUSMD_BIN"] = binary.path
        environment["PROBE_FILE"] = sheet
        environment["PROBE_ROOT"] = journal
        environment["PROBE_OUT"] = output
        environment["XDG_CACHE_HOME"] = folder.path + "/cache"
        environment["XDG_STATE_HOME"] = folder.path + "/state"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()

        let seen = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").reduce(into: [String: String]()) { seen, line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { seen[parts[0]] = parts[1] }
        }
        #expect(seen["error"] == nil)
        #expect(seen["initialized"] == "true")
        #expect(seen["diagnosed"] == "true")
        #expect(seen["diagnostic_line"] == "2")
        #expect(seen["diagnostic_message"]?.hasPrefix("unknown lift 'sqaut': not in the settings' order") == true)
        #expect(seen["fix_applied"] == "true")
        #expect(seen["lift_line"] == "lift: squat")
        #expect(seen["cleared"] == "true")
        let hover = try #require(seen["hover"])
        #expect(hover.contains("**Working set 3 of 3 (AMRAP)**"))
        #expect(hover.contains("Prescribed: 85 % of TM 333 lb = 285 lb x 5+"))
        #expect(hover.contains("e1RM 361 lb: not a PR (best before: 370 lb)"))
        #expect(hover.contains("Reps to beat the PR at 285 lb: 9"))
        #expect(seen["tick_applied"] == "true")
        #expect(seen["ticked_line"] == "- [x] 165 x 10 — 45 10 5 per side")
        #expect(seen["modified"] == "true")
        // The server never wrote the file the editor had open.
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == edited)
    }
}
