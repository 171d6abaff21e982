#ifndef INTSTATS_H
#define INTSTATS_H
#include <stddef.h>

/* integer statistics for counters (no floating point on the target) */
long is_mean(const long *v, size_t n);
long is_median(long *v, size_t n);
long is_quantile(long *v, size_t n, int permille);
long is_mode(const long *v, size_t n);
size_t is_parse(const char *s, long *out, size_t max);

#endif
