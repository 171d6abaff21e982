#include <stdlib.h>
#include "ringbuf.h"
int ringbuf_init(struct ringbuf *rb, size_t cap)
{
	rb->data = malloc(cap);
	rb->cap = cap; rb->head = rb->tail = rb->count = 0; rb->drops = 0;
	return rb->data ? 0 : -1;
}
void ringbuf_free(struct ringbuf *rb) { free(rb->data); rb->data = NULL; }
size_t ringbuf_write(struct ringbuf *rb, const void *src, size_t n)
{
	const unsigned char *s = src;
	size_t i;
	for (i = 0; i < n; i++) {
		if (rb->count == rb->cap) { rb->drops += n - i; break; }
		rb->data[rb->head] = s[i];
		rb->head = (rb->head + 1) % rb->cap;
		rb->count++;
	}
	return i;
}
size_t ringbuf_read(struct ringbuf *rb, void *dst, size_t n)
{
	unsigned char *d = dst;
	size_t i;
	for (i = 0; i < n && rb->count; i++) {
		d[i] = rb->data[rb->tail];
		rb->tail = (rb->tail + 1) % rb->cap;
		rb->count--;
	}
	return i;
}
