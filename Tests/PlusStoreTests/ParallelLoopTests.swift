import Dispatch
import Foundation
import Testing

@testable import PlusStore

/// `ParallelLoop.run` must call the body exactly once per index, however many loops run at once,
/// nested or from several threads, and return only when every call has finished.
@Suite struct ParallelLoopTests {
    /// Counts calls per index (under a lock, by whichever thread ran it: two calls of one index
    /// would both count).
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Int]
        init(_ count: Int) { slots = Array(repeating: 0, count: count) }
        func hit(_ index: Int) { lock.withLock { slots[index] += 1 } }
        var all: [Int] { lock.withLock { slots } }
    }

    /// Whether the calling thread is one of the loop's helpers.
    static var onHelper: Bool { Thread.current.name == ParallelLoop.helperName }

    @Test(arguments: [0, 1, 2, 3, 7, 64, 1_000, 20_000])
    func everyIndexOnce(iterations: Int) {
        let counts = Counts(iterations)
        ParallelLoop.run(iterations: iterations) { counts.hit($0) }
        #expect(counts.all == Array(repeating: 1, count: iterations))
    }

    @Test func returnsOnlyWhenEveryCallHasFinished() {
        // Slow iterations: a helper still inside one when the caller runs out of indexes is waited for.
        let counts = Counts(8)
        ParallelLoop.run(iterations: 8) { index in
            usleep(UInt32(2_000 + index * 500))
            counts.hit(index)
        }
        #expect(counts.all == Array(repeating: 1, count: 8))
    }

    @Test func nestedLoops() {
        let counts = Counts(16 * 16)
        ParallelLoop.run(iterations: 16) { outer in
            ParallelLoop.run(iterations: 16) { inner in counts.hit(outer * 16 + inner) }
        }
        #expect(counts.all == Array(repeating: 1, count: 256))
    }

    @Test func loopsFromManyThreadsAtOnce() {
        let loops = 24, size = 500
        let counts = Counts(loops * size)
        DispatchQueue.concurrentPerform(iterations: loops) { loop in
            for _ in 0..<3 where loop % 2 == 0 { ParallelLoop.run(iterations: 1) { _ in } }
            ParallelLoop.run(iterations: size) { counts.hit(loop * size + $0) }
        }
        #expect(counts.all == Array(repeating: 1, count: loops * size))
    }

    @Test func manyShortLoopsInARow() {
        // The helpers are woken and put back to sleep thousands of times; none is left behind.
        let counts = Counts(3)
        for _ in 0..<5_000 { ParallelLoop.run(iterations: 3) { counts.hit($0) } }
        #expect(counts.all == [5_000, 5_000, 5_000])
    }

    /// One helper for each usable CPU but the caller's (`taskset -c 1 swift test` leaves none),
    /// made once and kept, however many loops run.
    @Test func oneHelperPerOtherCPU() {
        // A loop run while another test's holds the helpers runs alone: try a few.
        for _ in 0..<1_000 where ParallelLoop.startedHelpers == 0 { ParallelLoop.run(iterations: 4) { _ in } }
        #expect(ParallelLoop.startedHelpers == ParallelLoop.usableCPUs - 1)
        for _ in 0..<100 { ParallelLoop.run(iterations: 4) { _ in } }
        #expect(ParallelLoop.startedHelpers == ParallelLoop.usableCPUs - 1)
    }

    /// With two CPUs a loop's iterations are shared with a helper (a thread named
    /// `ParallelLoop.helperName`), not all run by the caller; a loop run while another test's
    /// holds the helpers runs alone, so up to 200 are tried.
    @Test func helpersTakeIterations() {
        guard ParallelLoop.usableCPUs > 1 else { return }
        var byHelpers = 0
        for _ in 0..<200 where byHelpers == 0 {
            let counts = Counts(1)
            ParallelLoop.run(iterations: 16) { _ in
                usleep(200)
                if Self.onHelper { counts.hit(0) }
            }
            byHelpers = counts.all[0]
        }
        #expect(byHelpers > 0, "no helper ran an iteration")
    }

    /// A loop nested in another's iteration, or run while another thread's loop holds the
    /// helpers, runs on its caller's thread alone.
    @Test func aLoopWhileTheHelpersAreBusyRunsOnItsCallersThread() {
        guard ParallelLoop.usableCPUs > 1 else { return }
        let strays = Counts(1)
        ParallelLoop.run(iterations: 4) { _ in
            let caller = ObjectIdentifier(Thread.current)
            ParallelLoop.run(iterations: 8) { _ in if ObjectIdentifier(Thread.current) != caller { strays.hit(0) } }
        }
        #expect(strays.all == [0])
    }

    /// The caller waits for a helper's long last iteration asleep, not spinning: its CPU time is a
    /// small part of the wait.
    @Test func theCallerSleepsThroughALongLastIteration() {
        #if os(Linux)
            guard ParallelLoop.usableCPUs > 1 else { return }
            var measured: (cpu: Double, wall: Double)? = nil
            for _ in 0..<50 where measured == nil {
                let cpuBefore = Self.threadCPUTime(), wallBefore = Date()
                let counts = Counts(1)
                ParallelLoop.run(iterations: 2) { _ in
                    if Self.onHelper {
                        counts.hit(0)
                        usleep(100_000)
                    } else {
                        // The caller holds its own iteration (asleep) until a helper has taken the
                        // other, so that the loop ends waiting for the helper's.
                        for _ in 0..<200 where counts.all[0] == 0 { usleep(100) }
                    }
                }
                // Only a loop whose helper took an iteration (and slept) tells anything.
                if counts.all[0] > 0 {
                    measured = (Self.threadCPUTime() - cpuBefore, Date().timeIntervalSince(wallBefore))
                }
            }
            guard let measured else { return }
            #expect(measured.wall >= 0.09)
            // The caller's own CPU time (its share of the loop is two empty calls).
            #expect(measured.cpu < measured.wall * 0.5, "\(measured)")
        #endif
    }

    /// A helper between loops sleeps on a condition: over 300 ms with no loop its CPU time stays
    /// far below the wall time. Another test's loops may use the same helper meanwhile, so the
    /// quietest of up to 10 windows is judged.
    @Test func anIdleHelperSleeps() {
        #if os(Linux)
            guard ParallelLoop.usableCPUs > 1 else { return }
            /// The first helper's CPU clock, set once (with more than two CPUs several helpers
            /// run the loop at once).
            final class Clock: @unchecked Sendable {
                private let lock = NSLock()
                private var value: clockid_t?
                func set(_ id: clockid_t) { lock.withLock { if value == nil { value = id } } }
                var id: clockid_t? { lock.withLock { value } }
            }
            var quietest = Double.infinity
            for _ in 0..<10 where quietest > 0.03 {
                let clock = Clock()
                ParallelLoop.run(iterations: 16) { _ in
                    usleep(200)
                    guard Self.onHelper else { return }
                    var id = clockid_t()
                    if pthread_getcpuclockid(pthread_self(), &id) == 0 { clock.set(id) }
                }
                guard let id = clock.id else { continue }
                func cpu() -> Double {
                    var time = timespec()
                    clock_gettime(id, &time)
                    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
                }
                let before = cpu()
                usleep(300_000)
                quietest = min(quietest, cpu() - before)
            }
            guard quietest.isFinite else { return }
            #expect(quietest < 0.03, "an idle helper used \(quietest) s of CPU in 0.3 s")
        #endif
    }

    /// The calling thread's CPU time, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
