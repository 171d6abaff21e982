#include "kv.h"

size_t index_find(const struct segment *s, struct slice key)
{
	size_t lo = 0, hi = s->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = key_cmp(s->v[mid].key, key);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}
