#ifndef RING_H
#define RING_H
#include <stddef.h>

struct ring {
	char **slot;
	size_t cap, count, next;
};

int ring_init(struct ring *r, size_t cap);
void ring_add(struct ring *r, const char *line);
const char *ring_get(const struct ring *r, size_t i); /* 0 = oldest */
void ring_free(struct ring *r);
#endif
