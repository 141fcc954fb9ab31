import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// Lock and cache folders in a shared place (`$TMPDIR` without `$HOME` or `$XDG_RUNTIME_DIR`):
/// a folder another user made first, a symbolic link planted there, a folder others can write.
/// plusmd never follows the link, never truncates its target, never trusts such a folder.
@Suite struct HostileEnvironmentTests {
    let folder = TemporaryFolder()

    /// The folder `next` would lock in, with `TMPDIR` the scratch folder and no home.
    var shared: String { folder.path + "/tmp" }
    var lockFolder: String { shared + "/plusmd-\(getuid())" }
    var environment: [String: String] { ["TMPDIR": shared] }

    func journal() throws -> String {
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        return newJournal(in: folder)
    }

    @Test func aSymbolicLinkPlantedAsTheLockFolderIsNotFollowed() throws {
        let journal = try journal()
        // The attacker's folder, with a file the lock's name would truncate through the link.
        let elsewhere = folder.path + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: lockFolder, withDestinationPath: elsewhere)
        let next = plusmd(["next", "--date", "2026-09-01"], in: journal, environment: environment)
        #expect(next.status != 0)
        #expect(next.err.contains("is not a folder (a symbolic link or a file)"), "\(next.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing made through the link")
        #expect(!FileManager.default.fileExists(atPath: journal + "/2026/2026-09-01-squat.md"))
    }

    @Test func aLockFileThatIsALinkIsNeverOpenedThrough() throws {
        let journal = try journal()
        let target = folder.path + "/precious.txt"
        try "keep me\n".write(toFile: target, atomically: false, encoding: .utf8)
        // A fit folder, but the lock's own name is a link to the target.
        try FileManager.default.createDirectory(atPath: lockFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let status = plusmd(["status"], in: journal, environment: environment)
        #expect(status.status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: lockFolder) { try FileManager.default.removeItem(atPath: lockFolder + "/" + name) }
        // Every journal's lock name: plant links for the one this journal uses.
        let real = URL(fileURLWithPath: journal).resolvingSymlinksInPath().path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in real.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        let lock = lockFolder + "/journal-" + String(repeating: "0", count: 16 - hex.count) + hex + ".lock"
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: target)
        let next = plusmd(["next", "--date", "2026-09-01"], in: journal, environment: environment)
        #expect(next.status != 0, "\(next.out)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n", "the link's target is untouched")
    }

    @Test func aLockFolderOthersCanWriteIsNotUsed() throws {
        let journal = try journal()
        try FileManager.default.createDirectory(atPath: lockFolder, withIntermediateDirectories: true)
        chmod(lockFolder, 0o777)
        let next = plusmd(["next", "--date", "2026-09-01"], in: journal, environment: environment)
        #expect(next.status != 0)
        #expect(next.err.contains("can be written by other users"), "\(next.err)")
        // With a home, its private folder is used instead.
        let home = folder.path + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let withHome = plusmd(["next", "--date", "2026-09-01"], in: journal, environment: environment.merging(["HOME": home]) { $1 })
        #expect(withHome.status == 0, "\(withHome.err)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/state/plusmd"))
    }

    @Test(.enabled(if: getuid() == 0, "needs root to give a folder to another user"))
    func aLockFolderOfAnotherUserIsNotUsed() throws {
        let journal = try journal()
        try FileManager.default.createDirectory(atPath: lockFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chown(lockFolder, 65534, 65534)
        let next = plusmd(["next", "--date", "2026-09-01"], in: journal, environment: environment)
        #expect(next.status != 0)
        #expect(next.err.contains("belongs to another user (uid 65534)"), "\(next.err)")
    }

    /// A cache folder others can write is neither read nor written: a planted cache could forge numbers.
    @Test func aCacheFolderOthersCanWriteIsIgnored() throws {
        let journal = try journal()
        let cache = folder.path + "/cache"
        let environment = ["XDG_CACHE_HOME": cache]
        _ = plusmd(["next", "--date", "2026-09-01", "--dry-run"], in: journal, environment: environment)
        JournalCacheTests.settle()
        _ = plusmd(["status"], in: journal, environment: environment)
        func fromCache() throws -> Int {
            try JournalLoader.load(root: journal, cache: JournalCache.forJournal(root: journal, environment: environment, disabled: false)).filesFromCache
        }
        #expect(try fromCache() > 0, "a private cache folder is used")
        chmod(cache + "/plusmd/journals", 0o777)
        #expect(try fromCache() == 0, "a cache folder others can write is not read")
        let hostile = plusmd(["status"], in: journal, environment: environment)
        #expect(hostile.status == 0)
        #expect(hostile.out == plusmd(["status", "--no-cache"], in: journal).out)
    }
}

/// Nothing outside the journal is read as settings or opened: a `plusmd.yaml` that is a link to
/// `/etc/passwd`-like text, a folder linked outside.
@Suite struct OutsideTheJournalTests {
    let folder = TemporaryFolder()

    @Test func aSettingsFileLinkedOutsideIsNotReadNorShown() throws {
        let journal = newJournal(in: folder)
        let secret = folder.path + "/passwd"
        try "root:x:0:0:root:/root:/bin/bash\nunits: kg\n".write(toFile: secret, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: journal + "/plusmd.yaml")
        try FileManager.default.createSymbolicLink(atPath: journal + "/plusmd.yaml", withDestinationPath: secret)
        for command in [["status"], ["check"], ["tm"], ["config", "set", "units", "lb"]] {
            let result = plusmd(command, in: journal)
            #expect(result.status != 0, "\(command)")
            #expect(result.err.contains("plusmd.yaml leads outside the journal"), "\(command): \(result.err)")
            #expect(!(result.out + result.err).contains("root:x"), "\(command) showed the file")
        }
        #expect(try String(contentsOfFile: secret, encoding: .utf8).hasPrefix("root:x"), "never written")
    }

    @Test func editRefusesAFileThroughAFolderLinkedOutside() throws {
        let journal = newJournal(in: folder)
        let outside = folder.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "# not the journal's\n".write(toFile: outside + "/notes.md", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: journal + "/archive", withDestinationPath: outside)
        let log = folder.path + "/opened"
        let edit = plusmd(["edit", "archive/notes.md"], in: journal, environment: ["EDITOR": "echo >> '\(log)'"])
        #expect(edit.status != 0)
        #expect(edit.err.contains("leads outside the journal"), "\(edit.err)")
        #expect(!FileManager.default.fileExists(atPath: log), "the editor never ran")
        // A file inside still opens.
        let inside = plusmd(["edit", "plusmd.yaml"], in: journal, environment: ["EDITOR": "true"])
        #expect(inside.status == 0, "\(inside.err)")
    }
}
