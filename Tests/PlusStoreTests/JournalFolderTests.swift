import Foundation
import PlusCore
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

    /// A few folders are listed largest first (ties and folders that cannot be stat'ed in the
    /// order of their names); past `orderedFolderLimit`, in the order of their names. The
    /// listing itself does not depend on the order.
    @Test func fewFoldersAreListedLargestFirst() throws {
        let folder = TemporaryFolder()
        for year in ["2024", "2025", "2026"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + year, withIntermediateDirectories: true)
        }
        try folder.write("2024/2024-12-16-squat.md", "x")
        try folder.write("2026/2026-01-05-squat.md", "x")
        // Long names, so that the folder takes more than one block on any file system.
        for day in 0..<300 { try folder.write("2025/2025-\(day)-\(String(repeating: "long-name-", count: 8)).md", "x") }
        #expect(JournalFolder.largestFirst(["2024", "2025", "2026"], root: folder.path) == [1, 0, 2])
        #expect(JournalFolder.largestFirst(["2024", "gone", "2025"], root: folder.path) == [2, 0, 1])
        #expect(JournalFolder.largestFirst(["2025"], root: folder.path) == [0])
        let many = (0...JournalFolder.orderedFolderLimit).map { _ in "2025" }
        #expect(JournalFolder.largestFirst(many, root: folder.path) == Array(many.indices))
        // Hidden names beside them: only plusmd's own temp file is named, as a leftover.
        for hidden in ["...", "..foo", "..x.plusmd-1", ".hidden.md"] { try folder.write("2025/" + hidden, "x") }
        let listing = try JournalFolder(root: folder.path).list()
        var expected = ["2024/2024-12-16-squat.md", "2026/2026-01-05-squat.md"]
        expected += (0..<300).map { "2025/2025-\($0)-\(String(repeating: "long-name-", count: 8)).md" }
        #expect(listing.markdown == expected.sorted())
        #expect(listing.other.isEmpty)
        #expect(listing.leftovers == ["2025/..x.plusmd-1"])
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

