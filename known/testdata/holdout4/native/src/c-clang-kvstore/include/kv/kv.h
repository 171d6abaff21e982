#ifndef KV_KV_H
#define KV_KV_H
#include <stddef.h>

struct kv_item {
	const char *key;
	size_t len;
	unsigned flags;
};

struct kv_env {
	int open_count;
	const char *root;
};

#endif
