#include <stdlib.h>
#include <string.h>
#include "inv.h"

struct item *item_new(const char *name, int qty, double price)
{
	struct item *it = malloc(sizeof *it);
	if (!it)
		return NULL;
	strncpy(it->name, name, sizeof it->name - 1);
	it->name[sizeof it->name - 1] = '\0';
	it->qty = clamp_int(qty, 0, 1000000);
	it->price = price;
	return it;
}

void item_free(struct item *it)
{
	free(it);
}

int inv_add(struct inventory *inv, const struct item *it)
{
	if (inv->len == inv->cap) {
		size_t cap = inv->cap ? inv->cap * 2 : 8;
		struct item *p = realloc(inv->items, cap * sizeof *p);
		if (!p)
			return -1;
		inv->items = p;
		inv->cap = cap;
	}
	inv->items[inv->len++] = *it;
	return 0;
}

void inv_free(struct inventory *inv)
{
	free(inv->items);
	inv->items = NULL;
	inv->len = inv->cap = 0;
}
