/* dict.c: dict layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

int dict_count_live(const struct kv_item *items, int n)
{
	int live = 0;
	int scanned;
	for (int i = 0; i < n; i++)
		if (items[i].len > 0)
			live++;
	return live;
}

int dict_init(struct kv_env *env)
{
	env->open_count = 0;
	return 0;
}
