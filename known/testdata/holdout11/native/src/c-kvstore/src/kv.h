#ifndef KV_H
#define KV_H
#include <stddef.h>
unsigned long kv_hash(const char *s);
int kv_set(const char *k, const char *v);
const char *kv_get(const char *k);
char *kv_strdup(const char *s);
void kv_log(const char *fmt, ...);
#endif
