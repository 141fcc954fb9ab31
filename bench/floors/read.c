/* Floor: walk the journal and read every `.md` file, on two threads; prints the byte count.
 *   bench/floors/read DIR */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include "walk.h"

static struct paths list;
struct job { size_t start, step; unsigned long long bytes; };

static void *reader(void *argument) {
    struct job *job = argument;
    char buffer[1 << 16];
    for (size_t i = job->start; i < list.count; i += job->step) {
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
    struct job jobs[2] = {{0, 2, 0}, {1, 2, 0}};
    pthread_t other;
    pthread_create(&other, NULL, reader, &jobs[1]);
    reader(&jobs[0]);
    pthread_join(other, NULL);
    printf("%zu files, %llu bytes\n", list.count, jobs[0].bytes + jobs[1].bytes);
    return 0;
}
