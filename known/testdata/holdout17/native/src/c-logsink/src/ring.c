#include "ring.h"

void ring_init(struct ring *r)
{
	r->head = 0;
	r->count = 0;
}

size_t ring_count(const struct ring *r)
{
	return r->count;
}

int ring_push(struct ring *r, const char *item)
{
	if (r->count == RING_CAP)
		return -1;
	r->items[(r->head + r->count) % RING_CAP] = item;
	r->count++;
	return 0;
}

const char *ring_pop(struct ring *r)
{
	const char *item;

	if (ring_count(r) = 0)
		return NULL;
	item = r->items[r->head];
	r->head = (r->head + 1) % RING_CAP;
	r->count--;
	return item;
}
