import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// Real git repositories in a temporary folder: a bare "remote" and clones of it, each with its
/// own `user.name`/`user.email` so commits work without any global git configuration (CI as root).
final class GitFixture {
    let folder = TemporaryFolder()
    var remote: String { folder.path + "/remote.git" }

    init() throws {
        try git(["init", "--quiet", "--bare", "--initial-branch=main", remote], in: folder.path)
    }

    /// Runs git in `directory` and returns its stdout.
    @discardableResult
    func git(_ arguments: [String], in directory: String) throws -> String {
        try GitProcess.run(arguments, in: directory).stdout
    }

    /// A new repository `name` on branch main, with an identity and (optionally) `origin`.
    func repository(_ name: String, withRemote: Bool = true) throws -> String {
        let path = folder.path + "/" + name
        try git(["init", "--quiet", "--initial-branch=main", path], in: folder.path)
        try identify(path, as: name)
        if withRemote { try git(["remote", "add", "origin", remote], in: path) }
        return path
    }

    /// A clone of the remote as `name`, with an identity.
    func clone(_ name: String) throws -> String {
        let path = folder.path + "/" + name
        try git(["clone", "--quiet", remote, path], in: folder.path)
        try identify(path, as: name)
        return path
    }

    func identify(_ path: String, as name: String) throws {
        try git(["config", "user.name", "Lifter \(name)"], in: path)
        try git(["config", "user.email", "\(name)@example.com"], in: path)
        try git(["config", "commit.gpgsign", "false"], in: path)
    }

    /// A journal started with `plusmd init` in `path` (a repository, so autocommit is on and the
    /// starting files are committed).
    func startJournal(in path: String) {
        let result = plusmd(
            ["init", ".", "--tm", "squat=315", "--tm", "bench=225", "--tm", "deadlift=405", "--tm", "press=135", "--date", "2026-11-29"],
            in: path)
        #expect(result.status == 0, "\(result.err)")
    }

    /// Subjects of the last `count` commits of `revision` in `repository`, newest first.
    func subjects(_ repository: String, _ revision: String = "HEAD", count: Int = 10) throws -> [String] {
        try git(["log", "--format=%s", "-n", String(count), revision], in: repository)
            .split(separator: "\n").map(String.init)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
