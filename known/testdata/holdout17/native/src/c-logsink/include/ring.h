#ifndef RING_H
#define RING_H

#include <stddef.h>

#define RING_CAP 64

struct ring {
	const char *items[RING_CAP];
	size_t head, count;
};

void ring_init(struct ring *r);
int ring_push(struct ring *r, const char *item);
const char *ring_pop(struct ring *r);
size_t ring_count(const struct ring *r);

#endif
