/* snapshot.c: snapshot layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

static unsigned snapshot_mix(unsigned h)
{
	h ^= h >> 16;
	h *= 0x45d9f3bu;
	return h ^ (h >> 16);
}

void snapshot_dump(const struct kv_item *it)
{
	printf("snapshot: key=%s len=%d\n", it->key, it->len);
}
