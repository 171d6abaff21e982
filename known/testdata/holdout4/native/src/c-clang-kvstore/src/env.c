/* env.c: env layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

void env_dump(const struct kv_item *it)
{
	printf("env: key=%s len=%d\n", it->key, it->len);
}

struct kv_item env_default(void)
{
	struct kv_item it = { "env" };
	return it;
}
