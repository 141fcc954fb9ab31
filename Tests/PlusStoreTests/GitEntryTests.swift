import Foundation
import PlusTestSupport
import Testing

@testable import PlusStore

/// The temporary folder must not be inside a work tree itself, or nothing could be told apart.
private let temporaryFolderIsOutsideGit = !GitRepository.hasGitEntry(atOrAbove: TemporaryFolder().path)

/// `GitRepository.hasGitEntry` decides, on every run, whether git is started at all: it must
/// find `.git` (a folder, or a file as in linked work trees) in the journal's folder or any
/// folder above it, and nothing else.
@Suite(.enabled(if: temporaryFolderIsOutsideGit, "the temporary folder is inside a git work tree"))
struct GitEntryTests {
    @Test func findsGitFolderOrFileAtOrAbove() throws {
        let temp = TemporaryFolder()
        let deep = temp.path + "/repo/journal/2026"
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        #expect(!GitRepository.hasGitEntry(atOrAbove: deep))

        try FileManager.default.createDirectory(atPath: temp.path + "/repo/.git", withIntermediateDirectories: true)
        #expect(GitRepository.hasGitEntry(atOrAbove: deep))
        #expect(GitRepository.hasGitEntry(atOrAbove: deep + "/"))
        #expect(GitRepository.hasGitEntry(atOrAbove: temp.path + "/repo"))
        #expect(!GitRepository.hasGitEntry(atOrAbove: temp.path))

        try FileManager.default.removeItem(atPath: temp.path + "/repo/.git")
        try temp.write("repo/journal/.git", "gitdir: /elsewhere/.git/worktrees/journal\n")
        #expect(GitRepository.hasGitEntry(atOrAbove: deep))
        #expect(!GitRepository.hasGitEntry(atOrAbove: temp.path + "/repo"))
    }

    @Test func followsLinksAndStopsAtTheRoot() throws {
        let temp = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: temp.path + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.path + "/repo/journal", withIntermediateDirectories: true)
        // A link to a journal inside a work tree counts where the journal really is.
        try FileManager.default.createSymbolicLink(atPath: temp.path + "/link", withDestinationPath: temp.path + "/repo/journal")
        #expect(GitRepository.hasGitEntry(atOrAbove: temp.path + "/link"))
        #expect(!GitRepository.hasGitEntry(atOrAbove: temp.path + "/missing/folder"))
        #expect(GitRepository.hasGitEntry(atOrAbove: "/") == FileManager.default.fileExists(atPath: "/.git"))
    }
}
