/* The walk shared by the C floors: every `.md` file under a folder, at any depth,
 * skipping dot-files and dot-folders as plusmd does; d_type from readdir, no stat, as plusmd's
 * own walk. Paths are collected into one growing array. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

struct paths { char **items; size_t count, capacity; };

static void add(struct paths *list, const char *path) {
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 1024;
        list->items = realloc(list->items, list->capacity * sizeof *list->items);
        if (!list->items) abort();
    }
    list->items[list->count++] = strdup(path);
}

static void walk(const char *folder, struct paths *list) {
    DIR *dir = opendir(folder);
    if (!dir) return;
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        if (entry->d_type == DT_DIR) {
            walk(path, list);
        } else if (entry->d_type == DT_REG) {
            size_t length = strlen(entry->d_name);
            if (length > 3 && strcmp(entry->d_name + length - 3, ".md") == 0) add(list, path);
        }
    }
    closedir(dir);
}
