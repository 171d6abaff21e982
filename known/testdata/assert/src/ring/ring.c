#include "ring.h"

void ring_push(struct ring *r, int v)
{
	r->items[(r->head + r->len) % RING_CAP] = v;
	if (r->len < RING_CAP)
		r->len++;
}

int ring_pop(struct ring *r)
{
	int v = r->items[r->head];
	r->head = (r->head + 1) % RING_CAP;
	r->len--;
	return v;
}
