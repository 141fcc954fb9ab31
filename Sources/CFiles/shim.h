/* The atomic renames AtomicFile needs that Swift's Glibc does not import (renameat2 is a
 * _GNU_SOURCE function, and older C libraries lack its wrapper): Linux only, through the system
 * call. Elsewhere they fail with ENOSYS and AtomicFile does the best the platform allows.
 * Header only; nothing to link. */
#ifndef PLUSMD_CFILES_SHIM_H
#define PLUSMD_CFILES_SHIM_H

#include <errno.h>
#include <fcntl.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

/* Swaps the files at `first` and `second` atomically (both must exist); 0, or -1 and errno. */
static inline int plusmd_rename_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

/* Renames `from` to `to` only if nothing is at `to`; 0, or -1 and errno (EEXIST when taken). */
static inline int plusmd_rename_noreplace(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#endif
