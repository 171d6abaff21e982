#ifndef KV_H
#define KV_H
#include <stddef.h>

struct kv;

struct kv *kv_open(const char *path);
int kv_put(struct kv *db, const char *key, const char *val);
const char *kv_get(struct kv *db, const char *key);
int kv_del(struct kv *db, const char *key);
int kv_sync(struct kv *db);
void kv_close(struct kv *db);
size_t kv_count(const struct kv *db);
unsigned long kv_hash(const char *s);
int kv_each(struct kv *db, int (*fn)(const char *k, const char *v, void *arg), void *arg);

#endif
