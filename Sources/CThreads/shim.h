/* What PlusStore's ParallelLoop needs from the C library and the compiler that Swift does not
 * import: CPU affinity (glibc macros and _GNU_SOURCE functions) and atomic operations on a plain
 * word. Header only; nothing to link. Off Linux only the atomics are defined. */
#ifndef PLUSMD_CTHREADS_SHIM_H
#define PLUSMD_CTHREADS_SHIM_H

#if defined(__linux__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <sched.h>

/* The CPUs this process may run on, lowest first, at most `capacity` of them; their count. */
static inline int plusmd_allowed_cpus(int *cpus, int capacity) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
    int count = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE && count < capacity; cpu++) {
        if (CPU_ISSET(cpu, &set)) cpus[count++] = cpu;
    }
    return count;
}

/* Makes threads created with `attributes` run on `cpu` only; 0 on success. */
static inline int plusmd_pin_attributes(pthread_attr_t *attributes, int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_attr_setaffinity_np(attributes, sizeof set, &set);
}

/* The CPU the calling thread is running on (it may move at any time), or -1. */
static inline int plusmd_current_cpu(void) { return sched_getcpu(); }
#endif

static inline long plusmd_fetch_add(long *word, long value) {
    return __atomic_fetch_add(word, value, __ATOMIC_SEQ_CST);
}
static inline long plusmd_fetch_or(long *word, long value) {
    return __atomic_fetch_or(word, value, __ATOMIC_SEQ_CST);
}
static inline long plusmd_load(long *word) { return __atomic_load_n(word, __ATOMIC_SEQ_CST); }

#endif
