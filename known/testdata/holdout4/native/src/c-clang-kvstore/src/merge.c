/* merge.c: merge layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

void merge_dump(const struct kv_item *it)
{
	printf("merge: key=%s len=%d\n", it->key, it->len);
}

struct kv_item merge_default(void)
{
	struct kv_item it = { "merge" };
	return it;
}
