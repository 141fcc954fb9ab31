/* Floor: walk the journal and stat every `.md` file (what an unchanged journal needs at least).
 *   bench/floors/stat DIR */
#include <stdio.h>
#include <sys/stat.h>
#include "walk.h"

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    struct paths list = {0};
    walk(argv[1], &list);
    unsigned long long bytes = 0;
    for (size_t i = 0; i < list.count; i++) {
        struct stat info;
        if (stat(list.items[i], &info) == 0) bytes += (unsigned long long)info.st_size;
    }
    printf("%zu files, %llu bytes\n", list.count, bytes);
    return 0;
}
