import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// `AtomicFile`: temp file + rename, never over a file changed since it was read, never over an
/// existing file when creating.
@Suite struct AtomicFileTests {
    @Test func replaceRefusesAFileChangedSinceItWasRead() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        let original = try String(contentsOfFile: root + "/plusmd.yaml", encoding: .utf8)
        try (original + "# edited on the phone\n").write(toFile: root + "/plusmd.yaml", atomically: false, encoding: .utf8)
        #expect(throws: StoreError.changedSinceRead(root + "/plusmd.yaml")) {
            try AtomicFile.replace(root: root, relativePath: "plusmd.yaml", expectedOriginal: original, contents: "units: kg\n")
        }
        #expect(try String(contentsOfFile: root + "/plusmd.yaml", encoding: .utf8).hasSuffix("# edited on the phone\n"))
    }

    @Test func replaceKeepsPermissionsWritesThroughSymlinksAndLeavesNoTempFile() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        try FileManager.default.createDirectory(atPath: root + "/archive", withIntermediateDirectories: true)
        let real = root + "/archive/sheet.md"
        try "old\r\n".write(toFile: real, atomically: false, encoding: .utf8)
        chmod(real, 0o640)
        try FileManager.default.createSymbolicLink(atPath: root + "/sheet.md", withDestinationPath: "archive/sheet.md")
        try AtomicFile.replace(root: root, relativePath: "sheet.md", expectedOriginal: "old\r\n", contents: "new\r\n")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new\r\n")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: root + "/sheet.md")
        #expect(link == "archive/sheet.md", "the link stays a link")
        let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: root + "/archive").filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }

    @Test func createNeverOverwrites() throws {
        let folder = TemporaryFolder()
        let root = try folder.copy(fixture: "examples/journal")
        #expect(throws: StoreError.fileExists(root + "/plusmd.yaml")) {
            try AtomicFile.createExclusively(root: root, relativePath: "plusmd.yaml", contents: "x")
        }
        #expect(throws: StoreError.outsideJournal(root + "/../escape")) {
            try AtomicFile.createExclusively(root: root, relativePath: "../escape/x.md", contents: "x")
        }
    }

    /// A leftover is judged by its own name, the path's bytes after the last `/`: in a folder
    /// named like a temp file, or one whose name ends in a mark that joins the `/`, as at the
    /// root; a dot a mark joins starts no hidden name.
    @Test(arguments: [
        ("2026/.2026-11-30-squat.md.plusmd-ab12CD", true), (".plusmd.yaml.plusmd-x1", true),
        ("dir\u{600}/.a.md.plusmd-1", true), ("x.plusmd-y/.notes", false), ("x.plusmd-y/a.md", false),
        (".\u{301}x.plusmd-1", false), ("2026/.\u{200D}.plusmd-1", false), ("2026/a.md.plusmd-1", false), ("", false),
        (".", false), ("2026/..", false), (".plusmd-", false), ("2026/.x.PLUSMD-1", false), (".plusmd", false),
        // A lifter's own hidden names that hold the marker: the suffix is not 1–8 letters or digits.
        (".plusmd-notes.md", false), ("2026/.sheet.md.plusmd-tmp.bak", false), (".a.md.plusmd-123456789", false),
        (".a.md.plusmd-\u{301}", false), ("2026/.é.md.plusmd-Ab", true),
    ])
    func leftoversAreJudgedByTheirOwnName(path: String, isLeftover: Bool) {
        #expect(AtomicFile.isLeftover(path) == isLeftover)
    }

    /// Every leftover the listing reports is one `removeLeftovers` removes: one rule, so a temp
    /// file of plusmd's is never left behind for a folder's odd name, and nothing else is removed.
    @Test func theListingsLeftoversAreTheOnesRemoved() throws {
        let folder = TemporaryFolder()
        for name in ["dir\u{600}/.a.md.plusmd-1", "2026/.b.md.plusmd-2", "x.plusmd-y/.notes", "2026/2026-11-30-squat.md", ".\u{301}c.plusmd-3"] {
            let full = folder.path + "/" + name
            // The folder by URL: a Character search for `/` misses one a mark joins (`dir\u{600}/`).
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: full).deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x".write(toFile: full, atomically: false, encoding: .utf8)
            // As a kill leaves them: older than a write in progress.
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: full)
        }
        let listing = try JournalFolder(root: folder.path).list()
        #expect(listing.leftovers.sorted() == ["2026/.b.md.plusmd-2", "dir\u{600}/.a.md.plusmd-1"].sorted())
        AtomicFile.removeLeftovers(root: folder.path, paths: listing.leftovers)
        let after = try JournalFolder(root: folder.path).list()
        #expect(after.leftovers.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/x.plusmd-y/.notes"))
        #expect(after.markdown == ["2026/2026-11-30-squat.md"])
        #expect(after.other == [".\u{301}c.plusmd-3"])
    }
}
