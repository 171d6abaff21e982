/* arena.c: arena layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

void arena_dump(const struct kv_item *it)
{
	printf("arena: key=%s len=%d\n", it->key, it->len);
}

struct kv_item arena_default(void)
{
	struct kv_item it = { "arena" };
	return it;
}
