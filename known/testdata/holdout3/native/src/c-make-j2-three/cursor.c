#include "kv.h"

int cursor_next(struct cursor *c, struct entry *out)
{
	if (c->pos >= c->seg->n)
		return 0;
	*out = c->seg->v[c->pos++];
	while (c->pos < c->seg->n && key_cmp(c->seg->v[c->pos].key, out->key) == 0)
		c->pos++;
	return 1;
}
