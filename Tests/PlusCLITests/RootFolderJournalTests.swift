import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// A journal at `/` (`plusmd init /` in a container) is refused before anything is read or
/// written. The runs pass an invalid `--tm` too: should the refusal ever come later than it
/// must, init stops at that value instead of writing to `/` (and the test fails on the message).
@Suite struct RootFolderJournalTests {
    @Test func initAtTheRootFolderIsRefusedUpFront() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/top", withDestinationPath: "/")
        for target in ["/", "/..", "top", "top/."] {
            let result = plusmd(["init", target, "--tm", "squat=heavy"], in: folder.path)
            #expect(result.status == 4, "\(target): \(result.err)")
            #expect(result.err.contains("is the root folder /; a journal must be a folder below it"), "\(target): \(result.err)")
        }
        let relative = plusmd(["init", "--tm", "squat=heavy"], in: "/")
        #expect(relative.status == 4, "\(relative.err)")
        #expect(relative.err.contains("a journal must be a folder below it"), "\(relative.err)")
    }

    @Test func aJournalFoundAtTheRootFolderIsRefused() {
        #expect(throws: StoreError.rootFolder("/")) { try JournalLocator.refuseRootFolder("/", named: "/") }
        #expect(throws: StoreError.rootFolder("-C /")) { try JournalLocator.refuseRootFolder("/tmp/..", named: "-C /") }
        #expect(throws: Never.self) { try JournalLocator.refuseRootFolder("/tmp", named: "/tmp") }
    }
}
