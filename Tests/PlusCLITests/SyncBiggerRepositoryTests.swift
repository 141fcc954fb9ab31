import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// `plusmd sync` for a journal that is one folder of a bigger repository: it pushes only commits
/// inside the journal folder (the lifter's other unpushed work stays local unless `--push-all`),
/// and it names journal files that git ignores instead of calling the journal clean.
@Suite struct SyncBiggerRepositoryTests {
    let sheet = "2026/2026-11-30-squat.md"

    /// A repository with `notes/private.txt` and a journal in `journal/`, both pushed to the bare
    /// remote (upstream set). Returns the top folder and the journal.
    func biggerRepository(_ git: GitFixture) throws -> (top: String, journal: String) {
        let top = try git.repository("home")
        try git.write(top + "/notes/private.txt", "plans\n")
        try git.git(["add", "notes"], in: top)
        try git.git(["commit", "--quiet", "-m", "Notes"], in: top)
        try FileManager.default.createDirectory(atPath: top + "/journal", withIntermediateDirectories: true)
        git.startJournal(in: top + "/journal")
        try git.git(["push", "--quiet", "--set-upstream", "origin", "main"], in: top)
        return (top, top + "/journal")
    }

    /// Commits a change to `notes/private.txt` only, with `subject`; returns its short hash.
    func commitPrivateWork(_ git: GitFixture, in top: String, subject: String) throws -> String {
        try git.write(top + "/notes/private.txt", "plans\nsecret draft\n")
        try git.git(["commit", "--quiet", "-am", subject], in: top)
        return try git.git(["rev-parse", "--short", "HEAD"], in: top).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    /// A new branch of a repository whose main branch is public: only the branch's own commits
    /// would be pushed (the public history is already on the remote), so a journal-only branch
    /// is pushed, never held back for main's old commits outside the journal.
    @Test func aNewBranchOfAPublicRepositorySendsOnlyItsOwnCommits() throws {
        let git = try GitFixture()
        let (top, journal) = try biggerRepository(git)
        try git.git(["checkout", "--quiet", "-b", "training"], in: top)
        #expect(plusmd(["next"], in: journal).status == 0)  // autocommit on the new branch
        let sync = plusmd(["sync"], in: journal)
        #expect(sync.status == 0, "\(sync.out) \(sync.err)")
        #expect(!sync.err.contains("not pushing"), "\(sync.err)")
        #expect((try? git.git(["rev-parse", "training"], in: git.remote)) != nil, "the branch reached the remote")
    }

    @Test func aCommitOutsideTheJournalIsNotPushedWithoutPushAll() throws {
        let git = try GitFixture()
        let (top, journal) = try biggerRepository(git)
        let pushedBefore = try git.git(["rev-parse", "main"], in: git.remote)
        let wip = try commitPrivateWork(git, in: top, subject: "WIP: private notes")
        #expect(plusmd(["next"], in: journal).status == 0)  // autocommit: Plan squat …
        try git.write(journal + "/" + sheet, try git.read(journal + "/" + sheet).ticked(amrap: 9))

        let refused = plusmd(["sync"], in: journal)
        #expect(refused.status == 4, "\(refused.out) \(refused.err)")
        #expect(refused.out.hasPrefix("Committed: Log squat 2026-11-30, cycle 1 week 1 (1 file)\n"), "the journal is committed")
        #expect(refused.err.contains("not pushing to origin/main: 1 of the 3 commits to push touches files outside the journal folder"), "\(refused.err)")
        #expect(refused.err.contains("\n  \(wip) WIP: private notes\n"), "\(refused.err)")
        #expect(refused.err.contains("plusmd sync --push-all"))
        #expect(try git.git(["rev-parse", "main"], in: git.remote) == pushedBefore, "nothing was pushed")
        #expect(try git.subjects(top, count: 3) == [
            "Log squat 2026-11-30, cycle 1 week 1", "Plan squat 2026-11-30, cycle 1 week 1", "WIP: private notes",
        ])

        // --dry-run, --status and --json say the same.
        let dryRun = plusmd(["sync", "--dry-run"], in: journal)
        #expect(dryRun.status == 0, "\(dryRun.err)")
        #expect(dryRun.out == """
            Nothing to commit.
            Would not push 3 commits to origin/main: this one touches files outside the journal folder:
              \(wip) WIP: private notes
            (`plusmd sync --push-all` pushes them all)

