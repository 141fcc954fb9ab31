import Foundation
import PlusTestSupport
import Testing

/// `plusmd lsp` driven by a client the project did not write: headless Neovim (Debian's
/// `neovim`, 0.7+) running the Lua scripts scripts/nvim-lsp-probe.lua and scripts/nvim-lsp-tour.lua.
/// CI installs it (`.ci/run`); where it is missing the suite says it is skipped.
@Suite(.enabled(if: BrowserProbe.executable("nvim") != nil, "nvim is not installed: Neovim LSP tests skipped (scripts/setup.sh --tests)"))
struct NeovimLSPTests {
    /// Opens a sheet with a mistyped lift and an open set; Neovim shows `check`'s finding, the
    /// hint's fix corrects the buffer and clears it, hover shows the AMRAP set's target, plates,
    /// e1RM and reps to beat the PR, and the code action ticks the open set in the buffer. The
    /// file on disk is never written.
    @Test func neovimShowsDiagnosticsHoversAndAppliesCodeActions() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let sheet = journal + "/2026/2026-11-23-squat.md"
        let original = try String(contentsOfFile: sheet, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "lift: squat", with: "lift: sqaut")
            .replacingFirst("- [x] 165 x 10", with: "- [ ] 165 x 10")
        try edited.write(toFile: sheet, atomically: true, encoding: .utf8)

        let seen = try runNeovim("nvim-lsp-probe.lua", sheet: sheet, journal: journal, folder: folder)
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

    /// The rest of the server, as Neovim uses it on the example's finished squat sheet: inlay
    /// hints, outline, folding, completion, a finding an edit in another buffer brings (and takes
    /// away), the AMRAP reps asked and applied through the client, the sheet marked skipped, the
    /// two commands, a sheet another tool writes on disk, and `plusmd.yaml`'s completion, hover
    /// and findings.
    @Test func neovimUsesEveryOtherFeature() throws {
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let sheet = journal + "/2026/2026-11-23-squat.md"
        let original = try String(contentsOfFile: sheet, encoding: .utf8)

        let seen = try runNeovim("nvim-lsp-tour.lua", sheet: sheet, journal: journal, folder: folder)
        #expect(seen["error"] == nil)
        #expect(seen["initialized"] == "true")
        // Epley: 285 × (1 + 8/30) = 361, at the end of the line in UTF-16 units (the line has a dash).
        #expect(seen["hint_amrap"] == "e1RM 361 lb")
        #expect(seen["hint_at_end"] == "true")
        // The sections sit under the sheet's heading, each set once.
        #expect(seen["symbols"] == "front matter:0,Squat · cycle 3 · week 1 (5s):4")
        #expect(seen["sections"] == "Warmup:3,Working:3,BBB:5,Notes:0")
        #expect(seen["folds"] == "6")
        #expect(seen["complete_lift"] == "squat,bench,deadlift,press")
        // 65 % of TM 333 = 216.45, rounded to the 5 lb the plates make: 215.
        #expect(seen["complete_set"] == "- [ ] 215 x 5 — 45 35 5 per side")
        #expect(seen["duplicate_on_sheet"] == "true")
        #expect(seen["duplicate_codes"] == "duplicate-sheet/")
        #expect(seen["duplicate_cleared"] == "true")
        #expect(seen["actions"] == "Write the AMRAP reps (line 21)…|Mark this set skipped [-]|Mark the sheet skipped (every open set [-])")
        // The PR is 370 lb: 285 × (1 + 9/30) = 370.5 beats it, 8 reps (361) do not.
        #expect(seen["asked"] == "Reps done at 285 lb (5+ prescribed); 9 beat the PR")
        #expect(seen["reps_written"] == "true")
        #expect(seen["amrap_line"] == "- [x] 285 x 9")
        #expect(seen["skipped_lines"] == "- [-] 165 x 10|- [-] 165 x 10")
        #expect(seen["modified"] == "true")
        #expect(seen["status_reply"] == "Cycle 3, week 1 (5s)")
        #expect(seen["status_shown"] == "true")
        #expect(seen["next_opened"] == "true")
        // plusmd.next wrote the sheet `plusmd next` writes (the week's next lift, dated today).
        let next = try #require(seen["next_path"])
        #expect(next.hasSuffix("-deadlift.md"))
        #expect(try String(contentsOfFile: journal + "/" + next, encoding: .utf8).contains("lift: deadlift"))
        #expect(seen["before_sync"] == "")
        #expect(seen["synced_duplicate"] == "true")
        #expect(seen["settings_rest_keys"] == "warmup,working,bbb")
        #expect(seen["settings_units"] == "lb,kg")
        #expect(seen["settings_hover"]?.hasPrefix("**`bbb.enabled`**: Boring But Big") == true)
        #expect(seen["settings_diagnosed"] == "true")
        #expect(seen["settings_codes"] == "bad-setting")
        #expect(seen["settings_message"] == "units 'stone' must be lb or kg")
        // Every edit stayed in Neovim's buffers: the sheet on disk is as it was.
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: journal + "/2026/2026-11-22-squat.md"))
        #expect(try String(contentsOfFile: journal + "/plusmd.yaml", encoding: .utf8).contains("\nunits: lb\n"))
    }

    /// Runs `script` (in scripts/) in headless Neovim on `sheet` of `journal`, and returns the
    /// `key=value` lines it wrote.
    private func runNeovim(_ script: String, sheet: String, journal: String, folder: TemporaryFolder) throws -> [String: String] {
        let binary = try #require(plusmdBinary(), "swift build first")
        let output = folder.path + "/probe.out"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BrowserProbe.executable("nvim")))
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-c", "luafile \(BrowserProbe.repository)/scripts/\(script)"]
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
        return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").reduce(into: [String: String]()) { seen, line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { seen[parts[0]] = parts[1] } else if parts.count == 1, line.hasSuffix("=") { seen[parts[0]] = "" }
        }
    }
}
