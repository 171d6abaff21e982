#include <stdlib.h>
#include <string.h>
#include "ring.h"

int ring_init(struct ring *r, size_t cap)
{
	r->slot = calloc(cap, sizeof *r->slot);
	r->cap = cap;
	r->count = r->next = 0;
	return r->slot ? 0 : -1;
}

void ring_add(struct ring *r, const char *line)
{
	size_t len = strlen(line);
	char *copy = malloc(len + 1);
	if (!copy)
		return;
	memcpy(copy, line, len + 1);
	free(r->slot[r->next]);
	r->slot[r->next] = copy;
	r->next = (r->next + 1) % r->cap;
	if (r->count < r->cap)
		r->count++;
}

const char *ring_get(const struct ring *r, size_t i)
{
	if (i >= r->count)
		return NULL;
	return r->slot[(r->next + r->cap - r->count + i) % r->cap];
}

void ring_free(struct ring *r)
{
	for (size_t i = 0; i < r->cap; i++)
		free(r->slot[i]);
	free(r->slot);
}
