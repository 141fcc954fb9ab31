import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a loop's iterations on every core at once, for the short loops of one run: listing the
/// folders, reading and decoding the files, resolving the journal. Each iteration runs exactly
/// once, on some thread; `run` returns when all have finished. Iterations are claimed in small
/// batches, so their order across threads is not fixed.
///
/// The work goes to a few helper threads of the process's own (one fewer than the usable CPUs, at
/// most `maximumThreads - 1`), made by the first loop that needs them and kept for the life of the
/// process; between loops they sleep on a condition and use no CPU, so a long-running process
/// (a language server) may keep them. The caller takes iterations too. A loop started while
/// another holds the helpers (nested in an iteration, or from another thread) runs on its
/// caller's thread alone. Helpers block asynchronous signals, as libdispatch's workers do, so a
/// signal reaches the thread that expects it.
package enum ParallelLoop {
    /// The most threads a loop uses, the caller's included: past a few cores the journal's
    /// reads, not its decoding, set the pace, and a container may show many more CPUs than its
    /// share.
    package static let maximumThreads = 8

    /// The name of every helper thread (`ps -L`, debuggers, tests).
    package static let helperName = "plusmd-loop"

    /// Calls `body(i)` once for each `i` in `0..<iterations`, on several threads at once.
    ///
    /// - Parameter body: must be safe to call from several threads at once (each call typically
    ///   writes only its own slot of a result buffer).
    package static func run(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations > 1, let pool = HelperPool.shared else {
            for index in 0..<max(iterations, 0) { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let job = Job(body: body, count: iterations, threads: pool.threads)
            guard pool.start(job) else {
                job.work()
                return
            }
            job.work()
            pool.finish(job)
        }
    }

    /// How many threads a loop may use, the caller's included: the CPUs the process may use, at
    /// most `maximumThreads`; 1 with one CPU.
    package static var usableCPUs: Int { HelperPool.shared?.threads ?? 1 }

    /// How many helper threads have been started so far (0 with one CPU); for tests.
    package static var startedHelpers: Int { HelperPool.shared?.startedCount ?? 0 }
}

/// One loop's iterations, shared by the caller and the helpers that joined it.
private final class Job: @unchecked Sendable {
    private let body: @Sendable (Int) -> Void
    private let count: Int
    /// How many iterations a thread claims at once: few enough that the threads end together,
    /// enough that claiming (under `lock`) is rare beside the work.
    private let batch: Int
    private let lock = NSLock()
    /// The next unclaimed iteration, under `lock`.
    private var next = 0
    /// Helpers inside `work()`, under the pool's condition.
    var helpersAtWork = 0

    init(body: @escaping @Sendable (Int) -> Void, count: Int, threads: Int) {
        self.body = body
        self.count = count
        batch = max(1, count / (threads * 16))
    }

    /// Claims and runs iterations until none is left.
    func work() {
        while let range = claim() {
            for index in range { body(index) }
        }
    }

    private func claim() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        let start = next
        next = min(count, start + batch)
        return start..<next
    }
}

/// The helper threads and the one loop they serve at a time.
private final class HelperPool: @unchecked Sendable {
    /// Nil with one CPU: every loop then runs on its caller's thread.
    static let shared: HelperPool? = {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, ParallelLoop.maximumThreads)
        return threads > 1 ? HelperPool(threads: threads) : nil
    }()

    /// The threads a loop uses, the caller's included.
    let threads: Int
    /// Guards everything below; helpers wait on it for a job, the caller for the helpers to leave.
    private let condition = NSCondition()
    /// The loop being served; nil between loops and once its caller has run out of iterations.
    private var job: Job?
    /// Counts the jobs given, so that a helper joins each job once.
    private var generation = 0
    /// Whether a loop holds the helpers.
    private var busy = false
    private var started = 0

    private init(threads: Int) { self.threads = threads }

    var startedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return started
    }

    /// Gives `job` to the helpers, starting them the first time; false while another loop holds
    /// them (the caller then runs `job` alone).
    func start(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !busy else { return false }
        busy = true
        while started < threads - 1 {
            Thread { [self] in serve() }.start()
            started += 1
        }
        self.job = job
        generation += 1
        condition.broadcast()
        return true
    }

    /// The caller's end of `job`, once it found no iteration left: no helper joins after this,
    /// and those at work finish their last iterations first.
    func finish(_ job: Job) {
        condition.lock()
        defer { condition.unlock() }
        self.job = nil
        while job.helpersAtWork > 0 { condition.wait() }
        busy = false
    }

    private func serve() -> Never {
        // Named from the thread itself: Foundation on Linux drops a name given before start.
        Thread.current.name = ParallelLoop.helperName
        Self.blockAsynchronousSignals()
        var joined = 0
        condition.lock()
        while true {
            guard generation != joined, let job else {
                condition.wait()
                continue
            }
            joined = generation
            job.helpersAtWork += 1
            condition.unlock()
            job.work()
            condition.lock()
            job.helpersAtWork -= 1
            if job.helpersAtWork == 0 { condition.broadcast() }
        }
    }

    /// Blocks every asynchronous signal on the calling thread; faults stay deliverable.
    private static func blockAsynchronousSignals() {
        var set = sigset_t()
        sigfillset(&set)
        for fault in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS] { sigdelset(&set, fault) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }
}
