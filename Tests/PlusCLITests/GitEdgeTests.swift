import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// Autocommit and `plusmd sync` where git is half way through something (a detached HEAD, a
/// rebase, a cherry-pick, a bisect), a hook refuses, or git wants the terminal.
@Suite struct GitEdgeTests {
    let sheet = "2026/2026-11-30-squat.md"

    @Test func onADetachedHeadAutocommitRefusesAndTheSheetSurvivesSwitchingBack() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        let head = try git.git(["rev-parse", "HEAD"], in: a)
        try git.git(["checkout", "--quiet", "--detach"], in: a)
        let next = plusmd(["next"], in: a)
        #expect(next.status == 0, "\(next.err)")
        #expect(!next.err.contains("Committed:"))
        #expect(next.err.contains("plusmd: warning: not committed to git: HEAD is detached"), "\(next.err)")
        #expect(next.err.contains("git switch"))
        #expect(try git.git(["rev-parse", "HEAD"], in: a) == head, "nothing was committed on the detached HEAD")
        #expect(try git.git(["status", "--porcelain"], in: a) == "?? \(sheet)\n", "the sheet is in the working tree")

        let sync = plusmd(["sync", "--json"], in: a)
        #expect(sync.status == 4)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sync.out.utf8)) as? [String: Any], "\(sync.out)")
        #expect(object["status"] as? String == "refused")
        #expect((object["error"] as? String)?.contains("HEAD is detached") == true)
        #expect((object["sync"] as? [String: Any])?["state"] as? String == "detached")

