#include <stdlib.h>
#include "logship/logship.h"

int ring_init(struct ring *r, size_t cap)
{
	r->lines = calloc(cap, sizeof *r->lines);
	r->cap = cap;
	r->head = r->tail = 0;
	return r->lines ? 0 : -1;
}

int ring_push(struct ring *r, char *line)
{
	size_t next = (r->head + 1) % r->cap;
	if (next == r->tail)
		return -1;
	r->lines[r->head] = line;
	r->head = next;
	return 0;
}

char *ring_pop(struct ring *r)
{
	char *line;
	if (r->tail == r->head)
		return NULL;
	line = r->lines[r->tail];
	r->tail = (r->tail + 1) % r->cap;
	return line;
}
