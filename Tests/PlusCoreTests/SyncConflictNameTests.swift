import Testing

@testable import PlusCore

@Suite struct SyncConflictNameTests {
    @Test(arguments: [
        ("2026-11-30-squat.sync-conflict-20261130-183012-ABCDEF7.md", "Syncthing"),
        ("2026-11-30-squat.sync-conflict-20261130-183012.md", "Syncthing"),
        ("2026-11-30-squat (Ann's conflicted copy 2026-12-01).md", "Dropbox"),
        ("2026-11-30-squat (Ann’s conflicted copy 2026-12-01 (1)).md", "Dropbox"),
        ("2026-11-30-squat (conflicted copy ann 2026-12-01 093612).md", "Nextcloud"),
        ("2026-11-30-squat (conflicted copy 2026-12-01 093612).md", "Nextcloud"),
        ("2026-11-30-squat_conflict-20261201-093612.md", "ownCloud"),
        ("2026-11-30-squat.Conflict.md", "Resilio"),
        ("2026-11-30-squat.Conflict2.md", "Resilio"),
        ("2026-11-30-squat 2.md", "iCloud"),
        ("2026-11-30-squat (1).md", "Google Drive"),
        ("2026-11-30-squat-MacBook Pro de Alice.md", "OneDrive"),
        ("plusmd (Bob's conflicted copy 2026-12-01).yaml", "Dropbox"),
        // The markers are found by bytes anywhere in the name: first, last, after non-ASCII text.
        (".sync-conflict-", "Syncthing"),
        ("Übung_conflict-", "ownCloud"),
        ("Woche 2 (Zoë’s conflicted copy).md", "Dropbox"),
        // A combining mark after the marker joins its last character in one Character; the
        // bytes still hold the marker.
        ("2026-11-23-squat.sync-conflict-\u{301}20261124-1.md", "Syncthing"),
    ])
    func recognisesSyncToolCopies(name: String, service: String) {
        #expect(SyncConflictName.service(of: name) == service)
    }

    @Test(arguments: [
        "2026-11-30-squat.md", "2026-11-30-squat-2.md", "2026-11-30-training-max.md",
        "2026-11-30-training-max-press.md", "2026-11-30-training-max-press-3.md", "plusmd.yaml",
        "Week 2.md", "README.md", "notes on conflict.md", ".sync-conflict", "_conflict", "s conflicted copy.md",
    ])
    func leavesOrdinaryNamesAlone(name: String) {
        #expect(SyncConflictName.service(of: name) == nil)
    }

    /// A path is judged by its last component cut at the last `/` byte, as a folder listing
    /// names the file: also when a mark after or before the `/` would join it to a Character.
    @Test func aPathIsJudgedByTheNameAfterItsLastSlash() {
        let folders = ["", "2026/", "x\u{600}/", "notes.sync-conflict-20261130-183012-ABCDEF7/", "a/\u{301}b/", "é/"]
        let names = [
            "2026-11-23-squat 2.md", "2026-11-23-squat-LAPTOP.md", "2026-11-23-squat 2", "2026-11-23-squat.md",
            "\u{301}2026-11-23-squat 2.md", "\u{200D}2026-11-23-squat.md", "\u{93E}x (conflicted copy).md",
            "README.md", "x.sync-conflict-20261124-1.md",
        ]
        for folder in folders {
            for name in names {
                #expect(SyncConflictName.service(ofPath: folder + name) == SyncConflictName.service(of: name), "\(folder + name)")
            }
        }
        #expect(SyncConflictName.service(ofPath: "x\u{600}/2026-11-23-squat 2.md") == "iCloud")
        #expect(SyncConflictName.service(ofPath: "2026/2026-11-23-squat 2.md/") == "iCloud")
    }

    /// The byte-level fast path for plusmd's own names gives `isPlusmdName`'s answer on every
    /// name it accepts, and accepts every ASCII name `isPlusmdName` accepts.
    @Test func fastPathAgreesWithTheStemRule() {
        let pieces = [
            "2026-11-30", "2024-02-29", "2025-02-29", "2026-13-01", "2026-1-30", "0000-01-01", "x026-11-30",
            "-", "-squat", "-bench", "-press", "-deadlift", "-training-max", "-training-max-press", "-reset", "-2", "-10",
            "-0", "2", "-x", "-squats", ".md", ".yaml", ".", "..md", " 2", " (1)", ".Conflict", "é", "/", "",
        ]
        var generator = SystemRandomNumberGenerator()
        var names: [String] = []
        for _ in 0..<20_000 {
            names.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        names += ["2026-11-30-squat.md", "2026-11-30-squat-2.md", "2026-11-30-training-max-press-3.md", "2026-11-30-reset"]
        for name in names {
            let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
            let slow = SyncConflictName.isPlusmdName(stem)
            let fast = SyncConflictName.isPlusmdFileName(name)
            #expect(!fast || slow, "fast path accepts \(name)")
            if name.utf8.allSatisfy({ $0 < 0x80 }) { #expect(fast == slow, "fast path disagrees on \(name)") }
            #expect(fast == SyncConflictName.isPlusmdFileName(Substring(name)))
        }
    }

    @Test(arguments: ["2026/2026-11-30-squat.md", "2026/2026-11-30-squat (1).md", "plusmd.yaml", "a/b/", "/", "", "a//b 2.md"])
    func pathServiceIsTheLastComponentsService(path: String) {
        #expect(SyncConflictName.service(ofPath: path) == SyncConflictName.service(of: path.split(separator: "/").last ?? Substring(path)))
    }

    /// A sheet judges its file name once, and again when its path changes; a copy of the sheet
    /// changed elsewhere keeps its own judgement.
    @Test func aSheetKnowsWhetherItsFileIsAConflictCopy() {
        var sheet = Workout(path: "2026/2026-11-30-squat.md", date: Day(year: 2026, month: 11, day: 30)!, lift: .squat, cycle: 1, week: 1, sets: [])
        #expect(sheet.conflictCopyService == nil)
        let original = sheet
        sheet.path = "2026/2026-11-30-squat (1).md"
        #expect(sheet.conflictCopyService == "Google Drive")
        #expect(original.conflictCopyService == nil)
        sheet.notes = "changed after the path"
        #expect(sheet.conflictCopyService == SyncConflictName.service(ofPath: sheet.path))
        sheet.path = "2026/2026-11-30-squat.sync-conflict-20261130-183012-ABCDEF7.md"
        #expect(sheet.conflictCopyService == "Syncthing")
    }
}