        // Following git's own advice keeps the sheet: it was never committed on the detached HEAD.
        try git.git(["switch", "--quiet", "main"], in: a)
        #expect(FileManager.default.fileExists(atPath: a + "/" + sheet))
        #expect(plusmd(["sync"], in: a).status == 0)
        #expect(try git.subjects(a, count: 1) == ["Plan squat 2026-11-30, cycle 1 week 1"])
    }

    @Test func midRebaseAutocommitAndSyncRefuseAndSayWhatToDo() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try conflictingBranches(git, a)
        #expect(try GitProcessResult.run(["rebase", "--quiet", "other"], in: a) != 0)
        #expect(FileManager.default.fileExists(atPath: a + "/.git/rebase-merge"))
        let head = try git.git(["rev-parse", "HEAD"], in: a)

        let tm = plusmd(["tm", "set", "press", "140", "--date", "2026-11-30"], in: a)
        #expect(tm.status == 0, "\(tm.err)")
        #expect(tm.err.contains("not committed to git: a rebase is in progress"), "\(tm.err)")
        #expect(tm.err.contains("git rebase --continue") && tm.err.contains("git rebase --abort"))
        #expect(try git.git(["rev-parse", "HEAD"], in: a) == head)
        #expect(try git.git(["status", "--porcelain", "--", "2026"], in: a).hasPrefix("?? 2026/"), "the TM entry stays in the folder")

        let sync = plusmd(["sync", "--json"], in: a)
        #expect(sync.status == 4)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sync.out.utf8)) as? [String: Any], "stdout: \(sync.out)")
        #expect(object["status"] as? String == "refused")
        #expect(object["commit"] is NSNull)
        #expect((object["error"] as? String)?.contains("a rebase is in progress") == true)
        #expect(sync.err.contains("a rebase is in progress"))
    }

    @Test func duringACherryPickOrABisectNothingIsCommitted() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try conflictingBranches(git, a)
        #expect(try GitProcessResult.run(["cherry-pick", "other"], in: a) != 0)
        let pick = plusmd(["tm", "set", "press", "140", "--date", "2026-11-30"], in: a)
        #expect(pick.err.contains("not committed to git: a cherry-pick is in progress"), "\(pick.err)")
        #expect(pick.err.contains("git cherry-pick --continue") && pick.err.contains("git cherry-pick --abort"))
        let refused = plusmd(["sync"], in: a)
        #expect(refused.status == 4)
        #expect(refused.err.contains("a cherry-pick is in progress"), "\(refused.err)")
        try git.git(["cherry-pick", "--abort"], in: a)

        let first = try git.git(["rev-list", "--max-parents=0", "HEAD"], in: a).trimmingCharacters(in: .whitespacesAndNewlines)
        try git.git(["bisect", "start"], in: a)
        try git.git(["bisect", "bad"], in: a)
        _ = try GitProcessResult.run(["bisect", "good", first], in: a)
        let head = try git.git(["rev-parse", "HEAD"], in: a)
        let bisect = plusmd(["tm", "set", "bench", "230", "--date", "2026-11-30"], in: a)
        #expect(bisect.err.contains("not committed to git: a bisect is in progress"), "\(bisect.err)")
        #expect(bisect.err.contains("git bisect reset"))
        #expect(try git.git(["rev-parse", "HEAD"], in: a) == head)
    }

    @Test func aCommitRefusedByAPreCommitHookStillPrintsTheJSONObject() throws {
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.write(a + "/.git/hooks/pre-commit", "#!/bin/sh\necho 'pre-commit: no commits on rest days' >&2\nexit 1\n")
        chmod(a + "/.git/hooks/pre-commit", 0o755)
        try git.write(a + "/notes.md", "# Notes\n")
        let sync = plusmd(["sync", "--json"], in: a)
        #expect(sync.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sync.out.utf8)) as? [String: Any], "stdout: \(sync.out)")
        #expect(object["status"] as? String == "error")
        #expect(object["version"] as? Int == 1)
        #expect(object["commit"] is NSNull, "nothing was committed")
        #expect((object["error"] as? String)?.contains("pre-commit: no commits on rest days") == true, "\(object)")
        #expect((object["sync"] as? [String: Any])?["files"] as? [String] == ["notes.md"])
        #expect(sync.err.contains("pre-commit: no commits on rest days"))

        let folder = TemporaryFolder()
        _ = plusmd(["init", "j", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135"], in: folder.path)
        let outside = plusmd(["sync", "--json"], in: folder.path + "/j")
        #expect(outside.status == 1)
        let none = try #require(try JSONSerialization.jsonObject(with: Data(outside.out.utf8)) as? [String: Any], "stdout: \(outside.out)")
        #expect(none["status"] as? String == "error")
        #expect((none["sync"] as? [String: Any])?["state"] as? String == "not_a_repository")
    }

    @Test func gitThatAsksForAPassphraseFailsAtOnceInATerminal() throws {
        guard Tmux.isAvailable else { return }
        let binary = try #require(plusmdBinary()).path
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.git(["remote", "add", "origin", "ssh://git.example.invalid/journal.git"], in: a)
        let bin = git.folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        // An ssh and a gpg that ask on the terminal, as the real ones do for a passphrase: like
        // ssh's readpassphrase they take SIGTTIN back (a background read then stops them).
        let asking = """
            #!/usr/bin/perl
            $SIG{TTIN} = 'DEFAULT'; $SIG{TTOU} = 'DEFAULT';
            open(my $tty, '+<', '/dev/tty') or die "$0: cannot open /dev/tty: $!\\n";
            print $tty "Enter passphrase: ";
            my $answer = <$tty>;
            die "$0: no passphrase\\n";

            """
        for tool in ["ssh", "gpg"] {
            try git.write(bin + "/" + tool, asking)
            chmod(bin + "/" + tool, 0o755)
        }
        try git.git(["config", "commit.gpgsign", "true"], in: a)
        try git.git(["config", "gpg.program", bin + "/gpg"], in: a)
        try git.write(a + "/notes.md", "# Notes\n")
        let environment = ["HOME": git.folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let path = "export PATH='\(bin):/usr/bin:/bin'; unset GIT_SSH_COMMAND GIT_SSH; cd '\(a)'"

        let started = Date()
        // `--date`: the sheet's name must not depend on the day the suite runs.
        let signing = try Tmux("\(path) && '\(binary)' next --date 2026-11-30; echo EXIT=$?; sleep 60", environment: environment)
        let signed = try signing.waitFor(timeout: 15, "the exit line") { $0.contains("EXIT=") }
        #expect(signed.contains("EXIT=0"), "the sheet is written")
        #expect(signed.contains("not committed to git"), "\(signed)")
        #expect(FileManager.default.fileExists(atPath: a + "/" + sheet))

        let syncing = try Tmux("\(path) && git config commit.gpgsign false && '\(binary)' sync; echo EXIT=$?; sleep 60", environment: environment, height: 40)
        let synced = try syncing.waitFor(timeout: 15, "the exit line") { $0.contains("EXIT=") }
        #expect(synced.contains("EXIT=1"))
        #expect(synced.contains("git fetch"))
        #expect(synced.contains("without a terminal"), "\(synced)")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func aGitCallThatNeverEndsIsStoppedAtItsDeadline() throws {
        let binary = try #require(plusmdBinary()).path
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        git.startJournal(in: a)
        try git.git(["remote", "add", "origin", "ssh://git.example.invalid/journal.git"], in: a)
        let bin = git.folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try git.write(bin + "/ssh", "#!/bin/sh\nsleep 30\n")
        chmod(bin + "/ssh", 0o755)
        let started = Date()
        let result = try run(
            binary, ["sync"], in: a,
            environment: ["PATH": bin + ":/usr/bin:/bin", "HOME": git.folder.path, "PLUSMD_GIT_TIMEOUT": "1"])
        #expect(Date().timeIntervalSince(started) < 10, "stopped at the deadline, not after ssh's 30 s")
        #expect(result.status == 1)
        #expect(result.err.contains("did not finish within 1 s"), "\(result.err)")
    }

    @Test func sshRunsInBatchModeUnlessTheLifterChoseAnSSHCommand() throws {
        guard ProcessInfo.processInfo.environment["GIT_SSH_COMMAND"] == nil, ProcessInfo.processInfo.environment["GIT_SSH"] == nil else { return }
        let git = try GitFixture()
        let a = try git.repository("a", withRemote: false)
        #expect(GitProcess.environment(network: a)["GIT_SSH_COMMAND"] == "ssh -o BatchMode=yes")
        #expect(GitProcess.environment()["GIT_SSH_COMMAND"] == nil, "local commands start no ssh")
        #expect(GitProcess.environment()["GIT_TERMINAL_PROMPT"] == "0")
        let b = try git.repository("b", withRemote: false)
        try git.git(["config", "core.sshCommand", "ssh -i ~/.ssh/journal"], in: b)
        #expect(GitProcess.environment(network: b)["GIT_SSH_COMMAND"] == nil, "core.sshCommand is the lifter's choice")
    }

    /// Two branches of `repository` that change `shared.txt` differently: main checked out, the
    /// other branch named `other`.
    func conflictingBranches(_ git: GitFixture, _ repository: String) throws {
        try git.write(repository + "/shared.txt", "base\n")
        try git.git(["add", "shared.txt"], in: repository)
        try git.git(["commit", "--quiet", "-m", "shared"], in: repository)
        try git.git(["switch", "--quiet", "-c", "other"], in: repository)
        try git.write(repository + "/shared.txt", "theirs\n")
        try git.git(["commit", "--quiet", "-am", "theirs"], in: repository)
        try git.git(["switch", "--quiet", "main"], in: repository)
        try git.write(repository + "/shared.txt", "mine\n")
        try git.git(["commit", "--quiet", "-am", "mine"], in: repository)
    }

    /// Runs `executable` with a fixed environment and no terminal; its exit status and stderr.
    func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