@Suite struct FolderStampsTests {
    /// A file stat'ed by its name in its opened folder has the stamp of its whole path: at the
    /// root, in folders, through a link to a folder, past the folders held open; a file gone
    /// since the listing has none.
    @Test func stampsByNameInTheFolderAreTheStampsOfThePaths() throws {
        let folder = TemporaryFolder()
        var paths = ["2026-11-30-squat.md", "2026/2026-11-30-bench.md", "2026/2026-12-01-press.md", "a/b/c.md"]
        for number in 0..<(FolderStamps.maximumOpenFolders + 5) { paths.append("many/\(number)/x.md") }
        for path in paths { try JournalListingTests.write(folder, path) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/linked", withDestinationPath: "2026")
        paths += ["linked/2026-11-30-bench.md", "2026/gone.md"]
        paths.sort()
        let stamps = FolderStamps(root: folder.path, paths: paths)
        for (index, path) in paths.enumerated() {
            #expect(stamps.stamp(index) == FileStamp(path: folder.path + "/" + path), "\(path)")
        }
        #expect(stamps.stamp(paths.firstIndex(of: "2026/gone.md")!) == nil)
    }

    /// Stamps taken with the listing's runs (each folder of the root opened once, the paths not
    /// read to find it) are the stamps of the whole paths: root files, folders, deeper folders
    /// (stat'ed below their folder of the root), past the folders held open, a file gone since.
    @Test func stampsByTheListingsRunsAreTheStampsOfThePaths() throws {
        let folder = TemporaryFolder()
        var paths = ["2026-11-30-squat.md", "2026/2026-11-30-bench.md", "2026/jan/2026-01-05-press.md", "a/b/c.md", "a/d.md"]
        for number in 0..<(FolderStamps.maximumOpenFolders + 5) { paths.append("many\(number)/x.md") }
        for path in paths { try JournalListingTests.write(folder, path) }
        let listing = try JournalFolder(root: folder.path).list()
        let runs = try #require(listing.folderRuns)
        #expect(runs.reduce(0) { $0 + $1.count } == listing.markdown.count)
        #expect(runs.first == FolderRun(folder: "", count: 1))
        #expect(runs.contains(FolderRun(folder: "2026", count: 2)) && runs.contains(FolderRun(folder: "a", count: 2)))
        try FileManager.default.removeItem(atPath: folder.path + "/a/d.md")
        let stamps = FolderStamps(root: folder.path, paths: listing.markdown, runs: runs)
        for (index, path) in listing.markdown.enumerated() {
            #expect(stamps.stamp(index) == FileStamp(path: folder.path + "/" + path), "\(path)")
        }
        #expect(stamps.stamp(listing.markdown.firstIndex(of: "a/d.md")!) == nil)
        // Runs that do not cover the paths are not used: each path's folder is found in its text.
        let scanned = FolderStamps(root: folder.path, paths: listing.markdown, runs: [FolderRun(folder: "", count: 1)])
        for index in listing.markdown.indices { #expect(scanned.stamp(index) == stamps.stamp(index)) }
    }

    /// Without the listing's runs, each path's own folder makes the runs, a folder met again
    /// later starting a run of its own.
    @Test func runsFoundInThePathsAreEachPathsOwnFolder() {
        #expect(FolderStamps.runs(of: []) == [])
        #expect(
            FolderStamps.runs(of: ["a.md", "b.md", "2026/x.md", "2026/jan/y.md", "2026/z.md"])
                == [
                    FolderRun(folder: "", count: 2), FolderRun(folder: "2026", count: 1), FolderRun(folder: "2026/jan", count: 1),
                    FolderRun(folder: "2026", count: 1),
                ])
    }

    /// The listing knows its runs only when its paths are the folders' runs joined in order.
    @Test func theListingsRunsAreKnownOnlyWhenTheFoldersJoinSorted() throws {
        let folder = TemporaryFolder()
        for path in ["2026/a.md", "2026-old/b.md"] { try JournalListingTests.write(folder, path) }
        // `2026-old/` sorts before `2026/`: the joined runs were sorted again.
        #expect(try JournalFolder(root: folder.path).list().folderRuns == nil)
        let linked = TemporaryFolder()
        for path in ["x.md", "2026/a.md"] { try JournalListingTests.write(linked, path) }
        try FileManager.default.createSymbolicLink(atPath: linked.path + "/link", withDestinationPath: "2026")
        // A link followed at the root: the journal is listed again in one walk.
        #expect(try JournalFolder(root: linked.path).list().folderRuns == nil)
        // A root file sorting after the folders (`x.md` after `2026/…`) comes first in the runs.
        let late = TemporaryFolder()
        for path in ["x.md", "2026/a.md"] { try JournalListingTests.write(late, path) }
        #expect(try JournalFolder(root: late.path).list().folderRuns == nil)
        let plain = TemporaryFolder()
        for path in ["0-notes.md", "2025/a.md", "2026/b.md", "2026/c.md", "2026/jan/d.md"] { try JournalListingTests.write(plain, path) }
        #expect(
            try JournalFolder(root: plain.path).list().folderRuns
                == [FolderRun(folder: "", count: 1), FolderRun(folder: "2025", count: 1), FolderRun(folder: "2026", count: 3)])
    }
}

/// `list()` walks the folders under the root side by side: the listing must be the one
/// walk a single thread makes, in the order of the full paths.
@Suite struct JournalListingTests {
    static func write(_ folder: TemporaryFolder, _ relative: String) throws {
        let full = folder.path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try "x".write(toFile: full, atomically: false, encoding: .utf8)
    }

    @Test func foldersListedSideBySideGiveTheSortedWalk() throws {
        let folder = TemporaryFolder()
        var expected: [String] = []
        for year in 2001...2030 {
            for day in stride(from: 1, through: 28, by: 3) {
                let path = "\(year)/\(year)-03-\(String(format: "%02d", day))-squat.md"
                try Self.write(folder, path)
                expected.append(path)
            }
        }
        // Names that sort differently by path than folder by folder ('-' and ' ' sort before '/').
        for path in [
            "2026-notes.md", "2026 b.md", "2026/sub/deep/é.md", "2026/sub-a.md", "Zz.md", "a/b/c/d/e.md", "2026/Ä.md",
            "2026-old/2026-01-05-squat.md",
        ] {
            try Self.write(folder, path)
            expected.append(path)
        }
        try Self.write(folder, "2026/.hidden.md")
        try Self.write(folder, ".obsidian/x.md")
        try Self.write(folder, "2026/photo.jpg")
        let listing = try JournalFolder(root: folder.path).list()
        #expect(listing.markdown == expected.sorted())
        #expect(listing.other == ["2026/photo.jpg"])
    }

