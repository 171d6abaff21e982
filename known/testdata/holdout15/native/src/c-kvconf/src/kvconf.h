#ifndef KVCONF_H
#define KVCONF_H
#include <stddef.h>
struct kv { char *key, *val; };
struct kvconf { struct kv *v; size_t n, cap; };
int kv_parse(struct kvconf *c, const char *text);
const char *kv_get(const struct kvconf *c, const char *key);
void kv_free(struct kvconf *c);
size_t kv_unescape(char *dst, const char *src, size_t n);
void kv_merge(struct kvconf *dst, const struct kvconf *src);
int kv_set(struct kvconf *c, const char *key, const char *val);
#endif
