#if os(Linux)
    import Foundation
    import Glibc
    import Testing

    @testable import PlusStore

    /// The CLI's start-up memory tuning (issue 14), checked by what it leaves in this process's
    /// address space after tuning the process as the CLI does. From then on glibc maps only
    /// allocations of 1 MiB and more on their own, and helpers started later (by any test)
    /// reserve their heaps: neither changes what a test computes.
    @Suite(.serialized) struct HeapTuningTests {
        /// One line of `/proc/self/maps`: an address range, its permissions and what it maps.
        struct Mapping {
            let start: UInt
            let end: UInt
            let permissions: String
            let name: String

            static func all() throws -> [Mapping] {
                try String(contentsOfFile: "/proc/self/maps", encoding: .utf8).split(separator: "\n").compactMap { line in
                    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                    let bounds = fields.first?.split(separator: "-") ?? []
                    guard fields.count >= 5, bounds.count == 2, let start = UInt(bounds[0], radix: 16),
                        let end = UInt(bounds[1], radix: 16)
                    else { return nil }
                    return Mapping(start: start, end: end, permissions: String(fields[1]), name: fields.count > 5 ? String(fields[5]) : "")
                }
            }
        }

        /// What a thread found, handed back to the test.
        final class Finding: @unchecked Sendable {
            var address: UInt = 0
            var mapping: Mapping?
        }

        @Test func theLazyCachePagesBecomePrivateAndWritable() throws {
            ProcessEnvironment.keepLargeAllocationsOutOfTheHeap()
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            let ranges = ProcessEnvironment.lazyCachePages
            // The initialized data (empty only with pages of 64 KiB), then the zero-initialized
            // data, each within its limit.
            try #require(!ranges.isEmpty && ranges.count <= 2)
            #expect(ranges.last!.length <= ProcessEnvironment.lazyCachePrefault.zeroData)
            if ranges.count == 2 {
                #expect(ranges[0].length <= ProcessEnvironment.lazyCachePrefault.data)
                #expect(ranges[0].start < ranges[1].start)
            }
            for range in ranges {
                #expect(range.length > 0 && range.start % UInt(pageSize) == 0 && range.length % pageSize == 0)
            }
            let made = ProcessEnvironment.prefaultLazyCaches()
            // -1 only on a kernel before 5.14, which has no MADV_POPULATE_WRITE.
            #expect(made == ranges.reduce(0) { $0 + $1.length } || made == -1)
            guard made > 0 else { return }
            // Each page is now the process's own (pagemap bit 56, "exclusively mapped"), where the
            // shared zero page or the executable file's page would not be.
            let pagemap = open("/proc/self/pagemap", O_RDONLY)
            try #require(pagemap >= 0)
            defer { close(pagemap) }
            for range in ranges {
                var entries = [UInt64](repeating: 0, count: range.length / pageSize)
                let offset = off_t(range.start / UInt(pageSize)) * 8
                let read = entries.withUnsafeMutableBytes { pread(pagemap, $0.baseAddress, $0.count, offset) }
                #expect(read == entries.count * 8)
                let notOwn = entries.indices.filter { entries[$0] & (1 << 63) == 0 || entries[$0] & (1 << 56) == 0 }
                #expect(notOwn.isEmpty, "pages from \(String(range.start, radix: 16)) not present or shared: \(notOwn)")
            }
        }

        @Test func aNewThreadsHeapIsOpenedAhead() throws {
            ProcessEnvironment.keepLargeAllocationsOutOfTheHeap()
            let finding = Finding()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                ProcessEnvironment.reserveThreadHeap()
                let block = malloc(64)
                finding.address = UInt(bitPattern: block)
                finding.mapping = try? Mapping.all().first { $0.start <= finding.address && finding.address < $0.end }
                free(block)
                done.signal()
            }
            thread.start()
            done.wait()
            let mapping = try #require(finding.mapping)
            // With every glibc arena taken (many threads in this test runner) a thread may share
            // the main heap, which grows by `brk` and is not what the reserve is for; under strict
            // overcommit glibc closes a thread's heap again when it trims it.
            let overcommit = try? String(contentsOfFile: "/proc/sys/vm/overcommit_memory", encoding: .utf8)
            guard mapping.name != "[heap]", overcommit?.hasPrefix("2") != true else { return }
            #expect(mapping.permissions == "rw-p")
            #expect(mapping.end - mapping.start >= UInt(ProcessEnvironment.threadHeapReserve))
        }

        /// A loop that asks for `helperHeap` gets helpers that open their heaps that far
        /// (`reserveThreadHeap(bytes:)`, whose effect the test above checks) before they take an
        /// iteration: each helper's iterations see it done.
        @Test func aLoopHelperOpensItsHeapBeforeItJoins() throws {
            ProcessEnvironment.keepLargeAllocationsOutOfTheHeap()
            // More than any loop asked before, so that only this loop's helpers can meet it.
            let asked = ParallelLoop.helperHeapOpened + 2 * 1024 * 1024
            let helperIterations = Counter()
            let seenOpened = Counter()
            ParallelLoop.run(iterations: 64, helperHeap: asked) { _ in
                // Slow iterations, so that a helper joins before the caller has done them all.
                usleep(200)
                let name = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
                guard name?.hasPrefix(ParallelLoop.helperName) == true else { return }
                helperIterations.add()
                if ParallelLoop.helperHeapOpened >= asked { seenOpened.add() }
            }
            // No helper joined with one CPU, or while another test's loop held the helpers.
            guard ParallelLoop.usableCPUs > 1, helperIterations.value > 0 else { return }
            #expect(seenOpened.value == helperIterations.value)
        }

        /// What `reserveThreadHeap(bytes:)` takes and gives back: nothing under one step, whole
        /// steps up to the asked size, at most `maximumHeapSteps` of them.
        @Test func theReserveIsWholeStepsUpToALimit() {
            ProcessEnvironment.keepLargeAllocationsOutOfTheHeap()
            let step = ProcessEnvironment.largeAllocation - 4096
            #expect(ProcessEnvironment.reserveThreadHeap(bytes: 0) == 0)
            #expect(ProcessEnvironment.reserveThreadHeap(bytes: step - 1) == 0)
            #expect(ProcessEnvironment.reserveThreadHeap(bytes: step) == step)
            #expect(ProcessEnvironment.reserveThreadHeap(bytes: 3 * step + 1) == 4 * step)
            #expect(ProcessEnvironment.reserveThreadHeap(bytes: 1 << 40) == ProcessEnvironment.maximumHeapSteps * step)
        }

        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            func add() { lock.withLock { count += 1 } }
            var value: Int { lock.withLock { count } }
        }
    }
#endif
