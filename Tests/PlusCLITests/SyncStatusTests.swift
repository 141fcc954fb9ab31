import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// The `Sync:` line of `plusmd status` and `plusmd sync --status`, on real repositories.
@Suite struct SyncStatusTests {
    func syncLine(_ journal: String) -> String {
        let result = plusmd(["status"], in: journal)
        return result.out.split(separator: "\n").first { $0.hasPrefix("  Sync:") }.map(String.init) ?? "(no sync line) \(result.err)"
    }

    @Test func notAGitRepository() throws {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let journal = folder.path + "/j"
        #expect(try folder.read("j/plusmd.yaml").hasSuffix("git:\n  autocommit: false\n"))
        #expect(syncLine(journal) == "  Sync:        not a git repository")
        let json = plusmd(["status", "--json"], in: journal)
        #expect(json.out.contains("\"state\" : \"not_a_repository\""))
        let status = plusmd(["sync", "--status"], in: journal)
        #expect(status.status == 0)
        #expect(status.out == "Sync: not a git repository\n")
        #expect(status.err.contains("git init && git remote add origin URL"))
    }

    @Test func cleanUncommittedAheadAndBehind() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        #expect(syncLine(a) == "  Sync:        clean, no upstream")
        #expect(plusmd(["sync"], in: a).status == 0)
        #expect(syncLine(a) == "  Sync:        clean, up to date with origin/main")

        try git.write(a + "/notes.md", "# Notes\n")
        try git.write(a + "/plusmd.yaml", try git.read(a + "/plusmd.yaml") + "# edited\n")
        #expect(syncLine(a) == "  Sync:        2 uncommitted changes")
        let json = plusmd(["status", "--json"], in: a)
        #expect(json.out.contains("\"uncommitted\" : 2"))
        #expect(json.out.contains("\"state\" : \"uncommitted\""))

        try git.git(["add", "-A"], in: a)
        try git.git(["commit", "--quiet", "-m", "local"], in: a)
        #expect(syncLine(a) == "  Sync:        1 ahead")

        let b = try git.clone("b")
        try git.write(b + "/2026/notes-b.md", "# B\n")
        try git.git(["add", "-A"], in: b)
        try git.git(["commit", "--quiet", "-m", "from b"], in: b)
        try git.git(["push", "--quiet"], in: b)
        #expect(syncLine(a) == "  Sync:        1 ahead", "plain status never fetches")
        let fetched = plusmd(["sync", "--status"], in: a)
        #expect(fetched.out.hasPrefix("Sync: 1 ahead, 1 behind\n"))
        #expect(syncLine(a) == "  Sync:        1 ahead, 1 behind")
        #expect(plusmd(["status", "--json"], in: a).out.contains("\"state\" : \"diverged\""))
    }

    @Test func noRemote() throws {
        let git = try GitFixture()
        let solo = try git.repository("solo", withRemote: false)
        git.startJournal(in: solo)
        #expect(syncLine(solo) == "  Sync:        clean, no remote")
        #expect(plusmd(["status", "--json"], in: solo).out.contains("\"state\" : \"no_remote\""))
    }

    @Test func conflictCopiesAreShown() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        let copy = "notes.sync-conflict-20261130-101500-ABCDEFG.md"
        try git.write(a + "/" + copy, "copy\n")
        #expect(syncLine(a) == "  Sync:        1 uncommitted change, no upstream, 1 conflict copy")
        let status = plusmd(["sync", "--status", "--json"], in: a)
        #expect(status.out.contains("\"conflict_copies\" : [\n    \"\(copy)\"\n  ]"))
        #expect(status.out.contains("\"state\" : \"conflict_copies\""))
    }

    @Test func journalInASubfolderCountsOnlyItsOwnFiles() throws {
        let git = try GitFixture()
        let repository = try git.repository("dotfiles", withRemote: false)
        try git.write(repository + "/README.md", "# dotfiles\n")
        try FileManager.default.createDirectory(atPath: repository + "/training", withIntermediateDirectories: true)
        git.startJournal(in: repository + "/training")
        #expect(try git.subjects(repository) == ["Start journal 2026-11-29: squat 315, bench 225, deadlift 405, press 135"])
        #expect(try git.git(["status", "--porcelain"], in: repository) == "?? README.md\n", "README.md stays untracked")
        #expect(syncLine(repository + "/training") == "  Sync:        clean, no remote")
    }

    @Test func conflictCopyNames() {
        for name in [
            "2026-11-30-squat.sync-conflict-20261130-101500-ABCDEFG.md", "2026-11-30-squat (Ann's conflicted copy 2026-11-30).md",
            "plusmd_conflict-20261130-101500.yaml", "2026-11-30-squat.Conflict.md",
        ] {
            #expect(ConflictCopies.isConflictCopy(name), "\(name)")
        }
        #expect(!ConflictCopies.isConflictCopy("2026-11-30-squat.md"))
    }

    @Test func porcelainStatusParses() {
        let output = "# branch.oid abc\0# branch.head main\0# branch.upstream origin/main\0# branch.ab +2 -1\0"
            + "1 .M N... 100644 100644 100644 aaa aaa j/plusmd.yaml\0"
            + "2 R. N... 100644 100644 100644 aaa aaa R100 j/new name.md\0j/old.md\0"
            + "u UU N... 100644 100644 100644 100644 a b c j/x.md\0? j/notes.md\0"
        let status = GitStatus.parse(output)
        #expect(status.branch == "main")
        #expect(status.upstream == "origin/main")
        #expect(status.ahead == 2 && status.behind == 1)
        #expect(status.entries.map(\.path) == ["j/plusmd.yaml", "j/new name.md", "j/x.md", "j/notes.md"])
        #expect(status.entries[1].kind == .renamed(index: "R", worktree: ".", origin: "j/old.md"))
        #expect(status.entries[2].kind == .unmerged)
    }
}
