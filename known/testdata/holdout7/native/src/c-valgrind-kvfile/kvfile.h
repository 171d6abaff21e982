#ifndef KVFILE_H
#define KVFILE_H
#include <stddef.h>

struct kv { char *key; char *value; };
struct kvfile { struct kv *items; size_t n, cap; int errors; };

struct kvfile *kv_load(const char *path);
const char *kv_get(const struct kvfile *f, const char *key);
void kv_free(struct kvfile *f);

#endif
