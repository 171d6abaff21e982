#ifndef MQ_UTIL_H
#define MQ_UTIL_H
#include <stddef.h>
#include <stdint.h>

size_t util_strlcpy(char *dst, const char *src, size_t n);
void util_log(const char *level, const char *fmt, ...);
void util_hexdump(const void *p, size_t n);

struct vec { void **items; size_t len, cap; };
int vec_push(struct vec *v, void *item);
void vec_free(struct vec *v);
#endif
