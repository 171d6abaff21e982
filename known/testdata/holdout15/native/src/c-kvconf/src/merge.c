#include "kvconf.h"

void kv_merge(struct kvconf *dst, const struct kvconf *src)
{
	for (size_t i = 0; i < src->n; i++)
		if (!kv_get(dst, src->v[i].key))
			kv_set(dst, src->v[i].key, src->v[i].val);
}