    /// The folders' sorted runs are taken as they are only when every seam is in order.
    @Test func sortedRunsAreSortedOnlyWhenEverySeamIsInOrder() {
        #expect(JournalFolder.isSorted([], runs: []))
        #expect(JournalFolder.isSorted([], runs: [0, 0]))
        #expect(JournalFolder.isSorted(["a", "b/x", "b/y", "c/z"], runs: [1, 2, 0, 1]))
        #expect(JournalFolder.isSorted(["b/x", "b/y"], runs: [0, 2]))
        // `2026-old/` sorts before `2026/`, a root file `2026 b.md` before both.
        #expect(!JournalFolder.isSorted(["2026/a.md", "2026-old/b.md"], runs: [0, 1, 1]))
        #expect(!JournalFolder.isSorted(["2026-notes.md", "2026 b.md"], runs: [1, 1]))
        #expect(!JournalFolder.isSorted(["z.md", "a/x.md"], runs: [1, 0, 1]))
        // Runs that do not cover the paths (a listing made again in one walk) are never taken.
        #expect(!JournalFolder.isSorted(["a", "b"], runs: []))
    }

    /// Sync tools' conflict copies are judged once, while listing: the listing holds the judgement
    /// of every file's name, Markdown or not, in any folder.
    @Test func conflictCopiesAreJudgedWhileListing() throws {
        let folder = TemporaryFolder()
        let names = [
            "2026/2026-11-30-squat.md", "2026/2026-11-30-squat.sync-conflict-20261130-183012-ABCDEF7.md",
            "2026-11-30-bench (1).md", "2025/x/2025-01-05-press (Ann's conflicted copy 2025-01-05).md", "plusmd 2.yaml",
            "notes.md", "2026/photo (1).jpg",
        ]
        for name in names { try Self.write(folder, name) }
        let listing = try JournalFolder(root: folder.path).list()
        var expected: [String: String] = [:]
        for path in listing.markdown + listing.other { expected[path] = SyncConflictName.service(ofPath: path) }
        #expect(listing.conflictCopies == expected)
        #expect(listing.conflictCopies["2026/2026-11-30-squat.sync-conflict-20261130-183012-ABCDEF7.md"] == "Syncthing")
        #expect(listing.conflictCopies["2026/photo (1).jpg"] == "Google Drive")
        #expect(listing.conflictCopies["2026/2026-11-30-squat.md"] == nil && listing.conflictCopies["notes.md"] == nil)
    }

    /// Paths are made from the folder's and the name's bytes in one string: the same string as
    /// `prefix + String(decoding: name)` for a UTF-8 name, marks kept where they were.
    @Test(arguments: [
        ("", [UInt8]("a.md".utf8)), ("2026/", [UInt8]("2026-11-30-squat.md".utf8)),
        ("a/b/", [0xCC, 0x81, 0x2E, 0x6D, 0x64]), ("\u{600}/", [0x78]), ("", []),
    ])
    func pathsFromBytesAreThePrefixAndTheDecodedName(prefix: String, name: [UInt8]) {
        let path = name.withUnsafeBytes { JournalFolder.path(prefix: Array(prefix.utf8), name: $0) }
        #expect(path == prefix + String(decoding: name, as: UTF8.self))
        #expect(Array(path.utf8) == Array((prefix + String(decoding: name, as: UTF8.self)).utf8))
    }

    /// A name that is not UTF-8 has each stray byte written `\xHH`, its valid characters kept,
    /// and `systemPath` gives its bytes back (a name written so literally is taken as written).
    @Test(arguments: [
        ("2026/", [0x62, 0xFF, 0x2E, 0x6D, 0x64] as [UInt8], "2026/b\\xff.md"), ("x/", [0xE2, 0x82], "x/\\xe2\\x82"),
        ("", [0x63, 0x61, 0x66, 0xE9, 0xC3, 0xA9, 0x2E, 0x6D, 0x64], "caf\\xe9é.md"), ("", [0x01, 0x80], "\u{1}\\x80"),
    ])
    func namesThatAreNotUTF8AreEscapedAndReadBack(prefix: String, name: [UInt8], shown: String) {
        let path = name.withUnsafeBytes { JournalFolder.path(prefix: Array(prefix.utf8), name: $0) }
        #expect(path == shown)
        #expect(JournalFolder.systemPath("/nowhere/" + path) == (Array("/nowhere/\(prefix)".utf8) + name + [0]).map { CChar(bitPattern: $0) })
        #expect(JournalFolder.systemPath("/nowhere/a\\x41\\xzz.md") == Array("/nowhere/a\\x41\\xzz.md".utf8CString), "only bytes from 0x80 are escaped")
    }

