/* What PlusStore's ParallelLoop needs from the C library and the compiler that Swift does not
 * import: CPU affinity (glibc macros and _GNU_SOURCE functions), atomic operations on a plain
 * word, and the CPU's spin-wait pause hint. Header only; nothing to link. Off Linux only the
 * atomics and the pause hint are defined. */
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

/* Names the calling thread (at most 15 bytes; shown by `ps -L` and debuggers). */
static inline void plusmd_name_thread(const char *name) { pthread_setname_np(pthread_self(), name); }

/* Whether the calling thread's name is `name`. */
static inline int plusmd_thread_is_named(const char *name) {
    char current[16] = {0};
    if (pthread_getname_np(pthread_self(), current, sizeof current) != 0) return 0;
    for (int i = 0; i < 16; i++) {
        if (current[i] != name[i]) return 0;
        if (name[i] == 0) return 1;
    }
    return 0;
}

#include <signal.h>
/* Blocks every asynchronous signal on the calling thread (as libdispatch does on its workers), so
 * that signals are taken by the threads that expect them; faults stay deliverable. */
static inline void plusmd_block_async_signals(void) {
    sigset_t set;
    sigfillset(&set);
    int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS};
    for (unsigned i = 0; i < sizeof faults / sizeof faults[0]; i++) sigdelset(&set, faults[i]);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}
#endif

/* Tells the CPU the caller is spinning on a shared word (x86 PAUSE, Arm YIELD): no system call. */
static inline void plusmd_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

static inline long plusmd_fetch_add(long *word, long value) {
    return __atomic_fetch_add(word, value, __ATOMIC_SEQ_CST);
}
static inline long plusmd_fetch_or(long *word, long value) {
    return __atomic_fetch_or(word, value, __ATOMIC_SEQ_CST);
}
static inline long plusmd_load(long *word) { return __atomic_load_n(word, __ATOMIC_SEQ_CST); }
/* Sets `*word` to `desired` if it is `expected`; whether it did. */
static inline int plusmd_compare_exchange(long *word, long expected, long desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
/* Adds 1 to `*word` unless `flag` is set in it; whether it did. */
static inline int plusmd_increment_unless(long *word, long flag) {
    long value = __atomic_load_n(word, __ATOMIC_SEQ_CST);
    while (!(value & flag)) {
        if (__atomic_compare_exchange_n(word, &value, value + 1, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return 1;
    }
    return 0;
}

#endif
