#include <stdlib.h>
#include <string.h>
#include "inventory.h"
#include "item_private.h"

struct store *store_new(void) { return calloc(1, sizeof(struct store)); }

void store_free(struct store *s)
{
	if (s) {
		free(s->items);
		free(s);
	}
}

int store_add(struct store *s, const char *sku, const char *name, int qty, long cents)
{
	if (s->len == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 8;
		struct item *p = realloc(s->items, cap * sizeof *p);
		if (!p)
			return -1;
		s->items = p;
		s->cap = cap;
	}
	struct item *it = &s->items[s->len++];
	snprintf(it->sku, sizeof it->sku, "%s", sku);
	snprintf(it->name, sizeof it->name, "%s", name);
	it->qty = qty;
	it->cents = cents;
	return 0;
}

struct item *store_find(struct store *s, const char *sku)
{
	for (size_t i = 0; i < s->len; i++)
		if (strcmp(s->items[i].sku, sku) == 0)
			return &s->items[i];
	return NULL;
}

size_t store_count(const struct store *s) { return s->len; }
struct item *store_at(struct store *s, size_t i) { return i < s->len ? &s->items[i] : NULL; }
