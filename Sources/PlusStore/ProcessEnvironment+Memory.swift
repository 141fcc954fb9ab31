import PlusCore

#if canImport(Glibc)
    import CMalloc
    import Glibc
    import Synchronization
#endif

// How plusmd's process uses memory, tuned at start-up and as loop helpers start (issue 14): the
// glibc heap's mapping threshold, each helper's heap opened ahead, and the pages of the Swift
// runtime's lazy caches made private before a second thread runs. Each is measured in its doc.
extension ProcessEnvironment {
    /// Keeps allocations of 1 MiB and more (the arrays of a whole journal) in their own
    /// mappings, returned to the system when freed. glibc otherwise raises that threshold after
    /// the first large free, and later large buffers then stay in the heap: `status` on a
    /// 20,000-file journal peaked at 43.4 MiB, 39.1 MiB with a threshold of 128 KiB. At 1 MiB
    /// the arrays of 128 KiB–1 MiB that one run makes and drops (per-file slots, sort buffers)
    /// reuse the heap's pages instead of taking fresh ones and unmapping them, each unmapping a
    /// TLB shootdown on a helper's CPU: on 20,000 files `tm` and `status` cost 0.07–0.24 µs a
    /// file less in four paired batches, and peak memory rose by at most 0.7 MiB (`check`,
    /// 36.0 MiB; issue 14). Called once at start-up; a no-op where malloc is not glibc's.
    ///
    /// Tried and not kept (issue 14): a top pad (`M_TOP_PAD`) of 1 MiB, against glibc's 128 KiB,
    /// cut `brk` calls on 20,000 files from 80–250 to 14, but glibc also keeps that pad in every
    /// thread's heap when it trims it, up to a MiB more per helper on a machine with many CPUs; 4
    /// MiB cut page faults from 9,800 to 8,160, and `prs` then peaked at 37–39 MiB against 35 (at
    /// 16 MiB `status` peaked at 41.5 MiB). A threshold of 4 MiB with no trimming below 32 MiB
    /// halved the shootdowns again (13 to 6 a run on 20,000 files) but was no faster than 1 MiB.
    package static func keepLargeAllocationsOutOfTheHeap() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, Int32(largeAllocation))
            heapIsTuned.store(true, ordering: .releasing)
        #endif
    }

    /// The size from which `keepLargeAllocationsOutOfTheHeap` gives an allocation its own
    /// mapping, in bytes.
    package static let largeAllocation = 1024 * 1024

    #if canImport(Glibc)
        /// Whether `keepLargeAllocationsOutOfTheHeap` has run in this process (atomic: a test
        /// may tune its process while helpers start).
        private static let heapIsTuned = Atomic<Bool>(false)

        private static var isHeapTuned: Bool { heapIsTuned.load(ordering: .acquiring) }
    #endif

    /// How far `reserveThreadHeap` opens a thread's heap by default, in bytes: a little more than
    /// a loop helper's share of a 20,000-file journal's decoded sheets (about 13 MiB).
    package static let threadHeapReserve = 16 * 1024 * 1024

    /// Opens the calling thread's own glibc heap (the arena a second thread gets) to at least
    /// `bytes`, in steps of just under `largeAllocation`; less than one step does nothing. glibc
    /// makes such a heap a 64 MiB reservation that it opens with `mprotect` just as far as each
    /// allocation needs: on a 20,000-file journal the loop helper made 550–2,270 calls of
    /// 4–36 KiB, 0.08 a file against 0.03 on 1,000 files (issue 14). Allocations just under the
    /// mapping threshold, freed together, lowest first so that glibc trims once, open it in as
    /// many calls, about 10 µs each on the 2-vCPU VM; glibc keeps it open when it hands the pages
    /// back (`madvise`), so no memory stays resident. Nothing is shared with other threads:
    /// glibc's settings are left alone. A loop helper does this before it joins a loop that
    /// asks for it (`ParallelLoop.run(iterations:helperHeap:_:)`), not when it starts: done at
    /// the start, its 17 steps made the helper join the listing's loop about 55 µs late, which
    /// that loop then waited for on a 200-file journal (issue 14).
    ///
    /// Only in a process whose heap `keepLargeAllocationsOutOfTheHeap` tuned (the CLI, or a test
    /// of the tuning); a no-op where malloc is not glibc's. Under strict overcommit glibc closes
    /// the space again when it trims, and the calls are then as before.
    ///
    /// - Returns: the bytes taken and given back (whole steps, at most `maximumHeapSteps` of
    ///   them), 0 where nothing was done.
    @discardableResult package static func reserveThreadHeap(bytes: Int = threadHeapReserve) -> Int {
        #if canImport(Glibc)
            guard isHeapTuned else { return 0 }
            let block = largeAllocation - 4096  // below the threshold, with room for glibc's header
            let steps = bytes < block ? 0 : min(maximumHeapSteps, (bytes + block - 1) / block)
            if steps > 0 { plusmd_allocate_and_free(Int32(steps), block) }
            return steps * block
        #else
            return 0
        #endif
    }

    /// The most steps `reserveThreadHeap` takes (what `plusmd_allocate_and_free` can hold).
    static let maximumHeapSteps = 64

    /// How much of the program's initialized data and of its zero-initialized data
    /// `prefaultLazyCaches` makes writable, in bytes, from the start of each: plusmd's own
    /// modules come first in both and took 32 KiB and 121 KiB in December 2026.
    package static let lazyCachePrefault = (data: 64 * 1024, zeroData: 256 * 1024)

    /// Makes the first pages of the program's initialized and zero-initialized data
    /// (`lazyCachePrefault`) private and writable, before the first loop helper starts. The
    /// static build keeps there, for plusmd's modules, the Swift runtime's lazy caches of type
    /// metadata and conformances, the tokens of lazy globals and the headers of static objects
    /// (constant arrays and strings). Each is first read, which maps the file's page or the
    /// shared zero page, and later written, which copies the page; with a helper running on the
    /// other CPU the kernel must then interrupt it to flush its TLB, about 8 µs on the 2-vCPU VM.
    /// `tm` on 200 files took 17–21 such shootdowns a run (`/proc/interrupts`), 8 with the
    /// zero-initialized pages done ahead and 4–5 with both; `status` on 0 and 200 files ran
    /// 60–120 µs faster for the first, and `tm` on 200 files about 45 µs more for the second
    /// (same binary, paired). Twice as many pages were no faster (issue 14).
    ///
    /// Only where `keepLargeAllocationsOutOfTheHeap` ran (the CLI, or a test of the tuning), on
    /// Linux with glibc; on an older kernel or another layout it changes nothing but which pages
    /// are resident. With pages of 64 KiB the initialized data's range may be empty.
    ///
    /// - Returns: the bytes made writable (the lengths of `lazyCachePages`), 0 where it does
    ///   nothing, -1 where the kernel refused a range (the others are still done).
    @discardableResult package static func prefaultLazyCaches() -> Int {
        #if os(Linux) && canImport(Glibc)
            guard isHeapTuned else { return 0 }
            var made = 0
            var refused = false
            for range in lazyCachePages {
                if plusmd_prefault_writable(range.start, range.length) == 0 { made += range.length } else { refused = true }
            }
            return refused ? -1 : made
        #else
            return 0
        #endif
    }

    /// The pages `prefaultLazyCaches` makes writable: of the initialized data, then of the
    /// zero-initialized data, each a start address and a length in bytes (none off Linux).
    package static var lazyCachePages: [(start: UInt, length: Int)] {
        #if os(Linux) && canImport(Glibc)
            var data: (start: UInt, length: Int) = (0, 0)
            var zeroData: (start: UInt, length: Int) = (0, 0)
            plusmd_data_pages(lazyCachePrefault.data, &data.start, &data.length)
            plusmd_zero_data_pages(lazyCachePrefault.zeroData, &zeroData.start, &zeroData.length)
            return [data, zeroData].filter { $0.length > 0 }
        #else
            return []
        #endif
    }
}
