import Foundation
import PlusStore
import PlusTestSupport
import Testing

/// A FIFO (named pipe) where plusmd reads a file: a `.md` sheet or a link to one, `plusmd.yaml`,
/// the cache, the timer state. plusmd never opens it for a blocking read: a FIFO sheet is a
/// diagnostic with its path and the rest of the journal works; a FIFO `plusmd.yaml` is an error.
@Suite(.serialized) struct FifoTests {
    /// Runs plusmd in-process on a background thread and waits at most `seconds`; nil when it did
    /// not finish (then every FIFO in `fifos` is opened for writing and closed, which ends a read
    /// blocked on it, so the thread does not stay stuck).
    static func within(
        _ seconds: Double, fifos: [String], _ arguments: [String], in folder: String, environment: [String: String]
    ) -> CLIResult? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.result = plusmd(arguments, in: folder, environment: environment)
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .success { return box.result }
        for fifo in fifos {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        _ = done.wait(timeout: .now() + 5)
        return nil
    }

    final class ResultBox: @unchecked Sendable {
        var result: CLIResult?
    }

    @Test func aFifoSheetIsADiagnosticAndTheRestOfTheJournalWorks() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state"]
        #expect(mkfifo(journal + "/pipe", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: journal + "/linked.md", withDestinationPath: "pipe")
        #expect(mkfifo(journal + "/direct.md", 0o644) == 0)
        let fifos = [journal + "/pipe", journal + "/direct.md"]
        for command in [["status"], ["check"], ["next", "--dry-run"], ["next"], ["status"]] {
            let result = try #require(
                Self.within(10, fifos: fifos, command, in: journal, environment: environment), "\(command) hung on a FIFO")
            let said = result.out + result.err
            #expect(said.contains("linked.md"), "\(command): \(said)")
            #expect(said.contains("direct.md"), "\(command): \(said)")
            #expect(said.contains("not a regular file"), "\(command): \(said)")
            if command == ["status"] { #expect(result.out.contains("Squat") || result.out.contains("squat"), "\(result.out)") }
        }
        let check = try #require(Self.within(10, fifos: fifos, ["check"], in: journal, environment: environment))
        #expect(check.status != 0, "an unreadable sheet is an error")
        #expect(FileManager.default.fileExists(atPath: journal + "/2026"), "next wrote its sheet")
    }

    @Test func aFifoSettingsFileIsAClearErrorNotAHang() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        try FileManager.default.removeItem(atPath: journal + "/plusmd.yaml")
        #expect(mkfifo(journal + "/plusmd.yaml", 0o644) == 0)
        let fifos = [journal + "/plusmd.yaml"]
        for command in [["status"], ["check"], ["next"]] {
            let result = try #require(
                Self.within(10, fifos: fifos, command, in: journal, environment: ["XDG_CACHE_HOME": folder.path + "/cache"]),
                "\(command) hung on a FIFO plusmd.yaml")
            #expect(result.status != 0)
            #expect(result.err.contains("plusmd.yaml") && result.err.contains("not a regular file"), "\(command): \(result.err)")
        }
    }

    @Test func aFifoCacheOrTimerStateIsIgnored() throws {
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        let environment = ["XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state"]
        #expect(plusmd(["status"], in: journal, environment: environment).status == 0)
        let cache = folder.path + "/cache/plusmd/journals"
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".cache") }
        #expect(!cached.isEmpty)
        var fifos: [String] = []
        for name in cached {
            try FileManager.default.removeItem(atPath: cache + "/" + name)
            #expect(mkfifo(cache + "/" + name, 0o644) == 0)
            fifos.append(cache + "/" + name)
        }
        for root in Set([journal, JournalFolder.realPath(journal) ?? journal]) {
            let state = TimerStateFile.path(root: root, environment: environment)
            try FileManager.default.createDirectory(atPath: PathParts.folder(state), withIntermediateDirectories: true)
            #expect(mkfifo(state, 0o644) == 0)
            fifos.append(state)
        }
        for command in [["status"], ["check"], ["next", "--dry-run"]] {
            let result = try #require(
                Self.within(10, fifos: fifos, command, in: journal, environment: environment), "\(command) hung on a FIFO cache or timer state")
            #expect(result.status == 0, "\(command): \(result.err)")
        }
    }

    @Test func initFromAFifoIsRefused() throws {
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.path + "/export.csv", 0o644) == 0)
        let result = try #require(
            Self.within(10, fifos: [folder.path + "/export.csv"], ["init", "j", "--from", "export.csv"], in: folder.path, environment: [:]),
            "init --from hung on a FIFO")
        #expect(result.status != 0)
        #expect(result.err.contains("not a regular file"), "\(result.err)")
    }
}
