/* log.c: log layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

static unsigned log_mix(unsigned h)
{
	h ^= h >> 16;
	h *= 0x45d9f3bu;
	return h ^ (h >> 16);
}

void log_dump(const struct kv_item *it)
{
	printf("log: key=%s len=%d\n", it->key, it->len);
}
