internal import CCmark

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory libcmark parses into: one bump arena per thread, emptied at once after each
/// document instead of freeing its ~100 nodes and buffers one by one.
///
/// libcmark allocates through a `cmark_mem` table of C functions that get no context, so the
/// arena is found through a thread-specific key: documents parsed at the same time on several
/// threads never share one. Every allocation is 16-byte aligned and preceded by a 16-byte header
/// holding its size in bytes (for `realloc`). `free` does nothing; `reset()` makes the whole arena
/// reusable. Only `MarkdownReader` uses it, for a tree it copies out and drops before resetting.
enum MarkdownArena {
    /// The allocator to hand `cmark_parser_new_with_mem`.
    nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let table = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        table.initialize(to: cmark_mem(calloc: arenaCalloc, realloc: arenaRealloc, free: arenaFree))
        return table
    }()

    /// Makes everything allocated on this thread since the last reset reusable. Nothing allocated
    /// before may be used afterwards.
    static func reset() {
        guard let raw = pthread_getspecific(key) else { return }
        raw.assumingMemoryBound(to: ArenaState.self).pointee.reset()
    }

    /// The first chunk of each thread's arena, in bytes: a sheet's tree takes about 30 KiB.
    static let initialCapacity = 256 << 10
    /// A chunk that grew beyond this (a huge file) is given back at reset rather than kept.
    static let keptCapacity = 4 << 20
    static let header = 16

    /// The key of each thread's `ArenaState`, freed with its chunks when the thread ends.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Glibc passes the value as an optional pointer, Darwin as a non-optional one.
        let status = pthread_key_create(&key) { raw in
            let value: UnsafeMutableRawPointer? = raw
            guard let value else { return }
            let state = value.assumingMemoryBound(to: ArenaState.self)
            state.pointee.release()
            state.deinitialize(count: 1)
            state.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// This thread's arena, made on first use.
    @inline(__always)
    static func state() -> UnsafeMutablePointer<ArenaState> {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: ArenaState.self) }
        let state = UnsafeMutablePointer<ArenaState>.allocate(capacity: 1)
        state.initialize(to: ArenaState())
        pthread_setspecific(key, state)
        return state
    }
}

/// One thread's arena: a current chunk allocated from, and the chunks filled before it (each
/// chunk's first 16 bytes link to the previous one).
struct ArenaState {
    var chunk: UnsafeMutableRawPointer? = nil
    var capacity = 0
    var used = 0
    /// The offset of the most recent allocation's data, which `realloc` may grow in place.
    var last = -1

    /// `size` bytes, 16-byte aligned, uninitialised.
    @inline(__always)
    mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        let rounded = (size + 15) & ~15
        let needed = MarkdownArena.header + rounded
        if chunk == nil || used + needed > capacity { grow(needed) }
        let start = used + MarkdownArena.header
        let base = chunk!
        base.storeBytes(of: size, toByteOffset: used, as: Int.self)
        used += needed
        last = start
        return base + start
    }

    @inline(__always)
    mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer {
        guard let pointer else { return allocate(size) }
        let old = pointer.load(fromByteOffset: -MarkdownArena.header, as: Int.self)
        if let base = chunk, pointer == base + last {
            let rounded = (size + 15) & ~15
            if last + rounded <= capacity {
                base.storeBytes(of: size, toByteOffset: last - MarkdownArena.header, as: Int.self)
                used = last + rounded
                return pointer
            }
        }
        let moved = allocate(size)
        moved.copyMemory(from: pointer, byteCount: min(old, size))
        return moved
    }

    /// A new chunk of at least `needed` bytes (beyond its link), the old one kept until reset.
    private mutating func grow(_ needed: Int) {
        let size = max(MarkdownArena.initialCapacity, capacity * 2, needed + 16)
        guard let fresh = malloc(size) else { fatalError("out of memory (\(size) bytes for a Markdown tree)") }
        fresh.storeBytes(of: chunk, as: UnsafeMutableRawPointer?.self)
        chunk = fresh
        capacity = size
        used = 16
        last = -1
    }

    /// Frees every chunk but the current one (or that one too when it grew past the kept size).
    mutating func reset() {
        guard let current = chunk else { return }
        var older = current.load(as: UnsafeMutableRawPointer?.self)
        while let chunk = older {
            older = chunk.load(as: UnsafeMutableRawPointer?.self)
            free(chunk)
        }
        if capacity > MarkdownArena.keptCapacity {
            free(current)
            chunk = nil
            capacity = 0
        } else {
            current.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        }
        used = 16
        last = -1
    }

    /// Frees every chunk (the thread ends).
    mutating func release() {
        reset()
        if let chunk { free(chunk) }
        chunk = nil
        capacity = 0
    }
}

private func arenaCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    precondition(!overflow, "calloc size overflows")
    let pointer = MarkdownArena.state().pointee.allocate(bytes)
    memset(pointer, 0, bytes)
    return pointer
}

private func arenaRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    MarkdownArena.state().pointee.reallocate(pointer, size)
}

private func arenaFree(_ pointer: UnsafeMutableRawPointer?) {}
