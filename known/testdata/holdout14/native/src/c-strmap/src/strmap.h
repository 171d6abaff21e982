#ifndef STRMAP_H
#define STRMAP_H
#include <stddef.h>
struct strmap;
struct strmap *strmap_new(size_t cap);
int strmap_put(struct strmap *m, const char *key, long value);
int strmap_get(const struct strmap *m, const char *key, long *value);
int strmap_del(struct strmap *m, const char *key);
size_t strmap_len(const struct strmap *m);
void strmap_free(struct strmap *m);
#endif
