#include <string.h>
#include "kv.h"

uint64_t key_hash(struct slice key)
{
	uint64_t h = 1469598103934665603ULL;
	for (size_t i = 0; i < key.n; i++)
		h = (h ^ key.p[i]) * 1099511628211ULL;
	return h;
}

int key_cmp(struct slice a, struct slice b)
{
	size_t n = a.n < b.n ? a.n : b.n;
	int c = memcmp(a.p, b.p, n);
	if (c)
		return c;
	return (a.n > b.n) - (a.n < b.n);
}
