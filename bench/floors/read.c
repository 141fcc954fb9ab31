/* Floor: walk the journal and read every `.md` file, on two threads; prints the byte count.
 *   bench/floors/read DIR
 * The files are claimed one at a time from a shared counter, so neither thread idles while the
 * other has files left. On Linux the second thread is pinned to a CPU other than the one main is
 * on: otherwise the kernel may keep a thread made by a busy thread on that thread's CPU for a
 * while, and this floor would read at one thread's speed on small journals. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <unistd.h>
#include "walk.h"

static struct paths list;
static size_t next_file;
struct job { unsigned long long bytes; };

static void *reader(void *argument) {
    struct job *job = argument;
    char buffer[1 << 16];
    for (;;) {
        size_t i = __atomic_fetch_add(&next_file, 1, __ATOMIC_RELAXED);
        if (i >= list.count) break;
        int fd = open(list.items[i], O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        ssize_t count;
        while ((count = read(fd, buffer, sizeof buffer)) > 0) job->bytes += (unsigned long long)count;
        close(fd);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    walk(argv[1], &list);
    struct job jobs[2] = {{0}, {0}};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
#ifdef __linux__
    cpu_set_t allowed, other;
    int here = sched_getcpu();
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0 && CPU_COUNT(&allowed) > 1) {
        CPU_ZERO(&other);
        for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
            if (cpu != here && CPU_ISSET(cpu, &allowed)) {
                CPU_SET(cpu, &other);
                break;
            }
        }
        pthread_attr_setaffinity_np(&attributes, sizeof other, &other);
    }
#endif
    pthread_t second;
    pthread_create(&second, &attributes, reader, &jobs[1]);
    reader(&jobs[0]);
    pthread_join(second, NULL);
    printf("%zu files, %llu bytes\n", list.count, jobs[0].bytes + jobs[1].bytes);
    return 0;
}
