#include "ring.h"
#include <stdlib.h>

int ring_init(struct ring *r, size_t cap)
{
	r->buf = calloc(cap, sizeof *r->buf);
	r->cap = cap;
	r->head = r->len = 0;
	return r->buf ? 0 : -1;
}

void ring_push(struct ring *r, double v)
{
	r->buf[r->head] = v;
	r->head = (r->head + 1) % r->cap;
	if (r->len < r->cap)
		r->len++;
}

double ring_mean(const struct ring *r)
{
	double s = 0;
	for (size_t i = 0; i < r->len; i++)
		s += r->buf[i];
	return r->len ? s / r->len : 0;
}
