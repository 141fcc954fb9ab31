import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// `plusmd sync` and autocommit on real repositories with a bare local remote.
@Suite struct SyncCommandTests {
    let sheet = "2026/2026-11-30-squat.md"

    @Test func syncCommitsWithAMessageThatSaysWhatChangedAndPushes() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        let first = plusmd(["sync"], in: a)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out == "Nothing to commit.\nPushed 1 commit to origin/main\n")
        #expect(try git.subjects(git.remote, "main") == ["Start journal 2026-11-29: squat 315, bench 225, deadlift 405, press 135"])

        #expect(plusmd(["next"], in: a).status == 0)
        try git.write(a + "/" + sheet, try git.read(a + "/" + sheet).ticked(amrap: 9))
        try git.write(a + "/plusmd.yaml", try git.read(a + "/plusmd.yaml").replacingOccurrences(of: "percent: 50", with: "percent: 60"))
        let second = plusmd(["sync"], in: a)
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out == """
            Committed: Log squat 2026-11-30, cycle 1 week 1; update settings (2 files)
              modified  2026/2026-11-30-squat.md
              modified  plusmd.yaml
            Pushed 2 commits to origin/main

            """)
        #expect(try git.subjects(git.remote, "main", count: 2) == ["Log squat 2026-11-30, cycle 1 week 1; update settings", "Plan squat 2026-11-30, cycle 1 week 1"])
        let body = try git.git(["log", "-1", "--format=%b", "main"], in: git.remote)
        #expect(body == "- modified 2026/2026-11-30-squat.md\n- modified plusmd.yaml\n\n")
        let again = plusmd(["sync"], in: a)
        #expect(again.out == "Nothing to commit.\nUp to date with origin/main.\n")
    }

    @Test func divergedClonesRebaseAndBothSidesArrive() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        _ = plusmd(["sync"], in: a)
        let b = try git.clone("b")
        #expect(plusmd(["tm", "set", "press", "140", "--date", "2026-11-30"], in: b).status == 0)
        #expect(try git.subjects(b, count: 1) == ["Set press TM 140 from 2026-11-30"], "tm set autocommits")
        #expect(plusmd(["next"], in: a).status == 0)
        #expect(plusmd(["sync"], in: a).status == 0)
        let synced = plusmd(["sync", "--json"], in: b)
        #expect(synced.status == 0, "\(synced.err)")
        #expect(synced.out.contains("\"pulled\" : 1"))
        #expect(synced.out.contains("\"pushed\" : 1"))
        #expect(synced.out.contains("\"status\" : \"synced\""))
        #expect(FileManager.default.fileExists(atPath: b + "/" + sheet))
        #expect(try git.subjects(git.remote, "main", count: 3) == [
            "Set press TM 140 from 2026-11-30", "Plan squat 2026-11-30, cycle 1 week 1",
            "Start journal 2026-11-29: squat 315, bench 225, deadlift 405, press 135",
        ])
    }

    @Test func aBranchWithoutUpstreamTracksTheRemoteBranchOfTheSameName() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        try git.git(["push", "--quiet", "origin", "main"], in: a)
        let b = try git.clone("b")
        _ = plusmd(["tm", "set", "bench", "230", "--date", "2026-11-30"], in: b)
        #expect(plusmd(["sync"], in: b).status == 0)
        _ = plusmd(["next"], in: a)
        let result = plusmd(["sync"], in: a)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Nothing to commit.\nPulled 1 commit from origin/main\nPushed 1 commit to origin/main\n")
        #expect(try git.git(["rev-parse", "--abbrev-ref", "@{u}"], in: a) == "origin/main\n")
        #expect(try git.subjects(git.remote, "main", count: 2) == ["Plan squat 2026-11-30, cycle 1 week 1", "Set bench TM 230 from 2026-11-30"])
    }

    @Test func aConflictingEditAbortsTheRebaseAndKeepsBothSides() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        _ = plusmd(["next"], in: a)
        _ = plusmd(["sync"], in: a)
        let b = try git.clone("b")
        let original = try git.read(a + "/" + sheet)
        let mine = original.replacingOccurrences(of: "- [ ] 270 x 5+", with: "- [x] 270 x 9")
        let theirs = original.replacingOccurrences(of: "- [ ] 270 x 5+", with: "- [x] 265 x 7")
        try git.write(a + "/" + sheet, mine)
        #expect(plusmd(["sync"], in: a).status == 0)
        try git.write(b + "/" + sheet, theirs)

        let clash = plusmd(["sync"], in: b)
        #expect(clash.status == 4)
        #expect(clash.out.hasPrefix("Committed: Log squat 2026-11-30, cycle 1 week 1 (1 file)\n"))
        #expect(clash.err.contains("your changes and origin/main change the same lines of this file:\n  2026/2026-11-30-squat.md\n"))
        #expect(clash.err.contains("git rebase --continue"))
        #expect(!FileManager.default.fileExists(atPath: b + "/.git/rebase-merge"), "the rebase was aborted")
        #expect(try git.read(b + "/" + sheet) == theirs, "b's edit is intact")
        #expect(try git.git(["show", "HEAD:" + sheet], in: b) == theirs, "and committed")
        #expect(try git.git(["show", "main:" + sheet], in: git.remote) == mine, "a's edit is intact on the remote")
        #expect(plusmd(["status"], in: b).out.contains("  Sync:        1 ahead, 1 behind\n"))

        // A rebase left stopped by hand: sync refuses to start.
        let manual = try GitProcessResult.run(["pull", "--rebase", "--quiet"], in: b)
        #expect(manual != 0)
        let refused = plusmd(["sync"], in: b)
        #expect(refused.status == 4)
        #expect(refused.err.contains("a rebase is in progress"))
        // The stopped rebase left conflict markers in the sheet: every command reports them.
        let during = plusmd(["status"], in: b)
        #expect(during.status == 3)
        #expect(during.err.contains("error: git conflict markers"))
        #expect(plusmd(["sync", "--status"], in: b).out.contains("rebase in progress"))
    }

    @Test func withoutARemoteSyncOnlyCommits() throws {
        let git = try GitFixture()
        let solo = try git.repository("solo", withRemote: false)
        git.startJournal(in: solo)
        try git.write(solo + "/notes.md", "# Notes\n")
        let result = plusmd(["sync"], in: solo)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Committed: Add notes.md (1 file)\n  added     notes.md\n")
        #expect(result.err.contains("No git remote: committed locally only"))
        #expect(try git.git(["status", "--porcelain"], in: solo).isEmpty)
    }

    @Test func notARepositorySaysHowToStartOne() {
        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let result = plusmd(["sync"], in: folder.path + "/j")
        #expect(result.status == 1)
        #expect(result.err.contains("is not in a git repository"))
        #expect(result.err.contains("git init"))
        #expect(result.err.contains("git remote add origin URL"))
    }

    @Test func dryRunChangesNothing() throws {
        let git = try GitFixture()
        let a = try git.repository("a")
        git.startJournal(in: a)
        try git.write(a + "/notes.md", "# Notes\n")
        let head = try git.git(["rev-parse", "HEAD"], in: a)
        let result = plusmd(["sync", "--dry-run"], in: a)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Would commit: Add notes.md (1 file)\n  added     notes.md\nWould push 2 commits to origin/main\n")
        #expect(try git.git(["rev-parse", "HEAD"], in: a) == head)
        #expect(try git.git(["status", "--porcelain"], in: a) == "?? notes.md\n")
        #expect(try git.git(["branch", "--list", "--all"], in: git.remote).isEmpty)
    }

    @Test func autocommitAfterNextCommitsOnlyTheSheet() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/notes.md", "# Notes\n")
        let next = plusmd(["next"], in: a)
        #expect(next.status == 0)
        #expect(next.err.contains("Committed: Plan squat 2026-11-30, cycle 1 week 1\n"))
        #expect(try git.subjects(a, count: 1) == ["Plan squat 2026-11-30, cycle 1 week 1"])
        #expect(try git.git(["show", "--name-only", "--format=", "HEAD"], in: a) == sheet + "\n")
        #expect(try git.git(["status", "--porcelain"], in: a) == "?? notes.md\n", "other changes are left alone")
    }

    @Test func autocommitOffMeansNoCommit() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/plusmd.yaml", try git.read(a + "/plusmd.yaml").replacingOccurrences(of: "autocommit: true", with: "autocommit: false"))
        try git.git(["commit", "--quiet", "-am", "autocommit off"], in: a)
        let next = plusmd(["next"], in: a)
        #expect(next.status == 0)
        #expect(!next.err.contains("Committed"))
        #expect(try git.git(["status", "--porcelain"], in: a) == "?? 2026/2026-11-30-squat.md\n")
    }
}

/// Runs git for a test that expects it to fail, returning the exit status.
enum GitProcessResult {
    static func run(_ arguments: [String], in directory: String) throws -> Int32 {
        try PlusStore.GitProcess.run(arguments, in: directory, check: false).status
    }
}
