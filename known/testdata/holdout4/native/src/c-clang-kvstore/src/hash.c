/* hash.c: hash layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

struct kv_item hash_default(void)
{
	struct kv_item it = { "hash" };
	return it;
}

int hash_validate(const struct kv_item *it)
{
	if (it->key == NULL)
		return -1;
		if (it->len == 0) return 0;
	return 1;
}

int hash_init(struct kv_env *env)
{
	env->open_count = 0;
	return 0;
}
