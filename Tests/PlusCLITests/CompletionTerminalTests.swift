import Foundation
import PlusTestSupport
import Testing

@testable import PlusCLI

/// The completion scripts in real interactive bash, zsh and fish (in tmux): `-C DIR` earlier on
/// the line picks the journal the dates come from, and a folder with a space completes escaped,
/// with no space after it.
@Suite struct CompletionTerminalTests {
    /// A folder that is not a journal, holding the journal `my journal` with one sheet (2026-11-30),
    /// and a `bin` with `plusmd` in it.
    final class Setup {
        let folder = TemporaryFolder()
        var bin: String { folder.path + "/bin" }

        init() throws {
            let binary = try #require(plusmdBinary(), "build first: swift build")
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin + "/plusmd", withDestinationPath: binary.path)
            let initialised = plusmd(["init", "my journal", "--date", "2026-08-31", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
            #expect(initialised.status == 0, "\(initialised.err)")
            #expect(plusmd(["next", "--date", "2026-11-30"], in: folder.path + "/my journal").status == 0)
        }

        var environment: [String: String] {
            ["HOME": folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": folder.path + "/config", "XDG_DATA_HOME": folder.path + "/data"]
        }

        /// Starts `shell` in the folder, loads plusmd's completions, then completes the journal
        /// folder after `-C` and a date after `show`.
        func complete(in shell: String, start: String, load: String) throws {
            let tmux = try Tmux("cd '\(folder.path)' && export PATH='\(bin):/usr/bin:/bin' && exec \(start)", environment: environment)
            try tmux.type(load)
            try tmux.send("Enter")
            try tmux.waitFor(timeout: 15, "\(shell) ready") { $0.contains("READY") }
            try tmux.type("plusmd -C my")
            try tmux.send("Tab")
            try tmux.waitFor(timeout: 10, "\(shell): the folder completed, escaped") { $0.contains("plusmd -C my\\ journal/") }
            try tmux.type(" show 2")
            try tmux.send("Tab")
            let screen = try tmux.waitFor(timeout: 10, "\(shell): a date from that journal") { $0.contains("2026-11-30") }
            // zsh takes the slash back when a space is typed after it (AUTO_REMOVE_SLASH).
            let line = shell == "zsh" ? "plusmd -C my\\ journal show 2026-11-30" : "plusmd -C my\\ journal/ show 2026-11-30"
            #expect(screen.contains(line), "\(shell): no space after the folder\n\(screen)")
        }
    }

    @Test func theJournalOptionIsReadAsTheShellWouldPassIt() {
        let home = "/home/me"
        #expect(Completions.journalOption(in: ["-C", "my\\ journal/", "show"], home: home) == "my journal/")
        #expect(Completions.journalOption(in: ["--journal", "\"my journal\"", "show"], home: home) == "my journal")
        #expect(Completions.journalOption(in: ["--journal", "=", "'my journal'"], home: home) == "my journal", "bash splits at =")
        #expect(Completions.journalOption(in: ["--journal=~/training", "next"], home: home) == "/home/me/training")
        #expect(Completions.journalOption(in: ["next", "--lift"], home: home) == nil)
        let specs = CommandRegistry.specs
        #expect(Completions.candidates(words: ["--journal", "="], current: "my", specs: specs, lifts: [], dates: []) == [":dir"])
        #expect(Completions.candidates(words: ["--journal", "=", "j", "show"], current: "2", specs: specs, lifts: [], dates: ["2026-11-30"]) == ["2026-11-30"])
    }

    @Test func bashCompletesAFolderWithASpaceAndDatesFromTheJournalAfterC() throws {
        guard Tmux.isAvailable else { return }
        let setup = try Setup()
        try setup.complete(
            in: "bash", start: "bash --norc --noprofile -i",
            load: "PS1='$ '; source <(plusmd completions bash) && echo READ''Y")
    }

    @Test func zshCompletesAFolderWithASpaceAndDatesFromTheJournalAfterC() throws {
        guard Tmux.isAvailable, FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else {
            Issue.record("zsh is not installed (scripts/setup.sh --tests installs it)")
            return
        }
        let setup = try Setup()
        try setup.complete(
            in: "zsh", start: "zsh -f -i",
            load: "PROMPT='%% '; autoload -Uz compinit && compinit -u && source <(plusmd completions zsh) && echo READ''Y")
    }

    @Test func fishCompletesAFolderWithASpaceAndDatesFromTheJournalAfterC() throws {
        guard Tmux.isAvailable, FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else {
            Issue.record("fish is not installed (scripts/setup.sh --tests installs it)")
            return
        }
        let setup = try Setup()
        try setup.complete(
            in: "fish", start: "fish --no-config -i",
            load: "function fish_prompt; echo '> '; end; plusmd completions fish | source; and echo READ''Y")
    }
}
