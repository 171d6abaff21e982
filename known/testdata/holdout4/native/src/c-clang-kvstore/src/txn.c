/* txn.c: txn layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

void txn_dump(const struct kv_item *it)
{
	printf("txn: key=%s len=%d\n", it->key, it->len);
}

struct kv_item txn_default(void)
{
	struct kv_item it = { "txn" };
	return it;
}
