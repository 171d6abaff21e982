#include <stdlib.h>
#include <string.h>
#include "inventory.h"
#include "item_private.h"

static int cmp_sku(const void *a, const void *b)
{
	const struct item *x = a, *y = b;
	return strcmp(x->sku, y->sku);
}

void sort_by_sku(struct store *s)
{
	qsort(s->items, s->len, sizeof s->items[0], cmp_sku);
}
