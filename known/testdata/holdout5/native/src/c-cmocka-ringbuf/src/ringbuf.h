#ifndef RINGBUF_H
#define RINGBUF_H
#include <stddef.h>
#include <stdint.h>

/* a byte ring; capacity is a power of two */
struct ringbuf {
	uint8_t *data;
	size_t cap;
	size_t rd, wr; /* free-running counters */
};
int rb_init(struct ringbuf *rb, size_t cap);
void rb_free(struct ringbuf *rb);
size_t rb_used(const struct ringbuf *rb);
size_t rb_space(const struct ringbuf *rb);
size_t rb_write(struct ringbuf *rb, const void *src, size_t n);
size_t rb_read(struct ringbuf *rb, void *dst, size_t n);
size_t rb_peek(const struct ringbuf *rb, void *dst, size_t n);
void rb_skip(struct ringbuf *rb, size_t n);

/* length-prefixed frames (u16 big-endian length) inside the ring */
int frame_put(struct ringbuf *rb, const void *payload, uint16_t len);
int frame_get(struct ringbuf *rb, void *out, size_t cap); /* length, 0 if incomplete, -1 too big */
#endif
