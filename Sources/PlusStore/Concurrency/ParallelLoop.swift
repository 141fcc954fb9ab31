import CThreads
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a loop's iterations on every core at once, as `DispatchQueue.concurrentPerform` does, for
/// the short loops of one run: listing the folders, reading and decoding the files, resolving the
/// journal. Each iteration runs exactly once, on some thread; `run` returns when all have
/// finished. Iterations are claimed one at a time, so their order across threads is not fixed.
///
/// On Linux the work goes to helper threads of its own, one pinned to each CPU the process may use
/// (at most `maximumThreads`), each made the first time a loop needs it and kept until the process
/// ends; each loop wakes the helpers on every CPU but the caller's, and the caller takes iterations
/// too. Pinned, because Linux tends to run a thread that a busy thread wakes on the waker's CPU
/// and to move it to an idle one only after a short loop is over; libdispatch's workers and a
/// plain pool that sleeps on a condition lose that time (BENCHMARKS.md gives the measurements).
/// Between loops a helper watches for the next one briefly and then sleeps, using no CPU.
/// Elsewhere, with one CPU, when no helper could be started, or while another loop holds the
/// helpers (another thread's, or this one's own, nested), the loop goes to `concurrentPerform`.
/// Helpers block asynchronous signals, as libdispatch's workers do.
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
        guard iterations > 1 else {
            if iterations == 1 { body(0) }
            return
        }
        #if os(Linux)
            if let pool = HelperPool.shared, pool.claim() {
                defer { pool.release() }
                let callerCPU = plusmd_current_cpu()
                let helpers = pool.helpers(besides: callerCPU, atMost: iterations - 1)
                if !helpers.isEmpty {
                    withoutActuallyEscaping(body) { body in
                        let job = Job(body: body, count: iterations, callerCPU: callerCPU)
                        for helper in helpers { helper.give(job) }
                        job.work()
                        job.close()
                    }
                    return
                }
            }
        #endif
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }

    /// How many CPUs loops may use: those of the process's affinity mask, at most
    /// `maximumThreads`; 1 where loops go to `concurrentPerform`.
    package static var usableCPUs: Int {
        #if os(Linux)
            return HelperPool.shared?.cpuCount ?? 1
        #else
            return 1
        #endif
    }

    /// Starts the helpers a loop would use now (one on each CPU but the caller's, at most
    /// `maximumThreads - 1`), so that they are ready when the first loop begins rather than made
    /// by it: starting a thread takes longer than a small journal's listing. Nothing where they
    /// exist, while another loop holds the helpers, with one CPU, or off Linux.
    package static func startHelpers() {
        #if os(Linux)
            guard let pool = HelperPool.shared, pool.claim() else { return }
            defer { pool.release() }
            _ = pool.helpers(besides: plusmd_current_cpu(), atMost: maximumThreads - 1)
        #endif
    }

    /// How many helper threads have been started so far (0 where loops go to
    /// `concurrentPerform`); for tests.
    package static var startedHelpers: Int {
        #if os(Linux)
            guard let pool = HelperPool.shared else { return 0 }
            while !pool.claim() { sched_yield() }
            defer { pool.release() }
            return pool.startedCount
        #else
            return 0
        #endif
    }
}

