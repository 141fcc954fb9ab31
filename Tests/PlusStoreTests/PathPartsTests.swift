import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// `PathParts`: a path's folder and name by plain slicing, for any path (NSString's
/// `deletingLastPathComponent` traps on a one-character relative path on Linux).
@Suite struct PathPartsTests {
    @Test func foldersAndNames() {
        let cases: [(path: String, folder: String, name: String)] = [
            ("o", "", "o"), ("", "", ""), ("/", "/", "/"), ("/o", "/", "o"), ("a/o", "a", "o"),
            ("/a//b/", "/a", "b"), ("//o", "/", "o"), ("a/", "", "a"), ("ab", "", "ab"),
        ]
        for (path, folder, name) in cases {
            #expect(PathParts.folder(path) == folder, "folder of \(path)")
            #expect(PathParts.name(path) == name, "name of \(path)")
        }
        #expect(PathParts.stem("week-1.md") == "week-1")
        #expect(PathParts.stem(".md") == ".md")
        #expect(PathParts.stem("o") == "o")
    }

    @Test func createsAndRemovesOneCharacterNames() throws {
        let folder = TemporaryFolder()
        try AtomicFile.createExclusively(folder.path + "/o", contents: "x\n")
        #expect(try folder.read("o") == "x\n")
        try AtomicFile.createExclusively(root: folder.path, relativePath: "p", contents: "y\n")
        try AtomicFile.replace(root: folder.path, relativePath: "p", expectedOriginal: "y\n", contents: "z\n")
        #expect(try folder.read("p") == "z\n")
        try AtomicFile.remove(root: folder.path, relativePath: "p", expectedOriginal: "z\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/p"))
    }
}
