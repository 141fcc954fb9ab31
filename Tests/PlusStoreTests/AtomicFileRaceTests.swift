import Foundation
import PlusStore
import Testing

/// An editor or sync tool that saves while plusmd writes: plusmd either writes over exactly the
/// version it read or refuses (`changedSinceRead`, exit 4). Raced thousands of times on a tmpfs
/// (`/dev/shm`, where writes are fastest and the window narrowest), no save is ever lost.
@Suite(.serialized) struct AtomicFileRaceTests {
    /// A scratch folder on tmpfs when there is one.
    static func scratch() throws -> String {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = base + "/plusmd-race-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An editor's save: read the file, add a line, write a temp file beside it and rename it over.
    static func editorSave(_ file: String, line: String) {
        let current = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let temp = file + ".editor-swp"
        guard (try? (current + line).write(toFile: temp, atomically: false, encoding: .utf8)) != nil else { return }
        rename(temp, file)
    }

    /// One editor save on another thread: `line` added to what is on disk, or (`replacing`) the
    /// editor's buffer written whole, as an editor saves.
    static func saveOnce(_ file: String, _ line: String, replacing: Bool = false, _ done: DispatchSemaphore) {
        let thread = Thread {
            if replacing {
                let temp = file + ".editor-swp"
                if (try? line.write(toFile: temp, atomically: false, encoding: .utf8)) != nil { rename(temp, file) }
            } else {
                editorSave(file, line: line)
            }
            done.signal()
        }
        thread.start()
    }

    /// The moment plusmd starts, shared with an editor thread that saves a set time after it.
    final class StartLine: @unchecked Sendable {
        private let lock = NSLock()
        private var start: UInt64 = 0
        func go() { lock.withLock { start = StartLine.now() } }
        var started: UInt64 { lock.withLock { start } }
        static func now() -> UInt64 {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
    }

    /// An editor that has its buffer ready in a temp file and renames it over `file` (its save)
    /// `delay` nanoseconds after plusmd starts.
    static func saveAfter(_ delay: UInt64, _ file: String, _ text: String, _ line: StartLine, _ done: DispatchSemaphore) throws {
        let temp = file + ".editor-swp"
        try text.write(toFile: temp, atomically: false, encoding: .utf8)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread {
            ready.signal()
            var start: UInt64 = 0
            while start == 0 { start = line.started }
            while StartLine.now() < start + delay {}
            rename(temp, file)
            done.signal()
        }
        thread.start()
        ready.wait()
    }

    /// One round: the file holds a text plusmd reads; an editor saves its own `delay` ns after
    /// plusmd starts replacing. Nil when the editor's save is lost, else whether plusmd wrote.
    static func race(_ root: String, round: Int, delay: UInt64) throws -> Bool? {
        let file = root + "/sheet.md"
        try "round \(round) as plusmd read it\n".write(toFile: file, atomically: false, encoding: .utf8)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let line = StartLine()
        let done = DispatchSemaphore(value: 0)
        try saveAfter(delay, file, "round \(round) as the editor saved it\n", line, done)
        line.go()
        var wrote = true
        do {
            try AtomicFile.replace(root: root, relativePath: "sheet.md", expectedOriginal: text, contents: text + "plusmd's line\n")
        } catch {
            #expect(error == .changedSinceRead(file), "\(error)")
            wrote = false
        }
        done.wait()
        let final = try String(contentsOfFile: file, encoding: .utf8)
        return final.contains("round \(round) as the editor saved it\n") ? wrote : nil
    }

    /// An editor saves its buffer (a whole new text) while plusmd replaces the file from what it
    /// read: the editor's save is at the name at the end, alone or under plusmd's change (plusmd
    /// read it first), never overwritten by a text made from an older version. The save's moment
    /// is swept over the replace (to find where "refused" turns into "the editor saved after"),
    /// then finely around that turn, where the last look and the rename are.
    @Test func aSavingEditorIsNeverOverwrittenByReplace() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "timing\n".write(toFile: root + "/sheet.md", atomically: false, encoding: .utf8)
        let before = StartLine.now()
        for _ in 0..<50 {
            let text = try String(contentsOfFile: root + "/sheet.md", encoding: .utf8)
            try AtomicFile.replace(root: root, relativePath: "sheet.md", expectedOriginal: text, contents: text)
        }
        let span = max(20_000, (StartLine.now() - before) / 50 * 2)
        var outcomes: [Bool?] = []
        var turn: UInt64 = span
        // Coarse: 100 steps over twice the time of one replace, 5 rounds each.
        var written = [Int](repeating: 0, count: 100)
        for round in 0..<500 {
            let outcome = try Self.race(root, round: round, delay: span * UInt64(round % 100) / 100)
            outcomes.append(outcome)
            if outcome == true { written[round % 100] += 1 }
        }
        if let step = written.firstIndex(where: { $0 >= 3 }) { turn = span * UInt64(step) / 100 }
        // Fine: 2,500 rounds in 20 ns steps over 5 µs before the turn and 1 µs after it.
        for round in 0..<2_500 {
            let delay = turn > 5_000 ? turn - 5_000 + UInt64(round % 300) * 20 : UInt64(round % 300) * 20
            outcomes.append(try Self.race(root, round: 500 + round, delay: delay))
        }
        let lost = outcomes.indices.filter { outcomes[$0] == nil }
        let wrote = outcomes.filter { $0 == true }.count
        print("replace race: \(outcomes.count) rounds, turn at \(turn / 1000) µs: \(wrote) written, \(outcomes.count - wrote - lost.count) refused, \(lost.count) editor saves lost")
        #expect(lost.isEmpty, "editor saves overwritten in rounds \(lost.prefix(20))")
        #expect(wrote > 0 && wrote + lost.count < outcomes.count, "the writers raced")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0 != "sheet.md" }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// `remove` with the text read: a file saved meanwhile is put back, never deleted.
    @Test func aSavingEditorIsNeverDeletedByRemove() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/sheet.md"
        var removed = 0
        var refused = 0
        for attempt in 0..<1_500 {
            try "v\(attempt) start\n".write(toFile: file, atomically: false, encoding: .utf8)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let done = DispatchSemaphore(value: 0)
            // One save, racing the removal.
            Self.saveOnce(file, "saved \(attempt)\n", done)
            do {
                try AtomicFile.remove(root: root, relativePath: "sheet.md", expectedOriginal: text)
                removed += 1
            } catch {
                #expect(error == .changedSinceRead(root + "/sheet.md"), "\(error)")
                refused += 1
            }
            done.wait()
            // The save made it: either it is at the name, or it came after the removal (the
            // editor wrote the file anew from nothing, with its line).
            let after = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            #expect(after.contains("saved \(attempt)\n"), "attempt \(attempt): \(after)")
            try? FileManager.default.removeItem(atPath: file)
        }
        print("remove race: \(removed) removed, \(refused) refused")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

/// The window the swap closes, entered on purpose: an editor saves after plusmd compared the file
/// and wrote its temp file, just before the swap.
@Suite struct AtomicFileSwapTests {
    @Test func aSaveJustBeforeTheSwapIsSwappedBackAndTheWriteRefused() throws {
        let root = try AtomicFileRaceTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/plusmd.yaml"
        try "units: lb\n".write(toFile: file, atomically: false, encoding: .utf8)
        let real = try #require(FileManager.default.destinationOfSymbolicLinkOrSelf(file))
        AtomicFile.SaveBetween.once(real) {
            try? "units: lb\n# saved by the editor\n".write(toFile: file + ".swp", atomically: false, encoding: .utf8)
            rename(file + ".swp", file)
        }
        #expect(throws: StoreError.changedSinceRead(file)) {
            try AtomicFile.replace(root: root, relativePath: "plusmd.yaml", expectedOriginal: "units: lb\n", contents: "units: kg\n")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "units: lb\n# saved by the editor\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["plusmd.yaml"], "no temp file left")
        // Written in place (same inode, a new modification time and size): refused too.
        AtomicFile.SaveBetween.once(real) {
            if let handle = FileHandle(forWritingAtPath: file) {
                handle.seekToEndOfFile()
                handle.write(Data("# typed in place\n".utf8))
                handle.closeFile()
            }
        }
        #expect(throws: StoreError.changedSinceRead(file)) {
            try AtomicFile.replace(root: root, relativePath: "plusmd.yaml", expectedOriginal: "units: lb\n# saved by the editor\n", contents: "units: kg\n")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasSuffix("# typed in place\n"))
        // Nothing in between: written.
        let current = try String(contentsOfFile: file, encoding: .utf8)
        try AtomicFile.replace(root: root, relativePath: "plusmd.yaml", expectedOriginal: current, contents: "units: kg\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "units: kg\n")
    }
}

extension FileManager {
    /// The path with every symbolic link resolved (as AtomicFile resolves its target).
    func destinationOfSymbolicLinkOrSelf(_ path: String) -> String? {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
