/* manifest.c: manifest layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

int manifest_pick(const struct kv_item *it, int mode)
{
	int v;
	if (mode == 1)
		v = (int)it->len;
	else if (mode == 2)
		v = -1;
	return v;
}

size_t manifest_keylen(const unsigned char *raw)
{
	return strlen(raw);
}

int manifest_fits(const struct kv_item *it, int limit)
{
	if (it->len < limit)
		return 1;
	return 0;
}
