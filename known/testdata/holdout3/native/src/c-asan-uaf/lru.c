#include <stdlib.h>
#include <string.h>
#include "lru.h"

void lru_init(struct lru *c, size_t cap)
{
	memset(c, 0, sizeof *c);
	c->cap = cap;
}

static void unlink_node(struct lru *c, struct lru_node *n)
{
	if (n->prev)
		n->prev->next = n->next;
	else
		c->head = n->next;
	if (n->next)
		n->next->prev = n->prev;
	else
		c->tail = n->prev;
	n->prev = n->next = NULL;
}

static void push_front(struct lru *c, struct lru_node *n)
{
	n->next = c->head;
	if (c->head)
		c->head->prev = n;
	c->head = n;
	if (!c->tail)
		c->tail = n;
}

static struct lru_node *find(struct lru *c, const char *key)
{
	for (struct lru_node *n = c->head; n; n = n->next)
		if (strcmp(n->key, key) == 0)
			return n;
	return NULL;
}

int lru_get(struct lru *c, const char *key, int *value)
{
	struct lru_node *n = find(c, key);
	if (!n)
		return 0;
	unlink_node(c, n);
	push_front(c, n);
	*value = n->value;
	return 1;
}

static void evict(struct lru *c)
{
	struct lru_node *old = c->tail;
	free(old->key);
	free(old);
	unlink_node(c, old);
	c->len--;
	c->evictions++;
}

void lru_put(struct lru *c, const char *key, int value)
{
	struct lru_node *n = find(c, key);
	if (n) {
		n->value = value;
		unlink_node(c, n);
		push_front(c, n);
		return;
	}
	if (c->len == c->cap)
		evict(c);
	n = calloc(1, sizeof *n);
	n->key = strdup(key);
	n->value = value;
	push_front(c, n);
	c->len++;
}

const struct lru_node *lru_oldest(const struct lru *c)
{
	return c->tail;
}

void lru_free(struct lru *c)
{
	struct lru_node *n = c->head;
	while (n) {
		struct lru_node *next = n->next;
		free(n->key);
		free(n);
		n = next;
	}
	memset(c, 0, sizeof *c);
}
