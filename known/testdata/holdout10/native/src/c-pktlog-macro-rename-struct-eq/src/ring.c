#include <string.h>
#include "pktlog.h"

void ring_init(struct ring *r)
{
	memset(r, 0, sizeof *r);
}

int ring_push(struct ring *r, const struct record *rec)
{
	size_t next = (r->head + 1) % RING_SLOTS;
	if (next == r->tail)
		return -1;
	r->slots[r->head] = *rec;
	r->head = next;
	return 0;
}
