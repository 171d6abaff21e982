#include "kv.h"

void *arena_alloc(struct arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if (a->used + n > a->cap)
		return NULL;
	void *p = a->base + a->used;
	a->used += n;
	return p;
}

void arena_reset(struct arena *a)
{
	a->used = 0;
}
