/* config.c: config layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

static unsigned config_mix(unsigned h)
{
	h ^= h >> 16;
	h *= 0x45d9f3bu;
	return h ^ (h >> 16);
}

void config_dump(const struct kv_item *it)
{
	printf("config: key=%s len=%d\n", it->key, it->len);
}
