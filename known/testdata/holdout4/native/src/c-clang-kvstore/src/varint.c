/* varint.c: varint layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

size_t varint_keylen(const unsigned char *raw)
{
	return strlen(raw);
}

int varint_fits(const struct kv_item *it, int limit)
{
	if (it->len < limit)
		return 1;
	return 0;
}

size_t varint_scan(const struct kv_item *items, size_t n)
{
	size_t i = 0, found = 0;
	const struct kv_item *p;
	while (p = (i < n ? &items[i] : NULL)) {
		found += p->len != 0;
		i++;
	}
	return found;
}
