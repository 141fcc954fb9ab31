/* glibc's malloc tuning (mallopt), which the Glibc module does not export, and the prefaulting of
 * the program's own zero-initialized data; empty elsewhere. Header only; nothing to link. */
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>

/* Takes `count` blocks of `size` bytes from the calling thread's heap, then gives them all back.
 * The empty asm statement uses each block, so the compiler cannot drop the pairs as it may drop
 * free(malloc(n)). */
static inline void plusmd_allocate_and_free(int count, size_t size) {
    void *blocks[64];
    if (count > 64) count = 64;
    for (int i = 0; i < count; i++) {
        blocks[i] = malloc(size);
        __asm__ __volatile__("" : : "r"(blocks[i]) : "memory");
    }
    for (int i = 0; i < count; i++) free(blocks[i]);
}
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* The first data the executable's start files define (crtbegin.o), where the initialized data
 * begins, and where the linker (GNU ld, lld) puts the zero-initialized data, and its end. */
extern char __dso_handle[];
extern char __bss_start[];
extern char _end[];

/* The whole pages of at most `size` bytes from the page of `first`, ending before `limit`'s page:
 * the start address, and the length in bytes (0 where there is none). */
static inline void plusmd_page_range(const char *first, const char *limit, size_t size, uintptr_t *start,
                                     size_t *length) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t from = (uintptr_t)first & ~(page - 1);
    uintptr_t end = (uintptr_t)limit & ~(page - 1);
    if (from + size < end) end = from + size;
    *start = from;
    *length = end > from ? end - from : 0;
}

/* The whole pages of the first `size` bytes of the executable's initialized data (up to where the
 * zero-initialized data begins), and of its zero-initialized data (up to its end). */
static inline void plusmd_data_pages(size_t size, uintptr_t *start, size_t *length) {
    plusmd_page_range(__dso_handle, __bss_start, size, start, length);
}
static inline void plusmd_zero_data_pages(size_t size, uintptr_t *start, size_t *length) {
    plusmd_page_range(__bss_start, _end, size, start, length);
}

/* Makes `length` bytes from `start` private and writable at once, as writing each page would,
 * without changing a byte. Returns 0, or -1 where the kernel refused (older than 5.14, or pages
 * that are not writable): the pages are then as before, or some of them done. */
static inline int plusmd_prefault_writable(uintptr_t start, size_t length) {
    return length == 0 ? 0 : madvise((void *)start, length, MADV_POPULATE_WRITE);
}
#endif
