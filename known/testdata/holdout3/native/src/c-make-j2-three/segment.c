#include <stdlib.h>
#include "kv.h"

int segment_put(struct segment *s, struct entry e)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 64;
		struct entry *v = realloc(s->v, cap * sizeof *v);
		if (!v)
			return -1;
		s->v = v;
		s->cap = cap;
	}
	s->v[s->n++] = e;
	if (s->n == 1 || e.seq < s->min_seq)
		s->min_seq = e.seq;
	if (e.seq > s->max_seq)
		s->max_seq = e.seq;
	return 0;
}
