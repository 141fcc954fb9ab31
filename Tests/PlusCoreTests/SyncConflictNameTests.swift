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
    ])
    func recognisesSyncToolCopies(name: String, service: String) {
        #expect(SyncConflictName.service(of: name) == service)
    }

    @Test(arguments: [
        "2026-11-30-squat.md", "2026-11-30-squat-2.md", "2026-11-30-training-max.md",
        "2026-11-30-training-max-press.md", "2026-11-30-training-max-press-3.md", "plusmd.yaml",
        "Week 2.md", "README.md", "notes on conflict.md",
    ])
    func leavesOrdinaryNamesAlone(name: String) {
        #expect(SyncConflictName.service(of: name) == nil)
    }
}
