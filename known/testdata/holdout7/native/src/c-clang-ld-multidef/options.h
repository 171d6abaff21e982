#ifndef DUPFIND_OPTIONS_H
#define DUPFIND_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

struct options {
    const char *root;
    size_t min_size;
    bool follow_links;
    bool quiet;
};

/* The parsed command line, shared by every module. */
struct options opts;

int parse_options(int argc, char **argv);

#endif
