#include <stdlib.h>
#include <string.h>
#include "ringbuf.h"

int rb_init(struct ringbuf *rb, size_t cap)
{
	if (cap == 0 || (cap & (cap - 1)) != 0)
		return -1;
	rb->data = malloc(cap);
	if (rb->data == NULL)
		return -1;
	rb->cap = cap;
	rb->rd = rb->wr = 0;
	return 0;
}

void rb_free(struct ringbuf *rb)
{
	free(rb->data);
	rb->data = NULL;
}

size_t rb_used(const struct ringbuf *rb)
{
	return rb->wr - rb->rd;
}

size_t rb_space(const struct ringbuf *rb)
{
	return rb->cap - rb_used(rb);
}

size_t rb_write(struct ringbuf *rb, const void *src, size_t n)
{
	size_t off = rb->wr & (rb->cap - 1), first;
	if (n > rb_space(rb))
		n = rb_space(rb);
	first = rb->cap - off < n ? rb->cap - off : n;
	memcpy(rb->data + off, src, first);
	memcpy(rb->data, (const uint8_t *)src + first, n - first);
	rb->wr += n;
	return n;
}

size_t rb_peek(const struct ringbuf *rb, void *dst, size_t n)
{
	size_t off = rb->rd & (rb->cap - 1), first;
	if (n > rb_used(rb))
		n = rb_used(rb);
	/* copies up to the end of the buffer, then from the start */
	first = rb->cap - off < n ? rb->cap - off : n;
	memcpy(dst, rb->data + off, first);
	return first;
}

void rb_skip(struct ringbuf *rb, size_t n)
{
	if (n > rb_used(rb))
		n = rb_used(rb);
	rb->rd += n;
}

size_t rb_read(struct ringbuf *rb, void *dst, size_t n)
{
	size_t got = rb_peek(rb, dst, n);
	rb_skip(rb, got);
	return got;
}
