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
        ("/my journal/2026", "/my journal"), ("/a//b", "/a"), ("a//b", "a"), ("//a", "/"), ("a/", nil),
    ] as [(String, String?)])
    func parentFolderIsTheFolderAbove(path: String, expected: String?) {
        #expect(JournalLocator.parentFolder(path) == expected)
        if let expected, path.hasPrefix("/") {
            #expect(expected == (path as NSString).deletingLastPathComponent, "as NSString gives it")
        }
    }

    /// The environment as `getenv` reads it (the first of a name), decoded from `environ`'s
    /// bytes without Foundation.
    @Test func environmentIsWhatGetenvReads() {
        let variables = ProcessEnvironment.variables
        #expect(!variables.isEmpty)
        for (name, value) in variables {
            #expect(getenv(name).map { String(cString: $0) } == value, "\(name)")
        }
    }

    @Test func environmentEntriesAreSplitAtTheFirstEqualsSign() {
        func decoded(_ entries: [[UInt8]]) -> [String: String] {
            var variables: [String: String] = [:]
            for entry in entries { entry.withUnsafeBufferPointer { ProcessEnvironment.add($0, to: &variables) } }
            return variables
        }
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        #expect(decoded([bytes("A=1"), bytes("B=x=y"), bytes("C="), bytes("NOEQUALS"), bytes("=v"), bytes("")])
            == ["A": "1", "B": "x=y", "C": "", "": "v"])
        #expect(decoded([bytes("DUP=first"), bytes("DUP=second")]) == ["DUP": "first"])
        // A combining mark right after `=` belongs to the value (a Character would join it to `=`).
        #expect(decoded([bytes("PLUSMD_JOURNAL=\u{301}journal")]) == ["PLUSMD_JOURNAL": "\u{301}journal"])
        // Invalid UTF-8 is repaired as `String(cString:)` repairs it.
        let invalid: [UInt8] = [0x56, 0x3D, 0x61, 0xFF, 0x62]
        #expect(decoded([invalid])["V"] == String(cString: (invalid + [0]).map { CChar(bitPattern: $0) }).dropFirst(2).description)
        #expect(decoded([[0xC3, 0x3D, 0x41]]) == ["\u{FFFD}": "A"])
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
