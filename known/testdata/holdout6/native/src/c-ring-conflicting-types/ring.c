#include <stdlib.h>
#include <string.h>
#include "ring.h"

int ring_init(struct ring *r, size_t size)
{
	r->buf = malloc(size);
	r->size = size;
	r->head = r->tail = r->used = 0;
	return r->buf ? 0 : -1;
}

void ring_free(struct ring *r)
{
	free(r->buf);
	r->buf = NULL;
}

int ring_push(struct ring *r, const void *item, unsigned len)
{
	const unsigned char *p = item;

	if (r->size - r->used < len)
		return -1;
	for (unsigned i = 0; i < len; i++) {
		r->buf[r->head] = p[i];
		r->head = (r->head + 1) % r->size;
	}
	r->used += len;
	return 0;
}

size_t ring_pop(struct ring *r, void *out, size_t len)
{
	size_t n = ring_peek(r, out, len);

	r->tail = (r->tail + n) % r->size;
	r->used -= n;
	return n;
}

size_t ring_peek(const struct ring *r, void *out, size_t len)
{
	unsigned char *p = out;
	size_t n = len < r->used ? len : r->used;

	for (size_t i = 0; i < n; i++)
		p[i] = r->buf[(r->tail + i) % r->size];
	return n;
}