#if os(Linux)
    /// Calls `pause` while `condition` holds, for at most `nanoseconds` (the clock is read every
    /// 64 pauses, a few microseconds); whether `condition` stopped holding in that time. The one
    /// spin-wait of the caller's end of a loop and of a helper between jobs.
    private func spin(for nanoseconds: UInt64, while condition: () -> Bool, pause: () -> Void) -> Bool {
        let deadline = monotonicNanoseconds() + nanoseconds
        var polls = 0
        while condition() {
            polls += 1
            if polls % 64 == 0, monotonicNanoseconds() >= deadline { return false }
            pause()
        }
        return true
    }

    private func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// One loop's iterations, shared by the caller and the helpers it woke.
    ///
    /// `state` counts the helpers inside `work()`, plus `closedFlag` once the caller is done: a
    /// helper that wakes after that (its CPU was busy) leaves without touching `body` or the count,
    /// so the caller waits only for helpers already at work, each finishing the iteration it holds.
    private final class Job: @unchecked Sendable {
        /// Nil once closed: the closure lives only for the caller's `run`.
        private var body: (@Sendable (Int) -> Void)?
        private let count: Int
        /// The CPU the caller ran on when it chose the helpers: no helper is pinned there.
        private let callerCPU: Int32
        private let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        private let state = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        private static let closedFlag = 1 << 40

        init(body: @escaping @Sendable (Int) -> Void, count: Int, callerCPU: Int32) {
            self.body = body
            self.count = count
            self.callerCPU = callerCPU
            next.initialize(to: 0)
            state.initialize(to: 0)
        }

        deinit {
            next.deallocate()
            state.deallocate()
        }

        /// Claims and runs iterations until none is left.
        func work() {
            guard let body else { return }
            while true {
                let index = plusmd_fetch_add(next, 1)
                if index >= count { return }
                body(index)
            }
        }

        /// A helper's share: work, unless the caller has already closed the job.
        func join() {
            guard plusmd_increment_unless(state, Self.closedFlag) != 0 else { return }
            work()
            _ = plusmd_fetch_add(state, -1)
        }

        /// The caller's end: no helper starts after this, and those at work finish first. The
        /// wait spins on the count, with the CPU's pause hint and no system call, for up to 2 ms
        /// (a helper's last iteration, a file or a folder, usually ends well within that, and a
        /// sleep adds a wake-up of its own), then sleeps in 50 µs steps, so a long last iteration
        /// costs at most 2 ms of CPU. Not `sched_yield`, which may hand the CPU to anything else
        /// runnable for longer than the helper needs. Only a caller that has moved off its CPU,
        /// perhaps onto a helper's, yields, so as not to hold that helper off its one CPU.
        func close() {
            _ = plusmd_fetch_or(state, Self.closedFlag)
            let settled = spin(for: 2_000_000, while: { helpersAtWork }) {
                if plusmd_current_cpu() == callerCPU { plusmd_spin_pause() } else { sched_yield() }
            }
            if !settled {
                while helpersAtWork { usleep(50) }
            }
            body = nil
        }

        /// Whether a helper is still inside `work()`.
        private var helpersAtWork: Bool { plusmd_load(state) & ~Self.closedFlag != 0 }
    }

    /// A thread pinned to one CPU that, between jobs, spins briefly and then sleeps.
    private final class Helper: @unchecked Sendable {
        let cpu: Int32
        /// How long a helper that finished a job spins for the next one before it sleeps.
        static let spinNanoseconds: UInt64 = 300_000
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The job to join next, under `lock`.
        private var job: Job?
        /// 1 while `job` is set: read without the lock by the helper spinning for its next job.
        private let pending = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        init(cpu: Int32) {
            self.cpu = cpu
            pthread_mutex_init(lock, nil)
            pthread_cond_init(wake, nil)
            pending.initialize(to: 0)
        }

        /// Only a helper whose thread could not be started ends (a started one is kept by it).
        deinit {
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(lock)
            wake.deallocate()
            lock.deallocate()
            pending.deallocate()
        }

        /// Starts the thread; false if it could not be made or pinned.
        func start() -> Bool {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            guard plusmd_pin_attributes(&attributes, cpu) == 0,
                pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
            else { return false }
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Helper>.fromOpaque(context!).takeUnretainedValue().serve()
            }, context)
            if status != 0 { Unmanaged<Helper>.fromOpaque(context).release() }
            return status == 0
        }

        /// Hands `job` over; a job not yet joined is replaced (it was closed without this helper).
        func give(_ job: Job) {
            pthread_mutex_lock(lock)
            self.job = job
            _ = plusmd_fetch_or(pending, 1)
            pthread_cond_signal(wake)
            pthread_mutex_unlock(lock)
        }

        private func serve() -> Never {
            plusmd_block_async_signals()
            plusmd_name_thread(ParallelLoop.helperName)
            while true {
                awaitJob()
                pthread_mutex_lock(lock)
                while job == nil { pthread_cond_wait(wake, lock) }
                let current = job!
                job = nil
                _ = plusmd_compare_exchange(pending, 1, 0)
                pthread_mutex_unlock(lock)
                // Before joining: a loop closed meanwhile goes on without this helper, never
                // waiting for it (`Job.close`).
                current.join()
            }
        }

        /// Spins (no system call) for up to `spinNanoseconds` while no job is pending, before the
        /// helper goes to sleep on `wake`: one run's loops follow each other within tens to
        /// hundreds of microseconds (listing, reading, resolving), and a sleeping helper's
        /// wake-up, on a virtual machine whose idle CPU has halted, takes longer than that.
        private func awaitJob() {
            _ = spin(for: Self.spinNanoseconds, while: { plusmd_load(self.pending) == 0 }, pause: plusmd_spin_pause)
        }
    }

    /// The helpers, each made the first time a loop needs its CPU, and who is using them.
    private final class HelperPool: @unchecked Sendable {
        /// Nil with one CPU.
        static let shared: HelperPool? = HelperPool()

        /// The CPUs the process may use, lowest first (at most `ParallelLoop.maximumThreads`).
        private let cpus: [Int32]
        /// The helper of each of `cpus`, once made; touched only by the loop holding `busy`.
        private var made: [Helper?]
        /// Set for a CPU whose helper could not be started: its share goes to the others.
        private var failed: [Bool]
        /// 1 while a loop uses the helpers.
        private let busy = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        private init?() {
            var cpus = [Int32](repeating: 0, count: ParallelLoop.maximumThreads)
            let count = Int(plusmd_allowed_cpus(&cpus, Int32(cpus.count)))
            guard count > 1 else { return nil }
            self.cpus = Array(cpus[0..<count])
            made = Array(repeating: nil, count: count)
            failed = Array(repeating: false, count: count)
            busy.initialize(to: 0)
        }

        var cpuCount: Int { cpus.count }

        /// How many helpers have been started.
        var startedCount: Int { made.lazy.filter { $0 != nil }.count }

        /// Up to `limit` helpers, one on each CPU but `cpu` (the caller's), made if need be; only
        /// for the loop that holds the pool; each is made once per process.
        func helpers(besides cpu: Int32, atMost limit: Int) -> [Helper] {
            var chosen: [Helper] = []
            let limit = min(limit, ParallelLoop.maximumThreads - 1)
            for index in cpus.indices where cpus[index] != cpu && !failed[index] && chosen.count < limit {
                if made[index] == nil {
                    let helper = Helper(cpu: cpus[index])
                    if helper.start() { made[index] = helper } else { failed[index] = true }
                }
                if let helper = made[index] { chosen.append(helper) }
            }
            return chosen
        }

        /// Takes the helpers for one loop; false if another loop has them.
        func claim() -> Bool { plusmd_compare_exchange(busy, 0, 1) != 0 }

        func release() { _ = plusmd_fetch_add(busy, -1) }
    }
#endif
