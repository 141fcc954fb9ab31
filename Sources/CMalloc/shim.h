/* glibc's malloc tuning (mallopt), which the Glibc module does not export, and the prefaulting of
 * the program's own zero-initialized data; empty elsewhere. Header only; nothing to link. */
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>

/* Takes `size` bytes from the calling thread's heap and gives them back at once. The empty asm
 * statement uses the block, so the compiler cannot drop the pair as it may drop free(malloc(n)). */
static inline void plusmd_allocate_and_free(size_t size) {
    void *block = malloc(size);
    __asm__ __volatile__("" : : "r"(block) : "memory");
    free(block);
}
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* Where the linker (GNU ld, lld) puts the executable's zero-initialized data, and its end. */
extern char __bss_start[];
extern char _end[];

/* The page-aligned range of the first `size` bytes of the executable's zero-initialized data,
 * from its first page, at most to its last whole page; `*length` 0 where there is none. */
static inline void plusmd_zero_data_range(size_t size, uintptr_t *start, size_t *length) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = (uintptr_t)__bss_start & ~(page - 1);
    uintptr_t end = (uintptr_t)_end & ~(page - 1);
    if (first + size < end) end = first + size;
    *start = first;
    *length = end > first ? end - first : 0;
}

/* Makes that range private and writable at once, as writing each page would, without changing a
 * byte. Returns the number of bytes, 0 where there is nothing to do, -1 where the kernel refused
 * (older than 5.14: nothing changes). */
static inline long plusmd_prefault_zero_data(size_t size) {
    uintptr_t start;
    size_t length;
    plusmd_zero_data_range(size, &start, &length);
    if (length == 0) return 0;
    return madvise((void *)start, length, MADV_POPULATE_WRITE) == 0 ? (long)length : -1;
}
#endif
