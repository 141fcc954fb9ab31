import Foundation
import PlusTestSupport
import Testing

/// An unchanged journal's files are stat'ed in their opened folders, but a journal
/// with a folder per day must not take the descriptors its reads need: under a low `ulimit -n`
/// the built binary still reads every file, changed or not, and says nothing about descriptors.
@Suite struct DescriptorLimitTests {
    func run(_ binary: String, _ journal: String, cache: String, limit: Int?) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", (limit.map { "ulimit -n \($0); " } ?? "") + "exec \"$0\" status", binary]
        process.currentDirectoryURL = URL(fileURLWithPath: journal)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test func aFolderPerDayUnderALowDescriptorLimitIsReadWhole() throws {
        let binary = try #require(plusmdBinary()).path
        let folder = TemporaryFolder()
        let journal = newJournal(in: folder)
        for day in 0..<160 {
            let path = journal + "/days/\(day)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try "Rest day \(day).\n".write(toFile: path + "/note.md", atomically: false, encoding: .utf8)
        }
        let cache = folder.path + "/cache"
        let expected = try run(binary, journal, cache: folder.path + "/no-limit-cache", limit: nil)
        #expect(expected.status == 0, "\(expected.err)")
        _ = try run(binary, journal, cache: cache, limit: 48)  // writes the cache
        // Some files change: they are read again while the others are stat'ed from the cache.
        for day in stride(from: 0, to: 160, by: 7) {
            try "Rest day \(day), walked.\n".write(toFile: journal + "/days/\(day)/note.md", atomically: false, encoding: .utf8)
        }
        let limited = try run(binary, journal, cache: cache, limit: 48)
        #expect(limited.status == expected.status)
        #expect(limited.out == expected.out)
        #expect(!limited.err.contains("Too many open files"), "\(limited.err)")
        #expect(!limited.err.contains("unreadable"), "\(limited.err)")
    }
}
