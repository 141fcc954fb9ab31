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
}
