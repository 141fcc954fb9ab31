import CThreads
import Dispatch
import Foundation
import Testing

@testable import PlusStore

/// `ParallelLoop.run` must call the body exactly once per index, however many loops run at once,
/// nested or from several threads, and return only when every call has finished.
@Suite struct ParallelLoopTests {
    /// Counts calls per index (an atomic add, by whichever thread ran it: two calls of one index
    /// would both count).
    final class Counts: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Int>
        let count: Int
        init(_ count: Int) {
            self.count = count
            slots = .allocate(capacity: max(count, 1))
            slots.initialize(repeating: 0, count: max(count, 1))
        }
        deinit { slots.deallocate() }
        func hit(_ index: Int) { _ = plusmd_fetch_add(slots + index, 1) }
        var all: [Int] { (0..<count).map { slots[$0] } }
    }

    @Test func helpersStartedAheadServeTheNextLoop() {
        // `startHelpers` does nothing while another test's loop holds the helpers: tried until
        // one exists (another test may have made it first).
        for _ in 0..<1_000 where ParallelLoop.startedHelpers == 0 { ParallelLoop.startHelpers() }
        #if os(Linux)
            #expect(ParallelLoop.startedHelpers >= min(1, ParallelLoop.usableCPUs - 1))
        #endif
        let counts = Counts(100)
        ParallelLoop.run(iterations: 100) { counts.hit($0) }
        #expect(counts.all == Array(repeating: 1, count: 100))
    }

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

    /// One helper at most per CPU the process may use (`taskset -c 1 swift test` leaves none),
    /// and at least one when it may use two.
    @Test func helpersAreMadeOnlyForOtherCPUs() {
        // A loop run while another test's holds the helpers goes to concurrentPerform: try a few.
        for _ in 0..<1_000 where ParallelLoop.startedHelpers == 0 { ParallelLoop.run(iterations: 4) { _ in } }
        #expect(ParallelLoop.startedHelpers <= ParallelLoop.usableCPUs)
        #if os(Linux)
            if ParallelLoop.usableCPUs > 1 { #expect(ParallelLoop.startedHelpers >= 1) }
        #else
            #expect(ParallelLoop.startedHelpers == 0)
        #endif
    }

    /// With two CPUs a loop's iterations are shared with a helper (a thread named
    /// `ParallelLoop.helperName`), not all run by the caller or by `concurrentPerform`; a loop run
    /// while another test's holds the helpers goes to `concurrentPerform`, so up to 200 are tried.
    @Test func helpersTakeIterations() {
        #if os(Linux)
            guard ParallelLoop.usableCPUs > 1 else { return }
            var byHelpers = 0
            for _ in 0..<200 where byHelpers == 0 {
                let counts = Counts(1)
                ParallelLoop.run(iterations: 16) { _ in
                    usleep(200)
                    if plusmd_thread_is_named(ParallelLoop.helperName) != 0 { counts.hit(0) }
                }
                byHelpers = counts.all[0]
            }
            #expect(byHelpers > 0, "no helper ran an iteration")
        #endif
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
                    if plusmd_thread_is_named(ParallelLoop.helperName) != 0 {
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

    /// A helper spins for its next job only briefly (`Helper.spinNanoseconds`, 0.3 ms) and then
    /// sleeps: over 300 ms with no loop its CPU time stays far below the wall time. Another test's
    /// loops may use the same helper meanwhile, so the quietest of up to 10 windows is judged.
    @Test func anIdleHelperSleeps() {
        #if os(Linux)
            guard ParallelLoop.usableCPUs > 1 else { return }
            /// The first helper's CPU clock, set once (an atomic compare-and-swap: with more than
            /// two CPUs several helpers run the loop at once).
            final class Clock: @unchecked Sendable {
                private let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
                init() { word.initialize(to: -1) }
                deinit { word.deallocate() }
                func set(_ id: clockid_t) { _ = plusmd_compare_exchange(word, -1, Int(id)) }
                var id: clockid_t? {
                    let value = plusmd_load(word)
                    return value == -1 ? nil : clockid_t(value)
                }
            }
            var quietest = Double.infinity
            for _ in 0..<10 where quietest > 0.03 {
                let clock = Clock()
                ParallelLoop.run(iterations: 16) { _ in
                    usleep(200)
                    guard plusmd_thread_is_named(ParallelLoop.helperName) != 0 else { return }
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
