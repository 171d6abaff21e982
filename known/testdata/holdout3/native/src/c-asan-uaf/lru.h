#ifndef LRU_H
#define LRU_H
#include <stddef.h>

struct lru_node {
	char *key;
	int value;
	struct lru_node *prev, *next;
};

struct lru {
	struct lru_node *head, *tail;
	size_t len, cap;
	size_t evictions;
};

void lru_init(struct lru *c, size_t cap);
void lru_free(struct lru *c);
int lru_get(struct lru *c, const char *key, int *value);
void lru_put(struct lru *c, const char *key, int value);
/* the node that would be evicted next, or NULL */
const struct lru_node *lru_oldest(const struct lru *c);
#endif
