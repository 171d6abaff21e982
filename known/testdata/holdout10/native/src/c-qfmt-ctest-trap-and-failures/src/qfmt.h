#include <stddef.h>
int fmt_bytes(char *buf, size_t n, unsigned long long v);
int fmt_duration(char *buf, size_t n, long secs);
int fmt_thousands(char *buf, size_t n, long v);
