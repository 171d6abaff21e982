#ifndef KV_INTERNAL_H
#define KV_INTERNAL_H
#include "kv.h"

#define KV_BUCKETS 256

struct kv_entry {
	char *key, *val;
	struct kv_entry *next;
};

struct kv {
	char *path;
	size_t count;
	int dirty;
	struct kv_entry *b[KV_BUCKETS];
};

#endif
