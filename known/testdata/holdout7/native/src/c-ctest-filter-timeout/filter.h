#ifndef PROCPIPE_FILTER_H
#define PROCPIPE_FILTER_H
#include <stddef.h>

/* Runs argv[0] with input on its stdin; collects up to cap-1 bytes of its stdout into out
 * (NUL-terminated). Returns the child's exit status, or -1 on error. */
int run_filter(char *const argv[], const char *input, size_t len, char *out, size_t cap);

#endif