    /// What is hidden, Markdown or a leftover is decided as on the name string: a dot a mark
    /// joins is not a hidden file's dot (`hasPrefix(".")` is false), a name's invalid bytes are
    /// escaped, and a leftover is named by its own name, not its folder's.
    @Test func namesAreJudgedAsStringsWhileListing() throws {
        let folder = TemporaryFolder()
        for name in [
            ".hidden.md", ".\u{301}marked.md", "\u{301}.md", "2026/.x.md", "2026/.\u{301}y.md", "odd.plusmd-dir/.notes",
            "odd.plusmd-dir/a.md", "2026/.2026-11-30-squat.md.plusmd-ab12CD", "2026/2026-11-30-squat.md",
            // A dot a mark or a joiner joins is no hidden file's: these are ordinary files, never
            // leftovers (which a writing command deletes).
            ".\u{301}x.plusmd-1", "2026/.\u{200D}.plusmd-1", "2026/.\u{903}.plusmd-1",
        ] {
            try Self.write(folder, name)
        }
        // A name that is not UTF-8 (Linux allows any bytes but `/` and NUL).
        let raw: [UInt8] = Array((folder.path + "/2026/bad").utf8) + [0xFF] + Array(".md".utf8) + [0]
        let descriptor = raw.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let listing = try JournalFolder(root: folder.path).list()
        #expect(
            listing.markdown == [
                ".\u{301}marked.md", "2026/.\u{301}y.md", "2026/2026-11-30-squat.md", "2026/bad\\xff.md", "odd.plusmd-dir/a.md", "\u{301}.md",
            ].sorted())
        #expect(listing.leftovers == ["2026/.2026-11-30-squat.md.plusmd-ab12CD"])
        #expect(listing.other == [".\u{301}x.plusmd-1", "2026/.\u{200D}.plusmd-1", "2026/.\u{903}.plusmd-1"].sorted())
    }

    /// The keyed sort of ASCII paths is `sort()`: random paths sharing long prefixes, equal up to
    /// 16 bytes and beyond, prefixes of each other, and a non-ASCII one (the plain sort).
    @Test func sortingPathsIsSort() {
        var generator = SeededGenerator(seed: 61)
        let pieces = ["2026", "/", "-", "2026-11-30-squat", ".md", " ", "a", "Z", "_", "0", "1", "é", "2026/2026-11-3"]
        for round in 0..<200 {
            var paths = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            if round % 2 == 0 { paths = paths.map { $0.replacingOccurrences(of: "é", with: "e") } }
            var sorted = paths
            JournalFolder.sortPaths(&sorted)
            #expect(sorted == paths.sorted(), "\(paths)")
        }
    }

    /// A link to a folder is followed once, wherever it is met first; the others are named, not
    /// followed: the result of one walk, as before the folders were listed side by side.
    @Test func linkedFoldersAreFollowedOnceAsInOneWalk() throws {
        let folder = TemporaryFolder()
        try Self.write(folder, "b/x.md")
        try Self.write(folder, "a/y.md")
        try Self.write(folder, "c/z.md")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a/link", withDestinationPath: "../b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/c/link", withDestinationPath: "../b")
        let listing = try JournalFolder(root: folder.path).list()
        let followed = ["a/link", "c/link"].filter { listing.markdown.contains($0 + "/x.md") }
        #expect(followed.count == 1, "\(listing)")
        #expect(listing.linksNotFollowed == ["a/link", "c/link"].filter { !followed.contains($0) })
        #expect(listing.markdown.contains("b/x.md") && listing.markdown == listing.markdown.sorted())

        // The same with one of the links at the root.
        try FileManager.default.removeItem(atPath: folder.path + "/c/link")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/rootlink", withDestinationPath: "b")
        let again = try JournalFolder(root: folder.path).list()
        let followedAgain = ["a/link", "rootlink"].filter { again.markdown.contains($0 + "/x.md") }
        #expect(followedAgain.count == 1, "\(again)")
        #expect(again.linksNotFollowed == ["a/link", "rootlink"].filter { !followedAgain.contains($0) })
    }
}
