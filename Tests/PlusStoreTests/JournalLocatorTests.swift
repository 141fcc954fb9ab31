import Foundation
import Testing

@testable import PlusStore

/// `JournalLocator.absolute` standardises lexically (it replaced URL's `standardizedFileURL`, which
/// was a measurable part of every run's start-up); the table is what that method gave.
@Suite struct JournalLocatorTests {
    @Test(arguments: [
        ("j", "/home/a", "/home/a/j"),
        ("./j/", "/home/a", "/home/a/j"),
        ("../b/./j", "/home/a", "/home/b/j"),
        ("/x//y/../z/", "/ignored", "/x/z"),
        ("../../../..", "/home/a", "/"),
        (".", "/", "/"),
        ("my journal/2026", "/home/a b", "/home/a b/my journal/2026"),
        ("..hidden/.j", "/h", "/h/..hidden/.j"),
    ])
    func absoluteIsStandardised(path: String, base: String, expected: String) {
        #expect(JournalLocator.absolute(path, from: base) == expected)
        #expect(JournalLocator.absolute(path, from: base) == URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path).standardizedFileURL.path)
    }

    @Test(arguments: [
        ("/a/b", "/a"), ("/a", "/"), ("/", nil), ("/a/b/", "/a"), ("//", nil), ("a/b", "a"), ("a", nil),
        ("/my journal/2026", "/my journal"),
    ] as [(String, String?)])
    func parentFolderIsTheFolderAbove(path: String, expected: String?) {
        #expect(JournalLocator.parentFolder(path) == expected)
        if let expected, path.hasPrefix("/") {
            #expect(expected == (path as NSString).deletingLastPathComponent, "as NSString gives it")
        }
    }

    /// The environment read from `environ` (issue 14: without Foundation's first-use costs) is
    /// the one Foundation reads.
    @Test func environmentIsFoundations() {
        let ours = ProcessEnvironment.variables
        let foundations = ProcessInfo.processInfo.environment
        #expect(Set(ours.keys) == Set(foundations.keys))
        for (name, value) in foundations { #expect(ours[name] == value, "\(name)") }
    }

    @Test func localFilesReadsFilesAndNothingElse() throws {
        let folder = NSTemporaryDirectory() + "plusmd-localfiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        FileManager.default.createFile(atPath: folder + "/f", contents: Data(bytes))
        #expect(LocalFiles.contents(folder + "/f") == bytes)
        FileManager.default.createFile(atPath: folder + "/empty", contents: Data())
        #expect(LocalFiles.contents(folder + "/empty") == [])
        #expect(LocalFiles.contents(folder + "/missing") == nil)
        #expect(LocalFiles.contents(folder) == nil)
    }
}
