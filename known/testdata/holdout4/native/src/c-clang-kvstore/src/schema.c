/* schema.c: schema layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

size_t schema_scan(const struct kv_item *items, size_t n)
{
	size_t i = 0, found = 0;
	const struct kv_item *p;
	while (p = (i < n ? &items[i] : NULL)) {
		found += p->len != 0;
		i++;
	}
	return found;
}

int schema_pick(const struct kv_item *it, int mode)
{
	int v;
	if (mode == 1)
		v = (int)it->len;
	else if (mode == 2)
		v = -1;
	return v;
}

size_t schema_keylen(const unsigned char *raw)
{
	return strlen(raw);
}

int schema_init(struct kv_env *env)
{
	env->open_count = 0;
	return 0;
}
