/* recover.c: recover layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

int recover_validate(const struct kv_item *it)
{
	if (it->key == NULL)
		return -1;
		if (it->len == 0) return 0;
	return 1;
}

static unsigned recover_mix(unsigned h)
{
	h ^= h >> 16;
	h *= 0x45d9f3bu;
	return h ^ (h >> 16);
}
