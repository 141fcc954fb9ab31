/* Hints to the CPU that Swift does not expose: PlusCore's passes over a journal's sheets ask for
 * memory they will read a little later. A hint changes no value and no behaviour, only when data
 * arrives in the cache. Header only; nothing to link. */
#ifndef PLUSMD_CHINTS_SHIM_H
#define PLUSMD_CHINTS_SHIM_H

/* Asks for the cache line at `address` to be brought in for reading (GCC and Clang; on other
 * compilers nothing). Never faults, whatever the address. */
static inline void plusmd_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 0, 3);
#else
    (void)address;
#endif
}

#endif