            """)
        let status = plusmd(["sync", "--status"], in: journal)
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out == "Sync: 3 ahead, 1 commit held back\n  held back:     \(wip) WIP: private notes\n")
        #expect(status.err.contains("A commit to push touches files outside the journal folder, so `plusmd sync` will not push"), "\(status.err)")
        let statusObject = try json(plusmd(["sync", "--status", "--json"], in: journal).out)
        #expect(statusObject["state"] as? String == "held_back")
        let heldBack = try #require(statusObject["held_back"] as? [[String: Any]])
        #expect(heldBack.count == 1)
        #expect(heldBack.first?["commit"] as? String == wip)
        #expect(heldBack.first?["subject"] as? String == "WIP: private notes")
        let run = plusmd(["sync", "--json"], in: journal)
        #expect(run.status == 4)
        let runObject = try json(run.out)
        #expect(runObject["status"] as? String == "held_back")
        #expect(runObject["pushed"] as? Int == 0)
        #expect((runObject["sync"] as? [String: Any])?["state"] as? String == "held_back")
        #expect(try git.git(["rev-parse", "main"], in: git.remote) == pushedBefore)

        let all = plusmd(["sync", "--push-all"], in: journal)
        #expect(all.status == 0, "\(all.err)")
        #expect(all.out == "Nothing to commit.\nPushed 3 commits to origin/main\n")
        #expect(try git.subjects(git.remote, "main", count: 3) == [
            "Log squat 2026-11-30, cycle 1 week 1", "Plan squat 2026-11-30, cycle 1 week 1", "WIP: private notes",
        ])
        #expect(plusmd(["sync", "--status"], in: journal).out == "Sync: clean, up to date with origin/main\n")
    }

    @Test func onlyJournalCommitsPendingArePushed() throws {
        let git = try GitFixture()
        let (top, journal) = try biggerRepository(git)
        #expect(plusmd(["next"], in: journal).status == 0)
        try git.write(journal + "/" + sheet, try git.read(journal + "/" + sheet).ticked(amrap: 9))
        try git.write(top + "/notes/private.txt", "plans\nnot committed\n")  // uncommitted: never staged
        let result = plusmd(["sync"], in: journal)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasSuffix("Pushed 2 commits to origin/main\n"), "\(result.out)")
        #expect(try git.subjects(git.remote, "main", count: 2) == ["Log squat 2026-11-30, cycle 1 week 1", "Plan squat 2026-11-30, cycle 1 week 1"])
        #expect(try git.git(["status", "--porcelain"], in: top) == " M notes/private.txt\n")
    }

    @Test func theFirstPushChecksAllOfHeadsCommits() throws {
        let git = try GitFixture()
        // Only the journal's commits: the first sync pushes and sets the upstream.
        let clean = try git.repository("clean")
        try FileManager.default.createDirectory(atPath: clean + "/journal", withIntermediateDirectories: true)
        git.startJournal(in: clean + "/journal")
        let first = plusmd(["sync"], in: clean + "/journal")
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out == "Nothing to commit.\nPushed 1 commit to origin/main\n")

        // A repository whose history holds other work: nothing is pushed without --push-all.
        let git2 = try GitFixture()
        let top = try git2.repository("home")
        try git2.write(top + "/notes/private.txt", "plans\n")
        try git2.git(["add", "notes"], in: top)
        try git2.git(["commit", "--quiet", "-m", "Private \u{1b}[31mnotes\u{7}"], in: top)
        try FileManager.default.createDirectory(atPath: top + "/journal", withIntermediateDirectories: true)
        git2.startJournal(in: top + "/journal")
        let refused = plusmd(["sync"], in: top + "/journal")
        #expect(refused.status == 4, "\(refused.err)")
        #expect(refused.err.contains("not pushing to origin/main: 1 of the 2 commits to push touches files outside"), "\(refused.err)")
        #expect(refused.err.contains(" Private \\e[31mnotes\\u{7}\n"), "the subject is escaped: \(refused.err)")
        #expect(!refused.err.contains("\u{1b}"))
        #expect(try git2.git(["branch", "--list", "--all"], in: git2.remote).isEmpty, "nothing was pushed")
        let all = plusmd(["sync", "--push-all"], in: top + "/journal")
        #expect(all.status == 0, "\(all.err)")
        #expect(try git2.subjects(git2.remote, "main").count == 2)
    }

    @Test func ignoredJournalFilesAreNamedWithTheirRule() throws {
        let git = try GitFixture()
        let (top, journal) = try biggerRepository(git)
        try git.write(top + "/.gitignore", "# mine\n*-squat.md\n*.tmp\n")
        try git.git(["add", ".gitignore"], in: top)
        try git.git(["commit", "--quiet", "-m", "Ignore squats"], in: top)
        try git.git(["push", "--quiet"], in: top)
        let ignored = "2026/2026-11-24-squat.md"
        try git.write(journal + "/" + ignored, "---\nlift: squat\n---\n")
        try git.write(journal + "/2026/scratch.tmp", "not a journal file\n")
        try git.write(top + "/notes/draft-squat.md", "outside the journal\n")

        let status = plusmd(["sync", "--status"], in: journal)
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out == "Sync: 1 ignored file\n  ignored:       \(ignored)\n")
        #expect(status.err.contains(
            "\(ignored) is ignored by .gitignore (rule `*-squat.md` in ../.gitignore:2), so it is never synced"), "\(status.err)")
        let object = try json(plusmd(["sync", "--status", "--json"], in: journal).out)
        #expect(object["state"] as? String == "ignored")
        let files = try #require(object["ignored"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == [ignored])
        #expect(files.first?["source"] as? String == "../.gitignore:2")
        #expect(files.first?["pattern"] as? String == "*-squat.md")

        let sync = plusmd(["sync"], in: journal)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.err.contains("plusmd sync: warning: \(ignored) is ignored by .gitignore"), "\(sync.err)")
        #expect(sync.out == "Nothing to commit.\nUp to date with origin/main.\n")
    }
}
