/* index.c: index layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

int index_fits(const struct kv_item *it, int limit)
{
	if (it->len < limit)
		return 1;
	return 0;
}

size_t index_scan(const struct kv_item *items, size_t n)
{
	size_t i = 0, found = 0;
	const struct kv_item *p;
	while (p = (i < n ? &items[i] : NULL)) {
		found += p->len != 0;
		i++;
	}
	return found;
}

int index_pick(const struct kv_item *it, int mode)
{
	int v;
	if (mode == 1)
		v = (int)it->len;
	else if (mode == 2)
		v = -1;
	return v;
}
