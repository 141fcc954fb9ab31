import PlusTestSupport
import Testing

@testable import PlusStore

@Suite struct JournalFolderTests {
    /// The byte test for `.md` gives `lowercased().hasSuffix(".md")`'s answer.
    @Test(arguments: [
        "a.md", "A.MD", "x.Md", "2026-11-30-squat.md", ".md", "a.md ", "a.mdx", "amd", "a.m", "md", "", "é.md", "ée.md",
        "\u{600}.md", "x\u{301}.md", "a.mD", "a.me", "notes.markdown", "a.\u{30C}md",
    ])
    func markdownNamesAreTheLowercasedRule(name: String) {
        #expect(JournalFolder.isMarkdownName(name) == name.lowercased().hasSuffix(".md"))
    }
}

@Suite struct FileStampTests {
    /// The stamp taken without building the path string is the stamp of the path.
    @Test func stampOfRootAndRelativeIsTheStampOfThePath() throws {
        let folder = TemporaryFolder()
        try folder.write("2026-11-30-squat.md", "---\nlift: squat\n---\n")
        let stamp = try #require(FileStamp(root: folder.path, relative: "2026-11-30-squat.md"))
        #expect(stamp == FileStamp(path: folder.path + "/2026-11-30-squat.md"))
        #expect(FileStamp(root: folder.path, relative: "2026/missing.md") == nil)
        #expect(FileStamp(root: folder.path, relative: "") == FileStamp(path: folder.path + "/"))
    }
}
