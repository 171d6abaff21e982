#ifndef FMT_H
#define FMT_H
#include <stddef.h>
int fmt_line(char *out, size_t cap, long seq, const char *level, const char *msg);
#endif
