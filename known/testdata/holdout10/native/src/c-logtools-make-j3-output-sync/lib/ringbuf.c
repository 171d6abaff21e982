#include <stdlib.h>
#include <string.h>
#include "log.h"
int ringbuf_init(struct ringbuf *r, size_t cap)
{
	r->lines = calloc(cap, sizeof *r->lines);
	r->cap = cap;
	r->head = r->len = 0;
	return r->lines ? 0 : -1;
}
void ringbuf_push(struct ringbuf *r, const char *line)
{
	size_t i = (r->head + r->len) % r->cap;
	if (r->len == r->cap) { free(r->lines[r->head]); r->head = (r->head + 1) % r->cap; }
	else r->len++;
	r->lines[i] = strdup(line);
}
